import { sql } from 'drizzle-orm';
import { CUSTOMIZE_CREDIT_COST } from '@applypilot/contracts';
import type { StructuredResume } from '@applypilot/resume';
import type { Db } from '../../db/client';
import { sqlState } from '../applications/application-repository';

/** Ledger reasons of this module; every row references the tailoring id. */
export const TAILORING_LEDGER_REASONS = {
  reserved: 'ai_tailoring_reserved',
  refunded: 'ai_tailoring_refunded',
} as const;

/** A finished tailoring is answered again, free, for the same job and resume within this window (decision 026). */
export const REPEAT_WINDOW_SECONDS = 24 * 60 * 60;
/** A reservation still open after this long belongs to a call that died (the model waits 60 s at most): refunded. */
export const STUCK_AFTER_SECONDS = 10 * 60;

function rowsOf<T>(result: unknown): T[] {
  // Both drivers answer raw SQL with an object that has `rows`.
  return (result as { rows: T[] }).rows;
}

export type ReserveTailoring =
  | { kind: 'reserved'; id: string; credits: number }
  | { kind: 'not_enough'; credits: number }
  | { kind: 'in_flight' }
  | { kind: 'no_user' };

export interface TailoringJob {
  jobId: string;
  title: string;
  company: string;
}

export function createTailoringRepository(db: Db) {
  async function balance(userId: number): Promise<number | undefined> {
    const result = await db.execute(sql`SELECT credits FROM users WHERE id = ${userId}`);
    const row = rowsOf<{ credits: number }>(result)[0];
    return row ? Number(row.credits) : undefined;
  }

  return {
    balance,

    async isVerified(userId: number): Promise<boolean | undefined> {
      const result = await db.execute(
        sql`SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = ${userId}`,
      );
      return rowsOf<{ verified: boolean }>(result)[0]?.verified;
    },

    /** A done tailoring of this job from this very resume within the repeat window, with the current balance. */
    async findRepeat(
      userId: number,
      jobId: string,
      inputSha256: string,
    ): Promise<{ id: string; tailored: StructuredResume; credits: number } | undefined> {
      const result = await db.execute(sql`
        SELECT t.id, t.tailored, u.credits FROM ai_tailorings t JOIN users u ON u.id = t.user_id
        WHERE t.user_id = ${userId} AND t.job_id = ${jobId} AND t.input_sha256 = ${inputSha256}
          AND t.status = 'done' AND t.finished_at > now() - make_interval(secs => ${REPEAT_WINDOW_SECONDS})
        ORDER BY t.finished_at DESC LIMIT 1`);
      const row = rowsOf<{ id: string; tailored: StructuredResume; credits: number }>(result)[0];
      return row ? { id: row.id, tailored: row.tailored, credits: Number(row.credits) } : undefined;
    },

    /**
     * Takes CUSTOMIZE_CREDIT_COST credits in ONE statement: the update checks `credits >= 5` on the row it locks (so of
     * racing requests only as many pass as the balance allows), and the tailoring row and the ledger row exist only
     * when the update returned a row. A second request for a job already in flight hits the partial unique index and
     * the whole statement, credits included, rolls back.
     */
    async reserve(userId: number, job: TailoringJob, inputSha256: string): Promise<ReserveTailoring> {
      let row: { id: string | null; credits: number | string | null } | undefined;
      try {
        const result = await db.execute(sql`
          WITH spent AS (
            UPDATE users SET credits = credits - ${CUSTOMIZE_CREDIT_COST}
            WHERE id = ${userId} AND credits >= ${CUSTOMIZE_CREDIT_COST}
            RETURNING id, credits
          ), t AS (
            INSERT INTO ai_tailorings (user_id, job_id, job_title, company, input_sha256, credits)
            SELECT id, ${job.jobId}, ${job.title}, ${job.company}, ${inputSha256}, ${CUSTOMIZE_CREDIT_COST} FROM spent
            RETURNING id
          ), ledger AS (
            INSERT INTO credit_ledger (user_id, delta, reason, reference)
            SELECT ${userId}, ${-CUSTOMIZE_CREDIT_COST}, ${TAILORING_LEDGER_REASONS.reserved}, id::text FROM t
          )
          SELECT t.id, spent.credits FROM spent CROSS JOIN t`);
        row = rowsOf<{ id: string; credits: number }>(result)[0];
      } catch (error) {
        if (sqlState(error) === '23505') return { kind: 'in_flight' };
        throw error;
      }
      if (row?.id) return { kind: 'reserved', id: row.id, credits: Number(row.credits) };
      // Read after the refusal: the balance the statement saw may predate a racing request that took it.
      const credits = await balance(userId);
      return credits === undefined ? { kind: 'no_user' } : { kind: 'not_enough', credits };
    },

    /** Reserved → done with the tailored resume. False when the row is no longer reserved (refunded meanwhile). */
    async complete(id: string, tailored: StructuredResume): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE ai_tailorings SET status = 'done', tailored = ${JSON.stringify(tailored)}::jsonb, finished_at = now()
        WHERE id = ${id} AND status = 'reserved' RETURNING id`);
      return rowsOf(result).length === 1;
    },

    /**
     * Reserved → failed, the credits back and their ledger row, in ONE statement gated by the tailoring's status: of
     * two racing refunds (the call's own and the stuck-reservation sweep) the second finds the row no longer reserved
     * and does nothing, so the credits come back exactly once. Returns the balance after, if this call refunded.
     */
    async fail(id: string, failure: string): Promise<number | undefined> {
      const result = await db.execute(sql`
        WITH f AS (
          UPDATE ai_tailorings SET status = 'failed', failure = ${failure}, finished_at = now()
          WHERE id = ${id} AND status = 'reserved'
          RETURNING id, user_id, credits
        ), refund AS (
          UPDATE users SET credits = users.credits + f.credits FROM f WHERE users.id = f.user_id RETURNING users.credits
        ), ledger AS (
          INSERT INTO credit_ledger (user_id, delta, reason, reference)
          SELECT user_id, credits, ${TAILORING_LEDGER_REASONS.refunded}, id::text FROM f
        )
        SELECT refund.credits FROM refund`);
      const row = rowsOf<{ credits: number }>(result)[0];
      return row ? Number(row.credits) : undefined;
    },

    /** Refunds this user's reservations left open by a call that died (a crash between reserve and answer). */
    async sweepStuck(userId: number): Promise<number> {
      const result = await db.execute(sql`
        WITH f AS (
          UPDATE ai_tailorings SET status = 'failed', failure = 'stuck', finished_at = now()
          WHERE user_id = ${userId} AND status = 'reserved'
            AND created_at <= now() - make_interval(secs => ${STUCK_AFTER_SECONDS})
          RETURNING id, user_id, credits
        ), per_user AS (
          SELECT user_id, sum(credits)::int AS n FROM f GROUP BY user_id
        ), refund AS (
          UPDATE users SET credits = users.credits + per_user.n FROM per_user WHERE users.id = per_user.user_id
          RETURNING users.id
        ), ledger AS (
          INSERT INTO credit_ledger (user_id, delta, reason, reference)
          SELECT user_id, credits, ${TAILORING_LEDGER_REASONS.refunded}, id::text FROM f RETURNING id
        )
        SELECT count(*)::int AS n FROM ledger`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },
  };
}
export type TailoringRepository = ReturnType<typeof createTailoringRepository>;
