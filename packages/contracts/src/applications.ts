import { z } from 'zod';

/**
 * Spending credits (credits issue, part 7): POST /api/applications reserves one credit for a job, POST
 * /api/applications/:id/sent completes it (it enters the history), POST /api/applications/:id/cancel gives it back.
 */
export const ReserveApplicationRequestSchema = z.object({
  jobId: z.string().trim().min(1).max(100),
  jobUrl: z.string().trim().min(1).max(2048),
  jobTitle: z.string().trim().max(300).default(''),
  company: z.string().trim().max(300).default(''),
  /** Issue [8]: the SHA-256 (lowercase hex) of the resume PDF uploaded with this application. */
  resumeSha256: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  /** Issue [8]: the tailoring (POST /api/ai/tailor-resume's `tailoringId`) whose PDF this application sends. */
  tailoringId: z.uuid().optional(),
});
export type ReserveApplicationRequest = z.infer<typeof ReserveApplicationRequestSchema>;

/** Path parameter of the sent and cancel calls; anything but a UUID cannot name an application (404). */
export const ApplicationIdParamsSchema = z.object({ id: z.uuid() });

/** Optional body of POST /api/applications/:id/cancel: why the agent gave the job up (kept for support). */
export const CancelApplicationRequestSchema = z.object({
  reason: z.string().trim().min(1).max(200).optional(),
});
export type CancelApplicationRequest = z.infer<typeof CancelApplicationRequestSchema>;

export const ApplicationStatusSchema = z.enum(['reserved', 'sent', 'cancelled']);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

export const ApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  status: ApplicationStatusSchema,
});

/** Answer of the three spending calls; `availableJobs` is the balance after the change. */
export const ApplicationResponseSchema = z.object({
  success: z.literal(true),
  application: ApplicationSchema,
  availableJobs: z.number().int().nonnegative(),
  /**
   * Agent trust (decision 033): on a reservation (POST /api/applications, and POST /api/applications/:id/hold) the
   * API's Ed25519 grant for this user, job and reservation (packages/grants). The agent never presses Submit without
   * one that verifies with the public key built into it.
   */
  grant: z.string().max(1000).optional(),
});
export type ApplicationResponse = z.infer<typeof ApplicationResponseSchema>;

/**
 * POST /api/applications/:id/hold (agent token only): the agent still holds this reservation (it calls this every
 * APPLICATION_HOLD_INTERVAL_MS while one is open), so the expiry sweep leaves it alone for another hour. Answers the
 * reservation with a renewed grant; 409 when it is no longer reserved.
 */
export const APPLICATION_HOLD_INTERVAL_MS = 5 * 60 * 1000;

/** A timestamp as the specification's client reads it: `appliedAt._seconds`. */
export const SecondsTimestampSchema = z.object({ _seconds: z.number() });

export const JobHistoryEntrySchema = z.object({
  jobTitle: z.string(),
  jobUrl: z.string(),
  company: z.string(),
  appliedAt: SecondsTimestampSchema,
  /** Issue [8]: whether the resume sent was tailored by AI for this job, and the SHA-256 of the PDF sent. */
  tailored: z.boolean().optional(),
  resumeSha256: z.string().nullable().optional(),
});
export type JobHistoryEntry = z.infer<typeof JobHistoryEntrySchema>;

/** GET /api/user/job-info (document 1, sections 3 and 7). History newest first. */
export const JobInfoResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({
    jobHistory: z.array(JobHistoryEntrySchema),
    availableJobs: z.number().int().nonnegative(),
    isPremium: z.boolean(),
    dailyCount: z.number().int().nonnegative(),
    monthlyCount: z.number().int().nonnegative(),
  }),
});
export type JobInfoResponse = z.infer<typeof JobInfoResponseSchema>;
