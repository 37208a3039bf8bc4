import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationTokens, users } from '../../db/schema';

export function createVerificationTokenRepository(db: Db) {
  return {
    async create(userId: number, tokenHash: string, ttlSeconds: number): Promise<void> {
      await db
        .insert(emailVerificationTokens)
        .values({ userId, tokenHash, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
    },
    /**
     * One statement: marks the token used (only if unused and unexpired) and the account verified (keeping an earlier
     * verification time). Returns false when the token was not usable, so a link works exactly once.
     */
    async consume(tokenHash: string): Promise<boolean> {
      const result = await db.execute(sql`
        WITH t AS (
          UPDATE ${emailVerificationTokens} SET used_at = now()
          WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()
          RETURNING user_id
        )
        UPDATE ${users} SET email_verified_at = coalesce(email_verified_at, now())
        FROM t WHERE ${users.id} = t.user_id
        RETURNING ${users.id}`);
      return (result as unknown as { rows: unknown[] }).rows.length === 1;
    },
  };
}
export type VerificationTokenRepository = ReturnType<typeof createVerificationTokenRepository>;
