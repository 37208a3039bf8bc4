import {
  AutomationProfileSchema,
  DEFAULT_FIT_SETTINGS,
  type AutomationProfile,
  type AutomationProfileInput,
} from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { checkFit } from './check';
import { readRequirements } from './requirements';

const PROFILE: AutomationProfileInput = {
  firstName: 'Aarav',
  lastName: 'Sharma',
  email: 'aarav@example.com',
  phone: '9876543210',
  totalYearsOfExperience: 5,
  skills: { Python: 5, JS: 4, React: 3, Postgres: 4, AWS: 2 },
  workAuthorization: { authorizedCountries: ['India'], requiresSponsorship: true },
  willingToRelocate: true,
  expectedCTC: '18',
  languages: { English: 'Professional', Hindi: 'Native or bilingual' },
};

function profile(changes: Partial<AutomationProfileInput> = {}): AutomationProfile {
  return AutomationProfileSchema.parse({ ...PROFILE, ...changes });
}

function fit(
  title: string,
  description: string,
  changes: Partial<AutomationProfileInput> = {},
  location = '',
) {
  return checkFit({
    job: { title, description, location },
    profile: profile(changes),
    settings: DEFAULT_FIT_SETTINGS,
  });
}

const ids = (title: string, description: string) =>
  Object.fromEntries(
    readRequirements(title, description).skills.map((s) => [
      s.ids.join('|'),
      { strength: s.strength, years: s.years },
    ]),
  );

describe('reading requirements', () => {
  it('reads a bulleted list with a must-have and a nice-to-have heading', () => {
    const asks = ids(
      'Backend Engineer',
      'Requirements:\n- 4+ years of Python\n- Experience with Kafka\n\nNice to have:\n- Terraform\n- Go',
    );
    expect(asks).toEqual({
      python: { strength: 'must', years: 4 },
      kafka: { strength: 'must', years: undefined },
      terraform: { strength: 'nice', years: undefined },
      go: { strength: 'nice', years: undefined },
    });
  });

  it('reads prose, years written as words and a skill that is only a plus', () => {
    const asks = ids(
      'Software Engineer',
      'We are looking for someone with at least six years of experience in Java who writes clean SQL. Kubernetes is a plus.',
    );
    expect(asks['java']).toEqual({ strength: 'must', years: 6 });
    expect(asks['sql']?.strength).toBe('must');
    expect(asks['kubernetes']?.strength).toBe('nice');
  });

  it('reads a range as its lower bound and keeps the overall years apart from skills', () => {
    const asks = readRequirements('Developer', 'Experience: 5-8 years.\nSkills: Python, Django');
    expect(asks.years).toBe(5);
    expect(asks.yearsUpTo).toBe(8);
  });

  it('reads a list written on one line item by item, and a spaced range as a range', () => {
    const asks = readRequirements(
      'Developer',
      'Requirements: - 8+ years of Go - Kubernetes operators - Python is a plus\nExperience: 5 - 8 years',
    );
    expect(asks.skills.map((s) => [s.ids.join('|'), s.strength, s.years])).toEqual([
      ['go', 'must', 8],
      ['kubernetes', 'must', undefined],
      ['python', 'nice', undefined],
    ]);
    expect(asks.years).toBe(5);
    expect(asks.yearsUpTo).toBe(8);
  });

  it('reads synonyms as one skill: JS, Postgres, k8s', () => {
    const asks = ids('Engineer', 'Must have: JS, Postgres and k8s.');
    expect(Object.keys(asks).sort()).toEqual(['javascript', 'kubernetes', 'postgresql']);
  });

  it('reads "one of Java, Python or Go" as alternatives', () => {
    const asks = ids('Engineer', 'Requirements\n- Programming experience in one of Java, Python or Go');
    expect(Object.keys(asks)).toEqual(['java|python|go']);
  });
});

describe('the fit check', () => {
  it('says what is missing, with years, in words a person can act on', () => {
    const verdict = fit(
      'Senior Backend Engineer',
      'Requirements:\n- 8+ years of Go\n- Kubernetes in production\n- Strong JavaScript',
    );
    expect(verdict.summary).toBe(
      `Fit ${verdict.score}%: asks for Go (8 years) and Kubernetes, which your profile does not list`,
    );
    expect(verdict.skipped).toBe('fit');
    expect(verdict.missing).toEqual(['Go', 'Kubernetes']);
  });

  it('matches synonyms between the profile and the description (JS, Postgres, k8s)', () => {
    const verdict = fit('Full Stack Engineer', 'Must have:\n- JavaScript\n- PostgreSQL\n- Kubernetes', {
      skills: { Python: 5, JavaScript: 4, PostgreSQL: 3, k8s: 2 },
    });
    expect(verdict.missing).toEqual([]);
    expect(verdict.skipped).toBeUndefined();
    const other = fit('Full Stack Engineer', 'Must have:\n- JS\n- Postgres\n- k8s');
    expect(other.missing).toEqual(['Kubernetes']);
  });

  it('applies when a missing skill is only nice to have', () => {
    const verdict = fit(
      'Backend Engineer',
      'Must have:\n- 4+ years of Python\n- SQL\n\nNice to have:\n- Go\n- Kubernetes',
    );
    expect(verdict.skipped).toBeUndefined();
    expect(verdict.missing).toEqual([]);
    expect(verdict.score).toBeGreaterThanOrEqual(70);
  });

  it('names what lowered a score under 100% that has no gap to report (decision 050)', () => {
    const nice = fit(
      'Backend Engineer',
      'Must have:\n- 4+ years of Python\n- SQL\n\nNice to have:\n- Go\n- Kubernetes',
    );
    expect(nice.summary).toBe(
      `Fit ${nice.score}%: would like Go and Kubernetes (nice to have), which your profile does not list`,
    );
    const mentioned = fit(
      'Backend Engineer',
      'Requirements:\n- Python\n- PostgreSQL\n\nWhat you will do:\n- Build services on Kafka',
    );
    expect(mentioned.summary).toBe(
      `Fit ${mentioned.score}%: mentions Kafka, which your profile does not list`,
    );
    // A required database the profile lacks is named as missing, even beside a related one it lists (decision 047).
    const related = fit('Backend Engineer', 'Requirements:\n- Python\n- MySQL');
    expect(related.summary).toBe(`Fit ${related.score}%: asks for MySQL, which your profile does not list`);
    // Everything the job names is met: the line says so, and why the score is still under 100%.
    const all = fit('Backend Engineer', 'Requirements:\n- Python\n- React\n- PostgreSQL\n- AWS');
    expect(all.score).toBeLessThan(100);
    expect(all.summary).toBe(
      `Fit ${all.score}%: meets every skill the job names; the rest is a margin for what a description leaves unsaid`,
    );
  });

  it('counts too few years of a skill the profile lists', () => {
    const verdict = fit('Frontend Engineer', 'Requirements\n- 8+ years of React\n- Python');
    expect(verdict.reasons).toContain('asks for 8 years of React (your profile lists 3)');
  });

  it('lowers the score of a role far above or below the profile’s experience', () => {
    const principal = fit('Principal Engineer', 'We expect twelve or more years of experience with Python.');
    expect(principal.reasons).toContain('asks for 12 years of experience; your profile has 5');
    expect(principal.skipped).toBe('fit');
    const intern = fit('Software Engineering Intern', 'Basic knowledge of Python or JavaScript.');
    expect(intern.reasons).toContain('is an internship; your profile has 5 years of experience');
  });

  it('lowers a role of another field that names none of the profile’s skills', () => {
    const verdict = fit(
      'Business Development Executive',
      'Requirements\n- 2+ years of B2B sales experience\n- Excellent communication',
    );
    expect(verdict.reasons).toContain('is a sales role');
    expect(verdict.skipped).toBe('fit');
    // A technical title with no named technology is not lowered.
    expect(fit('Software Engineer', 'Strong fundamentals and ownership.').skipped).toBeUndefined();
  });

  it('does not judge skills when the profile lists none', () => {
    const verdict = fit('Golang Developer', 'Must have: Go, Kubernetes', { skills: {} });
    expect(verdict.skipped).toBeUndefined();
    expect(verdict.reasons).toContain('your profile lists no skills to compare with the job');
  });

  it('skips nothing for fit when the setting is off, and reports the score', () => {
    const verdict = checkFit({
      job: { title: 'iOS Engineer', description: 'Requirements: 5+ years of Swift' },
      profile: profile(),
      settings: { ...DEFAULT_FIT_SETTINGS, skipBelow: false },
    });
    expect(verdict.skipped).toBeUndefined();
    expect(verdict.score).toBeLessThan(DEFAULT_FIT_SETTINGS.threshold);
  });
});

describe('deal-breakers', () => {
  it('finds a clearance the profile does not list', () => {
    const verdict = fit('Software Engineer', 'Required Qualifications\n- Active TS/SCI clearance\n- Python');
    expect(verdict.skipped).toBe('deal-breaker');
    expect(verdict.dealBreakers).toEqual(['requires a security clearance, which your profile does not list']);
    expect(verdict.summary).toMatch(/^Fit \d+%, deal-breaker: requires a security clearance/);
  });

  it('does not take "no clearance required" for a clearance', () => {
    expect(fit('Engineer', 'No security clearance is required. Python, React.').dealBreakers).toEqual([]);
  });

  it('finds no sponsorship where the user is not authorised, and not where they are', () => {
    const us = fit(
      'Engineer',
      'Python, React.\n\nCandidates must be authorized to work in the United States. We are unable to sponsor visas.',
      {},
      'Austin, Texas, United States',
    );
    expect(us.dealBreakers).toEqual([
      'needs authorisation to work in the United States and offers no sponsorship; your profile is not authorised there',
    ]);
    const india = fit(
      'Engineer',
      'Python. We do not offer visa sponsorship.',
      {},
      'Pune, Maharashtra, India',
    );
    expect(india.dealBreakers).toEqual([]);
  });

  it('finds a salary asked in dollars when the profile gives lakhs', () => {
    const verdict = fit(
      'Python Developer',
      'Python, Django.\nState your expected salary in USD in your application.',
    );
    expect(verdict.dealBreakers).toEqual([
      'asks for your salary in US dollars, and your profile gives it only in lakhs (INR)',
    ]);
  });

  it('finds required relocation only when the user does not want to relocate', () => {
    const text = 'Python, SQL.\nRelocation to Singapore is required; we provide a relocation package.';
    expect(fit('Engineer', text, { willingToRelocate: false }).dealBreakers).toEqual([
      'requires relocation, which your profile says you do not want',
    ]);
    expect(fit('Engineer', text).dealBreakers).toEqual([]);
    expect(
      fit('Engineer', 'Python. Relocation assistance is available.', { willingToRelocate: false })
        .dealBreakers,
    ).toEqual([]);
  });

  it('finds a required language the profile does not speak', () => {
    const verdict = fit('Engineer', 'Your profile\n- Python and React\n- Fluent German (C1) is required');
    expect(verdict.dealBreakers).toEqual([
      'requires German, which your profile does not list among your languages',
    ]);
  });

  it('applies despite a deal-breaker when the setting is off', () => {
    const verdict = checkFit({
      job: { title: 'Engineer', description: 'Python, React.\nActive secret clearance required.' },
      profile: profile(),
      settings: { ...DEFAULT_FIT_SETTINGS, skipDealBreakers: false },
    });
    expect(verdict.dealBreakers).toHaveLength(1);
    expect(verdict.skipped).toBeUndefined();
  });
});
