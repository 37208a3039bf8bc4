import { z } from 'zod';

/**
 * Job fit before applying (issue 21, decision 044): the engine scores each job's description, title and location
 * against the profile before Easy Apply is pressed and skips what the user would not want, saying why. A skipped job
 * reserves no credit and does not count toward the daily or monthly limits.
 */

/**
 * The default "Skip jobs that fit less than N%": chosen from the labelled set of apps/agent/bench (decision 044), low
 * enough that a job missing one or two of its must-haves is still applied to, high enough that a job whose core
 * requirements the profile lacks is skipped.
 */
export const DEFAULT_FIT_THRESHOLD = 45;
/** What the setup screen says beside the threshold (the reason for the default). */
export const FIT_THRESHOLD_REASON =
  'Why 45%: on our benchmark of 127 labelled job descriptions, the jobs worth applying to scored 48% or more and the others 43% or less. Lower it to apply more widely.';

/** The two settings of Assistant Setup (both on by default). */
export const FitSettingsSchema = z.object({
  /** "Skip jobs that fit less than N%". */
  skipBelow: z.boolean().default(true),
  threshold: z.number().int().min(0).max(100).default(DEFAULT_FIT_THRESHOLD),
  /** "Never apply when a deal-breaker is found". */
  skipDealBreakers: z.boolean().default(true),
});
export type FitSettings = z.infer<typeof FitSettingsSchema>;
export type FitSettingsInput = z.input<typeof FitSettingsSchema>;
export const DEFAULT_FIT_SETTINGS: FitSettings = FitSettingsSchema.parse({});

/** Why a job was skipped: it fits too little, or it has a deal-breaker the profile answers. */
export const FIT_SKIP_KINDS = ['fit', 'deal-breaker'] as const;
export const FitSkipKindSchema = z.enum(FIT_SKIP_KINDS);
export type FitSkipKind = z.infer<typeof FitSkipKindSchema>;

/** The check's verdict on one job, sent on the progress events and the JSON lines. */
export const FitVerdictSchema = z.object({
  /** 0-100. */
  score: z.number().int().min(0).max(100),
  /** "Fit 38%: asks for Go (8 years) and Kubernetes, which your profile does not list". */
  summary: z.string().max(1000),
  /** Each reason as a sentence. */
  reasons: z.array(z.string().max(500)).max(20),
  /** Must-have skills the profile does not list (display names), for the statistics. */
  missing: z.array(z.string().max(100)).max(30),
  /** Deal-breakers found (sentences), empty when none. */
  dealBreakers: z.array(z.string().max(500)).max(10),
  /** Set when the job was skipped. */
  skipped: FitSkipKindSchema.optional(),
  /** Set when the server's AI gave a second opinion (item 4). */
  refined: z.boolean().optional(),
});
export type FitVerdict = z.infer<typeof FitVerdictSchema>;

/** The API's fit routes: POST skips (agent token), GET skips and stats (session cookie). */
export const FIT_API = {
  skips: '/api/fit/skips',
  stats: '/api/fit/stats',
  opinion: '/api/ai/fit-opinion',
} as const;

/** POST /api/fit/skips (agent token): a job the engine skipped for fit. No credit moves. */
export const FitSkipReportSchema = z.object({
  jobId: z.string().trim().min(1).max(100),
  jobUrl: z.string().trim().max(2048).default(''),
  jobTitle: z.string().trim().max(300).default(''),
  company: z.string().trim().max(300).default(''),
  kind: FitSkipKindSchema,
  score: z.number().int().min(0).max(100),
  reason: z.string().trim().min(1).max(1000),
  missingSkills: z.array(z.string().trim().min(1).max(100)).max(30).default([]),
});
export type FitSkipReport = z.infer<typeof FitSkipReportSchema>;

export const FitSkipEntrySchema = FitSkipReportSchema.extend({
  id: z.string(),
  createdAt: z.number(),
});
export type FitSkipEntry = z.infer<typeof FitSkipEntrySchema>;

/** GET /api/fit/skips (session): the newest skipped jobs with their reasons. */
export const FIT_SKIPS_PAGE_SIZE = 100;
export const FitSkipsResponseSchema = z.object({
  success: z.literal(true),
  skips: z.array(FitSkipEntrySchema),
});
export type FitSkipsResponse = z.infer<typeof FitSkipsResponseSchema>;

/** How many missing skills the statistics list. */
export const FIT_TOP_MISSING_SKILLS = 5;
/** GET /api/fit/stats (session): how many jobs were skipped, and the most common missing skills across them. */
export const FitStatsResponseSchema = z.object({
  success: z.literal(true),
  skippedForFit: z.number().int().nonnegative(),
  skippedForDealBreaker: z.number().int().nonnegative(),
  topMissingSkills: z.array(z.object({ skill: z.string(), count: z.number().int().positive() })),
});
export type FitStatsResponse = z.infer<typeof FitStatsResponseSchema>;

/**
 * POST /api/ai/fit-opinion (agent token, free, rate-limited; item 4): a second opinion on a job the check would apply
 * to, at most FIT_REFINE_MARGIN points above the threshold. It may only add a skip (decision 047): the answer may only
 * cite the description and the profile; the server drops a requirement whose quote is not in the description or a
 * skill the profile lists, and the agent skips only for the requirements left.
 */
export const FIT_REFINE_MARGIN = 5;
/** Second opinions one account may ask for per rate-limit window (free; near-threshold jobs only). */
export const AI_FIT_OPINION_LIMIT = 60;
export const FitOpinionRequestSchema = z.object({
  jobTitle: z.string().trim().max(300).default(''),
  description: z.string().trim().min(1).max(30_000),
  /** Skill name → years, as the profile lists them. */
  skills: z.record(z.string().max(100), z.number().min(0).max(80)),
  totalYearsOfExperience: z.number().min(0).max(80).optional(),
  /** The engine's own score, for the model's context. */
  score: z.number().int().min(0).max(100),
});
export type FitOpinionRequest = z.infer<typeof FitOpinionRequestSchema>;
export const FitOpinionResponseSchema = z.object({
  success: z.literal(true),
  /** Must-haves the description asks for that the profile lacks, each with its quote from the description. */
  missing: z.array(z.object({ skill: z.string(), quote: z.string() })),
  /** Whether the model thinks the profile meets the core requirements. */
  fits: z.boolean(),
});
export type FitOpinionResponse = z.infer<typeof FitOpinionResponseSchema>;
