import { and, eq, isNull, sql } from 'drizzle-orm';
import { FREE_TRIAL_CREDITS } from '@applypilot/contracts';
import type { Db } from '../../db/client';
import { agentTokens, creditLedger, sessions, users } from '../../db/schema';

export interface UserRow {
  id: number;
  email: string;
  displayName: string | null;
  passwordHash: string | null;
  googleSub: string | null;
  isPremium: boolean;
  emailVerified: boolean;
}

export interface NewUser {
  email: string;
  displayName: string | null;
  passwordHash: string | null;
  googleSub: string | null;
  /** True when the address is already proved (Google sign-in with a verified email). */
  emailVerified: boolean;
}

export const FREE_TRIAL_REASON = 'free_trial';

const columns = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  passwordHash: users.passwordHash,
  googleSub: users.googleSub,
  isPremium: users.isPremium,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
};

export function createUserRepository(db: Db) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db.select(columns).from(users).where(eq(users.email, email)).limit(1);
      return rows[0];
    },
    async findByGoogleSub(sub: string): Promise<UserRow | undefined> {
      const rows = await db.select(columns).from(users).where(eq(users.googleSub, sub)).limit(1);
      return rows[0];
    },
    /**
     * Creates the account and its free-trial grant in one statement: the user row starts with the trial balance and
     * the ledger row records it, so balance = ledger sum from the first moment. Returns undefined when the email (or
     * Google subject) is already taken.
     */
    async createWithFreeTrial(user: NewUser): Promise<number | undefined> {
      const result = await db.execute(sql`
        WITH u AS (
          INSERT INTO ${users} (email, display_name, password_hash, google_sub, credits, email_verified_at)
          VALUES (${user.email}, ${user.displayName}, ${user.passwordHash}, ${user.googleSub}, ${FREE_TRIAL_CREDITS},
                  ${user.emailVerified ? sql`now()` : null})
          ON CONFLICT DO NOTHING
          RETURNING id
        ), ledger AS (
          INSERT INTO ${creditLedger} (user_id, delta, reason)
          SELECT id, ${FREE_TRIAL_CREDITS}, ${FREE_TRIAL_REASON} FROM u
        )
        SELECT id FROM u`);
      const row = (result as unknown as { rows: { id: number }[] }).rows[0];
      return row ? Number(row.id) : undefined;
    },
    /**
     * Links a Google subject (whose verified email is this account's) to an account that has none yet; undefined if
     * it already has one. Google proved the address, so the account becomes verified. If it was not verified before,
     * whoever registered it never proved they own the address: their password, sessions and agent tokens go, in the
     * same transaction, with the row locked so a concurrent link or verification cannot interleave.
     */
    async linkGoogle(userId: number, sub: string): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ googleSub: users.googleSub, emailVerified: columns.emailVerified })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!row || row.googleSub !== null) return undefined;
        if (!row.emailVerified) {
          await tx.delete(sessions).where(eq(sessions.userId, userId));
          await tx.delete(agentTokens).where(eq(agentTokens.userId, userId));
        }
        const [linked] = await tx
          .update(users)
          .set({
            googleSub: sub,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            ...(row.emailVerified ? {} : { passwordHash: null }),
          })
          .where(and(eq(users.id, userId), isNull(users.googleSub)))
          .returning(columns);
        return linked;
      });
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
