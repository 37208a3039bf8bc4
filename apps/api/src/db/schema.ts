import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    displayName: text('display_name'),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    credits: integer('credits').notNull().default(0),
    isPremium: boolean('is_premium').notNull().default(false),
    /** Null until the owner proves the address (the mailed link, or Google sign-in with a verified email). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * Bumped by a trigger on applications in the same statement as any change to this user's applications (decision
     * 038): a job_info_figures row computed at another version is stale.
     */
    applicationsVersion: bigint('applications_version', { mode: 'number' }).notNull().default(0),
    /**
     * The key the browser encrypts this person's setup with (decision 049), 32 random bytes as base64url; null until
     * the first signed-in dashboard asks for it. Handed only to a session of this account; never in any other answer.
     */
    browserDataKey: text('browser_data_key'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
    check('users_browser_data_key_shape', sql`${t.browserDataKey} ~ '^[A-Za-z0-9_-]{43}$'`),
  ],
);

/** Every change of users.credits writes one row here in the same statement, so the balance is the sum of deltas. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    // One free trial per account, whatever retries or races happen.
    uniqueIndex('credit_ledger_free_trial_key')
      .on(t.userId)
      .where(sql`${t.reason} = 'free_trial'`),
    // One purchase credit per order (reference `order:<our order id>`): the payment callback, its replays and the
    // webhook can race, and only one of them can ever write the row.
    uniqueIndex('credit_ledger_purchase_key')
      .on(t.reference)
      .where(sql`${t.reason} = 'purchase'`),
  ],
);

/** Only the SHA-256 of the cookie token is stored: a database leak gives no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** The mailed sign-up link (hardening issue): like reset tokens, only the hash is kept, single use, 24 hours. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_token_hash_key').on(t.tokenHash),
    index('email_verification_tokens_user_idx').on(t.userId),
  ],
);

/**
 * One row per rate-limit bucket: the attempts counted since the bucket's window started. A single-row counter lets one
 * `INSERT … ON CONFLICT DO UPDATE` count an attempt and check the limit under the row lock, so concurrent requests
 * queue on it instead of all reading the same count (decision 013).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucket: text('bucket').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStartedAt)],
);

/**
 * A purchase: the price and credits are copied from the plan catalogue when the order is made, so a later catalogue
 * change never alters what this buyer pays or gets. `creating` until Razorpay answers with its order id; `paid` once
 * fulfilled (in the same statement that credits the account).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    /** Ours, also sent to Razorpay as the receipt (at most 40 characters). */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    credits: integer('credits').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('creating'),
    razorpayOrderId: text('razorpay_order_id'),
    razorpayPaymentId: text('razorpay_payment_id'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_razorpay_order_key').on(t.razorpayOrderId),
    uniqueIndex('payment_orders_razorpay_payment_key').on(t.razorpayPaymentId),
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    check('payment_orders_status', sql`${t.status} IN ('creating', 'created', 'paid', 'not_created')`),
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0 AND ${t.credits} > 0`),
    check(
      'payment_orders_paid_has_payment',
      sql`${t.status} <> 'paid' OR ${t.razorpayPaymentId} IS NOT NULL`,
    ),
  ],
);

/** Razorpay delivers each webhook at least once; its `x-razorpay-event-id` is remembered once handled. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in sandbox gateway's orders (outside production, when no Razorpay keys are set): Razorpay's side. */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  status: text('status').notNull().default('created'),
  createdAt: createdAt(),
});

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    errorDescription: text('error_description'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_payments_order_idx').on(t.orderId),
    // One captured payment per sandbox order, as Razorpay allows.
    uniqueIndex('sandbox_payments_captured_key')
      .on(t.orderId)
      .where(sql`${t.status} = 'captured'`),
  ],
);

/**
 * Failure kinds of a tailoring: why it failed in one word, never the refusal's words (they quote the resume). The
 * kinds of modules/ai/ai-failure.ts plus `stuck` (a reservation whose call died).
 */
export const TAILORING_FAILURE_KINDS = [
  'retired',
  'quota',
  'timeout',
  'bad_output',
  'unavailable',
  'unfaithful',
  'stuck',
] as const;

/**
 * AI tailorings of a resume for a job (issue [8], decision 026; privacy, truth issue part 5). The row is written
 * `reserved` in the same statement that takes the credits; `done` keeps only the SHA-256 of what was returned;
 * `failed` in the same statement that gives them back, with the failure's kind. No resume, profile, job description
 * or refusal text is kept: the agent keeps its own copy of what it was sent. A free repeat within 24 hours (same job,
 * same input resume, the agent lost its copy) is a row of its own with 0 credits that names the charged one.
 */
export const aiTailorings = pgTable(
  'ai_tailorings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    /** SHA-256 (hex) of the request's resume: a repeat for the same job and resume within 24 hours is free. */
    inputSha256: text('input_sha256').notNull(),
    /** SHA-256 (hex) of the tailored resume returned (JSON of the response's `resume`), once done. */
    outputSha256: text('output_sha256'),
    /** CUSTOMIZE_CREDIT_COST, or 0 for a free repeat. */
    credits: integer('credits').notNull(),
    /** A free repeat: the charged tailoring it repeats (same user, job and input within 24 hours). */
    repeatOf: uuid('repeat_of'),
    status: text('status', { enum: ['reserved', 'done', 'failed'] })
      .notNull()
      .default('reserved'),
    failure: text('failure', { enum: TAILORING_FAILURE_KINDS }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // One tailoring in flight per user and job: a concurrent repeat is refused instead of charged twice.
    uniqueIndex('ai_tailorings_in_flight_key')
      .on(t.userId, t.jobId)
      .where(sql`${t.status} = 'reserved'`),
    // The repeat lookup (same job and resume within 24 hours) and the per-user sweep of stuck reservations.
    index('ai_tailorings_user_job_idx').on(t.userId, t.jobId, t.createdAt),
    check('ai_tailorings_status_known', sql`${t.status} IN ('reserved', 'done', 'failed')`),
    check('ai_tailorings_done_has_output', sql`(${t.status} = 'done') = (${t.outputSha256} IS NOT NULL)`),
    check('ai_tailorings_failed_has_kind', sql`(${t.status} = 'failed') = (${t.failure} IS NOT NULL)`),
    // A kind, never words: the refusal's text quotes the resume.
    check(
      'ai_tailorings_failure_kind',
      sql.raw(`"failure" IN (${TAILORING_FAILURE_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
    // Hashes only: nothing else fits these columns.
    check('ai_tailorings_input_is_sha256', sql`${t.inputSha256} ~ '^[0-9a-f]{64}$'`),
    check('ai_tailorings_output_is_sha256', sql`${t.outputSha256} ~ '^[0-9a-f]{64}$'`),
    // Charged (5 credits) or a free repeat (0) that names what it repeats.
    check('ai_tailorings_credits_not_negative', sql`${t.credits} >= 0`),
    check('ai_tailorings_free_only_repeats', sql`(${t.credits} = 0) = (${t.repeatOf} IS NOT NULL)`),
  ],
);

/**
 * One row per job the user (or their agent) applies to. A reservation holds one credit until it is sent or cancelled;
 * the credit moves in the same statement as the status (see modules/applications/application-repository.ts).
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    jobUrl: text('job_url').notNull(),
    jobTitle: text('job_title').notNull().default(''),
    company: text('company').notNull().default(''),
    status: text('status', { enum: ['reserved', 'sent', 'cancelled', 'unconfirmed'] })
      .notNull()
      .default('reserved'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** 'expired' when the hourly sweep gave the credit back, else the client's reason (default 'cancelled'). */
    cancelReason: text('cancel_reason'),
    /** Issue [8]: SHA-256 (lowercase hex) of the resume PDF the agent uploaded with this application. */
    resumeSha256: text('resume_sha256'),
    /** Issue [8]: the finished AI tailoring whose PDF this application sent (decision 026). */
    tailoringId: uuid('tailoring_id').references(() => aiTailorings.id, { onDelete: 'set null' }),
    /**
     * Agent trust (decision 033): the last time the agent said it still holds this reservation (POST .../hold). The
     * sweep gives a reservation back an hour after the later of reserved_at and held_at.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /**
     * When the hourly sweep cancelled this reservation and gave its credit back; null for every other cancel. Only
     * such a row may still be sent (the agent's completion queue reports it late), and it keeps the mark once sent.
     */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /**
     * False only for an application sent after the sweep gave its credit back, when the balance could not pay for it
     * again: it is in the history, no credit was taken for it.
     */
    charged: boolean('charged').notNull().default(true),
    /** Issue 30 (decision 055): 'linkedin' (Easy Apply) or the company site it was submitted on. */
    site: text('site', { enum: ['linkedin', 'Greenhouse', 'Lever', 'Ashby'] })
      .notNull()
      .default('linkedin'),
    /** Issue 30: the company site's address of the job's form. */
    siteUrl: text('site_url'),
    /**
     * Issue 30: when the agent reported it submitted on a company site without a confirmation (status unconfirmed,
     * its credit given back). Kept after the user's answer: "It arrived" makes it sent at this time.
     */
    unconfirmedAt: timestamp('unconfirmed_at', { withTimezone: true }),
  },
  (t) => [
    // One open, sent or unconfirmed application per job and user, whatever retries or races happen; cancelled ones may
    // repeat. An unconfirmed one may have reached the employer: the job is not reserved again while it waits.
    uniqueIndex('applications_user_job_open_key')
      .on(t.userId, t.jobId)
      .where(sql`${t.status} IN ('reserved', 'sent', 'unconfirmed')`),
    // Job-info history (sent, newest first) and the rolling-window counts.
    index('applications_user_status_sent_idx').on(t.userId, t.status, t.sentAt),
    // The sweep finds stale reservations without reading the history.
    index('applications_reserved_at_idx')
      .on(t.reservedAt)
      .where(sql`${t.status} = 'reserved'`),
    // The history's question "did it arrive?" (issue 30).
    index('applications_user_unconfirmed_idx')
      .on(t.userId, t.unconfirmedAt)
      .where(sql`${t.status} = 'unconfirmed'`),
    check('applications_status_known', sql`${t.status} IN ('reserved', 'sent', 'cancelled', 'unconfirmed')`),
    check('applications_site_known', sql`${t.site} IN ('linkedin', 'Greenhouse', 'Lever', 'Ashby')`),
    check(
      'applications_unconfirmed_has_time',
      sql`${t.status} <> 'unconfirmed' OR ${t.unconfirmedAt} IS NOT NULL`,
    ),
    check('applications_sent_at_iff_sent', sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL)`),
    check(
      'applications_cancelled_at_iff_cancelled',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`,
    ),
    // Only a sent application can have gone without a charge (sent after the sweep, with no credit to take again).
    check('applications_uncharged_only_sent', sql`${t.charged} OR ${t.status} = 'sent'`),
  ],
);

/**
 * Bearer tokens of the local agent (decision 022): like sessions, only the SHA-256 is kept. Short-lived (contracts
 * AGENT_API_TOKEN_TTL_HOURS); logout and password reset delete the user's rows.
 */
export const agentTokens = pgTable(
  'agent_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('agent_tokens_token_hash_key').on(t.tokenHash),
    index('agent_tokens_user_idx').on(t.userId),
  ],
);

/** Questions the agent could not answer, waiting for the user on the dashboard (decision 022). */
export const needsAnswer = pgTable(
  'needs_answer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    jobUrl: text('job_url').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    company: text('company').notNull().default(''),
    question: text('question').notNull(),
    kind: text('kind').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution', { enum: ['answered', 'dismissed'] }),
  },
  (t) => [
    // One open row per (user, job, question). The question is hashed: up to 2,000 characters of any script could
    // pass btree's ~2,700-byte entry limit and turn a report into a database error.
    uniqueIndex('needs_answer_open_key')
      .on(t.userId, t.jobId, sql`md5("question")`)
      .where(sql`"resolved_at" IS NULL`),
    // The dashboard's list: a user's open rows, newest first.
    index('needs_answer_user_open_idx')
      .on(t.userId, t.createdAt)
      .where(sql`"resolved_at" IS NULL`),
    check('needs_answer_resolution_known', sql`${t.resolution} IN ('answered', 'dismissed')`),
    check('needs_answer_resolved_iff_resolution', sql`(${t.resolvedAt} IS NULL) = (${t.resolution} IS NULL)`),
  ],
);

/**
 * Job-info's figures per user and time zone, kept so the polled call is a primary-key read (decision 038). Everything
 * in it derives from the user's applications: a row is current while its applications_version equals the user's
 * (bumped by a trigger on applications) and valid_until (the next instant a figure moves with time alone) is ahead.
 * Credits and premium are read live from users, so payments need no invalidation. A cache: deleting rows is safe.
 */
export const jobInfoFigures = pgTable(
  'job_info_figures',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull(),
    applicationsVersion: bigint('applications_version', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** JSON text of the answer's jobHistory (the preview). */
    historyJson: text('history_json').notNull(),
    /** The cursor of the page after the preview, or null. */
    historyNextCursor: text('history_next_cursor'),
    /** JSON text of the answer's other application figures, as `"key":value,…` members without braces. */
    figuresJson: text('figures_json').notNull(),
    /** An open reservation of the user was over its hour when the row was computed: sweep before answering. */
    hasStale: boolean('has_stale').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.timeZone] })],
);

/**
 * Jobs the agent did not apply to (issue 21's fit skips, generalised by decision 055): skipped for fit or a
 * deal-breaker, a page the engine did not understand, a company site not supported yet, a closed posting. One row per
 * user and job: a later report of the same job replaces it.
 */
export const skippedJobs = pgTable(
  'skipped_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: text('job_id').notNull(),
    jobUrl: text('job_url').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    company: text('company').notNull().default(''),
    kind: text('kind', {
      enum: ['fit', 'deal-breaker', 'not-understood', 'site-not-supported', 'closed'],
    }).notNull(),
    /** The fit score: set exactly for the fit check's skips. */
    score: integer('score'),
    reason: text('reason').notNull(),
    missingSkills: jsonb('missing_skills').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    /** A page not understood: the redacted capture's file name in the agent's data folder (never its content). */
    capture: text('capture'),
    /** The company site's name and address, when the job went to one. */
    site: text('site'),
    siteUrl: text('site_url'),
  },
  (t) => [
    uniqueIndex('skipped_jobs_user_job_key').on(t.userId, t.jobId),
    index('skipped_jobs_user_created_idx').on(t.userId, t.createdAt),
    check(
      'skipped_jobs_kind_known',
      sql`${t.kind} IN ('fit', 'deal-breaker', 'not-understood', 'site-not-supported', 'closed')`,
    ),
    check('skipped_jobs_score_range', sql`${t.score} BETWEEN 0 AND 100`),
    check(
      'skipped_jobs_score_iff_fit',
      sql`(${t.kind} IN ('fit', 'deal-breaker')) = (${t.score} IS NOT NULL)`,
    ),
  ],
);
