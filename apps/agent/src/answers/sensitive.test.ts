import { describe, expect, it } from 'vitest';
import type { Question } from './question';
import { sensitivity } from './sensitive';
import { stem } from './words';

type Q = Pick<Question, 'label' | 'kind' | 'options'>;
const box = (label: string, options = ['I agree']): Q => ({ kind: 'checkbox', label, options });
const yesNo = (label: string): Q => ({ kind: 'radio', label, options: ['Yes', 'No'] });
const text = (label: string): Q => ({ kind: 'text', label });
const kindOf = (q: Q) => sensitivity(q)?.kind ?? 'ordinary';

/** Wordings employers use for consents, written to catch a classifier keyed on one phrasing. */
const CONSENTS: Q[] = [
  // Accuracy combined with any consent is a consent.
  box(
    'I certify that the information provided is true and complete, and I consent to a background check and drug test.',
  ),
  box('I certify that my answers are accurate and I agree to share my data with third-party recruiters.'),
  box(
    'I hereby declare that the above details are correct and authorise the company to verify them with my previous employers.',
  ),
  box('I confirm that all information is accurate. By checking this box I also agree to the Privacy Policy.'),
  box('I attest that my application is truthful and acknowledge the Candidate Privacy Notice.'),
  // Consents of every kind.
  box('I consent to the processing of my personal data for recruitment purposes.'),
  box('I have read and agree to the Terms of Use.'),
  box('I agree to the T&Cs'),
  box('I accept the terms and conditions'),
  box('I acknowledge that I have received the EEO statement'),
  box('Yes, I would like to receive marketing communications from Acme and its partners.'),
  box('Send me job alerts and company news by SMS'),
  box('Keep me updated about future opportunities'),
  box('Add my profile to the talent community so recruiters can reach me'),
  box('I understand that my application will be retained for 12 months.'),
  box('Consent', ['I consent to a background check']),
  box('Declaration', ['I agree']),
  box('Terms', ['Accept']),
  yesNo('Do you consent to a pre-employment drug screening?'),
  yesNo('Are you willing to undergo a background check, in accordance with local law/regulations?'),
  yesNo('Will you submit to a criminal background check and credit check?'),
  yesNo('Do you authorize us to contact your current employer?'),
  yesNo('May we contact your references?'),
  yesNo('Can we share your resume with our client companies?'),
  yesNo('Are you okay with us storing your CV in our database for future openings?'),
  yesNo('Do you agree to be fingerprinted?'),
  yesNo('GDPR: do you allow us to keep your data for 2 years?'),
  yesNo('Would you like to join our talent pool?'),
  yesNo('Do you give permission for ApplyPilot to text you about this application?'),
  yesNo('Are you aware that this role requires a medical examination before joining?'),
  { kind: 'radio', label: 'Data sharing', options: ['I agree', 'I do not agree'] },
  { kind: 'select', label: 'Authorization for release of information', options: ['Yes', 'No'] },
  text('Please type your full legal name as your electronic signature'),
  text('Signature'),
  text('Initials'),
  text('By typing your name you acknowledge the above statement'),
  text('I certify that I am at least 18 years old'),
  text('Do you opt in to WhatsApp updates?'),
];

/** Declarations that only certify the application is accurate. */
const ACCURACY: Q[] = [
  box('I certify that the information I have provided is true and complete.'),
  box(
    'I hereby declare that the details furnished above are true and correct to the best of my knowledge and belief.',
  ),
  box('I confirm that all information in my application is accurate.'),
  box('I attest that my answers are truthful.'),
  box('I certify that the statements made in this application are true, complete and correct.'),
  box(
    'I certify that the information submitted is accurate and understand that any false statements or omissions may result in disqualification or dismissal.',
  ),
  box('I acknowledge that the information provided in this application is accurate.'),
  box('By submitting this application, I certify that everything in it is true.'),
  box('Declaration', ['I declare that the information given above is true to the best of my knowledge']),
  yesNo('Do you certify that the information you provided is accurate?'),
  box('I affirm that my responses are honest and complete', ['Yes']),
  box('Please confirm that the details above are correct.', ['I confirm']),
];

const REFERRERS = [
  'How did you hear about us? (Referral name required)',
  'Referral name',
  'Who referred you?',
  'Name of the employee who referred you',
  'If you were referred by a current employee, please enter their name',
  'Employee referral',
  'Referrer’s email address',
  'Were you referred to this position?',
  'Referral code',
  'Were you recommended by anyone at Acme?',
  'Do you know anyone who currently works at Acme? If so, who?',
  'Please enter the name of the person who referred you for this role',
  'Employee name (if referred)',
];

const HEARD_ABOUT = [
  'How did you hear about this job?',
  'How did you hear about this role?',
  'How did you hear about us?',
  'Where did you hear about this position?',
  'How did you find out about this opportunity?',
  'Where did you learn about this opening?',
  'How did you come across this job posting?',
  'Where did you find this job?',
  'Source of application',
  'Application source',
];

/** Ordinary questions the rules must leave to the profile's facts. */
const ORDINARY: Q[] = [
  yesNo('Are you legally authorized to work in India?'),
  yesNo('Are you authorised to work in the United Kingdom?'),
  yesNo('Do you have work authorization for the United States?'),
  yesNo(
    'Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?',
  ),
  yesNo('Are you willing to relocate?'),
  yesNo("Do you have a valid driver's license?"),
  yesNo('Do you have experience with Amazon Web Services (AWS)?'),
  yesNo('Are you AWS certified?'),
  yesNo('Do you hold any certifications in project management?'),
  yesNo('Do you understand Hindi?'),
  yesNo('Have you completed the following level of education: Bachelor’s Degree?'),
  text('Email address'),
  text('What email address should we use to contact you?'),
  text('Mobile phone number'),
  text('WhatsApp number'),
  text('First name'),
  text('Full name'),
  text('LinkedIn Profile'),
  text('How many years of experience do you have with marketing?'),
  text('How many years of experience do you have in corporate communications?'),
  text('What is your current CTC?'),
  text('In terms of years, how much experience do you have with Java?'),
  text('What is your educational background?'),
  text('Preferred method of communication'),
  { kind: 'select', label: 'Gender', options: ['Male', 'Female', "I don't wish to answer"] },
  { kind: 'numeric', label: 'Notice period in days' },
  { kind: 'textarea', label: 'Cover letter' },
  { kind: 'textarea', label: 'Why do you want to work here?' },
  { kind: 'checkbox', label: 'Which languages do you speak?', options: ['English', 'Hindi', 'Tamil'] },
  { kind: 'select', label: 'Do you expect a signing bonus?', options: ['Yes', 'No'] },
];

describe('the consent classifier', () => {
  it(`sends ${CONSENTS.length} consents, signatures and attestations to the user`, () => {
    for (const q of CONSENTS) expect(kindOf(q), q.label + ' ' + (q.options ?? []).join('/')).toBe('consent');
  });
  it(`recognises ${ACCURACY.length} declarations that only certify accuracy`, () => {
    for (const q of ACCURACY) expect(kindOf(q), q.label + ' ' + (q.options ?? []).join('/')).toBe('accuracy');
  });
  it(`never answers ${REFERRERS.length} referral questions, whatever their kind`, () => {
    for (const label of REFERRERS) {
      expect(kindOf(text(label)), label).toBe('referrer');
      expect(kindOf({ kind: 'select', label, options: ['LinkedIn', 'Referral'] }), label).toBe('referrer');
    }
  });
  it(`knows ${HEARD_ABOUT.length} ways to ask where the job was found`, () => {
    for (const label of HEARD_ABOUT) {
      expect(kindOf(text(label)), label).toBe('heard-about');
      // The options name a referral as one source: the question still is where the job was found.
      expect(
        kindOf({ kind: 'select', label, options: ['LinkedIn', 'Employee referral', 'Other'] }),
        label,
      ).toBe('heard-about');
    }
  });
  it(`leaves ${ORDINARY.length} ordinary questions to the profile`, () => {
    for (const q of ORDINARY) expect(kindOf(q), q.label).toBe('ordinary');
  });
  it('says whether the statement was in the options (the memory must then name the option)', () => {
    expect(sensitivity(box('Consent', ['I consent to a background check']))).toEqual({
      kind: 'consent',
      inOptions: true,
    });
    expect(sensitivity(box('I consent to a background check'))).toEqual({
      kind: 'consent',
      inOptions: false,
    });
    expect(
      sensitivity(box('Declaration', ['I certify that the information above is true and complete'])),
    ).toEqual({ kind: 'accuracy', inOptions: true });
  });
});

describe('the stemmer', () => {
  it('joins the forms of each word the classifier reads', () => {
    const families = [
      'consent consents consenting consented',
      'agree agrees agreed agreeing agreement',
      'authorize authorise authorizes authorised authorizing authorization authorisation',
      'acknowledge acknowledged acknowledging acknowledgement acknowledgment',
      'certify certifies certified certification',
      'verify verified verification',
      'share shares shared sharing',
      'process processing processed',
    ];
    for (const family of families) {
      const forms = family.split(' ');
      expect(new Set(forms.map(stem)).size, family).toBe(1);
    }
    expect(stem('design')).not.toBe(stem('sign'));
  });
});
