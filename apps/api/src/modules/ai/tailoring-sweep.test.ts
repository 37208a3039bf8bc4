import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { backends, postgresBackend, postgresSkipReason } from '../../../test/backends';
import { createTestApp, TEST_SCRYPT_COST, type TestApp } from '../../../test/test-app';
import { account, balance, ledger, query, type Account } from '../../../test/spending';
import { createTailoringRepository, STUCK_AFTER_SECONDS } from './tailoring-repository';

/**
 * Stuck tailoring reservations (a call that died between reserve and answer) are swept on a schedule, in one
 * statement that checks and changes, with a ledger row each (decision 046), without waiting for the user's next
 * tailoring; and several API instances sweeping at once give each credit back once.
 */

/** A reservation of `who`'s for `jobId`, its 5 credits taken, made `minutes` old. */
async function reservation(t: TestApp, who: Account, jobId: string, minutes: number): Promise<string> {
  const reserved = await createTailoringRepository(t.database.db).reserve(who.id, jobId, 'c'.repeat(64));
  if (reserved.kind !== 'reserved') throw new Error(`not reserved: ${reserved.kind}`);
  await t.database.db.execute(
    sql`UPDATE ai_tailorings SET created_at = now() - make_interval(mins => ${minutes}) WHERE id = ${reserved.id}`,
  );
  return reserved.id;
}

async function statusOf(t: TestApp, id: string) {
  const [row] = await query<{ status: string; failure: string | null }>(
    t,
    sql`SELECT status, failure FROM ai_tailorings WHERE id = ${id}`,
  );
  return row;
}

/** Waits (polling, at most 20 s) until `done` holds. */
async function until(done: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the sweep did not run within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(backends)('the scheduled sweep of stuck tailorings on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, {}, { applications: { sweepIntervalMs: 100 } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`gives back a reservation older than ${STUCK_AFTER_SECONDS / 60} minutes on its own, with a ledger row; a recent one stays`, async () => {
    // A tailoring is reserved only from a balance that also pays for its application (decision 050): 6 each.
    const who = await account(t, { credits: 11 });
    const stuck = await reservation(t, who, 'sweep-stuck', 11);
    const recent = await reservation(t, who, 'sweep-recent', 1);
    expect(await balance(t, who)).toEqual({ credits: 1, ledgerSum: 1 });

    await until(async () => (await statusOf(t, stuck))?.status === 'failed');
    expect(await statusOf(t, stuck)).toEqual({ status: 'failed', failure: 'stuck' });
    expect(await statusOf(t, recent)).toEqual({ status: 'reserved', failure: null });
    expect(await balance(t, who)).toEqual({ credits: 6, ledgerSum: 6 });
    expect((await ledger(t, who)).filter((row) => row.reference === stuck)).toEqual([
      { delta: -5, reason: 'ai_tailoring_reserved', reference: stuck },
      { delta: 5, reason: 'ai_tailoring_refunded', reference: stuck },
    ]);
  });
});

describe.skipIf(!postgresBackend)(
  `several API instances sweeping at once on postgres ${postgresSkipReason ? `(${postgresSkipReason})` : ''}`,
  () => {
    let t: TestApp;
    let second: Awaited<ReturnType<typeof buildApp>> | undefined;
    beforeAll(async () => {
      const backend = postgresBackend!;
      t = await createTestApp(
        { ...backend, open: () => backend.open({ poolSize: 16 }) },
        {},
        { applications: { sweepIntervalMs: 50 } },
      );
      // A second instance on the same database, sweeping on its own timer.
      second = await buildApp({
        config: t.config,
        db: t.database.db,
        logger: false,
        scryptCost: TEST_SCRYPT_COST,
        applications: { sweepIntervalMs: 50 },
      });
      await second.app.ready();
    });
    afterAll(async () => {
      await second?.app.close();
      await t?.close();
    });

    it('six stuck reservations of three users: each refunded once, whoever sweeps', async () => {
      const users = await Promise.all([1, 2, 3].map(() => account(t, { credits: 11 })));
      const ids = (
        await Promise.all(
          users.flatMap((who, u) => [0, 1].map((k) => reservation(t, who, `multi-${u}-${k}`, 12))),
        )
      ).flat();
      // Eight more sweeps at once, racing the two instances' timers.
      const repository = createTailoringRepository(t.database.db);
      const racing = await Promise.all(Array.from({ length: 8 }, () => repository.sweepStuck()));
      await until(async () => {
        const rows = await query<{ n: number }>(
          t,
          sql`SELECT count(*)::int AS n FROM ai_tailorings WHERE status = 'reserved' AND id::text IN ${ids}`,
        );
        return rows[0]?.n === 0;
      });
      expect(racing.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(6);
      for (const who of users) {
        expect(await balance(t, who)).toEqual({ credits: 11, ledgerSum: 11 });
        const refunds = (await ledger(t, who)).filter((row) => row.reason === 'ai_tailoring_refunded');
        expect(refunds).toHaveLength(2);
        expect(new Set(refunds.map((row) => row.reference)).size).toBe(2);
      }
    });
  },
);
