import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';

export interface SessionUser {
  userId: number;
  email: string;
  displayName: string | null;
  isPremium: boolean;
  emailVerified: boolean;
}

export function createSessionRepository(db: Db) {
  // Prepared once: /auth/me is the hottest path, one indexed lookup with the expiry checked by the database clock.
  const findLive = db
    .select({
      userId: users.id,
      email: users.email,
      displayName: users.displayName,
      isPremium: users.isPremium,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_find_live');

  return {
    async create(userId: number, tokenHash: string, ttlSeconds: number): Promise<void> {
      await db
        .insert(sessions)
        .values({ userId, tokenHash, expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})` });
    },
    async findLive(tokenHash: string): Promise<SessionUser | undefined> {
      const rows = await findLive.execute({ tokenHash });
      return rows[0];
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
