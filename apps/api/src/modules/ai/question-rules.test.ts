import { describe, expect, it } from 'vitest';
import { neverByAi, type NeverByAi } from './question-rules';

/** Questions real employers ask, on both sides of the line the server's AI must not cross (truth issue, part 2). */
describe('questions the AI never answers', () => {
  it.each<[string, NeverByAi, string[]?]>([
    ['I consent to a background check and to sharing my data with partners', 'consent'],
    ['I certify that the above is true, and I consent to a background check and drug test', 'consent'],
    ['Do you consent to a drug screening?', 'consent'],
    ['May we contact you about future opportunities?', 'consent'],
    ['I would like to receive marketing emails and text messages', 'consent'],
    ['Please read our Privacy Policy', 'consent'],
    ['Can we keep your resume on file and share your information with our affiliates?', 'consent'],
    ['Do you opt in to SMS updates?', 'consent'],
    ['I agree to share my data with third-party recruiters', 'consent'],
    ['I certify that the information I have provided is true and complete', 'attestation'],
    ['I hereby declare that the above particulars are correct', 'attestation'],
    ['I confirm that my answers are accurate to the best of my knowledge', 'attestation'],
    ['I agree to the terms of this application', 'agreement'],
    ['I have read and understood the job description', 'agreement'],
    ['I acknowledge that this role requires travel', 'agreement'],
    ['Do you accept the arbitration agreement?', 'agreement'],
    ['Are you willing to sign a non-compete?', 'signature'],
    ['Do you authorize us to contact your previous employers?', 'authorisation-to-check'],
    ['I authorise the company to verify my employment history', 'authorisation-to-check'],
    ['May we contact your current employer?', 'authorisation-to-check'],
    ['Are you willing to undergo reference checks?', 'authorisation-to-check'],
    ['How did you hear about us? (Referral name required)', 'referral'],
    ['Were you referred by a current employee?', 'referral'],
    ['Name of the person who referred you', 'referral'],
    ['Employee referral code', 'referral'],
    ['Signature', 'signature'],
    ['Please type your full name as your electronic signature', 'signature'],
    ['Initials', 'signature'],
    ['Please review', 'agreement', ['I agree', 'I disagree']],
    ['Communication preferences', 'consent', ['Yes, subscribe me to the newsletter', 'No']],
  ])('%s → %s', (question, kind, options) => {
    expect(neverByAi(question, options)).toBe(kind);
  });
});

describe('questions the AI may try (from the profile’s facts only)', () => {
  it.each([
    'Are you legally authorized to work in the United States?',
    'What is your current work authorization status?',
    'Will you now or in the future require sponsorship for employment visa status?',
    'How did you hear about this job?',
    'Do you have an AWS certification?',
    'Are you willing to relocate?',
    'How many years of experience do you have with Python?',
    "Do you have a valid driver's license?",
    'What is your notice period?',
    'Describe a system you designed',
    'What is your expected CTC?',
    'Which city are you based in?',
    'Are you comfortable working in a fast-paced environment?',
  ])('%s', (question) => {
    expect(neverByAi(question, ['Yes', 'No'])).toBeUndefined();
  });
});
