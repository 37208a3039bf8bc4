import { describe, expect, it } from 'vitest';
import { verdictFor } from './fit-test-profile';

const STACK = 'Requirements: 4+ years of Python and React; SQL; AWS.';
const NOT_THERE = 'your profile is not authorised to work there';

/** Who may be hired (decision 047): the test profile is authorised in India only and needs sponsorship elsewhere. */
describe('eligibility: deal-breakers in their wordings', () => {
  it.each([
    [
      'Singapore, Singapore',
      'This position is open only to Singapore Citizens and Permanent Residents.',
      `is open only to citizens and permanent residents of Singapore; ${NOT_THERE}`,
    ],
    ['Singapore', 'Singaporeans/PRs only.', `is open only to permanent residents of Singapore; ${NOT_THERE}`],
    ['Singapore', 'Open to Singapore Citizens only.', `is open only to citizens of Singapore; ${NOT_THERE}`],
    [
      'Austin, Texas, United States',
      'Must be a U.S. citizen or Green Card holder.',
      `is open only to citizens and permanent residents of the United States; ${NOT_THERE}`,
    ],
    [
      'Reston, Virginia, United States',
      'US Citizenship required.',
      `is open only to citizens of the United States; ${NOT_THERE}`,
    ],
    [
      'Huntsville, Alabama, United States',
      'Due to ITAR, applicants must be U.S. persons.',
      `is open only to citizens of the United States; ${NOT_THERE}`,
    ],
    [
      'London, United Kingdom',
      'Candidates must hold British citizenship.',
      `is open only to citizens of the United Kingdom; ${NOT_THERE}`,
    ],
    [
      'Riyadh, Saudi Arabia',
      'Saudi nationals only.',
      `is open only to citizens of Saudi Arabia; ${NOT_THERE}`,
    ],
    [
      'Toronto, Ontario, Canada',
      'This role requires Canadian citizenship.',
      `is open only to citizens of Canada; ${NOT_THERE}`,
    ],
    [
      'Sydney, New South Wales, Australia',
      'You must have permanent residency in Australia.',
      `is open only to permanent residents of Australia; ${NOT_THERE}`,
    ],
    [
      'Leeds, United Kingdom',
      'You must already have the right to work in the UK.',
      'asks for authorisation to work in the United Kingdom, which your profile does not have',
    ],
    [
      'Melbourne, Victoria, Australia',
      'You must have full working rights in Australia.',
      'asks for authorisation to work in Australia, which your profile does not have',
    ],
    [
      'Zurich, Switzerland',
      'Applicants must possess a valid work permit for Switzerland.',
      'asks for authorisation to work in Switzerland, which your profile does not have',
    ],
    [
      'Dallas, Texas, United States',
      'USC/GC only. W2 only, no C2C.',
      `is open only to citizens and permanent residents of the United States; ${NOT_THERE}`,
    ],
    [
      'Dallas, Texas, United States',
      'No H1B or OPT.',
      'needs authorisation to work in the United States and offers no sponsorship; your profile is not authorised there',
    ],
    [
      'Dallas, Texas, United States',
      'Applicants must not require visa sponsorship now or in the future.',
      'needs authorisation to work in the United States and offers no sponsorship; your profile is not authorised there',
    ],
    [
      'Dallas, Texas, United States',
      'Applicants must be currently authorized to work in the United States on a full-time basis.',
      'asks for authorisation to work in the United States, which your profile does not have',
    ],
    [
      'Sydney, Australia',
      'Australian Citizens or PR holders only.',
      `is open only to citizens and permanent residents of Australia; ${NOT_THERE}`,
    ],
    [
      'Paris, France',
      'EU work permit required.',
      'asks for authorisation to work in the European Union, which your profile does not have',
    ],
    ['Dublin, Ireland', 'Locals only.', `accepts only candidates who live in Ireland; ${NOT_THERE}`],
    [
      'Dubai, United Arab Emirates',
      'Candidates must be in the UAE with a valid residence visa.',
      `accepts only candidates who live in the United Arab Emirates; ${NOT_THERE}`,
    ],
    [
      'Amsterdam, Netherlands',
      'Candidates must be based in the Netherlands.',
      `accepts only candidates who live in the Netherlands; ${NOT_THERE}`,
    ],
    [
      'Dubai, United Arab Emirates',
      'Only local candidates will be considered.',
      `accepts only candidates who live in the United Arab Emirates; ${NOT_THERE}`,
    ],
  ])('%s: %s', (location, sentence, reason) => {
    const verdict = verdictFor({
      title: 'Software Engineer',
      description: `${STACK}\n${sentence}`,
      location,
    });
    expect(verdict.dealBreakers).toEqual([reason]);
    expect(verdict.skipped).toBe('deal-breaker');
  });

  it.each([
    'Active Secret clearance required.',
    'TS/SCI with Full Scope Poly.',
    'Must be able to obtain DV clearance.',
    'NV1 clearance required.',
    'Applicants must be able to obtain a Baseline clearance.',
    'SC cleared or eligible for SC clearance.',
    'Public Trust clearance required.',
    'Must be eligible for a habilitation secret défense.',
    'Sicherheitsüberprüfung Ü2 required.',
    'Must hold Reliability Status.',
  ])('a clearance: %s', (sentence) => {
    const verdict = verdictFor({ title: 'Software Engineer', description: `${STACK}\n${sentence}` });
    expect(verdict.dealBreakers).toContain('requires a security clearance, which your profile does not list');
  });

  it('does not ask for a clearance the profile lists', () => {
    const verdict = verdictFor({
      title: 'Software Engineer',
      description: `${STACK}\nActive TS/SCI clearance required.`,
      profile: { skills: { Python: 5, React: 3, 'TS/SCI': 3 } },
    });
    expect(verdict.dealBreakers).toEqual([]);
  });
});

describe('eligibility: not deal-breakers', () => {
  it.each([
    [
      'Austin, Texas, United States',
      'Candidates must be authorized to work in the US; we sponsor H-1B visas.',
    ],
    ['Berlin, Germany', 'Visa sponsorship is available, and so is relocation support.'],
    ['Remote', 'This role is open to candidates from anywhere in the world.'],
    ['Bengaluru, Karnataka, India', 'Must be authorised to work in India. We do not offer sponsorship.'],
    ['Chennai, India', 'Only Indian nationals need apply.'],
    ['London, United Kingdom', 'Citizenship is not required; we sponsor Skilled Worker visas.'],
    ['Pune, India', 'Bring a valid national ID to the interview.'],
    ['Pune, India', 'You must have merged PRs in open-source projects.'],
    ['Mumbai, India', 'Our logistics platform handles customs clearance for 3,000 importers.'],
    ['Hyderabad, India', 'No security clearance needed.'],
    ['London, United Kingdom', 'SC clearance would be a plus. We sponsor visas.'],
    ['Bengaluru, India', 'Candidates based in Bengaluru are preferred.'],
    ['Singapore', 'Singaporeans preferred; we sponsor Employment Passes.'],
    ['Remote', 'This is a remote role open to candidates in EMEA and APAC time zones.'],
  ])('%s: %s', (location, sentence) => {
    const verdict = verdictFor({
      title: 'Software Engineer',
      description: `${STACK}\n${sentence}`,
      location,
    });
    expect(verdict.dealBreakers).toEqual([]);
    expect(verdict.skipped).toBeUndefined();
  });

  it('takes a profile authorised where the job is', () => {
    const verdict = verdictFor({
      title: 'Software Engineer',
      description: `${STACK}\nThis position is open only to Singapore Citizens and Permanent Residents.`,
      location: 'Singapore',
      profile: {
        workAuthorization: { authorizedCountries: ['India', 'Singapore'], requiresSponsorship: true },
      },
    });
    expect(verdict.dealBreakers).toEqual([]);
  });

  it('takes an EU country for "EU citizens only"', () => {
    const job = {
      title: 'Software Engineer',
      description: `${STACK}\nEU citizens only.`,
      location: 'Munich, Germany',
    };
    expect(verdictFor(job).dealBreakers).toEqual([
      `is open only to citizens of the European Union; ${NOT_THERE}`,
    ]);
    const french = { workAuthorization: { authorizedCountries: ['France'], requiresSponsorship: false } };
    expect(verdictFor({ ...job, profile: french }).dealBreakers).toEqual([]);
  });
});
