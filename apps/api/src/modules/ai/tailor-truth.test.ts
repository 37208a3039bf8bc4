import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { MESSAGES } from '@applypilot/contracts';
import {
  DEFAULT_RESUME_CONFIG,
  DEMO_ORDER,
  DEMO_RESUME,
  TailorResumeResponseSchema,
  type SourcedSentence,
  type TailorResumeRequestInput,
} from '@applypilot/resume';
import { backends } from '../../../test/backends';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { account, balance, ledger, query, type Account } from '../../../test/spending';
import { issueAgentToken } from '../../../test/agent';
import {
  BANK_RESUME,
  GEMINI_TEST_KEY,
  bankBody,
  faithfulTailoring,
  said,
  sourcedAnswer,
  tailor,
  tailorBody,
  type SourcedResume,
} from '../../../test/ai';
import { AI_MESSAGES } from './ai-messages';

/**
 * Truth by provenance through the real route (decision 046): tailorings written to get past the check, each answered
 * by the fake model, each refused with its reason, its 5 credits back and both ledger rows, the row failed with the
 * kind only; faithful ones charged. Ids as the prompt numbers them (structuredSources): DEMO_RESUME S2-S3 summary, S5
 * Flipkart's fields (S7-S9 bullets), S10 Razorpay's (S11-S12), S16 the club's (S17); BANK_RESUME S2 summary, S3
 * Fincore's fields (S4-S6), S7 Paywise's (S8-S9). Text resumes: [Ln] per sentence.
 */

const json = (value: unknown) => ({ kind: 'text' as const, text: JSON.stringify(value) });

type Edit = (answer: SourcedResume) => void;
const bullet =
  (section: string, entry: number, index: number, sentence: SourcedSentence): Edit =>
  (answer) => {
    answer[section]![entry]!.bullets[index] = sentence;
  };
const flipkart = (index: number, text: string, ...sources: string[]) =>
  bullet('experience', 0, index, said(text, ...sources));
const razorpay = (index: number, text: string, ...sources: string[]) =>
  bullet('experience', 1, index, said(text, ...sources));
const summary =
  (text: string, ...sources: string[]): Edit =>
  (answer) => {
    answer.summary = [{ id: 'summary-1', sentences: [said(text, ...sources)] }];
  };
const cites = (what: string, sentence: string) =>
  `added words that the part of your resume it cites does not have (${what}): "${sentence}"`;

/** [label, edit of DEMO_RESUME's answer, the reason]: the review's attacks, then ours. */
const ATTACKS: [string, Edit, string][] = [
  [
    'a clearance in other words',
    flipkart(0, 'Cleared for classified government work on the checkout service', 'S7'),
    cites(
      'Cleared, classified, government',
      'Cleared for classified government work on the checkout service',
    ),
  ],
  [
    'a clearance in Spanish',
    summary('Habilitación de seguridad vigente.', 'S2'),
    cites('Habilitación, de, seguridad, vigente', 'Habilitación de seguridad vigente.'),
  ],
  [
    'a clearance in French',
    summary("Titulaire d'une habilitation secret défense.", 'S2'),
    cites("Titulaire, d'une, habilitation secret défense", "Titulaire d'une habilitation secret défense."),
  ],
  [
    '"seasoned rustacean"',
    summary('Seasoned rustacean and software engineer.', 'S2'),
    cites('Seasoned, rustacean', 'Seasoned rustacean and software engineer.'),
  ],
  [
    '"ex-FAANG"',
    summary('Ex-FAANG software engineer.', 'S2'),
    cites('Ex-FAANG', 'Ex-FAANG software engineer.'),
  ],
  [
    '"over half a decade" of a resume saying 4 years',
    summary('Software engineer with over half a decade of experience.', 'S2'),
    cites('half, decade', 'Software engineer with over half a decade of experience.'),
  ],
  [
    '"over 4 years" of a resume saying 4 years',
    summary('Software engineer with over 4 years of experience.', 'S2'),
    'made a number bigger than your resume states (over 4 years): "Software engineer with over 4 years of experience."',
  ],
  [
    '"Promoted twice"',
    flipkart(2, 'Promoted twice; mentored three new engineers', 'S9'),
    cites('Promoted, twice', 'Promoted twice; mentored three new engineers'),
  ],
  [
    '"Won" of a resume saying "Organised"',
    bullet('leadership', 0, 0, said('Won a 36-hour hackathon with 400 participants', 'S17')),
    cites('Won', 'Won a 36-hour hackathon with 400 participants'),
  ],
  [
    '"Hired and managed" of a resume saying "Mentored"',
    flipkart(2, 'Hired and managed three new engineers', 'S9'),
    cites('Hired, managed', 'Hired and managed three new engineers'),
  ],
  [
    'a look-alike letter ("ᴋubernetes") in a Razorpay bullet',
    razorpay(0, 'Designed the merchant dashboard reporting API on ᴋubernetes', 'S11'),
    cites('ᴋ, ubernetes', 'Designed the merchant dashboard reporting API on ᴋubernetes'),
  ],
  [
    'a look-alike letter ("ĸafka") in a Razorpay bullet',
    razorpay(0, 'Designed the merchant dashboard reporting API on ĸafka', 'S11'),
    cites('ĸ, afka', 'Designed the merchant dashboard reporting API on ĸafka'),
  ],
  [
    'a Cyrillic letter in a Latin word',
    razorpay(0, 'Designed the merchant dashboard reporting API on Кubernetes', 'S11'),
    cites('Kubernetes', 'Designed the merchant dashboard reporting API on Кubernetes'),
  ],
  [
    'a split word',
    razorpay(0, 'Designed the merchant dashboard reporting API on Kuber netes', 'S11'),
    cites('Kuber, netes', 'Designed the merchant dashboard reporting API on Kuber netes'),
  ],
  [
    'a claim in a date',
    flipkart(0, 'Since 2015, led the migration of the checkout service', 'S7'),
    'added a number that the part of your resume it cites does not state (2015): "Since 2015, led the migration of the checkout service"',
  ],
  [
    'a claim in a title',
    flipkart(0, 'As Staff Engineer, led the migration of the checkout service', 'S7'),
    cites('Staff Engineer', 'As Staff Engineer, led the migration of the checkout service'),
  ],
  [
    'a claim moved to another employer',
    flipkart(0, 'Designed the merchant dashboard reporting API for 40,000 merchants', 'S11'),
    'rested a sentence about Flipkart on another part of your resume (S11): "Designed the merchant dashboard reporting API for 40,000 merchants"',
  ],
  [
    'a sentence that cites nothing',
    flipkart(0, 'Led the migration of the checkout service'),
    'wrote a sentence that cites no part of your resume: "Led the migration of the checkout service"',
  ],
  [
    'an id that is not on the resume',
    flipkart(0, 'Led the migration of the checkout service', 'S99'),
    'cited a part of your resume that does not exist (S99): "Led the migration of the checkout service"',
  ],
  [
    'what a number counts',
    flipkart(2, 'Mentored three new teams', 'S9'),
    'added a number that the part of your resume it cites does not state (three new teams): "Mentored three new teams"',
  ],
  [
    'a technology only the job names',
    flipkart(0, 'Led the migration of the checkout service to Terraform', 'S7'),
    cites('Terraform', 'Led the migration of the checkout service to Terraform'),
  ],
];

describe.each(backends)('tailorings written to get past the check, on $name', (backend) => {
  let fake: FakeGemini;
  let t: TestApp;
  let jobs = 0;

  beforeAll(async () => {
    fake = await startFakeGemini();
    t = await createTestApp(backend, { GEMINI_API_KEY: GEMINI_TEST_KEY, GEMINI_API_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  async function tailorWith(answer: unknown, body: (jobId: string) => TailorResumeRequestInput = tailorBody) {
    const who = await account(t, { credits: 12 });
    const token = await issueAgentToken(t, who);
    fake.respondOnce(json(answer));
    const response = await tailor(t, token, body(`truth-${++jobs}`));
    return { who, response };
  }

  /** Refused with `message`: 502, the 5 credits back with both ledger rows, the row failed with `kind` only. */
  async function expectRefunded(
    who: Account,
    response: { statusCode: number; json: () => unknown },
    message: string,
    kind: string,
  ) {
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, message, error: message });
    expect(await balance(t, who)).toEqual({ credits: 12, ledgerSum: 12 });
    const rows = await query<{ id: string; status: string; failure: string; output_sha256: string | null }>(
      t,
      sql`SELECT id, status, failure, output_sha256 FROM ai_tailorings WHERE user_id = ${who.id}`,
    );
    expect(rows).toEqual([{ id: expect.any(String), status: 'failed', failure: kind, output_sha256: null }]);
    expect((await ledger(t, who)).slice(-2)).toEqual([
      { delta: -5, reason: 'ai_tailoring_reserved', reference: rows[0]!.id },
      { delta: 5, reason: 'ai_tailoring_refunded', reference: rows[0]!.id },
    ]);
  }

  it.each(ATTACKS)('refuses %s: 502 with the reason, 5 credits back', async (_label, edit, why) => {
    const answer = sourcedAnswer(DEMO_RESUME);
    edit(answer);
    const { who, response } = await tailorWith(answer);
    await expectRefunded(who, response, MESSAGES.aiUnfaithful(why), 'unfaithful');
  });

  it("refuses a changed number of the issue's resume, and an answer in the old shape (no sources)", async () => {
    const changed = sourcedAnswer(BANK_RESUME);
    changed.experience[0]!.bullets[0] = said(
      'Cut API latency 40% for 40 banking clients by caching account lookups',
      'S4',
    );
    const first = await tailorWith(changed, bankBody);
    await expectRefunded(
      first.who,
      first.response,
      MESSAGES.aiUnfaithful(
        'added a number that the part of your resume it cites does not state (40%): "Cut API latency 40% for 40 banking clients by caching account lookups"',
      ),
      'unfaithful',
    );
    // The resume data as the answer, its sentences plain text: nothing names a source.
    const old = await tailorWith(BANK_RESUME, bankBody);
    await expectRefunded(
      old.who,
      old.response,
      MESSAGES.aiUnfaithful(
        'wrote a sentence that cites no part of your resume: "Backend engineer; my payments API serves 2 million users and moved…"',
      ),
      'unfaithful',
    );
  });

  it('accepts faithful tailorings: reordered, trimmed, reworded, keywords the entry has, two bullets merged', async () => {
    const answer = sourcedAnswer(DEMO_RESUME);
    answer.summary = [
      {
        id: 'summary-1',
        sentences: [
          said(
            'Software Engineer II at Flipkart with 4 years of experience in Go, TypeScript and Kafka.',
            'S2',
          ),
          said('Shipped payment and search features used by millions of customers.', 'S3'),
        ],
      },
    ];
    answer.experience[0]!.bullets = [
      said(
        'Led the migration of the checkout service to an event-driven design on Kafka and built an idempotent payment retry pipeline, cutting p99 latency by 38% and recovering 1.2% of failed orders every month',
        'S7',
        'S8',
      ),
      said('Mentored 3 new engineers', 'S9'),
    ];
    answer.experience[1]!.bullets = [
      said(
        'Lowered monthly cloud spend by 22% by right-sizing services and adding a Redis caching layer',
        'S12',
      ),
      said('Designed the merchant dashboard reporting API serving 40K merchants', 'S11'),
    ];
    const { who, response } = await tailorWith(answer);
    expect(response.statusCode, response.body).toBe(200);
    const body = TailorResumeResponseSchema.parse(response.json());
    expect(body.resume.data.experience[1]!.bullets).toEqual([
      'Lowered monthly cloud spend by 22% by right-sizing services and adding a Redis caching layer',
      'Designed the merchant dashboard reporting API serving 40K merchants',
    ]);
    expect(body.resume.data.summary[0]!.summaryText).toBe(
      'Software Engineer II at Flipkart with 4 years of experience in Go, TypeScript and Kafka. Shipped payment and search features used by millions of customers.',
    );
    expect(await balance(t, who)).toEqual({ credits: 7, ledgerSum: 7 });
  });

  it('gives the credits back for a tailoring that passes the check but cannot be made into a PDF', async () => {
    // The user's own layout: margins and a skills indent the page cannot hold (the renderer throws on it).
    const config = structuredClone(DEFAULT_RESUME_CONFIG);
    config.page.margins = { top: 10, right: 60, bottom: 10, left: 60 };
    config.spacing.skillIndentation = 100;
    const body = (jobId: string): TailorResumeRequestInput => ({
      ...tailorBody(jobId),
      resume: { kind: 'structured', data: structuredClone(DEMO_RESUME), order: [...DEMO_ORDER], config },
    });
    const { who, response } = await tailorWith(faithfulTailoring(), body);
    await expectRefunded(who, response, AI_MESSAGES.tailoringUnrenderable, 'bad_output');
  });
});

/** A text resume whose skills hold "Google Cloud", "Scrum Master" and "Stanford CoreNLP" (the review's case). */
const TEXT = `Asha Rao
asha.rao@example.com | +91 90000 11111
EXPERIENCE
Software Engineer II, Swiggy, Bengaluru — Jul 2022 - Present
• Rebuilt the restaurant onboarding flow in React, cutting drop-off by 18%
Software Engineer, Zoho — Jul 2020 - Jun 2022
• Built the invoice editor used by 50,000 small businesses
EDUCATION
B.E. in Computer Science, PES University, 2016 - 2020
SKILLS
Cloud: Google Cloud, Firebase
Certifications: Certified Scrum Master (CSM)
Other: Stanford CoreNLP (hobby project)`;

/** TEXT as the model builds it: [L5] the Swiggy bullet, [L7] the Zoho bullet. */
const fromText = () => ({
  personal: [{ name: 'Asha Rao', email: 'asha.rao@example.com', phone: '+91 90000 11111' }],
  experience: [
    {
      company: 'Swiggy',
      title: 'Software Engineer II',
      duration: 'Jul 2022 - Present',
      bullets: [said('Rebuilt the restaurant onboarding flow in React, reducing drop-off by 18%', 'L5')],
    },
    {
      company: 'Zoho',
      title: 'Software Engineer',
      duration: 'Jul 2020 - Jun 2022',
      bullets: [said('Built the invoice editor used by 50,000 small businesses', 'L7')],
    },
  ],
  education: [{ school: 'PES University', degree: 'B.E. in Computer Science', duration: '2016 - 2020' }],
  skills: [{ category: 'Cloud', skills: ['Google Cloud'] }],
});
type FromText = ReturnType<typeof fromText>;

describe.each(backends)('text-resume tailorings written to get past the check, on $name', (backend) => {
  let fake: FakeGemini;
  let t: TestApp;
  let jobs = 0;

  beforeAll(async () => {
    fake = await startFakeGemini();
    t = await createTestApp(backend, { GEMINI_API_KEY: GEMINI_TEST_KEY, GEMINI_API_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function tailorText(edit: (answer: FromText) => void) {
    const who = await account(t, { credits: 12 });
    const token = await issueAgentToken(t, who);
    const answer = fromText();
    edit(answer);
    fake.respondOnce(json(answer));
    const response = await tailor(t, token, tailorBody(`text-truth-${++jobs}`, { kind: 'text', text: TEXT }));
    return { who, response };
  }

  it('accepts a faithful tailoring of the text: 200, 5 credits', async () => {
    const { who, response } = await tailorText(() => {});
    expect(response.statusCode, response.body).toBe(200);
    expect(TailorResumeResponseSchema.parse(response.json()).resume.data.experience[0]!.company).toBe(
      'Swiggy',
    );
    expect(await balance(t, who)).toEqual({ credits: 7, ledgerSum: 7 });
  });

  it.each<[string, (answer: FromText) => void, string]>([
    [
      'an employer cut out of "Google Cloud"',
      (a) =>
        a.experience.unshift({
          company: 'Google',
          title: 'Software Engineer',
          duration: 'Jul 2020 - Jun 2022',
          bullets: [],
        }),
      'added an employer that is not on your resume (Google)',
    ],
    [
      'a school cut out of "Stanford CoreNLP" and a degree out of "Scrum Master"',
      (a) => a.education.push({ school: 'Stanford', degree: 'Master', duration: '2016 - 2020' }),
      'added a school that is not on your resume (Stanford)',
    ],
    [
      'a degree cut out of "Scrum Master"',
      (a) => (a.education[0]!.degree = 'Master'),
      'added a degree that is not on your resume (Master)',
    ],
    [
      'a date of another entry put with an employer',
      (a) => (a.experience[1]!.duration = 'Jul 2022 - Present'),
      'put together fields that do not stand together on your resume (Zoho, Software Engineer, Jul 2022 - Present)',
    ],
    [
      'a bullet resting on the skills line',
      (a) => a.experience[0]!.bullets.push(said('Worked at Google Cloud on the onboarding flow', 'L11')),
      'rested a sentence about Swiggy on another part of your resume (L11): "Worked at Google Cloud on the onboarding flow"',
    ],
  ])('refuses %s: 502 with the reason, 5 credits back', async (_label, edit, why) => {
    const { who, response } = await tailorText(edit);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(MESSAGES.aiUnfaithful(why));
    expect(await balance(t, who)).toEqual({ credits: 12, ledgerSum: 12 });
    expect((await ledger(t, who)).map((row) => [row.delta, row.reason]).slice(-2)).toEqual([
      [-5, 'ai_tailoring_reserved'],
      [5, 'ai_tailoring_refunded'],
    ]);
  });
});
