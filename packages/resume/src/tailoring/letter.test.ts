import { describe, expect, it } from 'vitest';
import { COVER_LETTER_MAX_CHARS } from '@applypilot/contracts';
import { FAITHFUL_LETTERS } from '../../test/provenance-faithful';
import { DEMO_RESUME } from '../model/demo';
import { checkCoverLetter, type LetterJob, type LetterResume } from './letter';
import { LetterAnswerSchema } from './sourced-answer';
import { sameSkill } from './skill-match';
import type { SourcedSentence } from './sources';
import { quote } from './written';

/**
 * Cover letters (truth issue, part 4; decision 046): every sentence cites the resume parts it states, and the job is
 * context, never the candidate. The demo resume is Priya Sharma's: S2 the summary's first sentence, S5 Flipkart's
 * fields, S7-S9 its bullets, S10 Razorpay's fields, S11-S12 its bullets.
 */

const demo: LetterResume = { kind: 'structured', data: DEMO_RESUME };
const job: LetterJob = { title: 'Senior Backend Engineer (Payments)', company: 'Acme Payments Pvt. Ltd.' };
const said = (text: string, ...sources: string[]): SourcedSentence => ({ text, sources });

/** A letter around the given middle paragraph: greeting, the middle, thanks, closing. */
const letter = (...middle: SourcedSentence[]): SourcedSentence[][] => [
  [said('Dear Hiring Manager,')],
  middle,
  [said('Thank you for your time and consideration.')],
  [said('Sincerely,'), said('Priya Sharma')],
];
const why = (paragraphs: SourcedSentence[][], resume: LetterResume = demo, forJob: LetterJob = job) => {
  const verdict = checkCoverLetter(resume, paragraphs, forJob);
  return verdict.ok ? 'ok' : verdict.why;
};
const words = (list: string, sentence: string) =>
  `added words that the part of your resume it cites does not have (${list}): ${quote(sentence)}`;
const uncited = (list: string, sentence: string) =>
  `wrote a sentence that cites no part of your resume (${list}): ${quote(sentence)}`;

describe('faithful letters pass', () => {
  it('the resume’s facts, each sentence citing them; the job named as the job; letter words', () => {
    const verdict = checkCoverLetter(
      demo,
      letter(
        said('I am writing to apply for the Senior Backend Engineer role at Acme Payments.'),
        said(
          'At Flipkart I led the migration of the checkout service to an event-driven design, cutting p99 latency by 38 percent.',
          'S5',
          'S7',
        ),
        said(
          'At Razorpay I designed the merchant dashboard reporting API, serving forty thousand merchants.',
          'S10',
          'S11',
        ),
      ),
      job,
    );
    expect(verdict).toEqual({
      ok: true,
      letter: [
        'Dear Hiring Manager,',
        'I am writing to apply for the Senior Backend Engineer role at Acme Payments. At Flipkart I led the migration of the checkout service to an event-driven design, cutting p99 latency by 38 percent. At Razorpay I designed the merchant dashboard reporting API, serving forty thousand merchants.',
        'Thank you for your time and consideration.',
        'Sincerely,\nPriya Sharma',
      ].join('\n\n'),
    });
  });

  it.each(FAITHFUL_LETTERS.map((l, i) => [i + 1, l] as const))('faithful letter %i of the bench', (_n, l) => {
    expect(why(l.paragraphs, demo, l.job)).toBe('ok');
  });

  it('the company in full with its legal suffix, the title in full, and contact details in the sign-off', () => {
    expect(
      why([
        [
          said(
            'I am excited to apply for the Senior Backend Engineer (Payments) position at Acme Payments Pvt. Ltd.',
          ),
        ],
        [said('You can reach me at priya.sharma@example.com or +91 98765 43210.')],
      ]),
    ).toBe('ok');
  });

  it('a letter from a text resume, citing its numbered lines', () => {
    const text: LetterResume = {
      kind: 'text',
      text: 'Arjun Mehta\nFincore, Backend Engineer, 2021 - Present. Cut API latency 30% with Redis caching.',
    };
    // [L2] Fincore's fields, [L3] the sentence after them.
    expect(
      why(
        [
          [said('Dear Hiring Manager,')],
          [said('At Fincore I cut API latency 30% with Redis caching.', 'L2', 'L3')],
          [said('Arjun Mehta')],
        ],
        text,
      ),
    ).toBe('ok');
  });

  it('reads a plain letter (the old answer shape) as sentences citing nothing: a letter of only greetings passes', () => {
    const plain = LetterAnswerSchema.parse({
      letter: 'Dear Hiring Manager,\n\nThank you for your time.\n\nPriya Sharma',
    });
    expect(why(plain)).toBe('ok');
    const claim = LetterAnswerSchema.parse({
      letter: 'Dear Hiring Manager,\n\nI led the migration of the checkout service.',
    });
    expect(why(claim)).toBe(
      uncited('led, migration, checkout, service', 'I led the migration of the checkout service.'),
    );
  });
});

describe('the job is context, never the candidate', () => {
  it('refuses the job title as a claim about the candidate ("As a Software Engineer with Active Secret Clearance")', () => {
    const titled: LetterJob = { title: 'Software Engineer with Active Secret Clearance', company: 'Acme' };
    const text = 'As a Software Engineer with Active Secret Clearance, I bring 4 years of experience in Go.';
    expect(why(letter(said(text, 'S2', 'S5')), demo, titled)).toBe(
      `made a claim with the job's title that your resume does not support (Active): ${quote(text)}`,
    );
  });

  it('refuses the employer as a past employer ("I previously worked at …", "At Google I built …")', () => {
    const worked = 'I previously worked at Acme Payments, where I built a payment retry pipeline.';
    expect(why(letter(said(worked, 'S8')))).toBe(
      `made a claim with the job's company that your resume does not support (Acme): ${quote(worked)}`,
    );
    const google: LetterJob = { title: 'Software Engineer', company: 'Google' };
    const built = 'At Google I built an idempotent payment retry pipeline.';
    expect(why(letter(said(built, 'S8')), demo, google)).toBe(
      `made a claim with the job's company that your resume does not support (Google): ${quote(built)}`,
    );
  });

  it('refuses something said about the company', () => {
    const mission = 'I admire Acme Payments and its mission to simplify payments.';
    expect(why(letter(said(mission)))).toBe(
      `made a claim with the job's company that your resume does not support (Acme): ${quote(mission)}`,
    );
    const customers = 'Your team serves 5 million customers, and I would love to help.';
    expect(why(letter(said(customers)))).toBe(
      `added a number that your resume does not state (5 million customers): ${quote(customers)}`,
    );
  });

  it('accepts the company and title where the letter names the job it applies for', () => {
    for (const text of [
      'I am excited about the opportunity at Acme Payments and would love to join Acme Payments.',
      "I am applying for Acme Payments's Senior Backend Engineer opening.",
      'I am writing to express my interest in the Senior Backend Engineer position.',
    ]) {
      expect(why(letter(said(text)))).toBe('ok');
    }
    // A title the resume itself holds may be said of the candidate when the sentence cites it.
    expect(
      why(
        letter(
          said(
            'As a Software Engineer at Flipkart, I led the migration of the checkout service.',
            'S5',
            'S7',
          ),
        ),
      ),
    ).toBe('ok');
  });
});

describe('letters written to add a fact are refused', () => {
  it.each<[string, SourcedSentence, string]>([
    [
      'a clearance in French',
      said("Je suis titulaire d'une habilitation secret défense.", 'S2'),
      words(
        "Je, suis, titulaire, d'une, habilitation secret défense",
        "Je suis titulaire d'une habilitation secret défense.",
      ),
    ],
    [
      'a clearance in Spanish',
      said('Tengo habilitación de seguridad vigente.', 'S2'),
      words('Tengo, habilitación, de, seguridad, vigente', 'Tengo habilitación de seguridad vigente.'),
    ],
    [
      'a vague duration ("for years")',
      said('I have worked with Go for years.', 'S18'),
      words('years', 'I have worked with Go for years.'),
    ],
    [
      'a quality ("strong")',
      said('I bring strong experience in Go and Kafka.', 'S18', 'S20'),
      words('strong', 'I bring strong experience in Go and Kafka.'),
    ],
    [
      'a stronger verb ("managed")',
      said('At Flipkart I managed three new engineers.', 'S5', 'S9'),
      words('managed', 'At Flipkart I managed three new engineers.'),
    ],
    [
      'a claim with no source',
      said('I hold an active security clearance.'),
      uncited('hold, active, security clearance', 'I hold an active security clearance.'),
    ],
  ])('%s', (_label, sentence, expected) => {
    expect(why(letter(sentence))).toBe(expected);
  });

  it('refuses a changed number', () => {
    const text = 'At Flipkart I cut p99 latency by 45%.';
    expect(why(letter(said(text, 'S5', 'S7')))).toBe(
      `added a number that the part of your resume it cites does not state (45%): ${quote(text)}`,
    );
  });

  it('refuses an empty or overlong letter', () => {
    expect(why([])).toBe('was empty');
    const long = [[said(`${'word '.repeat(COVER_LETTER_MAX_CHARS / 5)}end.`)]];
    expect(why(long)).toBe(`was longer than ${COVER_LETTER_MAX_CHARS} characters`);
  });
});

describe('sameSkill', () => {
  it('matches the same skill as written or as a lexicon synonym, never an implied one', () => {
    expect(sameSkill('K8s', 'Kubernetes')).toBe(true);
    expect(sameSkill('node.js', 'NodeJS')).toBe(true);
    expect(sameSkill('Python', ' python ')).toBe(true);
    expect(sameSkill('PostgreSQL', 'SQL')).toBe(false);
    expect(sameSkill('Java', 'JavaScript')).toBe(false);
    expect(sameSkill('', '')).toBe(false);
  });
});
