import { sql } from 'drizzle-orm';
import type { UnconfirmedApplication } from '@applypilot/contracts';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  findApplication,
  LEDGER_REASONS,
  retrying,
  toApplication,
  type ApplicationRow,
  type CompleteOutcome,
  type RawApplication,
} from './application-repository';

/** The cancel reason of an unconfirmed application the user said did not arrive. */
export const NOT_ARRIVED_REASON = 'not-arrived';

/** "It arrived": charged, refused for want of a credit, or answered like the other completions. */
export type ArrivedOutcome = CompleteOutcome | { kind: 'no_credits' };

/**
 * Issue 30 (decision 055): an application submitted on a company site whose own confirmation never came. The agent
 * reports it `unconfirmed` (its credit comes back); the user then says in the history whether it arrived. Every change
 * of credits is one statement with its ledger row, gated by the application's status, like cancel (decision 018).
 */
export function createUnconfirmedRepository(db: Db) {
  const find = (userId: number, id: string) => findApplication(db, userId, id);

  /**
   * A report that came after the hourly sweep had cancelled the reservation and given its credit back (the agent's
   * completion queue retries for as long as it takes): the row becomes unconfirmed with no credit moving, unless
   * another open, sent or unconfirmed application of the same job exists.
   */
  async function unconfirmedAfterExpiry(userId: number, id: string): Promise<ApplicationRow | undefined> {
    const result = await retrying(() =>
      db.execute(sql`
        UPDATE applications a
        SET status = 'unconfirmed', unconfirmed_at = now(), cancelled_at = NULL, cancel_reason = NULL
        WHERE a.id = ${id} AND a.user_id = ${userId} AND a.status = 'cancelled' AND a.expired_at IS NOT NULL
          AND NOT EXISTS (
            SELECT 1 FROM applications o
            WHERE o.user_id = a.user_id AND o.job_id = a.job_id AND o.id <> a.id
              AND o.status IN ('reserved', 'sent', 'unconfirmed'))
        RETURNING a.id, a.job_id, a.status, (SELECT credits FROM users WHERE id = ${userId}) AS credits`),
    );
    const row = rowsOf<RawApplication>(result)[0];
    return row ? toApplication(row) : undefined;
  }

  return {
    /**
     * Reserved → unconfirmed, the credit back and its ledger row, in one statement (the application row is the gate,
     * so of two reports the second changes nothing). Again: unchanged. Sent or cancelled by the agent: a conflict.
     */
    async markUnconfirmed(userId: number, id: string): Promise<CompleteOutcome> {
      const result = await retrying(() =>
        db.execute(sql`
          WITH c AS (
            UPDATE applications SET status = 'unconfirmed', unconfirmed_at = now()
            WHERE id = ${id} AND user_id = ${userId} AND status = 'reserved'
            RETURNING id, user_id, job_id
          ), refund AS (
            UPDATE users SET credits = credits + 1 FROM c WHERE users.id = c.user_id RETURNING users.credits
          ), ledger AS (
            INSERT INTO credit_ledger (user_id, delta, reason, reference)
            SELECT user_id, 1, ${LEDGER_REASONS.unconfirmed}, id::text FROM c
          )
          SELECT c.id, c.job_id, 'unconfirmed' AS status, refund.credits FROM c CROSS JOIN refund`),
      );
      const updated = rowsOf<RawApplication>(result)[0];
      if (updated) return { kind: 'done', application: toApplication(updated) };
      const current = await find(userId, id);
      if (!current) return { kind: 'not_found' };
      if (current.status === 'unconfirmed') return { kind: 'unchanged', application: current };
      if (current.status === 'cancelled') {
        const late = await unconfirmedAfterExpiry(userId, id);
        if (late) return { kind: 'done', application: late };
        const now = await find(userId, id);
        if (now?.status === 'unconfirmed') return { kind: 'unchanged', application: now };
      }
      return { kind: 'conflict', status: current.status };
    },

    /**
     * "It arrived": unconfirmed → sent at the time it was submitted, one credit taken with its ledger row, in one
     * statement after the user row is locked (like reserve: the balance is read after any payment or reservation
     * committed before). No credit: nothing changes (`no_credits`). Again: unchanged, charged once. The daily and
     * monthly limits do not apply: it was already submitted, and counted since.
     */
    async arrived(userId: number, id: string): Promise<ArrivedOutcome> {
      const row = await retrying(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
          const result = await tx.execute(sql`
            WITH target AS (
              SELECT id, job_id FROM applications
              WHERE id = ${id} AND user_id = ${userId} AND status = 'unconfirmed'
              FOR UPDATE
            ), spent AS (
              UPDATE users SET credits = credits - 1
              WHERE id = ${userId} AND credits >= 1 AND EXISTS (SELECT 1 FROM target)
              RETURNING credits
            ), sent AS (
              UPDATE applications a SET status = 'sent', sent_at = a.unconfirmed_at, charged = true
              FROM target WHERE a.id = target.id AND EXISTS (SELECT 1 FROM spent)
              RETURNING a.id, a.job_id
            ), ledger AS (
              INSERT INTO credit_ledger (user_id, delta, reason, reference)
              SELECT ${userId}, -1, ${LEDGER_REASONS.arrived}, id::text FROM sent
            )
            SELECT
              CASE WHEN sent.id IS NOT NULL THEN 'sent'
                   WHEN EXISTS (SELECT 1 FROM target) THEN 'no_credits'
                   ELSE 'not_unconfirmed' END AS outcome,
              sent.id, sent.job_id,
              COALESCE((SELECT credits FROM spent), (SELECT credits FROM users WHERE id = ${userId})) AS credits
            FROM (SELECT 1) one LEFT JOIN sent ON true`);
          return rowsOf<{
            outcome: 'sent' | 'no_credits' | 'not_unconfirmed';
            id: string | null;
            job_id: string | null;
            credits: number | string | null;
          }>(result)[0];
        }),
      );
      if (row?.outcome === 'sent' && row.id && row.job_id)
        return {
          kind: 'done',
          application: { id: row.id, jobId: row.job_id, status: 'sent', credits: Number(row.credits) },
        };
      if (row?.outcome === 'no_credits') return { kind: 'no_credits' };
      const current = await find(userId, id);
      if (!current) return { kind: 'not_found' };
      if (current.status === 'sent') return { kind: 'unchanged', application: current };
      return { kind: 'conflict', status: current.status };
    },

    /** "It did not arrive": unconfirmed → cancelled; nothing is charged (its credit came back when it was reported). */
    async notArrived(userId: number, id: string): Promise<CompleteOutcome> {
      const result = await retrying(() =>
        db.execute(sql`
          UPDATE applications SET status = 'cancelled', cancelled_at = now(), cancel_reason = ${NOT_ARRIVED_REASON}
          WHERE id = ${id} AND user_id = ${userId} AND status = 'unconfirmed'
          RETURNING id, job_id, status, (SELECT credits FROM users WHERE id = ${userId}) AS credits`),
      );
      const updated = rowsOf<RawApplication>(result)[0];
      if (updated) return { kind: 'done', application: toApplication(updated) };
      const current = await find(userId, id);
      if (!current) return { kind: 'not_found' };
      if (current.status === 'cancelled') return { kind: 'unchanged', application: current };
      return { kind: 'conflict', status: current.status };
    },

    /** The applications waiting for the user's answer, newest first. */
    async list(userId: number): Promise<UnconfirmedApplication[]> {
      const result = await db.execute(sql`
        SELECT id, job_id, job_title, job_url, company, site, site_url,
          (extract(epoch FROM unconfirmed_at) * 1000)::bigint AS submitted_ms
        FROM applications WHERE user_id = ${userId} AND status = 'unconfirmed'
        ORDER BY unconfirmed_at DESC, id`);
      return rowsOf<{
        id: string;
        job_id: string;
        job_title: string;
        job_url: string;
        company: string;
        site: string;
        site_url: string | null;
        submitted_ms: string | number;
      }>(result).map((row) => ({
        id: row.id,
        jobId: row.job_id,
        jobTitle: row.job_title,
        jobUrl: row.job_url,
        company: row.company,
        site: row.site,
        siteUrl: row.site_url,
        submittedAt: Number(row.submitted_ms),
      }));
    },
  };
}
export type UnconfirmedRepository = ReturnType<typeof createUnconfirmedRepository>;
