import { z } from 'zod';
import { JOB_OUTCOMES } from '@applypilot/contracts';
import { CompanySiteSchema } from './company-site-schema';

/** The catalogue file format; README.md documents it field by field. */

export const WORK_TYPES = ['on-site', 'remote', 'hybrid'] as const;
export const EXPERIENCE_LEVELS = [
  'internship',
  'entry level',
  'associate',
  'mid-senior level',
  'director',
  'executive',
] as const;
export const STEP_KINDS = [
  'contact',
  'address',
  'resume',
  'experience',
  'questions',
  'voluntary',
  'review',
] as const;
export const QUESTION_KINDS = [
  'text',
  'numeric',
  'textarea',
  'select',
  'radio',
  'checkbox',
  'typeahead',
  'date',
] as const;
/** The engine's outcomes, shared through the contracts so the catalogue's expectations use the same words. */
export const EXPECTED_OUTCOMES = JOB_OUTCOMES;

const AcceptSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('any') }),
  z.object({
    type: z.literal('whole-number'),
    min: z.number().int().optional(),
    max: z.number().int().optional(),
  }),
  z.object({ type: z.literal('decimal'), min: z.number().optional(), max: z.number().optional() }),
  z.object({ type: z.literal('one-of'), values: z.array(z.string()).min(1) }),
  z.object({ type: z.literal('url') }),
  z.object({ type: z.literal('date') }),
]);

const KINDS_WITH_OPTIONS = new Set(['select', 'radio', 'checkbox', 'typeahead']);

export const QuestionSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/, { error: 'use letters, digits, "_" or "-"' }),
    kind: z.enum(QUESTION_KINDS),
    label: z.string().min(1),
    required: z.boolean(),
    options: z.array(z.string().min(1)).optional(),
    accept: AcceptSchema.optional(),
    refusal: z.enum(['message', 'silent']).default('message'),
  })
  .refine((q) => !KINDS_WITH_OPTIONS.has(q.kind) || (q.options?.length ?? 0) > 0, {
    error: 'select, radio, checkbox and typeahead questions need options',
    path: ['options'],
  });

export const StepSchema = z.object({
  kind: z.enum(STEP_KINDS),
  title: z.string().optional(),
  questions: z.array(QuestionSchema).default([]),
});

const AnswerValueSchema = z.union([z.string(), z.array(z.string())]);

export const ExpectSchema = z.object({
  outcome: z.enum(EXPECTED_OUTCOMES),
  answers: z.record(z.string(), AnswerValueSchema).optional(),
  question: z.string().optional(),
  followCompany: z.boolean().optional(),
  note: z.string().optional(),
  /** Company-site jobs: the site's name the engine reports (`site` on the job line): Greenhouse, Lever, Ashby, Workday… */
  site: z.string().optional(),
  /** Company-site jobs: what a person does in the window for the job to go through (the engine never does it). */
  personSteps: z.array(z.enum(['captcha', 'security-code'])).optional(),
  /**
   * Company-site jobs: whether anything reaches the site before the outcome (an upload, a saved or typed value, a
   * Submit). `false` for a job the engine must park before opening the form.
   */
  siteReached: z.boolean().optional(),
});

export const JobEventsSchema = z.object({
  safetyReminder: z.boolean().optional(),
  throttle: z.boolean().optional(),
  /** The notice comes when Easy Apply is pressed, in place of the form (once per job); pressing again opens it. */
  throttleOnOpen: z.boolean().optional(),
  premiumUpsell: z.boolean().optional(),
  securityCheck: z.boolean().optional(),
  silentRefusal: z.union([z.boolean(), z.object({ step: z.number().int().min(0) })]).optional(),
  discardOrder: z.enum(['save-first', 'discard-first']).optional(),
  rerenderCards: z.boolean().optional(),
  /**
   * Submit answers "Something went wrong. Please try again." this many times before it goes through (issue 29: the
   * engine reads the page's words, waits, presses Submit once more; an error that stays discards the job).
   */
  submitErrors: z.number().int().min(0).optional(),
  /**
   * A page the engine cannot understand (issue 27): the step's primary action (Next, Review, Submit) is taken away
   * as soon as the person starts answering, as LinkedIn's next redesign might, so only Back and the dismiss remain.
   */
  primaryGoneOnceAnswered: z.boolean().optional(),
});

export const JobSchema = z
  .object({
    id: z.string().regex(/^\d+$/, { error: 'job id must be a numeric string' }),
    title: z.string().min(1),
    company: z.string().min(1),
    location: z.string().min(1),
    workType: z.enum(WORK_TYPES),
    experienceLevel: z.enum(EXPERIENCE_LEVELS),
    jobType: z.string().default('Full-time'),
    postedHoursAgo: z.number().min(0),
    applicants: z.number().int().min(0).optional(),
    apply: z.enum(['easy', 'external', 'applied']),
    appliedDaysAgo: z.number().int().min(0).default(3),
    promoted: z.boolean().default(false),
    description: z.string().min(1),
    storedResumes: z.array(z.string().min(1)).default([]),
    resumeRequired: z.boolean().default(true),
    steps: z.array(StepSchema).default([]),
    events: JobEventsSchema.default({}),
    /** Where "Apply on company website" leads (external jobs only; without it, the board's plain careers page). */
    companySite: CompanySiteSchema.optional(),
    expect: ExpectSchema.optional(),
  })
  .refine((job) => job.companySite === undefined || job.apply === 'external', {
    error: 'only an external job has a companySite',
    path: ['companySite'],
  })
  .refine((job) => job.apply !== 'easy' || job.steps.length > 0, {
    error: 'an Easy Apply job needs at least one step',
    path: ['steps'],
  })
  .refine(
    (job) => {
      const review = job.steps.findIndex((s) => s.kind === 'review');
      return review === -1 || review === job.steps.length - 1;
    },
    {
      error: 'a review step must be the last step',
      path: ['steps'],
    },
  );

/** A position on the member's profile: the work experience step shows it filled in, as LinkedIn does. */
export const PositionSchema = z.object({ title: z.string().min(1), company: z.string().min(1) });

export const MemberSchema = z.object({
  name: z.string().default('Jane Doe'),
  headline: z.string().default('Software Engineer'),
  emails: z.array(z.string().min(1)).min(1).default(['jane.doe@example.com']),
  positions: z.array(PositionSchema).default([]),
});

export const LimitsSchema = z.object({
  dailyLimitAfter: z.number().int().min(0).optional(),
  throttleAfter: z.number().int().min(0).optional(),
});

export const CatalogueSchema = z
  .object({
    member: MemberSchema.default({
      name: 'Jane Doe',
      headline: 'Software Engineer',
      emails: ['jane.doe@example.com'],
      positions: [],
    }),
    limits: LimitsSchema.default({}),
    jobs: z.array(JobSchema).min(1),
  })
  .superRefine((catalogue, ctx) => {
    const seen = new Set<string>();
    catalogue.jobs.forEach((job, index) => {
      if (seen.has(job.id))
        ctx.addIssue({ code: 'custom', message: `duplicate job id ${job.id}`, path: ['jobs', index, 'id'] });
      seen.add(job.id);
      const ids = new Set<string>();
      job.steps.forEach((step, s) =>
        step.questions.forEach((q, i) => {
          if (ids.has(q.id))
            ctx.addIssue({
              code: 'custom',
              message: `duplicate question id ${q.id}`,
              path: ['jobs', index, 'steps', s, 'questions', i, 'id'],
            });
          ids.add(q.id);
        }),
      );
    });
  });

export type Catalogue = z.infer<typeof CatalogueSchema>;
export type CatalogueInput = z.input<typeof CatalogueSchema>;
export type Job = z.infer<typeof JobSchema>;
export type Step = z.infer<typeof StepSchema>;
export type Question = z.infer<typeof QuestionSchema>;
export type Accept = z.infer<typeof AcceptSchema>;
export type Limits = z.infer<typeof LimitsSchema>;
export type Member = z.infer<typeof MemberSchema>;
export type Position = z.infer<typeof PositionSchema>;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type WorkType = (typeof WORK_TYPES)[number];
