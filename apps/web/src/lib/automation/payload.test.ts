import { AutomationPayloadSchema, linkedinSearchUrl } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { buildPayload } from './payload';
import { EMPTY_SEARCH } from './setup-storage';

const base = {
  resume: { base64: 'data:application/pdf;base64,JVBERi0', filename: 'Asha.pdf', text: 'Asha Rao\nEngineer' },
  details: { currentCTC: ' 12 ', expectedCTC: '', noticePeriod: '2' },
  profile: {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    phone: '98765',
    expectedCTC: '20',
    followCompanies: false,
    tickAccuracyDeclarations: false,
  },
  customize: false,
  userEmail: 'asha@example.com',
  agentToken: 'token-0123456789abcdefghij',
  apiUrl: 'http://localhost:8080',
};

describe('the search URL (section 5 plus the filters)', () => {
  it('keywords from the trimmed title, Easy Apply, the trimmed location when present', () => {
    const url = linkedinSearchUrl({
      jobTitle: '  React Developer ',
      location: ' Bengaluru ',
      experienceLevel: 'Any',
      workType: 'Any',
      datePosted: 'Any time',
      companySites: false,
    });
    expect(url).toBe(
      'https://www.linkedin.com/jobs/search/?keywords=React+Developer&f_AL=true&location=Bengaluru',
    );
  });

  it('adds experience, work type and date posted codes', () => {
    const url = new URL(
      linkedinSearchUrl({
        jobTitle: 'Designer',
        location: '',
        experienceLevel: 'Mid-Senior level',
        workType: 'Remote',
        datePosted: 'Past week',
        companySites: false,
      }),
    );
    expect(url.searchParams.has('location')).toBe(false);
    expect(url.searchParams.get('f_E')).toBe('4');
    expect(url.searchParams.get('f_WT')).toBe('2');
    expect(url.searchParams.get('f_TPR')).toBe('r604800');
  });
});

describe('buildPayload', () => {
  it('carries the specification fields, the search, the profile and the agent fields', () => {
    const payload = buildPayload({
      ...base,
      search: {
        jobTitle: 'QA',
        location: 'Pune',
        experienceLevel: 'Internship',
        workType: 'Hybrid',
        datePosted: 'Past 24 hours',
        companySites: false,
      },
    });
    expect(AutomationPayloadSchema.safeParse(payload).success).toBe(true);
    expect(payload.jobUrl).toBe(
      'https://www.linkedin.com/jobs/search/?keywords=QA&f_AL=true&location=Pune&f_E=1&f_WT=3&f_TPR=r86400',
    );
    expect(payload).toMatchObject({
      resumeText: 'Asha Rao\nEngineer',
      resumeBase64: 'data:application/pdf;base64,JVBERi0',
      resumeFilename: 'Asha.pdf',
      userEmail: 'asha@example.com',
      customize: false,
      agentToken: 'token-0123456789abcdefghij',
      apiUrl: 'http://localhost:8080',
      search: { jobTitle: 'QA', location: 'Pune', experienceLevel: 'Internship' },
    });
    // The setup screen's CTC and notice period reach the profile; a blank one keeps the profile's own.
    expect(payload.profile).toMatchObject({ currentCTC: '12', expectedCTC: '20', noticePeriod: '2' });
  });

  it('drops the Easy Apply filter and says so in the search when "Also apply on company sites" is on (issue 30)', () => {
    const on = buildPayload({
      ...base,
      search: { ...EMPTY_SEARCH, jobTitle: 'QA', location: 'Pune', companySites: true },
    });
    expect(on.jobUrl).toBe('https://www.linkedin.com/jobs/search/?keywords=QA&location=Pune');
    expect(on.search.companySites).toBe(true);
    expect(AutomationPayloadSchema.parse(on).search.companySites).toBe(true);
    const off = buildPayload({ ...base, search: { ...EMPTY_SEARCH, jobTitle: 'QA', location: 'Pune' } });
    expect(off.jobUrl).toBe('https://www.linkedin.com/jobs/search/?keywords=QA&f_AL=true&location=Pune');
    expect(off.search.companySites).toBe(false);
  });

  it('carries the opt-in accuracy declaration to the agent as the profile says it', () => {
    const search = { ...base, search: { ...EMPTY_SEARCH, jobTitle: 'QA' } };
    const off = buildPayload(search);
    const on = buildPayload({ ...search, profile: { ...base.profile, tickAccuracyDeclarations: true } });
    expect(off.profile.tickAccuracyDeclarations).toBe(false);
    expect(on.profile.tickAccuracyDeclarations).toBe(true);
    // What the agent is sent still reads it after the contracts' check (the start request parses the payload).
    expect(AutomationPayloadSchema.parse(on).profile.tickAccuracyDeclarations).toBe(true);
  });
});
