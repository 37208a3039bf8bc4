import { z } from 'zod';
import { CAPTURE_FILE_PATTERN } from './automation-profile';

/**
 * Jobs the agent met and did not apply to, recorded with the API so the history can list them with their reasons
 * (issue 21's fit skips, generalised by issues 27 and 30; decision 055). No credit moves for any of them.
 *
 * - `fit`, `deal-breaker`: the job fit check skipped it (a score always).
 * - `not-understood`: LinkedIn (or a company site) showed a page the engine does not understand; `capture` names the
 *   redacted copy of that page in the agent's data folder, for the support mail.
 * - `site-not-supported`: the job's Apply opened a company site ApplyPilot does not fill yet (`site`, `siteUrl`).
 * - `closed`: the posting is closed on the company's site.
 */
export const SKIPPED_JOB_KINDS = [
  'fit',
  'deal-breaker',
  'not-understood',
  'site-not-supported',
  'closed',
] as const;
export const SkippedJobKindSchema = z.enum(SKIPPED_JOB_KINDS);
export type SkippedJobKind = z.infer<typeof SkippedJobKindSchema>;

/** POST records (agent token), GET lists them (session cookie). */
export const SKIPPED_JOBS_API = '/api/skipped-jobs';

/** A capture is the page's structure without scripts; a larger one is not a page the engine could have read. */
export const CAPTURE_MAX_CHARS = 20_000_000;

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => value === '' || /^https?:\/\//i.test(value), { error: 'Expected an http(s) address.' });

/** POST /api/skipped-jobs (agent token): one job the agent did not apply to, and why. */
export const SkippedJobReportSchema = z
  .object({
    jobId: z.string().trim().min(1).max(100),
    jobUrl: httpUrl.default(''),
    jobTitle: z.string().trim().max(300).default(''),
    company: z.string().trim().max(300).default(''),
    kind: SkippedJobKindSchema,
    /** The fit score (0-100); only the fit check's skips have one. */
    score: z.number().int().min(0).max(100).nullable().default(null),
    /** The sentence the user reads (the fit summary, MESSAGES.pageNotUnderstood, …). */
    reason: z.string().trim().min(1).max(1000),
    missingSkills: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
    /** `not-understood`: the capture's file name in the agent's captures folder (CAPTURE_FILE_PATTERN). */
    capture: z.string().regex(CAPTURE_FILE_PATTERN).optional(),
    /** The company site's name ("Workday", "Greenhouse") and the address LinkedIn sent the user to. */
    site: z.string().trim().min(1).max(60).optional(),
    siteUrl: httpUrl.optional(),
  })
  .refine((report) => (report.kind === 'fit' || report.kind === 'deal-breaker') === (report.score !== null), {
    error: 'A fit or deal-breaker skip has a score; other kinds have none.',
    path: ['score'],
  });
export type SkippedJobReport = z.infer<typeof SkippedJobReportSchema>;
export type SkippedJobReportInput = z.input<typeof SkippedJobReportSchema>;

export const SkippedJobEntrySchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobUrl: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  kind: SkippedJobKindSchema,
  score: z.number().int().nullable(),
  reason: z.string(),
  missingSkills: z.array(z.string()),
  capture: z.string().nullable(),
  site: z.string().nullable(),
  siteUrl: z.string().nullable(),
  createdAt: z.number(),
});
export type SkippedJobEntry = z.infer<typeof SkippedJobEntrySchema>;

/** GET /api/skipped-jobs (session): the newest skipped jobs of every kind, newest first. */
export const SKIPPED_JOBS_PAGE_SIZE = 100;
export const SkippedJobsResponseSchema = z.object({
  success: z.literal(true),
  skipped: z.array(SkippedJobEntrySchema),
});
export type SkippedJobsResponse = z.infer<typeof SkippedJobsResponseSchema>;
export const SkippedJobResponseSchema = z.object({
  success: z.literal(true),
  skipped: SkippedJobEntrySchema,
});
