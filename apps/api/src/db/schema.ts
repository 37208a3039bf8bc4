import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
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
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_credits_not_negative', sql`${t.credits} >= 0`),
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

/** One row per counted attempt; kept in the database so every API instance sees the same counts. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rate_limit_hits_bucket_idx').on(t.bucket, t.createdAt),
    index('rate_limit_hits_created_idx').on(t.createdAt),
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
    status: text('status', { enum: ['reserved', 'sent', 'cancelled'] })
      .notNull()
      .default('reserved'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** 'expired' when the hourly sweep gave the credit back, else the client's reason (default 'cancelled'). */
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    // One open or sent application per job and user, whatever retries or races happen; cancelled ones may repeat.
    uniqueIndex('applications_user_job_open_key')
      .on(t.userId, t.jobId)
      .where(sql`${t.status} IN ('reserved', 'sent')`),
    // Job-info history (sent, newest first) and the rolling-window counts.
    index('applications_user_status_sent_idx').on(t.userId, t.status, t.sentAt),
    // The sweep finds stale reservations without reading the history.
    index('applications_reserved_at_idx')
      .on(t.reservedAt)
      .where(sql`${t.status} = 'reserved'`),
    check('applications_status_known', sql`${t.status} IN ('reserved', 'sent', 'cancelled')`),
    check('applications_sent_at_iff_sent', sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL)`),
    check(
      'applications_cancelled_at_iff_cancelled',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} IS NOT NULL)`,
    ),
  ],
);
