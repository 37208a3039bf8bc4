import { JobSearchSettingsSchema } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { buildSearchUrl } from './search-url';

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('search URL', () => {
  it('carries every filter of the setup screen, newest first, Easy Apply only', () => {
    const settings = JobSearchSettingsSchema.parse({
      jobTitle: '  React Developer ',
      location: ' Bengaluru ',
      experienceLevel: 'Mid-Senior level',
      workType: 'Remote',
      datePosted: 'Past week',
    });
    const url = buildSearchUrl('https://www.linkedin.com', settings);
    expect(new URL(url).pathname).toBe('/jobs/search/');
    expect(params(url)).toEqual({
      keywords: 'React Developer',
      location: 'Bengaluru',
      f_AL: 'true',
      f_E: '4',
      f_WT: '2',
      f_TPR: 'r604800',
      sortBy: 'DD',
      start: '0',
    });
  });

  it('leaves out "Any" filters and an empty location, and pages by 25', () => {
    const settings = JobSearchSettingsSchema.parse({ jobTitle: 'Data analyst', location: '   ' });
    const url = buildSearchUrl('http://127.0.0.1:4000', settings, 2);
    expect(params(url)).toEqual({ keywords: 'Data analyst', f_AL: 'true', sortBy: 'DD', start: '50' });
    expect(url.startsWith('http://127.0.0.1:4000/jobs/search/?')).toBe(true);
  });

  it('lists jobs that apply on the company site too when the user applies there (no f_AL)', () => {
    const on = JobSearchSettingsSchema.parse({ jobTitle: 'Data analyst', companySites: true });
    expect(params(buildSearchUrl('http://127.0.0.1:4000', on))).toEqual({
      keywords: 'Data analyst',
      sortBy: 'DD',
      start: '0',
    });
    const off = JobSearchSettingsSchema.parse({ jobTitle: 'Data analyst', companySites: false });
    expect(params(buildSearchUrl('http://127.0.0.1:4000', off)).f_AL).toBe('true');
  });

  it('maps each option label to its code', () => {
    const codes = (experienceLevel: string, workType: string, datePosted: string) =>
      params(
        buildSearchUrl(
          'https://x.test',
          JobSearchSettingsSchema.parse({ jobTitle: 'a', experienceLevel, workType, datePosted }),
        ),
      );
    expect(codes('Internship', 'On-site', 'Past 24 hours')).toMatchObject({
      f_E: '1',
      f_WT: '1',
      f_TPR: 'r86400',
    });
    expect(codes('Entry level', 'Hybrid', 'Past month')).toMatchObject({
      f_E: '2',
      f_WT: '3',
      f_TPR: 'r2592000',
    });
    expect(codes('Associate', 'Any', 'Any time')).toMatchObject({ f_E: '3' });
    expect(codes('Director', 'Any', 'Any time').f_E).toBe('5');
  });
});
