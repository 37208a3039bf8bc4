import {
  AI_LIMIT_MESSAGES,
  AI_RESUME_TEXT_MAX_CHARS,
  AiJobSchema,
  COVER_LETTER_MAX_CHARS,
} from '@applypilot/contracts';
import { z } from 'zod';
import { ResumeConfigSchema } from '../model/config';
import { ResumeDataSchema, SectionOrderSchema } from '../model/resume-data';

/**
 * POST /api/ai/tailor-resume (issue [8], agent token). Its shapes embed the resume model, which lives in this
 * package, so they are written here rather than in contracts (decision 026).
 */
export const StructuredResumeSchema = z.object({
  data: ResumeDataSchema,
  order: SectionOrderSchema,
  config: ResumeConfigSchema.optional(),
});
export type StructuredResume = z.output<typeof StructuredResumeSchema>;

export const TailorResumeRequestSchema = z.object({
  job: AiJobSchema,
  /** The builder's structured data when the active resume came from the builder, else the resume's text. */
  resume: z.discriminatedUnion('kind', [
    StructuredResumeSchema.extend({ kind: z.literal('structured') }),
    z.object({
      kind: z.literal('text'),
      text: z
        .string()
        .trim()
        .min(1)
        .max(AI_RESUME_TEXT_MAX_CHARS, { error: AI_LIMIT_MESSAGES.resumeTextTooLong }),
    }),
  ]),
});
export type TailorResumeRequest = z.output<typeof TailorResumeRequestSchema>;
export type TailorResumeRequestInput = z.input<typeof TailorResumeRequestSchema>;

export const TailorResumeResponseSchema = z.object({
  success: z.literal(true),
  /** Names the tailoring on the application's reservation (`tailoringId`), so the history knows what was sent. */
  tailoringId: z.uuid(),
  /** The tailored resume in the builder's schema, ready for renderResume. */
  resume: StructuredResumeSchema,
  /** The balance after the 5 credits were taken. */
  availableJobs: z.number().int().nonnegative(),
});
export type TailorResumeResponse = z.output<typeof TailorResumeResponseSchema>;

/**
 * POST /api/ai/cover-letter (truth issue, part 4; agent token). The same resume the job's tailoring was made from;
 * the letter may state only the resume's facts and the job's title and company.
 */
export const CoverLetterRequestSchema = z.object({
  job: AiJobSchema,
  /** This user's finished tailoring for the same job: the letter comes within its 5 credits. */
  tailoringId: z.uuid(),
  resume: TailorResumeRequestSchema.shape.resume,
});
export type CoverLetterRequest = z.output<typeof CoverLetterRequestSchema>;
export type CoverLetterRequestInput = z.input<typeof CoverLetterRequestSchema>;

export const CoverLetterResponseSchema = z.object({
  success: z.literal(true),
  /** Plain text, paragraphs separated by a blank line, checked like a tailoring (no new facts, numbers or names). */
  letter: z.string().min(1).max(COVER_LETTER_MAX_CHARS),
});
export type CoverLetterResponse = z.output<typeof CoverLetterResponseSchema>;
