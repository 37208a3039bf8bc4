import { sql } from 'drizzle-orm';
import { CUSTOMIZE_CREDIT_COST, TAILORED_APPLICATION_CREDIT_COST } from '@applypilot/contracts';
import type { Db } from '../../db/client';
import type { TAILORING_FAILURE_KINDS } from '../../db/schema';
import { sqlState } from '../applications/application-repository';
import { rowsOf } from '../../db/rows';

/** Ledger reasons of this module; every row references the tailoring id. */
export const TAILORING_LEDGER_REASONS = {
  reserved: 'ai_tailoring_reserved',
  refunded: 'ai_tailoring_refunded',
} as const;

/**
 * A charged tailoring is made again, free, for the same job and resume within this window (decision 026; the server
 * keeps no copy to answer from), and a cover letter may be asked for it within the same window.
 */
export const REPEAT_WINDOW_SECONDS = 24 * 60 * 60;
/** A reservation still open after this long belongs to a call that died (the model waits 60 s at most): refunded. */
export const STUCK_AFTER_SECONDS = 10 * 60;

export type ReserveTailoring =
  /** `free`: a repeat of a charged tailoring of the same job and resume within the repeat window, 0 credits. */
  | { kind: 'reserved'; id: string; credits: number; free: boolean }
  | { kind: 'not_enough'; credits: number }
  | { kind: 'in_flight' }
  | { kind: 'no_user' };

/** What the row keeps when it fails: the kind, never the words (MESSAGES.aiUnfaithful's `why` quotes the resume). */
export type TailoringFailureKind = (typeof TAILORING_FAILURE_KINDS)[number];

export function createTailoringRepository(db: Db) {
  async function balance(userId: number): Promise<number | undefined> {
    const result = await db.execute(sql`SELECT credits FROM users WHERE id = ${userId}`);
    const row = rowsOf<{ credits: number }>(result)[0];
    return row ? Number(row.credits) : undefined;
  }

  return {
    balance,

    /**
     * Opens a tailoring in ONE statement. A charged tailoring of this job from this very resume that finished within
     * the repeat window makes it a free repeat (0 credits, `repeat_of` naming it: the agent lost its own copy, and the
     * server keeps none). Otherwise CUSTOMIZE_CREDIT_COST credits are taken, and only from a balance that also pays for
     * the application the tailoring is for (TAILORED_APPLICATION_CREDIT_COST, decision 050: 5 credits must not buy a
     * tailoring that can never be sent): the update checks the balance on the row it locks (so of racing requests only
     * as many pass as the balance allows), and the tailoring row and the
     * ledger row exist only when the update returned a row. A second request for a job already in flight hits the
     * partial unique index and the whole statement, credits included, rolls back. Only charged rows open the window,
     * so repeats of repeats never stretch it past 24 hours.
     */
    async reserve(userId: number, jobId: string, inputSha256: string): Promise<ReserveTailoring> {
      let row: { id: string | null; credits: number | string | null; repeat_of: string | null } | undefined;
      try {
        const result = await db.execute(sql`
          WITH original AS (
            SELECT id FROM ai_tailorings
            WHERE user_id = ${userId} AND job_id = ${jobId} AND input_sha256 = ${inputSha256}
              AND status = 'done' AND credits > 0
              AND finished_at > now() - make_interval(secs => ${REPEAT_WINDOW_SECONDS})
            ORDER BY finished_at DESC LIMIT 1
          ), spent AS (
            UPDATE users SET credits = credits - ${CUSTOMIZE_CREDIT_COST}
            WHERE id = ${userId} AND credits >= ${TAILORED_APPLICATION_CREDIT_COST} AND NOT EXISTS (SELECT 1 FROM original)
            RETURNING id, credits
          ), t AS (
            INSERT INTO ai_tailorings (user_id, job_id, input_sha256, credits, repeat_of)
            SELECT ${userId}, ${jobId}, ${inputSha256},
              CASE WHEN o.id IS NULL THEN ${CUSTOMIZE_CREDIT_COST} ELSE 0 END, o.id
            FROM (SELECT 1) AS one LEFT JOIN original o ON true LEFT JOIN spent s ON true
            WHERE o.id IS NOT NULL OR s.id IS NOT NULL
            RETURNING id, credits AS cost, repeat_of
          ), ledger AS (
            INSERT INTO credit_ledger (user_id, delta, reason, reference)
            SELECT ${userId}, -t.cost, ${TAILORING_LEDGER_REASONS.reserved}, t.id::text FROM t WHERE t.cost > 0
          )
          SELECT t.id, t.repeat_of, COALESCE(s.credits, u.credits) AS credits
          FROM t LEFT JOIN spent s ON true LEFT JOIN users u ON u.id = ${userId}`);
        row = rowsOf<{ id: string; credits: number; repeat_of: string | null }>(result)[0];
      } catch (error) {
        if (sqlState(error) === '23505') return { kind: 'in_flight' };
        throw error;
      }
      if (row?.id) {
        return { kind: 'reserved', id: row.id, credits: Number(row.credits), free: row.repeat_of !== null };
      }
      // Read after the refusal: the balance the statement saw may predate a racing request that took it.
      const credits = await balance(userId);
      return credits === undefined ? { kind: 'no_user' } : { kind: 'not_enough', credits };
    },

    /** Reserved → done with the hash of what was returned. False when the row is no longer reserved (swept). */
    async complete(id: string, outputSha256: string): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE ai_tailorings SET status = 'done', output_sha256 = ${outputSha256}, finished_at = now()
        WHERE id = ${id} AND status = 'reserved' RETURNING id`);
      return rowsOf(result).length === 1;
    },

    /**
     * Reserved → failed with its kind, the credits back and their ledger row (none for a free repeat), in ONE
     * statement gated by the tailoring's status: of two racing refunds (the call's own and the stuck-reservation
     * sweep) the second finds the row no longer reserved and does nothing, so the credits come back exactly once.
     * Returns the balance after, if this call gave credits back.
     */
    async fail(id: string, kind: TailoringFailureKind): Promise<number | undefined> {
      const result = await db.execute(sql`
        WITH f AS (
          UPDATE ai_tailorings SET status = 'failed', failure = ${kind}, finished_at = now()
          WHERE id = ${id} AND status = 'reserved'
          RETURNING id, user_id, credits
        ), refund AS (
          UPDATE users SET credits = users.credits + f.credits FROM f
          WHERE users.id = f.user_id AND f.credits > 0 RETURNING users.credits
        ), ledger AS (
          INSERT INTO credit_ledger (user_id, delta, reason, reference)
          SELECT user_id, credits, ${TAILORING_LEDGER_REASONS.refunded}, id::text FROM f WHERE credits > 0
        )
        SELECT refund.credits FROM refund`);
      const row = rowsOf<{ credits: number }>(result)[0];
      return row ? Number(row.credits) : undefined;
    },

    /**
     * Closes reservations left open by a call that died (a crash between reserve and answer), this user's or, without
     * one, everybody's, giving the charged ones' credits back with a ledger row each, in ONE statement. Gated by
     * `status = 'reserved'`: on PostgreSQL a second instance's sweep (or the call's own late refund) that reaches a
     * row this one changed waits for it, sees it no longer reserved and skips it, so each refund happens once.
     * Returns how many it closed.
     */
    async sweepStuck(userId?: number): Promise<number> {
      const whose = userId === undefined ? sql`` : sql`AND user_id = ${userId}`;
      const result = await db.execute(sql`
        WITH f AS (
          UPDATE ai_tailorings SET status = 'failed', failure = 'stuck', finished_at = now()
          WHERE status = 'reserved' ${whose}
            AND created_at <= now() - make_interval(secs => ${STUCK_AFTER_SECONDS})
          RETURNING id, user_id, credits
        ), per_user AS (
          SELECT user_id, sum(credits)::int AS n FROM f GROUP BY user_id
        ), refund AS (
          UPDATE users SET credits = users.credits + per_user.n FROM per_user
          WHERE users.id = per_user.user_id AND per_user.n > 0
          RETURNING users.id
        ), ledger AS (
          INSERT INTO credit_ledger (user_id, delta, reason, reference)
          SELECT user_id, credits, ${TAILORING_LEDGER_REASONS.refunded}, id::text FROM f WHERE credits > 0
        )
        SELECT count(*)::int AS n FROM f`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /**
     * Whether `tailoringId` is this user's finished tailoring of this job, from this very resume, within the repeat
     * window: what a cover letter needs (it comes within that tailoring's credits).
     */
    async isRecentDone(
      userId: number,
      tailoringId: string,
      jobId: string,
      inputSha256: string,
    ): Promise<boolean> {
      const result = await db.execute(sql`
        SELECT 1 AS found FROM ai_tailorings
        WHERE id = ${tailoringId}::uuid AND user_id = ${userId} AND job_id = ${jobId}
          AND input_sha256 = ${inputSha256} AND status = 'done'
          AND finished_at > now() - make_interval(secs => ${REPEAT_WINDOW_SECONDS})`);
      return rowsOf(result).length === 1;
    },
  };
}
export type TailoringRepository = ReturnType<typeof createTailoringRepository>;
