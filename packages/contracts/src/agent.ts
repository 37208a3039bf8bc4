import { z } from 'zod';
import {
  AutomationProfileSchema,
  CAPTURE_FILE_PATTERN,
  JobResultLineSchema,
  JobSearchSettingsSchema,
  QuestionKindSchema,
} from './automation-profile';
import { FitSettingsSchema } from './fit';
import { LOCAL_AGENT_PORT } from './limits';
import { questionText } from './question-text';

/**
 * The local agent's HTTP API (automation issue, part 4), spoken only by the extension's service worker. The door
 * (FACTS.md): Host allow-list before routing, the extension's origin only, JSON bodies only, every body parsed with
 * these schemas. Since decision 048 nothing secret crosses the port: pairing is a password-authenticated key exchange
 * (packages/agent-link), every session starts with the agent proving it holds the pairing key (`hello`), and every
 * later call is MACed and sealed under keys derived from it. Every route below but `hello` and `pair` is a POST
 * carrying the session headers and a sealed body; its answer (or each progress event) is sealed too.
 */
export const AGENT_API = {
  /** POST HelloRequest → HelloResponse: the only request the extension sends before the agent proved itself. */
  hello: '/api/hello',
  /** POST PairRequest (offer, then confirm) → PairOfferResponse / PairConfirmResponse. */
  pair: '/api/pair',
  status: '/api/status',
  start: '/api/start',
  stop: '/api/stop',
  /** `text/event-stream` whose every `data:` is a sealed AgentEvent (read with fetch). */
  progress: '/api/progress',
  /** Issue [8]: sealed {sha256} → SentResumeResponse, the PDF the agent uploaded for an application. */
  sentResume: '/api/resumes',
  /**
   * Issue 27: sealed {name} → CaptureResponse, the redacted capture of a page the engine did not understand, read only
   * from the agent's captures folder and only under a name CAPTURE_FILE_PATTERN accepts.
   */
  captures: '/api/captures',
} as const;

/** A capture's file name as the engine writes it (`<job id>-<ms>.html`); nothing else names a file there. */
export const CaptureNameSchema = z.string().regex(CAPTURE_FILE_PATTERN, {
  error: 'Expected a capture file name such as 4100000001-1764300000000.html.',
});
export const CaptureRequestSchema = z.object({ name: CaptureNameSchema });
export const CaptureResponseSchema = z.object({ name: CaptureNameSchema, html: z.string() });
export type CaptureResponse = z.infer<typeof CaptureResponseSchema>;

/** A SHA-256 as lowercase hex: how an uploaded resume PDF is named everywhere. */
export const Sha256Schema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: 'Expected a SHA-256 in lowercase hex.' });
export const SentResumeRequestSchema = z.object({ sha256: Sha256Schema });
export const SentResumeResponseSchema = z.object({
  sha256: Sha256Schema,
  filename: z.string(),
  base64: z.string(),
});
export type SentResumeResponse = z.infer<typeof SentResumeResponseSchema>;

/** `${agentNonce}.${extensionNonce}`: which session a call belongs to. */
export const AGENT_SESSION_HEADER = 'x-applypilot-session';
/** The call's number in its session (each used once). */
export const AGENT_SEQ_HEADER = 'x-applypilot-seq';
/** HMAC of the operation and number under the session's key: the extension's proof, read before any body. */
export const AGENT_MAC_HEADER = 'x-applypilot-mac';

/** The Host values the agent accepts (DNS rebinding defence): exactly these, for its own port. */
export function agentAllowedHosts(port: number = LOCAL_AGENT_PORT): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`];
}

/** base64url of exactly `bytes` bytes. */
const base64urlBytes = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), {
    error: `Expected ${bytes} bytes in base64url.`,
  });

/** A sealed value (packages/agent-link seal.ts): AES-GCM IV and ciphertext with its tag, base64url. */
export const SealedSchema = z.object({
  iv: base64urlBytes(12),
  box: z.string().regex(/^[A-Za-z0-9_-]{22,}$/, { error: 'Expected a sealed box.' }),
});

export const HelloRequestSchema = z.object({ extensionNonce: base64urlBytes(32) });
export const HelloResponseSchema = z.discriminatedUnion('paired', [
  z.object({ paired: z.literal(false), version: z.string() }),
  z.object({
    paired: z.literal(true),
    version: z.string(),
    agentNonce: base64urlBytes(32),
    /** HMAC(pairing key, extensionNonce ‖ agentNonce): the extension checks it before it sends anything else. */
    proof: base64urlBytes(32),
  }),
]);
export type HelloResponse = z.infer<typeof HelloResponseSchema>;

/**
 * The code the agent prints and the user types into the popup: 6 digits, or 12 when wrong codes were typed and the
 * person asked the agent's window for a new one (decision 048). Spaces and dashes between digits are ignored.
 */
export const PAIRING_CODE_LENGTH = 6;
export const LONG_PAIRING_CODE_LENGTH = 12;
export const PairingCodeSchema = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z.string().regex(new RegExp(`^(\\d{${PAIRING_CODE_LENGTH}}|\\d{${LONG_PAIRING_CODE_LENGTH}})$`), {
      error: 'Type the code the agent shows: 6 digits, or 12 when it shows a longer one.',
    }),
  );

/** The ApplyPilot site an extension was built for (its APP_ORIGIN): recorded at pairing (decision 033). */
const ApiOriginSchema = z.url({ protocol: /^https?$/ }).refine((value) => new URL(value).origin === value, {
  error: 'Expected an origin (scheme, host and port).',
});

export const PairRequestSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('offer'),
    /** CPace's session id: 16 random bytes chosen by the extension. */
    pairingId: base64urlBytes(16),
    /** The extension's CPace share. */
    share: base64urlBytes(32),
    apiOrigin: ApiOriginSchema,
  }),
  z.object({
    step: z.literal('confirm'),
    /** The agent's answer to the offer, sealed for itself: it keeps no state per offer. */
    ticket: z.string().regex(/^[A-Za-z0-9_.-]{1,2000}$/, { error: 'Expected the ticket of an offer.' }),
    /** The extension's key confirmation. */
    proof: base64urlBytes(32),
  }),
]);
export type PairRequest = z.infer<typeof PairRequestSchema>;
export const PairOfferResponseSchema = z.object({ share: base64urlBytes(32), ticket: z.string() });
export const PairConfirmResponseSchema = z.object({ proof: base64urlBytes(32) });

export const AGENT_RUN_STATES = ['idle', 'running', 'stopping'] as const;
export const AgentStatusSchema = z.object({
  version: z.string(),
  state: z.enum(AGENT_RUN_STATES),
  runId: z.string().nullable(),
  /** Counts of the current (or last) run. */
  applied: z.number().int().nonnegative(),
  processed: z.number().int().nonnegative(),
});
export type AgentStatus = z.infer<typeof AgentStatusSchema>;

/** The active resume as the setup screen stores it (`resumeData`): a PDF data URI or bare base64, and its name. */
export const AgentResumeSchema = z.object({
  base64: z.string().min(1).max(15_000_000),
  filename: z.string().trim().min(1).max(255),
});

/**
 * POST /api/start. `apiUrl` and `apiToken` let the agent spend credits with the API for this user (the token comes
 * from POST /api/agent/token and is scoped to that user's applications calls). `max` caps applications this run.
 */
export const AgentStartRequestSchema = z.object({
  search: JobSearchSettingsSchema,
  profile: AutomationProfileSchema,
  resume: AgentResumeSchema,
  customize: z.boolean().default(false),
  /** The builder's structured resume `{data, order, config?}` when the active resume came from the builder. */
  resumeStructured: z.unknown().optional(),
  /** The active resume's plain text (the setup screen's `resumeData.text`), for tailoring a resume not built here. */
  resumeText: z.string().max(200_000).optional(),
  apiUrl: z.url({ protocol: /^https?$/ }),
  apiToken: z.string().min(20).max(500),
  max: z.number().int().min(1).max(1000).optional(),
  /** Issue 21: the job fit settings; absent: DEFAULT_FIT_SETTINGS (both on). */
  fit: FitSettingsSchema.optional(),
});
export type AgentStartRequest = z.infer<typeof AgentStartRequestSchema>;
export type AgentStartRequestInput = z.input<typeof AgentStartRequestSchema>;
export const AgentStartResponseSchema = z.object({ runId: z.string() });

/** Why a run ended. `no-credits`, `daily-limit` and `monthly-limit` come from the API's 402/429 answers. */
export const RUN_END_REASONS = [
  'finished',
  'stopped',
  'no-credits',
  'daily-limit',
  'monthly-limit',
  'security-check',
  'linkedin-limit',
  'sign-in-required',
  /** Issue 27: three jobs in a row showed a page the engine does not understand (MESSAGES.pageNotUnderstood). */
  'not-understood',
  'error',
] as const;
export const RunEndReasonSchema = z.enum(RUN_END_REASONS);
export type RunEndReason = z.infer<typeof RunEndReasonSchema>;

/** Progress, in order, on /api/progress (and relayed unchanged to the dashboard by the extension). */
export const AgentEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('run-started'), runId: z.string(), at: z.number() }),
  z.object({
    type: z.literal('job-started'),
    runId: z.string(),
    jobId: z.string(),
    title: z.string(),
    company: z.string(),
    /** The job's own page (issue 20), so a person or a test can open it. */
    jobUrl: z.string().optional(),
  }),
  z.object({
    type: z.literal('job-result'),
    runId: z.string(),
    result: JobResultLineSchema,
    /** The balance the API answered after this job's credit call, when there was one. */
    creditsLeft: z.number().int().nonnegative().optional(),
  }),
  /**
   * Issue [8]: the resume tailoring for a job ended. `ok`: the tailored PDF (`sha256`) will be uploaded for this job;
   * otherwise `message` says why and the base resume is used. `creditsLeft` is the balance after the call.
   */
  z.object({
    type: z.literal('job-tailored'),
    runId: z.string(),
    jobId: z.string(),
    ok: z.boolean(),
    sha256: z.string().optional(),
    message: z.string().optional(),
    creditsLeft: z.number().int().nonnegative().optional(),
  }),
  /** A line for people ("Waiting 42 s before the next job"). */
  z.object({ type: z.literal('log'), runId: z.string(), message: z.string() }),
  z.object({
    type: z.literal('run-ended'),
    runId: z.string(),
    reason: RunEndReasonSchema,
    /** What the dashboard shows; for API refusals the API's own message (e.g. MESSAGES.noCredits). */
    message: z.string(),
    applied: z.number().int().nonnegative(),
    processed: z.number().int().nonnegative(),
  }),
]);
export type AgentEvent = z.infer<typeof AgentEventSchema>;

/** POST /api/agent/token (session cookie): a short-lived bearer token for the agent's applications calls. */
export const AGENT_API_TOKEN_TTL_HOURS = 12;
/** Agent tokens one account may be issued per RATE_LIMIT_WINDOW_MINUTES (a run asks for one; retries are cheap). */
export const AGENT_API_TOKEN_ISSUE_LIMIT = 30;
export const AgentApiTokenResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expiresAt: z.number(),
});

/**
 * The needs-answer queue (automation issue, part 1): a question the engine could not answer from the profile. The
 * agent reports it (agent token); the dashboard lists, answers (into the profile's answer memory) or dismisses it.
 */
export const NeedsAnswerReportSchema = z.object({
  jobId: z.string().trim().min(1).max(100),
  jobUrl: z.string().trim().max(2048).default(''),
  jobTitle: z.string().trim().max(300).default(''),
  company: z.string().trim().max(300).default(''),
  // Stored as a person reads it (no required mark, whitespace collapsed): one question, however a form marks it.
  question: z
    .string()
    .max(2000)
    .transform(questionText)
    .pipe(z.string().min(1, { error: 'The question is empty.' })),
  kind: QuestionKindSchema,
  options: z.array(z.string().max(500)).max(200).default([]),
});
export type NeedsAnswerReport = z.infer<typeof NeedsAnswerReportSchema>;
export const NeedsAnswerItemSchema = NeedsAnswerReportSchema.extend({
  id: z.string(),
  createdAt: z.number(),
});
export type NeedsAnswerItem = z.infer<typeof NeedsAnswerItemSchema>;
/** POST /api/agent/needs-answer (agent token): the stored item (201 new, 200 when the same one was already open). */
export const NeedsAnswerItemResponseSchema = z.object({
  success: z.literal(true),
  item: NeedsAnswerItemSchema,
});
/** Open questions older than this are not listed (a new report of the same question brings it back). */
export const NEEDS_ANSWER_MAX_AGE_DAYS = 30;
/** GET /api/needs-answer (session): open questions, newest first. */
export const NeedsAnswerListResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(NeedsAnswerItemSchema),
  /**
   * The same open questions, one per question (issue 20): the jobs waiting on it, newest first, and the newest
   * report's kind and options. Groups are ordered by their newest job.
   */
  groups: z.array(
    z.object({
      question: z.string(),
      kind: QuestionKindSchema,
      options: z.array(z.string()),
      jobs: z.array(NeedsAnswerItemSchema.omit({ question: true, kind: true, options: true })),
    }),
  ),
});
export type NeedsAnswerGroup = z.infer<typeof NeedsAnswerListResponseSchema>['groups'][number];
/** POST /api/needs-answer/:id/resolve (session): the user answered it (kept in the profile) or dismissed it. */
export const NeedsAnswerResolveRequestSchema = z.object({ resolution: z.enum(['answered', 'dismissed']) });
/** Answer of the resolve call: the resolution kept (the first one, when it was already resolved). */
export const NeedsAnswerResolveResponseSchema = z.object({
  success: z.literal(true),
  id: z.string(),
  resolution: z.enum(['answered', 'dismissed']),
});
/**
 * POST /api/needs-answer/resolve (session, issue 20): one answer releases every job waiting on the question (matched
 * on questionKey). `resolved` counts the rows this call closed (0 when none was open).
 */
export const NeedsAnswerResolveQuestionRequestSchema = z.object({
  question: z
    .string()
    .max(2000)
    .transform(questionText)
    .pipe(z.string().min(1, { error: 'The question is empty.' })),
  resolution: z.enum(['answered', 'dismissed']),
});
export const NeedsAnswerResolveQuestionResponseSchema = z.object({
  success: z.literal(true),
  question: z.string(),
  resolution: z.enum(['answered', 'dismissed']),
  resolved: z.number().int().nonnegative(),
});
