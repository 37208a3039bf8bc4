import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentTokens, passwordResetTokens, sessions, users } from '../../db/schema';

export function createResetTokenRepository(db: Db) {
  return {
    /**
     * Stores a reset token for the account with this email, in one statement that finds the account and inserts the
     * token; answers the account's address, or undefined when there is none (nothing stored). Both outcomes cost the
     * same single statement, so the answer's timing does not tell whether the account exists.
     */
    async createForEmail(email: string, tokenHash: string, ttlSeconds: number): Promise<string | undefined> {
      const result = await db.execute(sql`
        WITH u AS (SELECT id, email FROM ${users} WHERE email = ${email}),
        t AS (
          INSERT INTO ${passwordResetTokens} (user_id, token_hash, expires_at)
          SELECT id, ${tokenHash}, now() + make_interval(secs => ${ttlSeconds}) FROM u
        )
        SELECT email FROM u`);
      return (result as unknown as { rows: { email: string }[] }).rows[0]?.email;
    },
    async isUsable(tokenHash: string): Promise<boolean> {
      const rows = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return rows.length === 1;
    },
    /**
     * One statement: marks the token used (only if unused and unexpired), sets the new password and marks the
     * address verified, burns the user's other reset tokens and deletes every session and agent token of the user. Returns false
     * when the token was not usable, so two concurrent resets with one token cannot both succeed.
     */
    async consume(tokenHash: string, passwordHash: string): Promise<boolean> {
      const result = await db.execute(sql`
        WITH t AS (
          UPDATE ${passwordResetTokens} SET used_at = now()
          WHERE token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()
          RETURNING user_id
        ), u AS (
          -- The reset link came by mail, so its use proves the address too (decision 014).
          UPDATE ${users} SET password_hash = ${passwordHash}, email_verified_at = coalesce(email_verified_at, now())
          FROM t WHERE ${users.id} = t.user_id RETURNING ${users.id}
        ), other_tokens AS (
          UPDATE ${passwordResetTokens} SET used_at = now()
          WHERE user_id IN (SELECT user_id FROM t) AND used_at IS NULL AND token_hash <> ${tokenHash}
        ), ended AS (
          DELETE FROM ${sessions} WHERE user_id IN (SELECT id FROM u)
        ), agents_ended AS (
          -- A new password stops the agent too: whoever held the old one may have started it (decision 022).
          DELETE FROM ${agentTokens} WHERE user_id IN (SELECT id FROM u)
        )
        SELECT id FROM u`);
      return (result as unknown as { rows: unknown[] }).rows.length === 1;
    },
  };
}
export type ResetTokenRepository = ReturnType<typeof createResetTokenRepository>;
