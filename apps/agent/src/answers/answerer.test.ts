import { AutomationProfileSchema, type AutomationProfileInput } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { answerQuestion, mayAskAi } from './answerer';
import type { Question } from './question';

const base: AutomationProfileInput = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '9876543210',
  phoneCountryCode: '+91',
  city: 'Bengaluru',
  linkedinUrl: 'https://www.linkedin.com/in/asha-rao',
  website: 'https://asha.dev',
  currentCTC: '12',
  expectedCTC: '18.5',
  noticePeriod: '2',
  totalYearsOfExperience: 6,
  skills: { React: 4, TypeScript: 3.5, 'Node.js': 5 },
  workAuthorization: { authorizedCountries: ['India'], requiresSponsorship: true },
  willingToRelocate: true,
  hasDriversLicense: false,
  highestDegree: 'B.Tech',
  languages: { English: 'Professional', Hindi: 'Native or bilingual' },
  coverLetter: 'I build accessible web apps.',
};
const profile = (extra: Partial<AutomationProfileInput> = {}) =>
  AutomationProfileSchema.parse({ ...base, ...extra });
const ask = (q: Partial<Question> & { label: string }, p = profile()) =>
  answerQuestion({ kind: 'text', required: true, ...q }, p);
const text = (value: string) => ({ kind: 'text', value });
const choice = (option: string) => ({ kind: 'choice', option });
const unknown = { kind: 'unknown' };
const YES_NO = ['Yes', 'No'];

describe('years of experience with a skill', () => {
  it('answers from skills, whole numbers in a numeric field, rounded down', () => {
    expect(ask({ label: 'How many years of experience do you have with React?', numeric: true })).toEqual(
      text('4'),
    );
    expect(
      ask({ label: 'How many years of work experience do you have with TypeScript?', numeric: true }),
    ).toEqual(text('3'));
    expect(ask({ label: 'Years of experience in Node.js' })).toEqual(text('5'));
  });
  it('reads LinkedIn\'s skill wording "<skill> (Programming Language)" as a years question, not a language one', () => {
    expect(
      ask({
        label: 'How many years of work experience do you have with TypeScript (Programming Language)?',
        numeric: true,
      }),
    ).toEqual(text('3'));
  });
  it('treats a skill the profile does not list as unknown, never zero', () => {
    expect(
      ask({ label: 'How many years of experience do you have with Kubernetes?', numeric: true }),
    ).toEqual(unknown);
  });
  it('uses totalYearsOfExperience for total experience', () => {
    expect(ask({ label: 'Total years of experience', numeric: true })).toEqual(text('6'));
    expect(ask({ label: 'How many years of professional experience do you have?', numeric: true })).toEqual(
      text('6'),
    ); // The profession itself, as company sites ask it (pages written by others, issue 30).
    for (const label of [
      'How many years of professional software engineering experience do you have?',
      'Years of software development experience',
      'How many years of IT experience do you have?',
    ])
      expect(ask({ label, numeric: true }), label).toEqual(text('6'));
    // A field that is not the profession as a whole stays unknown.
    for (const label of [
      'How many years of data science experience do you have?',
      'How many years of engineering management experience do you have?',
    ])
      expect(ask({ label, numeric: true }), label).toEqual(unknown);
  });
  it('matches ranges by number', () => {
    const options = ['Select an option', '0-1', '2-4', '5+'];
    expect(ask({ kind: 'select', label: 'Years of experience with React', options })).toEqual(choice('2-4'));
    expect(ask({ kind: 'select', label: 'Years of experience with Node.js', options })).toEqual(choice('5+'));
    expect(
      ask({
        kind: 'radio',
        label: 'Total experience',
        options: ['Less than 1 year', '1 to 5 years', 'More than 5 years'],
      }),
    ).toEqual(choice('More than 5 years'));
    expect(
      ask(
        { kind: 'radio', label: 'Total experience', options: ['Up to 5', 'More than 10'] },
        profile({ totalYearsOfExperience: 12 }),
      ),
    ).toEqual(choice('More than 10'));
    expect(
      ask({ kind: 'select', label: 'Years with React', options: ['1 year', '3 years', '4 years'] }),
    ).toEqual(choice('4 years'));
  });
});

describe('work authorisation and sponsorship', () => {
  it('says yes only for a country in authorizedCountries', () => {
    const q = (country: string) => ({
      kind: 'radio' as const,
      label: `Are you legally authorized to work in ${country}?`,
      options: YES_NO,
    });
    expect(ask(q('India'))).toEqual(choice('Yes'));
    expect(ask(q('the United States'))).toEqual(choice('No'));
  });
  it('says a plain "Yes" before one that says more, whatever the order (a company site lists "Yes, with permission" first)', () => {
    const label = 'Are you legally authorized to work in India?';
    const options = ['Yes, with permission', 'Yes', 'No'];
    expect(ask({ kind: 'select', label, options })).toEqual(choice('Yes'));
    expect(ask({ kind: 'select', label, options: ['Yes, with permission', 'No'] })).toEqual(
      choice('Yes, with permission'),
    );
  });
  it('needs no sponsorship where authorised, and the profile flag elsewhere', () => {
    expect(
      ask({
        kind: 'radio',
        label: 'Will you now or in the future require visa sponsorship to work in India?',
        options: YES_NO,
      }),
    ).toEqual(choice('No'));
    expect(
      ask({
        kind: 'select',
        label: 'Will you now or in the future require sponsorship for employment visa status?',
        options: YES_NO,
      }),
    ).toEqual(choice('Yes'));
  });
  it('finds the country anywhere in the question, by name, capital abbreviation or visa', () => {
    const radio = (label: string) => ({ kind: 'radio' as const, label, options: YES_NO });
    expect(ask(radio('Are you authorized to work in India without sponsorship?'))).toEqual(choice('Yes'));
    expect(ask(radio('Are you legally eligible to work in the U.S. for any employer?'))).toEqual(
      choice('No'),
    );
    expect(ask(radio('Are you a citizen of the United Kingdom or authorised to work there?'))).toEqual(
      choice('No'),
    );
    expect(ask(radio('Do you require H-1B sponsorship?'))).toEqual(choice('Yes'));
    expect(
      ask(
        radio('Do you require H-1B sponsorship?'),
        profile({ workAuthorization: { authorizedCountries: ['USA'], requiresSponsorship: false } }),
      ),
    ).toEqual(choice('No'));
    // "us" in lower case is a pronoun, not a country: no country, so authorisation stays unknown.
    expect(ask(radio('Are you authorized to work for us?'))).toEqual(unknown);
    expect(ask(radio('Are you authorized to work in Bengaluru?'))).toEqual(unknown);
  });
  it('reads a sponsorship question that names no country as about the job’s own country', () => {
    const label = 'Will you now or in the future require sponsorship for employment visa status?';
    const radio = (jobLocation: string) => ({ kind: 'radio' as const, label, options: YES_NO, jobLocation });
    expect(ask(radio('Bengaluru, Karnataka, India (Hybrid)'))).toEqual(choice('No'));
    expect(ask(radio('Austin, Texas, United States (Remote)'))).toEqual(choice('Yes'));
    // A named country or visa wins over the job's location.
    expect(
      ask({ ...radio('Pune, Maharashtra, India'), label: 'Do you require H-1B visa sponsorship?' }),
    ).toEqual(choice('Yes'));
  });
  it('reads a visa named only as an example as no country: the job’s country decides', () => {
    const inIndia = (label: string) => ({
      kind: 'radio' as const,
      label,
      options: YES_NO,
      jobLocation: 'Bengaluru, Karnataka, India (On-site)',
    });
    for (const label of [
      'Will you now or in the future require sponsorship for an employment visa (e.g. H-1B)?',
      'Will you now or in the future require visa sponsorship, e.g. H-1B status?',
      'Do you require sponsorship (eg. H1B, green card) to work for this company?',
      'Will you require immigration sponsorship such as H-1B or TN?',
      'Will you need sponsorship for a work visa, for example an H-1B or a Skilled Worker visa?',
      'Do you require visa sponsorship [e.g. H-1B in the US]?',
      'Will you require employer sponsorship, including H-1B transfers?',
    ])
      expect(ask(inIndia(label)), label).toEqual(choice('No'));
    // The same questions for a job in the United States: not authorised there, so the profile's flag answers.
    expect(
      ask({
        ...inIndia('Will you require visa sponsorship, e.g. H-1B status?'),
        jobLocation: 'Austin, Texas, United States',
      }),
    ).toEqual(choice('Yes'));
    // A visa that is the subject, not an example, still names its country.
    expect(ask(inIndia('Would you like sponsorship to work in the United Kingdom?'))).toEqual(choice('Yes'));
    expect(ask(inIndia('Will you require H-1B sponsorship?'))).toEqual(choice('Yes'));
    expect(ask(inIndia('Do you require visa sponsorship to work in the United States, e.g. H-1B?'))).toEqual(
      choice('Yes'),
    );
  });
  it('is unknown without workAuthorization', () => {
    expect(
      ask(
        { kind: 'radio', label: 'Are you legally authorized to work in India?', options: YES_NO },
        profile({ workAuthorization: undefined }),
      ),
    ).toEqual(unknown);
  });
});

describe('CTC and notice period conversions', () => {
  it('turns lakhs into rupees a year unless the question asks for lakhs', () => {
    expect(ask({ label: 'What is your current CTC?', numeric: true })).toEqual(text('1200000'));
    expect(ask({ label: 'Expected CTC (in LPA)' })).toEqual(text('18.5'));
    expect(ask({ label: 'Expected CTC in lakhs', numeric: true })).toEqual(text('18.5'));
    expect(ask({ label: 'Expected CTC in lakhs', numeric: true, wholeNumbers: true })).toEqual(text('19'));
    expect(ask({ label: 'Expected salary (INR per annum)', numeric: true })).toEqual(text('1850000'));
  });
  it('converts notice months to days or weeks', () => {
    expect(ask({ label: 'What is your notice period in days?', numeric: true })).toEqual(text('60'));
    expect(ask({ label: 'Notice period (weeks)', numeric: true }, profile({ noticePeriod: '1.5' }))).toEqual(
      text('6'),
    );
    expect(ask({ label: 'Notice period in months', numeric: true })).toEqual(text('2'));
    expect(
      ask({
        kind: 'select',
        label: 'Notice period',
        options: ['Immediate', '15 days', '30 days', '60 days', '90 days'],
      }),
    ).toEqual(choice('60 days'));
    expect(
      ask(
        { kind: 'select', label: 'Notice period', options: ['Immediate', '1 month', '2 months', '3 months'] },
        profile({ noticePeriod: '0' }),
      ),
    ).toEqual(choice('Immediate'));
  });
  it('never converts into a currency it does not know', () => {
    expect(ask({ label: 'Expected salary in USD', numeric: true })).toEqual(unknown);
    expect(ask({ label: 'What is your hourly rate?', numeric: true })).toEqual(unknown);
  });
});

describe('profile facts', () => {
  it('answers relocate and driver’s licence from the profile', () => {
    expect(ask({ kind: 'radio', label: 'Are you willing to relocate to Pune?', options: YES_NO })).toEqual(
      choice('Yes'),
    );
    expect(ask({ kind: 'radio', label: "Do you have a valid driver's license?", options: YES_NO })).toEqual(
      choice('No'),
    );
  });
  it('does not invent background check, commute, clearance, consent, GPA, scale or source answers', () => {
    for (const label of [
      'Are you willing to undergo a background check, in accordance with local law/regulations?',
      'Are you comfortable commuting to this job’s location?',
      'Do you have an active security clearance?',
      'What is your GPA?',
      'On a scale of 1-10, how would you rate your communication skills?',
      'Why are you a good fit for this role?',
    ])
      expect(ask({ kind: 'text', label }), label).toEqual(unknown);
    expect(
      ask({ kind: 'checkbox', label: 'I consent to the processing of my data', options: ['I agree'] }),
    ).toEqual(unknown);
    expect(ask({ kind: 'text', label: 'Date of birth' })).toEqual(unknown);
  });
  it('ticks an accuracy declaration only when the user switched it on, and says it found the job on LinkedIn', () => {
    const declaration = {
      kind: 'checkbox' as const,
      label: 'I certify that the information I have provided is true and complete.',
      options: ['I agree'],
    };
    expect(ask(declaration)).toEqual(unknown);
    expect(ask(declaration, profile({ tickAccuracyDeclarations: true }))).toEqual({
      kind: 'choices',
      options: ['I agree'],
    });
    expect(
      ask({
        kind: 'select',
        label: 'How did you hear about this role?',
        options: ['LinkedIn', 'Company website', 'Referral', 'Other'],
      }),
    ).toEqual(choice('LinkedIn'));
  });
  it('answers them from the memory, which wins over everything', () => {
    const p = profile({
      answers: {
        'How did you hear about this role?': 'Referral',
        'Are you comfortable commuting to this job’s location?': 'yes',
        'I certify that the information provided is true': 'Yes',
        'Are you willing to relocate to Pune?': 'No',
        'On a scale of 1-10, how would you rate your communication skills?': '8',
      },
    });
    expect(ask({ label: 'How did you hear about this role? *' }, p)).toEqual(text('Referral'));
    expect(
      ask(
        { kind: 'radio', label: 'Are you comfortable commuting to this job’s location?', options: YES_NO },
        p,
      ),
    ).toEqual(choice('Yes'));
    expect(
      ask(
        { kind: 'checkbox', label: 'I certify that the information provided is true', options: ['I agree'] },
        p,
      ),
    ).toEqual({ kind: 'choices', options: ['I agree'] });
    expect(
      ask({ kind: 'radio', label: 'Are you willing to relocate to Pune? Required', options: YES_NO }, p),
    ).toEqual(choice('No'));
    expect(
      ask({ label: 'On a scale of 1-10, how would you rate your communication skills?', numeric: true }, p),
    ).toEqual(text('8'));
  });
});

describe('languages, degree and contact', () => {
  it('answers language proficiency from languages', () => {
    const options = ['None', 'Conversational', 'Professional', 'Native or bilingual'];
    expect(ask({ kind: 'select', label: 'What is your level of proficiency in Hindi?', options })).toEqual(
      choice('Native or bilingual'),
    );
    expect(ask({ kind: 'select', label: 'What is your level of proficiency in English?', options })).toEqual(
      choice('Professional'),
    );
    expect(ask({ kind: 'select', label: 'What is your level of proficiency in German?', options })).toEqual(
      unknown,
    );
  });
  it('picks the degree by meaning', () => {
    const options = [
      'High School',
      "Associate's Degree",
      "Bachelor's Degree",
      "Master's Degree",
      'Doctorate',
    ];
    expect(ask({ kind: 'select', label: 'What is the highest degree you have completed?', options })).toEqual(
      choice("Bachelor's Degree"),
    );
    expect(
      ask(
        { kind: 'select', label: 'Highest level of education', options },
        profile({ highestDegree: 'MBA' }),
      ),
    ).toEqual(choice("Master's Degree"));
  });
  it('fills contact fields and the country code option', () => {
    expect(ask({ label: 'Mobile phone number' })).toEqual(text('9876543210'));
    expect(
      ask({
        kind: 'select',
        label: 'Phone country code',
        options: ['United States (+1)', 'India (+91)', 'Indonesia (+62)'],
      }),
    ).toEqual(choice('India (+91)'));
    expect(ask({ kind: 'select', label: 'Email address', options: ['asha.rao@example.com'] })).toEqual(
      choice('asha.rao@example.com'),
    );
    expect(ask({ kind: 'typeahead', label: 'City' })).toEqual(text('Bengaluru'));
    expect(ask({ label: 'LinkedIn Profile' })).toEqual(text('https://www.linkedin.com/in/asha-rao'));
    expect(ask({ label: 'Website' })).toEqual(text('https://asha.dev'));
    expect(ask({ kind: 'textarea', label: 'Cover letter' })).toEqual(text('I build accessible web apps.'));
  });
  it('declines voluntary self-identification', () => {
    expect(
      ask({ kind: 'select', label: 'Gender', options: ['Male', 'Female', 'Decline to self-identify'] }),
    ).toEqual(choice('Decline to self-identify'));
    expect(
      ask({
        kind: 'radio',
        label: 'Veteran status',
        options: ['I am a protected veteran', "I don't wish to answer"],
      }),
    ).toEqual(choice("I don't wish to answer"));
    expect(ask({ kind: 'radio', label: 'Disability status', options: ['Yes', 'No'] })).toEqual(unknown);
  });
});

describe('experience as yes/no', () => {
  it('compares the years with the threshold the question names', () => {
    expect(ask({ kind: 'radio', label: 'Do you have experience with React?', options: YES_NO })).toEqual(
      choice('Yes'),
    );
    expect(
      ask({
        kind: 'radio',
        label: 'Do you have at least 5 years of experience with React?',
        options: YES_NO,
      }),
    ).toEqual(choice('No'));
    expect(ask({ kind: 'radio', label: 'Do you have experience with Go?', options: YES_NO })).toEqual(
      unknown,
    );
  });
});

describe('more wordings', () => {
  it('reads "how soon can you join" as the notice period', () => {
    expect(ask({ label: 'How soon can you join (in days)?', numeric: true })).toEqual(text('60'));
  });
  it('answers a yes/no degree question by level', () => {
    const q = (level: string) => ({
      kind: 'radio' as const,
      label: `Have you completed the following level of education: ${level}?`,
      options: YES_NO,
    });
    expect(ask(q("Bachelor's Degree"))).toEqual(choice('Yes'));
    expect(ask(q("Master's Degree"))).toEqual(choice('No'));
  });
  it('does not guess age or unlisted links', () => {
    expect(ask({ kind: 'radio', label: 'Are you at least 18 years of age?', options: YES_NO })).toEqual(
      unknown,
    );
    expect(ask({ label: 'GitHub profile' })).toEqual(unknown);
  });
});

describe('country code', () => {
  it('prefers a country the profile may work in when codes are shared', () => {
    const us = profile({
      phoneCountryCode: '+1',
      workAuthorization: { authorizedCountries: ['USA'], requiresSponsorship: false },
    });
    const options = ['Bahamas (+1 242)', 'Canada (+1)', 'United States (+1)'];
    expect(ask({ kind: 'select', label: 'Phone country code', options }, us)).toEqual(
      choice('United States (+1)'),
    );
    expect(ask({ kind: 'select', label: 'Country code', options: ['IN +91', 'US +1'] })).toEqual(
      choice('IN +91'),
    );
  });
});

describe('consents, declarations and referrals (issue 17)', () => {
  const on = profile({ tickAccuracyDeclarations: true });
  it('never ticks a box that certifies accuracy and also consents, with or without the setting', () => {
    for (const label of [
      'I certify that the information I have provided is true and complete, and I consent to a background check and drug test.',
      'I certify that my answers are accurate and I agree to share my data with third-party recruiters.',
      'I hereby declare that the above is correct and I authorise Acme to verify it with my former employers.',
    ]) {
      expect(ask({ kind: 'checkbox', label, options: ['I agree'] }), label).toEqual(unknown);
      expect(ask({ kind: 'checkbox', label, options: ['I agree'] }, on), label).toEqual(unknown);
      expect(ask({ kind: 'radio', label, options: YES_NO }, on), label).toEqual(unknown);
    }
  });
  it('answers a consent from the memory only for the exact question', () => {
    const label = 'I consent to a background check and drug test.';
    const remembered = profile({ answers: { [label]: 'I agree' } });
    expect(ask({ kind: 'checkbox', label: `${label} *`, options: ['I agree'] }, remembered)).toEqual({
      kind: 'choices',
      options: ['I agree'],
    });
    // Another consent with nearly the same words is another question.
    expect(
      ask(
        {
          kind: 'checkbox',
          label: 'I consent to a background check, drug test and credit check.',
          options: ['I agree'],
        },
        remembered,
      ),
    ).toEqual(unknown);
  });
  it('needs the memory to name the very option when the consent is written in the option', () => {
    const options = ['I consent to sharing my data with third-party recruiters'];
    const question = { kind: 'checkbox' as const, label: 'Consent', options };
    expect(ask(question)).toEqual(unknown);
    expect(ask(question, profile({ answers: { Consent: 'Yes' } }))).toEqual(unknown);
    expect(ask(question, profile({ answers: { Consent: options[0]! } }))).toEqual({
      kind: 'choices',
      options,
    });
    expect(ask(question, profile({ answers: { Consent: 'No' } }))).toEqual({ kind: 'choices', options: [] });
  });
  it('ticks a declaration written in the option, or says yes to it, only with the setting on', () => {
    const options = ['I declare that the information given above is true to the best of my knowledge'];
    expect(ask({ kind: 'checkbox', label: 'Declaration', options })).toEqual(unknown);
    expect(ask({ kind: 'checkbox', label: 'Declaration', options }, on)).toEqual({
      kind: 'choices',
      options,
    });
    expect(
      ask(
        {
          kind: 'radio',
          label: 'Do you certify that the information you provided is accurate?',
          options: YES_NO,
        },
        on,
      ),
    ).toEqual(choice('Yes'));
    expect(
      ask(
        {
          kind: 'radio',
          label: 'I confirm that my answers are correct.',
          options: ['I confirm', 'I do not confirm'],
        },
        on,
      ),
    ).toEqual(choice('I confirm'));
    expect(ask({ kind: 'text', label: 'Type "I certify" to confirm your answers are true' }, on)).toEqual(
      unknown,
    );
  });
  it('answers where the job was found with LinkedIn, and never a referral question', () => {
    expect(ask({ kind: 'text', label: 'How did you hear about this job?' })).toEqual(text('LinkedIn'));
    expect(
      ask({
        kind: 'select',
        label: 'Where did you find this job?',
        options: ['Indeed', 'LinkedIn Jobs', 'Naukri'],
      }),
    ).toEqual(choice('LinkedIn Jobs'));
    expect(
      ask({
        kind: 'checkbox',
        label: 'How did you hear about us?',
        options: ['Friend', 'LinkedIn', 'Job fair'],
      }),
    ).toEqual({ kind: 'choices', options: ['LinkedIn'] });
    // No option names LinkedIn: nothing true to pick.
    expect(
      ask({ kind: 'select', label: 'How did you hear about us?', options: ['Indeed', 'Job fair'] }),
    ).toEqual(unknown);
    for (const label of [
      'How did you hear about us? (Referral name required)',
      'Referral name',
      'Who referred you?',
      'Name of the employee who referred you',
    ])
      expect(ask({ kind: 'text', label }), label).toEqual(unknown);
    expect(
      ask(
        { kind: 'text', label: 'Who referred you?' },
        profile({ answers: { 'Who referred you?': 'Priya Nair' } }),
      ),
    ).toEqual(text('Priya Nair'));
  });
  it('does not type the user’s name as a signature', () => {
    expect(ask({ kind: 'text', label: 'Full name (electronic signature)' })).toEqual(unknown);
    expect(ask({ kind: 'text', label: 'Full name' })).toEqual(text('Asha Rao'));
  });
  it('keeps consents, declarations, referrals and cover letters away from the server’s AI', () => {
    const q = (label: string, kind: Question['kind'] = 'text', options?: string[]): Question => ({
      kind,
      label,
      required: true,
      ...(options ? { options } : {}),
    });
    for (const question of [
      q('I consent to a background check', 'checkbox', ['I agree']),
      q('I certify that the information provided is true', 'checkbox', ['Yes']),
      q('Who referred you?'),
      q('How did you hear about us?', 'select', ['Indeed', 'Job fair']),
      q('Cover letter', 'textarea'),
      q('Declaration', 'checkbox', ['I agree']),
    ])
      expect(mayAskAi(question), question.label).toBe(false);
    expect(mayAskAi(q('How many years of experience do you have with Kubernetes?', 'numeric'))).toBe(true);
  });
});

describe('a list of boxes the profile names (company sites, issue 30)', () => {
  const p = profile({
    skills: { Python: 5, React: 3, AWS: 2 },
    languages: { English: 'Professional', Hindi: 'Native or bilingual' },
  });
  it('ticks the languages the profile speaks, and only those', () => {
    expect(
      ask(
        {
          kind: 'checkbox',
          label: 'Which of these languages do you speak?',
          options: ['English', 'Hindi', 'Tamil'],
        },
        p,
      ),
    ).toEqual({ kind: 'choices', options: ['English', 'Hindi'] });
  });
  it('ticks the skills the profile lists, never one it does not', () => {
    expect(
      ask(
        {
          kind: 'checkbox',
          required: false,
          label: 'Which of these do you have professional experience with?',
          options: ['Python', 'Go', 'React', 'AWS', 'Kubernetes'],
        },
        p,
      ),
    ).toEqual({ kind: 'choices', options: ['Python', 'React', 'AWS'] });
  });
  it('asks when a required list holds nothing the profile names', () => {
    expect(
      ask({ kind: 'checkbox', label: 'Which of these tools have you used?', options: ['Go', 'Rust'] }, p),
    ).toEqual(unknown);
  });
});
