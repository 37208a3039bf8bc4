import { describe, expect, it } from 'vitest';
import { AnswerQuestionRequestSchema, type AnswerQuestionRequestInput } from '@applypilot/contracts';
import { checkAnswer, type ModelAnswer } from './answer-check';
import { baseProfile } from '../../../test/ai';

/**
 * The server derives screening answers from the facts the model cites (truth issue, part 2). Each case is a model
 * answer written to pass the old checks (the fact exists and is quoted right) while being untrue, off-subject or not
 * the AI's to give, beside the honest answers that must still come through.
 */

const profile = {
  ...baseProfile,
  totalYearsOfExperience: 8,
  skills: { Python: 3, 'Node.js': 4, Kubernetes: 2, Go: 0 },
  workAuthorization: { authorizedCountries: ['India', 'USA'], requiresSponsorship: false },
  willingToRelocate: true,
  hasDriversLicense: false,
  highestDegree: 'B.Tech. in Computer Science',
  languages: { English: 'Professional' as const, Hindi: 'Native or bilingual' as const },
  noticePeriod: '2',
  expectedCTC: '18',
  city: 'Pune',
};

function ask(
  question: string,
  model: ModelAnswer,
  overrides: Partial<AnswerQuestionRequestInput> = {},
): ReturnType<typeof checkAnswer> {
  const request = AnswerQuestionRequestSchema.parse({
    question,
    kind: 'text',
    options: [],
    job: { jobId: 'j', title: 'Backend Engineer', company: 'Acme' },
    profile,
    ...overrides,
  });
  return checkAnswer(request, model);
}

const answered = (value: string, facts: [string, string][]): ModelAnswer => ({
  status: 'answered',
  value,
  facts: facts.map(([path, v]) => ({ path, value: v })),
});
const yesNo = { kind: 'radio' as const, options: ['Yes', 'No'] };
const UNKNOWN = { status: 'unknown' };

describe('contradicting answers: the server maps the fact itself and refuses a model that differs', () => {
  it('sponsorship: "Yes" citing requiresSponsorship = false is refused; "No" is the answer', () => {
    const question = 'Will you now or in the future require visa sponsorship to work in the United Kingdom?';
    const facts: [string, string][] = [['workAuthorization.requiresSponsorship', 'false']];
    expect(ask(question, answered('Yes', facts), yesNo)).toEqual(UNKNOWN);
    expect(ask(question, answered('No', facts), yesNo)).toEqual({
      status: 'answered',
      value: 'No',
      facts: [
        { path: 'workAuthorization.authorizedCountries', value: 'India, USA' },
        { path: 'workAuthorization.requiresSponsorship', value: 'false' },
      ],
    });
  });

  it('sponsorship in a country the user may work in: no sponsorship, whatever requiresSponsorship says', () => {
    const needs = {
      ...profile,
      workAuthorization: { authorizedCountries: ['USA'], requiresSponsorship: true },
    };
    const question = 'Will you require sponsorship to work in the United States?';
    const facts: [string, string][] = [['workAuthorization.requiresSponsorship', 'true']];
    expect(ask(question, answered('Yes', facts), { ...yesNo, profile: needs })).toEqual(UNKNOWN);
    expect(ask(question, answered('No', facts), { ...yesNo, profile: needs })).toMatchObject({ value: 'No' });
    expect(
      ask('Will you require sponsorship to work in Canada?', answered('Yes', facts), {
        ...yesNo,
        profile: needs,
      }),
    ).toMatchObject({ status: 'answered', value: 'Yes' });
  });

  it('authorisation and sponsorship need the job country: none named, or two, is unknown', () => {
    const facts: [string, string][] = [['workAuthorization.authorizedCountries', 'India, USA']];
    expect(ask('Are you legally authorized to work in this country?', answered('Yes', facts), yesNo)).toEqual(
      UNKNOWN,
    );
    expect(ask('Are you authorized to work in India or Canada?', answered('Yes', facts), yesNo)).toEqual(
      UNKNOWN,
    );
    expect(ask('Are you legally authorized to work in the US?', answered('Yes', facts), yesNo)).toMatchObject(
      {
        status: 'answered',
        value: 'Yes',
      },
    );
    // The job's title can name it.
    expect(
      ask('Are you legally authorized to work here?', answered('No', facts), {
        ...yesNo,
        job: { jobId: 'j', title: 'Backend Engineer (Germany)', company: 'Acme' },
      }),
    ).toEqual(UNKNOWN);
  });

  it('authorisation must cite workAuthorization: a yes resting on the city is off-subject', () => {
    expect(ask('Are you authorized to work in India?', answered('Yes', [['city', 'Pune']]), yesNo)).toEqual(
      UNKNOWN,
    );
  });

  it('yes/no from a boolean: relocation true answers Yes only', () => {
    const facts: [string, string][] = [['willingToRelocate', 'true']];
    expect(ask('Are you willing to relocate?', answered('No', facts), yesNo)).toEqual(UNKNOWN);
    expect(ask('Are you willing to relocate?', answered('Yes', facts))).toEqual({
      status: 'answered',
      value: 'Yes',
      facts: [{ path: 'willingToRelocate', value: 'true' }],
    });
    expect(
      ask("Do you have a valid driver's license?", answered('Yes', [['hasDriversLicense', 'false']]), yesNo),
    ).toEqual(UNKNOWN);
  });

  it('years with a threshold: "at least 5 years of Python" is No with 3 years', () => {
    const facts: [string, string][] = [['skills.Python', '3']];
    expect(
      ask('Do you have at least 5 years of experience with Python?', answered('Yes', facts), yesNo),
    ).toEqual(UNKNOWN);
    expect(ask('Do you have 3+ years of Python experience?', answered('Yes', facts), yesNo)).toMatchObject({
      value: 'Yes',
    });
  });

  it('options for years: the range holding the fact, not the one the model liked', () => {
    const options = ['0-1 years', '1-3 years', '3-5 years', '5+ years'];
    const facts: [string, string][] = [['skills.Node.js', '4']];
    const q = 'How many years of experience do you have with Node.js?';
    expect(ask(q, answered('5+ years', facts), { kind: 'select', options })).toEqual(UNKNOWN);
    expect(ask(q, answered('3-5 years', facts), { kind: 'select', options })).toMatchObject({
      value: '3-5 years',
    });
  });

  it('a language option is the proficiency the profile states', () => {
    const options = ['None', 'Conversational', 'Professional', 'Native or bilingual'];
    const q = 'What is your level of proficiency in English?';
    const facts: [string, string][] = [['languages.English', 'Professional']];
    expect(ask(q, answered('Native or bilingual', facts), { kind: 'select', options })).toEqual(UNKNOWN);
    expect(ask(q, answered('Professional', facts), { kind: 'select', options })).toMatchObject({
      value: 'Professional',
    });
    // Hindi's proficiency does not answer a question about English.
    expect(
      ask(q, answered('Native or bilingual', [['languages.Hindi', 'Native or bilingual']]), {
        kind: 'select',
        options,
      }),
    ).toEqual(UNKNOWN);
  });

  it('a degree option by level', () => {
    const options = ['High school', "Bachelor's degree", "Master's degree", 'Doctorate'];
    const facts: [string, string][] = [['highestDegree', 'B.Tech. in Computer Science']];
    const q = 'What is the highest level of education you have completed?';
    expect(ask(q, answered("Master's degree", facts), { kind: 'select', options })).toEqual(UNKNOWN);
    expect(ask(q, answered("Bachelor's degree", facts), { kind: 'select', options })).toMatchObject({
      value: "Bachelor's degree",
    });
    expect(ask("Do you have a Master's degree?", answered('Yes', facts), yesNo)).toEqual(UNKNOWN);
    expect(ask("Do you have a Master's degree?", answered('No', facts), yesNo)).toMatchObject({
      value: 'No',
    });
  });
});

describe('off-subject facts are refused', () => {
  it('"8" years of Kubernetes citing total experience', () => {
    expect(
      ask(
        'How many years of experience do you have with Kubernetes?',
        answered('8', [['totalYearsOfExperience', '8']]),
        {
          kind: 'numeric',
        },
      ),
    ).toEqual(UNKNOWN);
  });

  it('years of one skill citing another', () => {
    expect(
      ask('How many years of Python experience do you have?', answered('4', [['skills.Node.js', '4']]), {
        kind: 'numeric',
      }),
    ).toEqual(UNKNOWN);
  });

  it('years with a synonym of the skill the profile lists are answered from that skill', () => {
    expect(
      ask('How many years of K8s experience do you have?', answered('2', [['skills.Kubernetes', '2']]), {
        kind: 'numeric',
      }),
    ).toEqual({ status: 'answered', value: '2', facts: [{ path: 'skills.Kubernetes', value: '2' }] });
  });

  it('total experience answers a question about total experience', () => {
    expect(
      ask(
        'How many years of work experience do you have?',
        answered('8', [['totalYearsOfExperience', '8']]),
        {
          kind: 'numeric',
        },
      ),
    ).toMatchObject({ status: 'answered', value: '8' });
  });

  it('numbers in another unit than the profile’s are not converted by the model', () => {
    expect(
      ask('What is your notice period in days?', answered('2', [['noticePeriod', '2']]), { kind: 'numeric' }),
    ).toEqual(UNKNOWN);
    expect(
      ask('What is your notice period in months?', answered('2', [['noticePeriod', '2']]), {
        kind: 'numeric',
      }),
    ).toMatchObject({ status: 'answered', value: '2' });
    expect(
      ask('How many months of Python experience?', answered('3', [['skills.Python', '3']]), {
        kind: 'numeric',
      }),
    ).toEqual(UNKNOWN);
    expect(
      ask('Expected CTC in lakhs per annum?', answered('18', [['expectedCTC', '18']]), { kind: 'numeric' }),
    ).toMatchObject({ value: '18' });
    expect(
      ask('Expected CTC (in INR)?', answered('18', [['expectedCTC', '18']]), { kind: 'numeric' }),
    ).toEqual(UNKNOWN);
  });

  it('a text answer about one thing citing another', () => {
    expect(ask('Which city do you live in?', answered('Priya', [['firstName', 'Priya']]))).toEqual(UNKNOWN);
  });
});

describe('text answers are cited values, or built only from them', () => {
  it('an essay about cats is refused', () => {
    expect(
      ask(
        'Why do you want to work here?',
        answered(
          'Cats are wonderful companions. I live in Pune with two cats who inspire my love of clean code.',
          [['city', 'Pune']],
        ),
        { kind: 'textarea' },
      ),
    ).toEqual(UNKNOWN);
    expect(
      ask(
        'Which city are you currently located in?',
        answered('Pune, where I live with two cats', [['city', 'Pune']]),
      ),
    ).toEqual(UNKNOWN);
  });

  it('a cited value, and cited values joined, pass', () => {
    expect(ask('Which city are you currently located in?', answered('Pune', [['city', 'Pune']]))).toEqual({
      status: 'answered',
      value: 'Pune',
      facts: [{ path: 'city', value: 'Pune' }],
    });
    expect(
      ask(
        'Where are you authorised to work?',
        answered('India and USA', [['workAuthorization.authorizedCountries', 'India, USA']]),
      ),
    ).toMatchObject({ status: 'answered', value: 'India and USA' });
  });
});

describe('consents and their kin are never the AI’s', () => {
  it.each([
    'I consent to a background check and to sharing my data with partners',
    'I certify that the information provided is true and complete',
    'I agree to the terms and conditions',
    'Do you authorize us to contact your previous employers?',
    'How did you hear about us? (Referral name required)',
    'Please type your full name as your electronic signature',
  ])('%s → unknown, whatever the model cites', (question) => {
    expect(ask(question, answered('I agree', [['firstName', 'Priya']]))).toEqual(UNKNOWN);
    expect(ask(question, answered('Yes', [['willingToRelocate', 'true']]), yesNo)).toEqual(UNKNOWN);
  });

  it('an option that consents makes the question one', () => {
    expect(
      ask('Data processing', answered('I agree', [['firstName', 'Priya']]), {
        kind: 'checkbox',
        options: ['I agree to share my data with third-party recruiters'],
      }),
    ).toEqual(UNKNOWN);
  });
});
