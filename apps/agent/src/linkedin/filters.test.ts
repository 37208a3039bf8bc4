import { JobSearchSettingsSchema } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { filterMismatch, postedHoursAtLeast } from './filters';

const search = JobSearchSettingsSchema.parse({
  jobTitle: 'Software Engineer',
  location: 'India',
  experienceLevel: 'Mid-Senior level',
  workType: 'Hybrid',
  datePosted: 'Past month',
});

describe('filters the search dropped or a promoted card ignores', () => {
  it('reads the least age of a posted text', () => {
    expect(postedHoursAtLeast('Pune · 5 hours ago · 40 applicants')).toBe(5);
    expect(postedHoursAtLeast('3 weeks ago')).toBe(504);
    expect(postedHoursAtLeast('Reposted 1 month ago')).toBe(720);
    expect(postedHoursAtLeast('Just now')).toBe(0);
    expect(postedHoursAtLeast('no age here')).toBeUndefined();
  });
  it('says why a job does not fit, or nothing when it fits', () => {
    const header = 'Acme Senior Software Engineer Bengaluru, Karnataka, India · 2 days ago';
    expect(filterMismatch(search, ['Hybrid', 'Full-time', 'Mid-Senior level'], '', header)).toBeUndefined();
    expect(filterMismatch(search, ['Remote', 'Mid-Senior level'], '', header)).toBe(
      'Work type is Remote, not Hybrid.',
    );
    expect(filterMismatch(search, ['Hybrid', 'Director'], '', header)).toBe(
      'Experience level is Director, not Mid-Senior level.',
    );
    expect(filterMismatch(search, ['Hybrid'], '', 'Acme · 1 month ago')).toBe(
      'Posted too long ago for "Past month".',
    );
    expect(filterMismatch(search, ['Hybrid'], 'London, England, United Kingdom', header)).toBe(
      'Location is not India.',
    );
    expect(filterMismatch(search, ['Hybrid'], 'Pune, Maharashtra, India', header)).toBeUndefined();
  });
});
