import { sql, type SQL } from 'drizzle-orm';
import {
  DAILY_WINDOW_MS,
  MONTHLY_WINDOW_MS,
  type ApplicationStatus,
  type ReserveApplicationRequest,
} from '@applypilot/contracts';
import type { Db } from '../../db/client';

/** Ledger reasons of this module; every row references the application id. */
export const LEDGER_REASONS = {
  reserved: 'application_reserved',
  cancelled: 'application_cancelled',
  expired: 'application_expired',
} as const;

/** A reservation left open this long is given back by the sweep. */
export const RESERVATION_TTL_SECONDS = 60 * 60;
export const EXPIRED_REASON = 'expired';
export const DEFAULT_CANCEL_REASON = 'cancelled';

export interface ApplicationLimits {
  daily: number;
  monthly: number;
}

export interface ApplicationRow {
  id: string;
  jobId: string;
  status: ApplicationStatus;
  /** The user's balance after the statement. */
  credits: number;
}

export type ReserveOutcome =
  | { kind: 'reserved' | 'existing'; application: ApplicationRow }
  | { kind: 'unverified' | 'already_sent' | 'daily_limit' | 'monthly_limit' | 'no_credits' | 'no_user' };

export type CompleteOutcome =
  | { kind: 'done' | 'unchanged'; application: ApplicationRow }
  | { kind: 'not_found' }
  | { kind: 'conflict'; status: ApplicationStatus };

export interface JobInfoRow {
  credits: number;
  isPremium: boolean;
  daily: number;
  monthly: number;
  /** JSON text of the sent history, built by the database, newest first. */
  historyJson: string;
}

function rowsOf<T>(result: unknown): T[] {
  // Both drivers answer raw SQL with an object that has `rows`.
  return (result as { rows: T[] }).rows;
}

/** SQLSTATE of a driver error, through Drizzle's wrapper when there is one. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Deadlocks (a sweep and a cancel can take the same application and user rows in opposite orders) and serialisation
 * failures are retried: every statement here either commits whole or changes nothing, so running it again is safe.
 */
async function retrying<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = sqlState(error);
      if (attempt >= attempts || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

const window = (ms: number) => sql.raw(`make_interval(secs => ${ms / 1000})`);

/**
 * Applications that count against the limits: sent ones by the time they were sent, open reservations by the time
 * they were reserved; cancelled ones never. Windows are rolling and use the database clock.
 */
function recentCounts(userId: number): SQL {
  return sql`
    SELECT count(*) FILTER (WHERE at > now() - ${window(DAILY_WINDOW_MS)})::int AS daily,
           count(*)::int AS monthly
    FROM (
      SELECT sent_at AS at FROM applications
      WHERE user_id = ${userId} AND status = 'sent' AND sent_at > now() - ${window(MONTHLY_WINDOW_MS)}
      UNION ALL
      SELECT reserved_at FROM applications
      WHERE user_id = ${userId} AND status = 'reserved' AND reserved_at > now() - ${window(MONTHLY_WINDOW_MS)}
    ) recent`;
}

type RawApplication = { id: string; job_id: string; status: ApplicationStatus; credits: number | string };

function toApplication(row: RawApplication): ApplicationRow {
  return { id: row.id, jobId: row.job_id, status: row.status, credits: Number(row.credits) };
}

export function createApplicationRepository(db: Db) {
  /** Reads an application of this user with the user's balance, on a fresh snapshot. */
  async function find(userId: number, id: string): Promise<ApplicationRow | undefined> {
    const result = await db.execute(sql`
      SELECT a.id, a.job_id, a.status, u.credits
      FROM applications a JOIN users u ON u.id = a.user_id
      WHERE a.id = ${id} AND a.user_id = ${userId}`);
    const row = rowsOf<RawApplication>(result)[0];
    return row ? toApplication(row) : undefined;
  }

  return {
    /**
     * Takes one credit for a job. PostgreSQL's READ COMMITTED gives each statement a snapshot taken when it starts,
     * so two statements counting at once could both see 39. The first statement therefore only locks the user row;
     * concurrent reservations of the same user queue there, and the second statement, whose snapshot is taken after
     * the lock was granted, sees every reservation committed before it. That statement alone decides and changes:
     * the credit update is gated by the verdict and `credits >= 1`, and the application and ledger rows only exist
     * when the update returned a row.
     *
     * Order of checks: verified, then the same job (open: returned as is; sent: refused), then daily, monthly, credits.
     */
    async reserve(
      userId: number,
      job: ReserveApplicationRequest,
      limits: ApplicationLimits,
    ): Promise<ReserveOutcome> {
      const attempt = () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
          const result = await tx.execute(sql`
            WITH u AS (
              SELECT id, credits, email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${userId}
            ), existing AS (
              SELECT id, status FROM applications
              WHERE user_id = ${userId} AND job_id = ${job.jobId} AND status IN ('reserved', 'sent')
              LIMIT 1
            ), recent AS (${recentCounts(userId)}
            ), verdict AS (
              SELECT CASE
                  WHEN NOT u.verified THEN 'unverified'
                  WHEN e.status = 'sent' THEN 'already_sent'
                  WHEN e.status = 'reserved' THEN 'existing'
                  WHEN r.daily >= ${limits.daily} THEN 'daily_limit'
                  WHEN r.monthly >= ${limits.monthly} THEN 'monthly_limit'
                  WHEN u.credits < 1 THEN 'no_credits'
                  ELSE 'reserved'
                END AS outcome,
                e.id AS existing_id
              FROM u CROSS JOIN recent r LEFT JOIN existing e ON true
            ), spent AS (
              UPDATE users SET credits = credits - 1
              WHERE id = ${userId} AND credits >= 1 AND (SELECT outcome FROM verdict) = 'reserved'
              RETURNING id, credits
            ), app AS (
              INSERT INTO applications (user_id, job_id, job_url, job_title, company)
              SELECT id, ${job.jobId}, ${job.jobUrl}, ${job.jobTitle}, ${job.company} FROM spent
              RETURNING id
            ), ledger AS (
              INSERT INTO credit_ledger (user_id, delta, reason, reference)
              SELECT ${userId}, -1, ${LEDGER_REASONS.reserved}, id::text FROM app
            )
            SELECT
              -- Under the lock the verdict and the update agree; were they ever to differ, the update is the truth.
              CASE WHEN v.outcome = 'reserved' AND app.id IS NULL THEN 'no_credits' ELSE v.outcome END AS outcome,
              COALESCE(app.id, v.existing_id) AS id, COALESCE(spent.credits, u.credits) AS credits
            FROM verdict v CROSS JOIN u LEFT JOIN app ON true LEFT JOIN spent ON true`);
          return rowsOf<{ outcome: string; id: string | null; credits: number | string }>(result)[0];
        });
      let row;
      try {
        row = await retrying(attempt);
      } catch (error) {
        // The unique index on open applications is the backstop if a reservation of the same job ever slipped past
        // the lock (it cannot today); the retry then finds it and answers with it.
        if (sqlState(error) !== '23505') throw error;
        row = await retrying(attempt);
      }
      if (!row) return { kind: 'no_user' };
      const credits = Number(row.credits);
      switch (row.outcome) {
        case 'reserved':
        case 'existing':
          return {
            kind: row.outcome,
            application: { id: String(row.id), jobId: job.jobId, status: 'reserved', credits },
          };
        case 'unverified':
        case 'already_sent':
        case 'daily_limit':
        case 'monthly_limit':
        case 'no_credits':
          return { kind: row.outcome };
        default:
          throw new Error(`unknown reservation outcome ${row.outcome}`);
      }
    },

    /** Reserved → sent. Sending twice changes nothing; a cancelled application cannot be sent. */
    async markSent(userId: number, id: string): Promise<CompleteOutcome> {
      const result = await retrying(() =>
        db.execute(sql`
          UPDATE applications SET status = 'sent', sent_at = now()
          WHERE id = ${id} AND user_id = ${userId} AND status = 'reserved'
          RETURNING id, job_id, status, (SELECT credits FROM users WHERE id = ${userId}) AS credits`),
      );
      const updated = rowsOf<RawApplication>(result)[0];
      if (updated) return { kind: 'done', application: toApplication(updated) };
      const current = await find(userId, id);
      if (!current) return { kind: 'not_found' };
      if (current.status === 'sent') return { kind: 'unchanged', application: current };
      return { kind: 'conflict', status: current.status };
    },

    /**
     * Reserved → cancelled, the credit back and its ledger row, in one statement. The application row is the gate:
     * of two cancels at once, the second waits for the first's row lock, re-checks `status = 'reserved'`, and does
     * nothing, so the credit comes back once.
     */
    async cancel(userId: number, id: string, reason: string): Promise<CompleteOutcome> {
      const result = await retrying(() =>
        db.execute(sql`
          WITH c AS (
            UPDATE applications SET status = 'cancelled', cancelled_at = now(), cancel_reason = ${reason}
            WHERE id = ${id} AND user_id = ${userId} AND status = 'reserved'
            RETURNING id, user_id, job_id
          ), refund AS (
            UPDATE users SET credits = credits + 1 FROM c WHERE users.id = c.user_id RETURNING users.credits
          ), ledger AS (
            INSERT INTO credit_ledger (user_id, delta, reason, reference)
            SELECT user_id, 1, ${LEDGER_REASONS.cancelled}, id::text FROM c
          )
          SELECT c.id, c.job_id, 'cancelled' AS status, refund.credits FROM c CROSS JOIN refund`),
      );
      const updated = rowsOf<RawApplication>(result)[0];
      if (updated) return { kind: 'done', application: toApplication(updated) };
      const current = await find(userId, id);
      if (!current) return { kind: 'not_found' };
      if (current.status === 'cancelled') return { kind: 'unchanged', application: current };
      return { kind: 'conflict', status: current.status };
    },

    /**
     * Cancels every reservation open longer than an hour (or only this user's), with one credit and one ledger row
     * each, in one statement. Idempotent: a concurrent sweep waits on the same rows, re-checks the status and skips
     * them. Returns how many were given back.
     */
    async sweepExpired(userId?: number): Promise<number> {
      const onlyUser = userId === undefined ? sql`` : sql`AND user_id = ${userId}`;
      const result = await retrying(() =>
        db.execute(sql`
          WITH c AS (
            UPDATE applications SET status = 'cancelled', cancelled_at = now(), cancel_reason = ${EXPIRED_REASON}
            WHERE status = 'reserved' AND reserved_at <= now() - make_interval(secs => ${RESERVATION_TTL_SECONDS})
              ${onlyUser}
            RETURNING id, user_id
          ), per_user AS (
            SELECT user_id, count(*)::int AS n FROM c GROUP BY user_id
          ), refund AS (
            UPDATE users SET credits = credits + per_user.n FROM per_user WHERE users.id = per_user.user_id
            RETURNING users.id
          ), ledger AS (
            INSERT INTO credit_ledger (user_id, delta, reason, reference)
            SELECT user_id, 1, ${LEDGER_REASONS.expired}, id::text FROM c
            RETURNING id
          )
          SELECT count(*)::int AS expired FROM ledger`),
      );
      return Number(rowsOf<{ expired: number }>(result)[0]?.expired ?? 0);
    },

    /** Everything job-info shows, in one statement; the history JSON is built by the database. */
    async jobInfo(userId: number): Promise<JobInfoRow | undefined> {
      const result = await db.execute(sql`
        SELECT u.credits, u.is_premium, r.daily, r.monthly,
          (SELECT COALESCE(
              json_agg(json_build_object(
                'jobTitle', a.job_title,
                'jobUrl', a.job_url,
                'company', a.company,
                'appliedAt', json_build_object('_seconds', floor(extract(epoch FROM a.sent_at))::bigint)
              ) ORDER BY a.sent_at DESC, a.id DESC),
              '[]'::json)::text
            FROM applications a WHERE a.user_id = u.id AND a.status = 'sent') AS history
        FROM users u CROSS JOIN (${recentCounts(userId)}) r
        WHERE u.id = ${userId}`);
      const row = rowsOf<{
        credits: number | string;
        is_premium: boolean;
        daily: number | string;
        monthly: number | string;
        history: string;
      }>(result)[0];
      if (!row) return undefined;
      return {
        credits: Number(row.credits),
        isPremium: row.is_premium,
        daily: Number(row.daily),
        monthly: Number(row.monthly),
        historyJson: row.history,
      };
    },
  };
}
export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
