import { z } from 'zod';
import { ResumeConfigSchema } from './config';
import { ResumeDataSchema, SectionOrderSchema } from './resume-data';

/** What the command line reads: `{data, order, config?, title?}`. */
export const RenderInputSchema = z.object({
  data: ResumeDataSchema,
  order: SectionOrderSchema,
  config: ResumeConfigSchema.optional(),
  title: z.string().optional(),
});
export type RenderInput = z.output<typeof RenderInputSchema>;
