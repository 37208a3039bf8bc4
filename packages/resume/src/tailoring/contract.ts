import { AiJobSchema } from '@applypilot/contracts';
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
    z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(200_000) }),
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
