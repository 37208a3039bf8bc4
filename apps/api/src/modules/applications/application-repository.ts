import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  APPLICATION_CREDIT_COST,
  DAILY_WINDOW_MS,
  MONTHLY_WINDOW_MS,
  type ApplicationSite,
  type ApplicationStatus,
  type ReserveApplicationRequest,
} from '@applypilot/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * The price of an application (contracts' APPLICATION_CREDIT_COST), written into the statements as a literal: a
 * constant number, so the SQL and its plan are what they were with the figure typed in (decision 050).
 */
const COST = sql.raw(String(APPLICATION_CREDIT_COST));

/** Ledger reasons of this module; every row references the application id. */
export const LEDGER_REASONS = {
  reserved: 'application_reserved',
  cancelled: 'application_cancelled',
  expired: 'application_expired',
  /** Agent trust (decision 033): the credit taken again for an application sent after the sweep gave it back. */
  sentAfterExpiry: 'application_sent_after_expiry',
  /** Issue 30 (decision 055): submitted on a company site without its confirmation; the credit back. */
  unconfirmed: 'application_unconfirmed',
  /** Issue 30: the user said an unconfirmed application arrived; the credit taken. */
  arrived: 'application_arrived',
} as const;

/** A reservation left open (and not held by its agent) this long is given back by the sweep. */
export const RESERVATION_TTL_SECONDS = 60 * 60;

/**
 * A reservation the sweep gives back: reserved, and both its reservation and its agent's last hold (decision 033) an
 * hour old. The first condition alone is what the partial index on reserved_at can find; the second is the rule.
 */
export function staleReservation(alias: string): SQL {
  const a = sql.raw(alias);
  const cutoff = sql`now() - make_interval(secs => ${RESERVATION_TTL_SECONDS})`;
  return sql`${a}.status = 'reserved' AND ${a}.reserved_at <= ${cutoff}
    AND greatest(${a}.reserved_at, ${a}.held_at) <= ${cutoff}`;
}
export const EXPIRED_REASON = 'expired';
export const DEFAULT_CANCEL_REASON = 'cancelled';

/** A reservation's job; the site is LinkedIn's Easy Apply unless named (issue 30). */
export type ReserveJob = Omit<ReserveApplicationRequest, 'site'> & { site?: ApplicationSite };

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
  | {
      kind:
        | 'unverified'
        | 'bad_tailoring'
        | 'already_sent'
        | 'awaits_answer'
        | 'daily_limit'
        | 'monthly_limit'
        | 'no_credits'
        | 'no_user';
    };

export type CompleteOutcome =
  | { kind: 'done' | 'unchanged'; application: ApplicationRow }
  | { kind: 'not_found' }
  | { kind: 'conflict'; status: ApplicationStatus };

/**
 * A `sent` for a reservation the sweep had cancelled: recorded as sent, with the credit taken again (`charged`) or,
 * when the balance is 0, without one. `already_applied`: another open or sent application of the same job exists, so
 * this one stays cancelled (the unique index allows one per user and job).
 */
export type LateSentOutcome =
  | { kind: 'sent'; application: ApplicationRow; charged: boolean }
  | { kind: 'already_applied' }
  | { kind: 'not_expired' };

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
export async function retrying<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
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
 * they were reserved, unconfirmed ones (issue 30: submitted on a company site, perhaps received) by the time they were
 * submitted; cancelled ones never. Windows are rolling and use the database clock. Job-info shows the same counts, so
 * the dashboard's "Daily Limit Reached" agrees with what reserve refuses.
 */
export function recentCounts(userId: number | Placeholder | SQL): SQL {
  return sql`
    SELECT count(*) FILTER (WHERE at > now() - ${window(DAILY_WINDOW_MS)})::int AS daily,
           count(*)::int AS monthly
    FROM (
      SELECT sent_at AS at FROM applications
      WHERE user_id = ${userId} AND status = 'sent' AND sent_at > now() - ${window(MONTHLY_WINDOW_MS)}
      UNION ALL
      SELECT reserved_at FROM applications
      WHERE user_id = ${userId} AND status = 'reserved' AND reserved_at > now() - ${window(MONTHLY_WINDOW_MS)}
      UNION ALL
      SELECT unconfirmed_at FROM applications
      WHERE user_id = ${userId} AND status = 'unconfirmed' AND unconfirmed_at > now() - ${window(MONTHLY_WINDOW_MS)}
    ) recent`;
}

export type RawApplication = {
  id: string;
  job_id: string;
  status: ApplicationStatus;
  credits: number | string;
};

export function toApplication(row: RawApplication): ApplicationRow {
  return { id: row.id, jobId: row.job_id, status: row.status, credits: Number(row.credits) };
}

/** Reads an application of this user with the user's balance, on a fresh snapshot. */
export async function findApplication(
  db: Db,
  userId: number,
  id: string,
): Promise<ApplicationRow | undefined> {
  const result = await db.execute(sql`
    SELECT a.id, a.job_id, a.status, u.credits
    FROM applications a JOIN users u ON u.id = a.user_id
    WHERE a.id = ${id} AND a.user_id = ${userId}`);
  const row = rowsOf<RawApplication>(result)[0];
  return row ? toApplication(row) : undefined;
}

export function createApplicationRepository(db: Db) {
  const find = (userId: number, id: string) => findApplication(db, userId, id);

  /**
   * Records as sent an application whose reservation the sweep cancelled (and refunded), in one statement after the
   * user row is locked (like reserve, so no reservation of the same job slips in between): when the balance allows,
   * the credit is taken again with its ledger row; otherwise the row is sent with `charged = false`, no ledger row,
   * the balance unchanged. Either way it is a sent row like any other: in the history and in the daily and monthly
   * counts (by sent_at). Nothing changes when another open or sent application of the same job exists.
   */
  async function sendAfterExpiry(userId: number, id: string): Promise<LateSentOutcome> {
    const row = await retrying(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
        const result = await tx.execute(sql`
          WITH target AS (
            SELECT id, job_id FROM applications
            WHERE id = ${id} AND user_id = ${userId} AND status = 'cancelled' AND expired_at IS NOT NULL
            FOR UPDATE
          ), other AS (
            SELECT o.id FROM applications o JOIN target ON o.job_id = target.job_id
            WHERE o.user_id = ${userId} AND o.status IN ('reserved', 'sent', 'unconfirmed')
            LIMIT 1
          ), spent AS (
            UPDATE users SET credits = credits - ${COST}
            WHERE id = ${userId} AND credits >= ${COST}
              AND EXISTS (SELECT 1 FROM target) AND NOT EXISTS (SELECT 1 FROM other)
            RETURNING credits
          ), sent AS (
            UPDATE applications a
            SET status = 'sent', sent_at = now(), cancelled_at = NULL, cancel_reason = NULL,
              charged = EXISTS (SELECT 1 FROM spent)
            FROM target WHERE a.id = target.id AND NOT EXISTS (SELECT 1 FROM other)
            RETURNING a.id, a.job_id, a.charged
          ), ledger AS (
            INSERT INTO credit_ledger (user_id, delta, reason, reference)
            SELECT ${userId}, -${COST}, ${LEDGER_REASONS.sentAfterExpiry}, id::text FROM sent WHERE charged
          )
          SELECT
            CASE WHEN sent.id IS NOT NULL THEN 'sent'
                 WHEN EXISTS (SELECT 1 FROM target) THEN 'already_applied'
                 ELSE 'not_expired' END AS outcome,
            sent.id, sent.job_id, sent.charged,
            COALESCE((SELECT credits FROM spent), (SELECT credits FROM users WHERE id = ${userId})) AS credits
          FROM (SELECT 1) one LEFT JOIN sent ON true`);
        return rowsOf<{
          outcome: 'sent' | 'already_applied' | 'not_expired';
          id: string | null;
          job_id: string | null;
          charged: boolean | null;
          credits: number | string | null;
        }>(result)[0];
      }),
    );
    if (row?.outcome === 'sent' && row.id && row.job_id) {
      return {
        kind: 'sent',
        charged: row.charged === true,
        application: { id: row.id, jobId: row.job_id, status: 'sent', credits: Number(row.credits) },
      };
    }
    return { kind: row?.outcome === 'already_applied' ? 'already_applied' : 'not_expired' };
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
     * Order of checks: an hour-old reservation of this user (answered 'stale': the caller sweeps and calls again with
     * checkStale false), verified, then the same job (open: returned as is; sent: refused), then daily, monthly, credits.
     */
    async reserve(
      userId: number,
      job: ReserveJob,
      limits: ApplicationLimits,
      options: { checkStale: boolean } = { checkStale: true },
    ): Promise<ReserveOutcome | { kind: 'stale' }> {
      const attempt = () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
          const result = await tx.execute(sql`
            WITH u AS (
              SELECT id, credits, email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${userId}
            ), existing AS (
              SELECT id, status FROM applications
              WHERE user_id = ${userId} AND job_id = ${job.jobId} AND status IN ('reserved', 'sent', 'unconfirmed')
              LIMIT 1
            ), recent AS (${recentCounts(userId)}
            ), verdict AS (
              SELECT CASE
                  -- An hour-old reservation of this user still holds a credit and a slot: the caller sweeps first.
                  WHEN ${options.checkStale} AND EXISTS (
                    SELECT 1 FROM applications s WHERE s.user_id = ${userId} AND ${staleReservation('s')}
                  ) THEN 'stale'
                  WHEN NOT u.verified THEN 'unverified'
                  -- Issue [8]: a tailoring named on the reservation must be this user's and finished.
                  WHEN ${job.tailoringId ?? null}::uuid IS NOT NULL AND NOT EXISTS (
                    SELECT 1 FROM ai_tailorings t
                    WHERE t.id = ${job.tailoringId ?? null}::uuid AND t.user_id = ${userId} AND t.status = 'done'
                  ) THEN 'bad_tailoring'
                  WHEN e.status = 'sent' THEN 'already_sent'
                  -- Issue 30: submitted on a company site, perhaps received; the user's answer decides, not a retry.
                  WHEN e.status = 'unconfirmed' THEN 'awaits_answer'
                  WHEN e.status = 'reserved' THEN 'existing'
                  WHEN r.daily >= ${limits.daily} THEN 'daily_limit'
                  WHEN r.monthly >= ${limits.monthly} THEN 'monthly_limit'
                  WHEN u.credits < ${COST} THEN 'no_credits'
                  ELSE 'reserved'
                END AS outcome,
                e.id AS existing_id
              FROM u CROSS JOIN recent r LEFT JOIN existing e ON true
            ), spent AS (
              UPDATE users SET credits = credits - ${COST}
              WHERE id = ${userId} AND credits >= ${COST} AND (SELECT outcome FROM verdict) = 'reserved'
              RETURNING id, credits
            ), app AS (
              INSERT INTO applications (user_id, job_id, job_url, job_title, company, resume_sha256, tailoring_id,
                site, site_url)
              SELECT id, ${job.jobId}, ${job.jobUrl}, ${job.jobTitle}, ${job.company}, ${job.resumeSha256 ?? null},
                ${job.tailoringId ?? null}::uuid, ${job.site ?? 'linkedin'}, ${job.siteUrl ?? null}
              FROM spent
              RETURNING id
            ), ledger AS (
              INSERT INTO credit_ledger (user_id, delta, reason, reference)
              SELECT ${userId}, -${COST}, ${LEDGER_REASONS.reserved}, id::text FROM app
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
        case 'stale':
        case 'unverified':
        case 'bad_tailoring':
        case 'already_sent':
        case 'awaits_answer':
        case 'daily_limit':
        case 'monthly_limit':
        case 'no_credits':
          return { kind: row.outcome };
        default:
          throw new Error(`unknown reservation outcome ${row.outcome}`);
      }
    },

    /**
     * Reserved → sent. Sending twice changes nothing. A cancelled application cannot be sent, except one the sweep
     * cancelled (decision 033: the agent's completion queue may report it late): see sendAfterExpiry.
     */
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
      if (current.status === 'cancelled') {
        const late = await sendAfterExpiry(userId, id);
        if (late.kind === 'sent') return { kind: 'done', application: late.application };
        if (late.kind === 'already_applied') return { kind: 'conflict', status: 'sent' };
        // Not (or no longer) the sweep's: read it again, a concurrent late sent may have just recorded it.
        const now = await find(userId, id);
        if (now?.status === 'sent') return { kind: 'unchanged', application: now };
      }
      return { kind: 'conflict', status: current.status };
    },

    /**
     * The agent still holds this reservation (decision 033): held_at moves to now, so the sweep leaves it alone for
     * another hour. Only a reserved row of this user; anything else answers like sent and cancel do.
     */
    async hold(userId: number, id: string): Promise<CompleteOutcome> {
      const result = await retrying(() =>
        db.execute(sql`
          UPDATE applications SET held_at = now()
          WHERE id = ${id} AND user_id = ${userId} AND status = 'reserved'
          RETURNING id, job_id, status, (SELECT credits FROM users WHERE id = ${userId}) AS credits`),
      );
      const updated = rowsOf<RawApplication>(result)[0];
      if (updated) return { kind: 'done', application: toApplication(updated) };
      const current = await find(userId, id);
      if (!current) return { kind: 'not_found' };
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
            UPDATE users SET credits = credits + ${COST} FROM c WHERE users.id = c.user_id RETURNING users.credits
          ), ledger AS (
            INSERT INTO credit_ledger (user_id, delta, reason, reference)
            SELECT user_id, ${COST}, ${LEDGER_REASONS.cancelled}, id::text FROM c
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
     * Cancels every reservation open and unheld for over an hour (or only this user's), with one credit and one ledger
     * row each, in one statement, marking each with expired_at (a late `sent` may still record it). Idempotent: a
     * concurrent sweep waits on the same rows, re-checks the status and skips them. Returns how many were given back.
     */
    async sweepExpired(userId?: number): Promise<number> {
      const onlyUser = userId === undefined ? sql`` : sql`AND user_id = ${userId}`;
      const result = await retrying(() =>
        db.execute(sql`
          WITH c AS (
            UPDATE applications
            SET status = 'cancelled', cancelled_at = now(), cancel_reason = ${EXPIRED_REASON}, expired_at = now()
            WHERE ${staleReservation('applications')} ${onlyUser}
            RETURNING id, user_id
          ), per_user AS (
            SELECT user_id, count(*)::int AS n FROM c GROUP BY user_id
          ), refund AS (
            UPDATE users SET credits = credits + per_user.n * ${COST} FROM per_user WHERE users.id = per_user.user_id
            RETURNING users.id
          ), ledger AS (
            INSERT INTO credit_ledger (user_id, delta, reason, reference)
            SELECT user_id, ${COST}, ${LEDGER_REASONS.expired}, id::text FROM c
            RETURNING id
          )
          SELECT count(*)::int AS expired FROM ledger`),
      );
      return Number(rowsOf<{ expired: number }>(result)[0]?.expired ?? 0);
    },
  };
}
export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
