import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
  // Prepared once: /auth/me is the hottest path, one indexed lookup with the expiry checked by the database clock.
  const findLive = preparedRead<SessionUser>(
    db,
    'session_find_live_v2',
    `SELECT u.id AS "userId", u.email, u.display_name AS "displayName", u.is_premium AS "isPremium",
       u.email_verified_at IS NOT NULL AS "emailVerified"
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()
     LIMIT 1`,
  );

  return {
    async create(userId: number, tokenHash: string, ttlSeconds: number): Promise<void> {
      await db
        .insert(sessions)
        .values({ userId, tokenHash, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
    },
    async findLive(tokenHash: string): Promise<SessionUser | undefined> {
      const [row] = await findLive([tokenHash]);
      return row;
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
