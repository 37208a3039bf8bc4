import { describe, expect, it } from 'vitest';
import { DEFAULT_RESUME_CONFIG } from '@applypilot/resume';
import { bulletWidth, unsupportedCharacters } from './text-checks';

describe('bulletWidth', () => {
  it('is amber with "add ~N words" for a short line', () => {
    const width = bulletWidth('Cut build times', DEFAULT_RESUME_CONFIG);
    expect(width.level).toBe('amber');
    expect(width.message).toMatch(/^add ~\d+ words$/);
    expect(width.percent).toBeLessThan(90);
  });

  it('is red with "remove ~N words" past the line', () => {
    const width = bulletWidth('Reduced deployment time across teams '.repeat(4), DEFAULT_RESUME_CONFIG);
    expect(width.level).toBe('red');
    expect(width.message).toMatch(/^remove ~\d+ words$/);
    expect(width.percent).toBeGreaterThan(100);
  });

  it('is green between 90 and 100 percent', () => {
    let text = 'Built';
    while (bulletWidth(`${text} word`, DEFAULT_RESUME_CONFIG).percent <= 96) text += ' word';
    const width = bulletWidth(text, DEFAULT_RESUME_CONFIG);
    expect(width.percent).toBeGreaterThanOrEqual(90);
    expect(width.level).toBe('green');
  });
});

describe('unsupportedCharacters', () => {
  it('names characters the PDF fonts cannot print, once each', () => {
    expect(unsupportedCharacters('Team 漢 漢 lead')).toEqual(['漢']);
    expect(unsupportedCharacters('Café – “quoted” • €5')).toEqual([]);
  });
});
