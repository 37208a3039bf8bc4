import { describe, expect, it } from 'vitest';
import { parseCatalogue } from '../catalogue/load';
import { search } from './search';

const job = (id: string, extra: Record<string, unknown>) => ({
  id,
  title: 'Software Engineer',
  company: `Co ${id}`,
  location: 'Pune, Maharashtra, India',
  workType: 'hybrid',
  experienceLevel: 'mid-senior level',
  postedHoursAgo: 10,
  apply: 'easy',
  description: 'x',
  steps: [{ kind: 'contact' }],
  ...extra,
});

const catalogue = parseCatalogue({
  jobs: [
    job('1', {}),
    job('2', { title: 'Product Manager' }),
    job('3', { apply: 'external' }),
    job('4', { experienceLevel: 'entry level' }),
    job('5', { workType: 'remote', postedHoursAgo: 2 }),
    job('6', { postedHoursAgo: 24 * 40 }),
    job('7', { location: 'London, England, United Kingdom' }),
    job('8', { experienceLevel: 'director', promoted: true, postedHoursAgo: 24 * 60 }),
    job('9', { apply: 'applied', steps: [] }),
  ],
});
const ids = (variant: Parameters<typeof search>[1], query: Record<string, string>) =>
  search(catalogue, variant, query).jobs.map((j) => j.id);

describe('search', () => {
  it('matches every keyword against the title', () => {
    expect(ids('v2-classic', { keywords: 'software engineer' })).toEqual([
      '1',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(ids('v2-classic', { keywords: 'Product' })).toEqual(['2']);
  });

  it('applies location, f_AL, f_E, f_WT and f_TPR; promoted jobs pass every filter', () => {
    expect(
      ids('v2-classic', {
        keywords: 'Engineer',
        location: 'India',
        f_AL: 'true',
        f_E: '4',
        f_TPR: 'r2592000',
      }),
    ).toEqual(['1', '5', '8', '9']);
    expect(ids('v2-classic', { keywords: 'Engineer', f_WT: '2,3', f_E: '2' })).toEqual(['4', '8']);
    expect(ids('v2-classic', { keywords: 'Engineer', f_TPR: 'r86400' })).toEqual([
      '1',
      '3',
      '4',
      '5',
      '7',
      '8',
      '9',
    ]);
  });

  it('v1 knows only f_LF=f_AL as the Easy Apply filter', () => {
    expect(ids('v1-legacy', { keywords: 'Engineer', f_AL: 'true' })).toContain('3');
    expect(ids('v1-legacy', { keywords: 'Engineer', f_LF: 'f_AL' })).not.toContain('3');
    expect(ids('v2-classic', { keywords: 'Engineer', f_EA: 'true' })).toContain('3');
  });

  it('sorts newest first with sortBy=DD and pages by 25 with start', () => {
    expect(ids('v2-classic', { keywords: 'Engineer', sortBy: 'DD' }).slice(0, 2)).toEqual(['5', '1']);
    const many = parseCatalogue({ jobs: Array.from({ length: 30 }, (_, i) => job(String(i + 1), {})) });
    const second = search(many, 'v2-classic', { start: '25' });
    expect(second).toMatchObject({ total: 30, start: 25 });
    expect(second.jobs.map((j) => j.id)).toEqual(['26', '27', '28', '29', '30']);
  });
});
