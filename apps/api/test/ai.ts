import type { LightMyRequestResponse } from 'fastify';
import { AI_API, type AnswerQuestionRequestInput } from '@applypilot/contracts';
import { DEMO_ORDER, DEMO_RESUME, type ResumeData, type TailorResumeRequestInput } from '@applypilot/resume';
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
