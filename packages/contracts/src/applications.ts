import { z } from 'zod';
import { STATS_BAR_CHART_DAYS, TIME_OF_DAY_BUCKETS } from './limits';

/**
 * Where an application goes (issue 30, decision 055): LinkedIn's Easy Apply, or the employer's own site on one of the
 * applicant-tracking systems ApplyPilot fills. One credit per confirmed application whatever the site.
 */
export const APPLICATION_SITES = ['linkedin', 'Greenhouse', 'Lever', 'Ashby'] as const;
export const ApplicationSiteSchema = z.enum(APPLICATION_SITES);
export type ApplicationSite = z.infer<typeof ApplicationSiteSchema>;
/** Company sites are every site but LinkedIn's own Easy Apply. */
export const EASY_APPLY_SITE: ApplicationSite = 'linkedin';

/**
 * Spending credits (credits issue, part 7): POST /api/applications reserves one credit for a job, POST
 * /api/applications/:id/sent completes it (it enters the history), POST /api/applications/:id/cancel gives it back,
 * and (issue 30) POST /api/applications/:id/unconfirmed gives it back for an application submitted on a company site
 * whose confirmation never came: the user then says in the history whether it arrived.
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
  /** Issue 30: where the application is submitted ("linkedin", Easy Apply, when absent). */
  site: ApplicationSiteSchema.default('linkedin'),
  /** Issue 30: the company site's address of this job's form (the page LinkedIn's Apply opened). */
  siteUrl: z
    .url({ protocol: /^https?$/, error: "Expected the company site's http(s) address." })
    .max(2048)
    .optional(),
});
export type ReserveApplicationRequest = z.infer<typeof ReserveApplicationRequestSchema>;
export type ReserveApplicationRequestInput = z.input<typeof ReserveApplicationRequestSchema>;

/** Path parameter of the sent and cancel calls; anything but a UUID cannot name an application (404). */
export const ApplicationIdParamsSchema = z.object({ id: z.uuid() });

/** Optional body of POST /api/applications/:id/cancel: why the agent gave the job up (kept for support). */
export const CancelApplicationRequestSchema = z.object({
  reason: z.string().trim().min(1).max(200).optional(),
});
export type CancelApplicationRequest = z.infer<typeof CancelApplicationRequestSchema>;

/**
 * `unconfirmed` (issue 30): submitted on a company site whose own confirmation never came; its credit was given back
 * and the history asks the user whether it arrived ("It arrived" charges it and makes it sent; "It did not arrive"
 * cancels it).
 */
export const ApplicationStatusSchema = z.enum(['reserved', 'sent', 'cancelled', 'unconfirmed']);
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
  /** Issue 30: where it was sent ("linkedin" for Easy Apply, else the company site's name) and the site's address. */
  site: z.string().optional(),
  siteUrl: z.string().nullable().optional(),
});
export type JobHistoryEntry = z.infer<typeof JobHistoryEntrySchema>;

/**
 * Issue 30's completions and the user's answers (decision 055):
 * - POST /api/applications/:id/unconfirmed (agent token): reserved → unconfirmed, the credit back with a ledger row.
 * - POST /api/applications/:id/arrived (session): unconfirmed → sent, one credit taken with a ledger row (402 when the
 *   balance has none); again: 200, nothing charged.
 * - POST /api/applications/:id/not-arrived (session): unconfirmed → cancelled, nothing charged.
 * - GET /api/applications/unconfirmed (session): the applications waiting for that answer, newest first.
 * Each answers ApplicationResponse (the list: UnconfirmedApplicationsResponse).
 */
export const APPLICATION_ROUTES = {
  unconfirmed: (id: string) => `/api/applications/${encodeURIComponent(id)}/unconfirmed`,
  arrived: (id: string) => `/api/applications/${encodeURIComponent(id)}/arrived`,
  notArrived: (id: string) => `/api/applications/${encodeURIComponent(id)}/not-arrived`,
  unconfirmedList: '/api/applications/unconfirmed',
} as const;

export const UnconfirmedApplicationSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  jobUrl: z.string(),
  company: z.string(),
  site: z.string(),
  siteUrl: z.string().nullable(),
  /** When the agent submitted it (epoch ms). */
  submittedAt: z.number(),
});
export type UnconfirmedApplication = z.infer<typeof UnconfirmedApplicationSchema>;
export const UnconfirmedApplicationsResponseSchema = z.object({
  success: z.literal(true),
  applications: z.array(UnconfirmedApplicationSchema),
});
export type UnconfirmedApplicationsResponse = z.infer<typeof UnconfirmedApplicationsResponseSchema>;

/** Sent applications per page of the history (GET /api/user/applications), and in job-info's jobHistory. */
export const HISTORY_PAGE_SIZE = 50;

/**
 * GET /api/user/job-info: the IANA time zone the browser counts days and hours in, as a query parameter (`?tz=`) or
 * as this header (the dashboard sends the header, so the call keeps the URL the specification names). Without
 * either, days are UTC days.
 */
export const JOB_INFO_TIME_ZONE_PARAM = 'tz';
export const TIME_ZONE_HEADER = 'x-time-zone';
/** Query parameter of GET /api/user/applications: the `nextCursor` of the page before (opaque to clients). */
export const HISTORY_CURSOR_PARAM = 'cursor';

const count = z.number().int().nonnegative();

/**
 * The statistics panel's figures, computed by the server over the sent applications in the time zone the client
 * named (decision 035; the rules of decision 020). Days are local calendar days; the 30-day windows are durations.
 */
export const JobStatsSchema = z.object({
  /** The zone the figures were counted in (the request's `tz`, else UTC). */
  timeZone: z.string(),
  /** The local date of "today" when the figures were computed (YYYY-MM-DD): a client past it asks again. */
  localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Since local midnight. */
  today: count,
  /** Yesterday from its local midnight up to the same wall-clock time, inclusive. */
  yesterdayUntilNow: count,
  /** The rolling last 30 days, and the 30 days before them. */
  last30Days: count,
  previous30Days: count,
  /** Seven local days, oldest first; the last is today. */
  lastSevenDays: z.array(count).length(STATS_BAR_CHART_DAYS),
  /** Every sent application by its local hour, in section 9's buckets. */
  timeOfDay: z.object(
    Object.fromEntries(TIME_OF_DAY_BUCKETS.map((b) => [b.name, count])) as Record<
      (typeof TIME_OF_DAY_BUCKETS)[number]['name'],
      typeof count
    >,
  ),
  /**
   * Issue 30: every sent application split by where it went: LinkedIn's Easy Apply, and company sites (Greenhouse,
   * Lever, Ashby). Optional so the figures an older server kept still read.
   */
  easyApply: count.optional(),
  companySites: count.optional(),
});
export type JobStats = z.infer<typeof JobStatsSchema>;

/**
 * GET /api/user/job-info[?tz=Asia/Kolkata] (document 1, sections 3 and 7). The fields the specification names keep
 * their meaning, except that `jobHistory` holds the newest page only (HISTORY_PAGE_SIZE entries, newest first): the
 * whole history's length is `totalApplications`, the rest is read page by page from GET /api/user/applications
 * starting at `jobHistoryNextCursor`. The three new fields are optional here so an answer of an older server (the
 * whole history, no figures) still reads during an upgrade.
 */
export const JobInfoResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({
    jobHistory: z.array(JobHistoryEntrySchema),
    availableJobs: z.number().int().nonnegative(),
    isPremium: z.boolean(),
    dailyCount: z.number().int().nonnegative(),
    monthlyCount: z.number().int().nonnegative(),
    totalApplications: count.optional(),
    jobHistoryNextCursor: z.string().nullable().optional(),
    stats: JobStatsSchema.optional(),
  }),
});
export type JobInfoResponse = z.infer<typeof JobInfoResponseSchema>;

/** GET /api/user/applications[?cursor=…]: one page of the sent history, newest first; nextCursor null on the last. */
export const HistoryPageResponseSchema = z.object({
  success: z.literal(true),
  jobHistory: z.array(JobHistoryEntrySchema),
  nextCursor: z.string().nullable(),
});
export type HistoryPageResponse = z.infer<typeof HistoryPageResponseSchema>;
