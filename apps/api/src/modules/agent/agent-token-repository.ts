import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentTokens, users } from '../../db/schema';
import type { SessionUser } from '../sessions/session-repository';
import { rowsOf } from '../../db/rows';

/** The agent's bearer tokens, by hash only (decision 022). */
export function createAgentTokenRepository(db: Db) {
  // Prepared once: every agent call looks its token up, one indexed read with the expiry on the database clock.
  const findLive = db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      isPremium: users.isPremium,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
    })
    .from(agentTokens)
    .innerJoin(users, eq(users.id, agentTokens.userId))
    .where(
      and(eq(agentTokens.tokenHash, sql.placeholder('tokenHash')), gt(agentTokens.expiresAt, sql`now()`)),
    )
    .limit(1)
    .prepare('agent_token_find_live');
  return {
    /**
     * Stores a new token and, in the same statement, drops this user's expired ones (so the table never grows
     * beyond a user's live tokens without a timer). Answers the expiry as epoch milliseconds.
     */
    async create(userId: number, tokenHash: string, ttlSeconds: number): Promise<number> {
      const rows = rowsOf<{ expires_ms: string | number }>(
        await db.execute(sql`
          WITH pruned AS (
            DELETE FROM ${agentTokens} WHERE user_id = ${userId} AND expires_at <= now()
          )
          INSERT INTO ${agentTokens} (token_hash, user_id, expires_at)
          VALUES (${tokenHash}, ${userId}, now() + make_interval(secs => ${ttlSeconds}))
          RETURNING (extract(epoch FROM expires_at) * 1000)::bigint AS expires_ms`),
      );
      return Number(rows[0]?.expires_ms);
    },
    async findLive(tokenHash: string): Promise<SessionUser | undefined> {
      const rows = await findLive.execute({ tokenHash });
      return rows[0];
    },
    /** Logout and password reset: every token of the user stops working at once. */
    async revokeAll(userId: number): Promise<void> {
      await db.delete(agentTokens).where(eq(agentTokens.userId, userId));
    },
  };
}
export type AgentTokenRepository = ReturnType<typeof createAgentTokenRepository>;
