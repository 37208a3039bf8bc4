import { describe, expect, it } from 'vitest';
import { yearsIn } from './years';

describe('years a description asks for', () => {
  it('reads digits, plus signs, words, ranges and abbreviations', () => {
    expect(yearsIn('5+ years of experience').map((m) => m.years)).toEqual([5]);
    expect(yearsIn('at least seven years in backend roles').map((m) => m.years)).toEqual([7]);
    expect(yearsIn('5-8 years of experience')).toMatchObject([{ years: 5, upTo: 8 }]);
    expect(yearsIn('three to five years of Python')).toMatchObject([{ years: 3, upTo: 5 }]);
    expect(yearsIn('Experience: 4 yrs')).toMatchObject([{ years: 4 }]);
    expect(yearsIn('five (5) years of SQL')).toMatchObject([{ years: 5 }]);
  });

  it('does not read ages or numbers without years', () => {
    expect(yearsIn('Applicants must be 18 years old')).toEqual([]);
    expect(yearsIn('A team of 12 engineers')).toEqual([]);
  });
});
