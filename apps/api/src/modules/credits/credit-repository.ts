import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export function createCreditRepository(db: Db) {
  return {
    /**
     * Changes a balance and writes its ledger row in ONE statement: the update only happens when the new balance stays
     * at or above zero, and the ledger insert only sees the rows the update returned. Returns the new balance, or
     * undefined when the user does not exist or has too few credits.
     */
    async change(userId: number, delta: number, reason: string, reference: string | null = null) {
      const result = await db.execute(sql`
        WITH u AS (
          UPDATE ${users} SET credits = credits + ${delta}
          WHERE id = ${userId} AND credits + ${delta} >= 0
          RETURNING id, credits
        )
        INSERT INTO ${creditLedger} (user_id, delta, reason, reference)
        SELECT id, ${delta}, ${reason}, ${reference} FROM u
        RETURNING (SELECT credits FROM u) AS credits`);
      const row = rowsOf<{ credits: number }>(result)[0];
      return row ? Number(row.credits) : undefined;
    },
    async balance(userId: number): Promise<{ credits: number; ledgerSum: number } | undefined> {
      const result = await db.execute(sql`
        SELECT u.credits, COALESCE((SELECT SUM(delta) FROM ${creditLedger} l WHERE l.user_id = u.id), 0) AS ledger_sum
        FROM ${users} u WHERE u.id = ${userId}`);
      const row = rowsOf<{ credits: number; ledger_sum: string | number }>(result)[0];
      return row ? { credits: Number(row.credits), ledgerSum: Number(row.ledger_sum) } : undefined;
    },
    async entries(userId: number) {
      return db
        .select({ delta: creditLedger.delta, reason: creditLedger.reason, reference: creditLedger.reference })
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(creditLedger.id);
    },
  };
}
export type CreditRepository = ReturnType<typeof createCreditRepository>;
