import { describe, expect, it } from 'vitest';
import { AutomationProfileSchema, JobResultLineSchema, JobSearchSettingsSchema } from './index';

describe('automation profile', () => {
  it('needs the four marked fields and defaults followCompanies to false', () => {
    const parsed = AutomationProfileSchema.parse({
      firstName: ' Asha ',
      lastName: 'Rao',
      email: 'asha@example.com',
      phone: '9876543210',
    });
    expect(parsed.firstName).toBe('Asha');
    expect(parsed.followCompanies).toBe(false);
    const missing = AutomationProfileSchema.safeParse({ firstName: 'Asha', email: 'asha@example.com' });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lastName', 'Last name is required.'],
      ['phone', 'Phone is required.'],
    ]);
  });
  it('refuses a proficiency outside the four levels and a skill given as text', () => {
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '1' };
    expect(AutomationProfileSchema.safeParse({ ...base, languages: { Hindi: 'Fluent' } }).success).toBe(
      false,
    );
    expect(AutomationProfileSchema.safeParse({ ...base, skills: { React: '3' } }).success).toBe(false);
    expect(
      AutomationProfileSchema.parse({ ...base, languages: { Hindi: 'Native or bilingual' } }).languages,
    ).toEqual({ Hindi: 'Native or bilingual' });
  });
});

describe('job search settings', () => {
  it('takes the setup screen labels only', () => {
    expect(JobSearchSettingsSchema.parse({ jobTitle: ' React developer ' })).toEqual({
      jobTitle: 'React developer',
      location: '',
      experienceLevel: 'Any',
      workType: 'Any',
      datePosted: 'Any time',
      // Company sites stay off until the user turns them on (issue 30).
      companySites: false,
    });
    expect(JobSearchSettingsSchema.safeParse({ jobTitle: 'x', workType: 'remote' }).success).toBe(false);
    expect(JobSearchSettingsSchema.safeParse({ jobTitle: 'x', companySites: 'yes' }).success).toBe(false);
  });
});

describe('result lines', () => {
  it('refuses an outcome that is not one of the nine', () => {
    const line = { jobId: '1', title: 't', company: 'c', outcome: 'applied' };
    expect(JobResultLineSchema.parse(line)).toEqual(line);
    expect(JobResultLineSchema.safeParse({ ...line, outcome: 'done' }).success).toBe(false);
  });
});
