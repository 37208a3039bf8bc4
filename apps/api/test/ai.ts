import type { LightMyRequestResponse } from 'fastify';
import { AI_API, type AnswerQuestionRequestInput } from '@applypilot/contracts';
import {
  DEMO_ORDER,
  DEMO_RESUME,
  ResumeDataSchema,
  structuredSources,
  type CoverLetterRequestInput,
  type LetterAnswerInput,
  type ResumeData,
  type SourcedSentence,
  type TailorResumeRequestInput,
} from '@applypilot/resume';
import { bearer } from './agent';
import { postJson, type TestApp } from './test-app';

/** Helpers of the AI tests: requests as the agent sends them, and the model's scripted answers. */

export const GEMINI_TEST_KEY = 'test-gemini-key-never-logged-0123456789';

export function tailorBody(
  jobId: string,
  resume?: TailorResumeRequestInput['resume'],
): TailorResumeRequestInput {
  return {
    job: {
      jobId,
      jobUrl: `https://www.linkedin.com/jobs/view/${jobId}/`,
      title: 'Senior Backend Engineer (Payments)',
      company: 'Acme Payments',
      description:
        'We need a Go and Kafka engineer for our payments platform. Kubernetes and Terraform a plus.',
    },
    resume: resume ?? { kind: 'structured', data: structuredClone(DEMO_RESUME), order: [...DEMO_ORDER] },
  };
}

export function tailor(t: TestApp, token: string, body: unknown): Promise<LightMyRequestResponse> {
  return postJson(t.app, AI_API.tailorResume, body, { headers: bearer(token) });
}

export function coverLetter(t: TestApp, token: string, body: unknown): Promise<LightMyRequestResponse> {
  return postJson(t.app, AI_API.coverLetter, body, { headers: bearer(token) });
}

/** The cover-letter request for a job tailored with `tailorBody(jobId, resume)`. */
export function coverLetterBody(
  jobId: string,
  tailoringId: string,
  resume?: TailorResumeRequestInput['resume'],
): CoverLetterRequestInput {
  const { job, resume: sent } = tailorBody(jobId, resume);
  return { job, tailoringId, resume: sent };
}

/** A sentence of a model's answer: its words and the ids of the resume parts it cites (decision 046). */
export const said = (text: string, ...sources: string[]): SourcedSentence => ({ text, sources });

/**
 * A letter of DEMO_RESUME for tailorBody's job as the model answers it: every sentence that states a fact cites the
 * demo's parts (structuredSources: S2 the summary's first sentence, S5 Flipkart's fields, S7 and S8 its first two
 * bullets, S10 Razorpay's fields, S11 its first bullet); the greeting, the job, the thanks and the closing cite nothing.
 */
export const FAITHFUL_LETTER_ANSWER: LetterAnswerInput = {
  paragraphs: [
    { sentences: [said('Dear Hiring Manager,')] },
    {
      sentences: [
        said('I am writing to apply for the Senior Backend Engineer (Payments) role at Acme Payments.'),
        said(
          'I am a software engineer with 4 years of experience building reliable web platforms in TypeScript and Go.',
          'S2',
        ),
      ],
    },
    {
      sentences: [
        said(
          'At Flipkart I led the migration of the checkout service to an event-driven design, cutting p99 latency by 38%, and built an idempotent payment retry pipeline that recovered 1.2% of failed orders every month.',
          'S5',
          'S7',
          'S8',
        ),
        said(
          'At Razorpay I designed the merchant dashboard reporting API, serving 40,000 merchants.',
          'S10',
          'S11',
        ),
      ],
    },
    {
      sentences: [
        said('I would welcome the chance to discuss how my experience could help your team.'),
        said('Thank you for your time and consideration.'),
      ],
    },
    { sentences: [said('Sincerely,'), said('Priya Sharma')] },
  ],
};

/** The letter the route answers for FAITHFUL_LETTER_ANSWER. */
export const FAITHFUL_LETTER = [
  'Dear Hiring Manager,',
  'I am writing to apply for the Senior Backend Engineer (Payments) role at Acme Payments. I am a software engineer with 4 years of experience building reliable web platforms in TypeScript and Go.',
  'At Flipkart I led the migration of the checkout service to an event-driven design, cutting p99 latency by 38%, and built an idempotent payment retry pipeline that recovered 1.2% of failed orders every month. At Razorpay I designed the merchant dashboard reporting API, serving 40,000 merchants.',
  'I would welcome the chance to discuss how my experience could help your team. Thank you for your time and consideration.',
  'Sincerely,\nPriya Sharma',
].join('\n\n');

export function answerQuestion(
  t: TestApp,
  token: string,
  body: AnswerQuestionRequestInput,
): Promise<LightMyRequestResponse> {
  return postJson(t.app, AI_API.answerQuestion, body, { headers: bearer(token) });
}

/** A resume in the answer's shape, unchanged: every sentence citing itself (what the prompt shows the model). */
export function sourcedAnswer(data: ResumeData): SourcedResume {
  return structuredClone(structuredSources(data).sourced) as SourcedResume;
}

/** The answer's shape as tests edit it. */
export type SourcedResume = Record<string, SourcedEntry[]> & {
  summary: { id: string; sentences: SourcedSentence[] }[];
  experience: SourcedEntry[];
  skills: SourcedEntry[];
};
export type SourcedEntry = Record<string, unknown> & {
  bullets: SourcedSentence[];
  description: SourcedSentence[];
};

/**
 * A faithful tailoring of DEMO_RESUME for a payments job, as the model answers it: bullets reordered and reworded
 * (each citing the bullet it rewords), a summary from the summary's first sentence and Flipkart's fields, skills
 * trimmed and reordered.
 */
export function faithfulTailoring(): SourcedResume {
  const data = sourcedAnswer(DEMO_RESUME);
  data.summary[0]!.sentences = [
    said(
      'Software engineer with 4 years of experience in Go and TypeScript, building reliable web platforms.',
      'S2',
    ),
  ];
  data.experience[0]!.bullets = [
    said('Built an idempotent payment retry pipeline that recovered 1.2% of failed orders every month', 'S8'),
    said('Moved the checkout service to an event-driven design on Kafka, cutting p99 latency by 38%', 'S7'),
  ];
  data.experience[0]!.tags = ['Go', 'Kafka', 'PostgreSQL', 'Kubernetes'];
  data.skills = [
    { id: 'skills-1', category: 'Languages', skills: ['Go', 'TypeScript', 'SQL'] },
    { id: 'skills-2', category: 'Tools and Cloud', skills: ['Kafka', 'Kubernetes', 'Redis', 'AWS'] },
  ] as unknown as SourcedEntry[];
  return data;
}

export const baseProfile = {
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@example.com',
  phone: '9876543210',
  totalYearsOfExperience: 4,
  skills: { Python: 3, 'Node.js': 4, Go: 2 },
  workAuthorization: { authorizedCountries: ['India'], requiresSponsorship: true },
  languages: { English: 'Professional' as const },
  noticePeriod: '2',
  answers: { 'Are you willing to work nights?': 'Yes' },
};

export function answerBody(overrides: Partial<AnswerQuestionRequestInput> = {}): AnswerQuestionRequestInput {
  return {
    question: 'How many years of experience do you have with Python?',
    kind: 'numeric',
    options: [],
    job: { jobId: 'job-q', title: 'Backend Engineer', company: 'Acme' },
    profile: baseProfile,
    ...overrides,
  };
}

/**
 * The issue's own resume (a payments engineer with numbers in several units, magnitudes and Indian units), for the
 * tailorings written to break the checks.
 */
export const BANK_RESUME: ResumeData = ResumeDataSchema.parse({
  personal: [{ name: 'Arjun Mehta', email: 'arjun.mehta@example.com' }],
  summary: [
    { summaryText: 'Backend engineer; my payments API serves 2 million users and moved $1.2M a day.' },
  ],
  experience: [
    {
      company: 'Fincore',
      title: 'Backend Engineer',
      duration: 'Jan 2021 - Present',
      bullets: [
        'Cut API latency 30% for 40 banking clients by caching account lookups',
        'Mentored 4 engineers through their first on-call rotation',
        'Ran a payments ledger settling ₹12 lakh a day across two million users',
      ],
      tags: ['Java', 'Spring', 'Docker'],
    },
    {
      company: 'Paywise',
      title: 'Software Engineer',
      duration: 'Jun 2018 - Dec 2020',
      bullets: ['Cut build times 3x by caching dependencies', 'Grew test coverage to 85%'],
      tags: ['Python', 'PostgreSQL'],
    },
  ],
  skills: [{ category: 'Skills', skills: ['Java', 'Python', 'Docker', 'PostgreSQL', 'JavaScript'] }],
});

export function bankBody(jobId: string): TailorResumeRequestInput {
  return tailorBody(jobId, {
    kind: 'structured',
    data: structuredClone(BANK_RESUME),
    order: [...DEMO_ORDER],
  });
}
