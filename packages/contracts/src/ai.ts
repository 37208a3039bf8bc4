import { z } from 'zod';
import { AutomationProfileSchema, QuestionKindSchema } from './automation-profile';

/**
 * Server-side AI (issue [8]): a tailored resume per job and help with screening questions, both on the server's own
 * Gemini key (`GEMINI_API_KEY`), both called by the local agent with its bearer token. The tailoring request and
 * answer embed the resume model, which lives in packages/resume: their schemas are there (`tailoring/contract.ts`).
 */
export const AI_API = {
  tailorResume: '/api/ai/tailor-resume',
  answerQuestion: '/api/ai/answer-question',
  /**
   * Issue [2] of the truth work: a cover letter for one job, from the resume's facts and the job's title and company
   * only. Within the 5 credits of that job's tailoring: it needs the `tailoringId` of this user's finished tailoring
   * for the same job. Shapes in packages/resume (tailoring/contract.ts), as the tailoring's are.
   */
  coverLetter: '/api/ai/cover-letter',
} as const;

/** Cover letters asked of the server per user per RATE_LIMIT_WINDOW_MINUTES (no extra credits). */
export const AI_COVER_LETTER_LIMIT = 30;
/** The longest letter the server returns: LinkedIn's cover-letter boxes take about 4,000 characters. */
export const COVER_LETTER_MAX_CHARS = 3_500;

/** Screening-question answers asked of the server per user per RATE_LIMIT_WINDOW_MINUTES (free of credits). */
export const AI_ANSWER_LIMIT = 60;
/** Tailoring requests per user per RATE_LIMIT_WINDOW_MINUTES (each also costs CUSTOMIZE_CREDIT_COST credits). */
export const AI_TAILOR_LIMIT = 30;
/** How long the server waits for Gemini before it gives up (and gives the credits back). */
export const AI_TAILOR_TIMEOUT_MS = 60_000;
export const AI_ANSWER_TIMEOUT_MS = 20_000;
/** Job description characters sent to the model; LinkedIn's longest are about 10,000. */
export const AI_JOB_DESCRIPTION_MAX_CHARS = 20_000;

export const AiJobSchema = z.object({
  jobId: z.string().trim().min(1).max(100),
  jobUrl: z.string().trim().max(2048).default(''),
  title: z.string().trim().max(300).default(''),
  company: z.string().trim().max(300).default(''),
  description: z.string().max(AI_JOB_DESCRIPTION_MAX_CHARS).default(''),
});
export type AiJob = z.infer<typeof AiJobSchema>;

/**
 * A profile fact an AI answer rests on: a dotted path into the automation profile (`skills.Python`,
 * `workAuthorization.authorizedCountries`, `languages.English`, `totalYearsOfExperience`, `answers.<question>` is not
 * allowed: the memory is answered without AI) and the value found there, as text.
 */
export const ProfileFactSchema = z.object({
  path: z.string().trim().min(1).max(300),
  value: z.string().max(2000),
});
export type ProfileFact = z.infer<typeof ProfileFactSchema>;

/** POST /api/ai/answer-question (agent token). */
export const AnswerQuestionRequestSchema = z.object({
  question: z.string().trim().min(1).max(2000),
  kind: QuestionKindSchema,
  options: z.array(z.string().max(500)).max(200).default([]),
  job: AiJobSchema,
  profile: AutomationProfileSchema,
});
export type AnswerQuestionRequest = z.infer<typeof AnswerQuestionRequestSchema>;
export type AnswerQuestionRequestInput = z.input<typeof AnswerQuestionRequestSchema>;

/**
 * `answered`: `value` is the text to type or the option to pick (always one of `options` when there are options), and
 * `facts` (at least one) are the profile facts it rests on, each checked by the server against the profile it was
 * sent. `unknown`: the profile does not hold the answer; the engine sends the job to the needs-answer queue.
 */
export const AiAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('answered'),
    value: z.string().min(1).max(2000),
    facts: z.array(ProfileFactSchema).min(1),
  }),
  z.object({ status: z.literal('unknown') }),
]);
export type AiAnswer = z.infer<typeof AiAnswerSchema>;
export const AnswerQuestionResponseSchema = z.object({ success: z.literal(true), answer: AiAnswerSchema });
export type AnswerQuestionResponse = z.infer<typeof AnswerQuestionResponseSchema>;
