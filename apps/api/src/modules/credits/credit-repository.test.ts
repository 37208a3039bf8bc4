import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FREE_TRIAL_CREDITS } from '@applypilot/contracts';
import { backends, postgresBackend, postgresSkipReason } from '../../../test/backends';
import { createTestApp, registerAndLogin, type TestApp } from '../../../test/test-app';
import { createUserRepository } from '../auth/user-repository';
import { createCreditRepository } from './credit-repository';

describe.each(backends)('credits ledger on $name', (backend) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp(backend);
    const { user } = await registerAndLogin(t.app);
    userId = (await createUserRepository(t.database.db).findByEmail(user.email))?.id ?? -1;
  });
  afterAll(() => t.close());

  it('grants the free trial once, as a ledger row, at registration', async () => {
    const credits = createCreditRepository(t.database.db);
    expect(await credits.entries(userId)).toEqual([
      { delta: FREE_TRIAL_CREDITS, reason: 'free_trial', reference: null },
    ]);
    expect(await credits.balance(userId)).toEqual({ credits: 5, ledgerSum: 5 });
    // A second free-trial row for the same account is refused by the database.
    await expect(
      t.database.db.execute(
        sql`INSERT INTO credit_ledger (user_id, delta, reason) VALUES (${userId}, 5, 'free_trial')`,
      ),
    ).rejects.toThrow();
  });

  it('changes the balance and the ledger together, and refuses to go below zero', async () => {
    const credits = createCreditRepository(t.database.db);
    expect(await credits.change(userId, -1, 'application', 'job-1')).toBe(4);
    expect(await credits.change(userId, -5, 'customize', 'job-2')).toBeUndefined();
    expect(await credits.change(userId, 100, 'purchase', 'order_1')).toBe(104);
    expect(await credits.change(userId, -104, 'application', 'job-3')).toBe(0);
    expect(await credits.change(userId, -1, 'application', 'job-4')).toBeUndefined();
    expect(await credits.balance(userId)).toEqual({ credits: 0, ledgerSum: 0 });
    expect((await credits.entries(userId)).map((e) => e.delta)).toEqual([5, -1, 100, -104]);
    expect(await credits.change(999_999, 1, 'purchase')).toBeUndefined();
  });

  it('has a CHECK constraint that refuses a negative balance even to raw SQL', async () => {
    const error: unknown = await t.database.db
      .execute(sql`UPDATE users SET credits = -1 WHERE id = ${userId}`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    // Drizzle wraps the driver's error; the database's own message names the constraint.
    const cause = (error as { cause?: { message?: string } } | undefined)?.cause;
    expect(cause?.message).toMatch(/users_credits_not_negative/);
    expect(await createCreditRepository(t.database.db).balance(userId)).toEqual({ credits: 0, ledgerSum: 0 });
  });
});

describe('credits ledger under concurrent spending', () => {
  it.skipIf(!postgresBackend)(
    `keeps balance = ledger sum when 8 spends of 1 race for 3 credits over 4 connections${
      postgresBackend ? '' : ` (${postgresSkipReason})`
    }`,
    async () => {
      if (!postgresBackend) return;
      const t = await createTestApp(postgresBackend);
      try {
        const { user } = await registerAndLogin(t.app);
        const userId = (await createUserRepository(t.database.db).findByEmail(user.email))?.id ?? -1;
        const credits = createCreditRepository(t.database.db);
        await credits.change(userId, -FREE_TRIAL_CREDITS, 'application', 'drain');
        await credits.change(userId, 3, 'purchase', 'order_2');
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) => credits.change(userId, -1, 'application', `c${i}`)),
        );
        expect(results.filter((r) => r !== undefined)).toHaveLength(3);
        expect(await credits.balance(userId)).toEqual({ credits: 0, ledgerSum: 0 });
      } finally {
        await t.close();
      }
    },
  );
});
