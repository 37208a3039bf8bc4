import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batchedRead } from '../../db/batched-read';
import { preparedRead } from '../../db/prepared-read';
import { sessions } from '../../db/schema';

export interface SessionUser {
  userId: number;
  email: string;
  displayName: string | null;
  isPremium: boolean;
  emailVerified: boolean;
}

export function createSessionRepository(db: Db) {
  // Prepared once: /auth/me is the hottest path, one indexed lookup per token with the expiry checked by the
  // database clock. The tokens asked for in one turn of the event loop are looked up in one statement
  // (batched-read.ts); the lateral join keeps it a primary-key lookup per token whatever the batch's size.
  const findLiveMany = preparedRead<SessionUser & { i: number }>(
    db,
    'session_find_live_v3',
    `SELECT k.i::int AS i, s.*
     FROM unnest($1::text[]) WITH ORDINALITY AS k(token_hash, i)
     CROSS JOIN LATERAL (
       SELECT u.id AS "userId", u.email, u.display_name AS "displayName", u.is_premium AS "isPremium",
         u.email_verified_at IS NOT NULL AS "emailVerified"
       FROM sessions se JOIN users u ON u.id = se.user_id
       WHERE se.token_hash = k.token_hash AND se.expires_at > now()
       LIMIT 1) s`,
  );
  const findLive = batchedRead<string, SessionUser & { i: number }>({
    readMany: (tokenHashes) => findLiveMany([tokenHashes]),
    indexOf: (row) => row.i - 1,
    idOf: (tokenHash) => tokenHash,
  });

  return {
    async create(userId: number, tokenHash: string, ttlSeconds: number): Promise<void> {
      await db
        .insert(sessions)
        .values({ userId, tokenHash, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
    },
    async findLive(tokenHash: string): Promise<SessionUser | undefined> {
      const row = await findLive(tokenHash);
      if (!row) return undefined;
      return {
        userId: row.userId,
        email: row.email,
        displayName: row.displayName,
        isPremium: row.isPremium,
        emailVerified: row.emailVerified,
      };
    },
    /** Answers the session's user, so logout can end what hangs on the account (the agent's tokens). */
    async delete(tokenHash: string): Promise<number | undefined> {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .returning({ userId: sessions.userId });
      return row?.userId;
    },
    async pruneExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
