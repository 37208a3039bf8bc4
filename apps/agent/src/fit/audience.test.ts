import { describe, expect, it } from 'vitest';
import { verdictFor } from './fit-test-profile';

const STACK = 'Skills: Python, JavaScript, React, SQL, AWS.';

/** Who the job is for (decision 047): the test profile has five years of experience. */
describe('who the job is for: a role for beginners, for someone with five years', () => {
  it.each([
    ['Software Engineer', `Freshers can apply. ${STACK}`, 'is for freshers and new graduates ("Freshers")'],
    [
      'Software Developer',
      `Eligibility: 2023, 2024 & 2025 passouts with 60% in B.Tech. ${STACK}`,
      'is for new graduates ("2023, 2024 & 2025 passouts")',
    ],
    ['Python Developer', `Batch: 2025. ${STACK}`, 'is for new graduates ("Batch: 2025")'],
    ['Software Engineer', `Open to the class of 2025. ${STACK}`, 'is for new graduates ("class of 2025")'],
    ['New Grad Software Engineer (2025)', STACK, 'is for freshers and new graduates ("New Grad")'],
    ['Software Engineer - Campus Hiring', STACK, 'is for freshers and new graduates ("Campus Hiring")'],
    ['Software Engineering Internship (6 months)', STACK, 'is an internship'],
    ['Trainee Software Engineer', STACK, 'is a trainee role ("Trainee")'],
    ['Entry Level Software Engineer', STACK, 'is for freshers and new graduates ("Entry Level")'],
    ['SDE I', `Requirements: 0-2 years of experience. ${STACK}`, 'is a first-level role ("SDE I")'],
    ['Software Engineer - L1', STACK, 'is a first-level role ("L1")'],
    ['Junior Developer (1-2 yrs)', STACK, 'is a first-level role ("Junior")'],
    ['Python Developer', `Experience: 0-3 years. ${STACK}`, 'is a role for beginners ("0-3 years")'],
    [
      'React Developer',
      `We need someone with 0 to 2 years of experience. ${STACK}`,
      'is a role for beginners ("0-2 years")',
    ],
    [
      'Full Stack Developer',
      `We are hiring a junior developer with 1-3 years of experience. ${STACK}`,
      'is a first-level role ("junior")',
    ],
  ])('%s: %s', (title, description, reason) => {
    const verdict = verdictFor({ title, description });
    expect(verdict.reasons[0]).toBe(`${reason}; your profile has 5 years of experience`);
    expect(verdict.skipped).toBe('fit');
  });
});

describe('who the job is for: not lowered', () => {
  it.each([
    [
      'Senior Software Engineer',
      `You will mentor junior engineers, interns and new grads. 5+ years of experience. ${STACK}`,
    ],
    ['Software Engineer II', `2-5 years of experience. ${STACK}`],
    ['SDE-2', `3+ years of experience. ${STACK}`],
    ['Software Engineer', `We hire from campus and laterally; this role needs 4+ years. ${STACK}`],
    ['Backend Engineer', `Experience: 3-6 years. ${STACK}`],
    ['Full Stack Developer (Fresher/Experienced)', `Experience: 0-8 years. ${STACK}`],
    ['Software Engineer', `Freshers need not apply; 4+ years required. ${STACK}`],
    ['Backend Engineer', `This is not an entry-level role: 5+ years of experience. ${STACK}`],
    ['Python Developer', `Recent graduates and experienced engineers are welcome. ${STACK}`],
  ])('%s: %s', (title, description) => {
    const verdict = verdictFor({ title, description });
    expect(verdict.skipped).toBeUndefined();
    expect(verdict.reasons.join(' ')).not.toMatch(/first-level|freshers|new graduates|internship/);
  });

  it('does not lower a role for beginners when the user searches for entry-level jobs', () => {
    const verdict = verdictFor({
      title: 'Graduate Software Engineer',
      description: STACK,
      search: { experienceLevel: 'Entry level' },
    });
    expect(verdict.skipped).toBeUndefined();
  });

  it('does not lower "0-2 years" for someone with two years', () => {
    const verdict = verdictFor({
      title: 'SDE-1',
      description: `0-2 years of experience. ${STACK}`,
      profile: { totalYearsOfExperience: 2 },
    });
    expect(verdict.skipped).toBeUndefined();
  });
});
