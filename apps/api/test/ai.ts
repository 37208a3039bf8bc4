import type { LightMyRequestResponse } from 'fastify';
import { AI_API, type AnswerQuestionRequestInput } from '@applypilot/contracts';
import {
  DEMO_ORDER,
  DEMO_RESUME,
  ResumeDataSchema,
  type CoverLetterRequestInput,
  type ResumeData,
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

/** A letter of DEMO_RESUME for tailorBody's job: the resume's facts, the job's title and company, letter words. */
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

/** A faithful tailoring of DEMO_RESUME for a payments job: reordered and reworded, nothing new. */
export function faithfulTailoring(): ResumeData {
  const data = structuredClone(DEMO_RESUME);
  data.summary[0]!.summaryText =
    'Backend engineer with 4 years of experience in Go and TypeScript, building payment platforms used by millions.';
  data.experience[0]!.bullets = [
    'Built an idempotent payment retry pipeline that recovered 1.2% of failed orders every month',
    'Moved the checkout service to an event-driven design on Kafka, cutting p99 latency by 38%',
  ];
  data.experience[0]!.tags = ['Go', 'Kafka', 'PostgreSQL', 'Kubernetes'];
  data.skills = [
    { id: 'skills-1', category: 'Languages', skills: ['Go', 'TypeScript', 'SQL'], isExpanded: true },
    {
      id: 'skills-2',
      category: 'Tools and Cloud',
      skills: ['Kafka', 'Kubernetes', 'Redis', 'AWS'],
      isExpanded: true,
    },
  ];
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
