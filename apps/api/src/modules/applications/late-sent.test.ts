import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApplicationResponseSchema, JobInfoResponseSchema, MESSAGES } from '@applypilot/contracts';
import { API_MESSAGES } from '../../http/api-messages';
import { backends, postgresBackend, postgresSkipReason } from '../../../test/backends';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';
import {
  account,
  agentTokenOf,
  balance,
  cancel,
  hold,
  jobInfo,
  ledger,
  markSent,
  query,
  reserve,
  type Account,
} from '../../../test/spending';
import { createApplicationRepository } from './application-repository';

/**
 * Nothing the employer received is lost (decision 033): the agent holds its reservation while it works on it, so the
 * hourly sweep leaves it alone, and a `sent` that arrives after the sweep gave the credit back is still recorded: the
 * credit taken again when the balance allows, else recorded without a charge. Time moves forward by moving the
 * rows' timestamps back (the sweep compares them with the database clock).
 */
describe.each(backends)('holding and late completions on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const sweep = () => createApplicationRepository(t.database.db).sweepExpired();

  async function reserved(who: Account, jobId: string): Promise<string> {
    const response = await reserve(t, who, jobId);
    expect(response.statusCode, response.body).toBe(201);
    return ApplicationResponseSchema.parse(response.json()).application.id;
  }

  async function row(id: string) {
    const [found] = await query<{
      status: string;
      charged: boolean;
      expired: boolean;
      held: boolean;
      cancelled_at: string | null;
      cancel_reason: string | null;
    }>(
      t,
      sql`SELECT status, charged, expired_at IS NOT NULL AS expired, held_at IS NOT NULL AS held, cancelled_at,
            cancel_reason
          FROM applications WHERE id = ${id}`,
    );
    return found;
  }

  /** Moves a reservation (and its last hold) `minutes` into the past, as if that much time had gone by. */
  async function age(id: string, minutes: number) {
    await t.database.db.execute(sql`
      UPDATE applications
      SET reserved_at = reserved_at - make_interval(mins => ${minutes}),
          held_at = held_at - make_interval(mins => ${minutes})
      WHERE id = ${id}`);
  }

  /** The reservation reported late: the sweep cancelled it an hour after it was made. */
  async function expired(who: Account, jobId: string): Promise<string> {
    const id = await reserved(who, jobId);
    await age(id, 61);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await row(id)).toMatchObject({ status: 'cancelled', expired: true, cancel_reason: 'expired' });
    return id;
  }

  async function history(who: Account) {
    return JobInfoResponseSchema.parse((await jobInfo(t, who)).json()).user;
  }

  it('a held reservation is not swept; once the holds stop, the sweep gives it back an hour after the last one', async () => {
    const who = await account(t);
    const id = await reserved(who, 'held-1');
    await age(id, 50);
    const held = await hold(t, who, id);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.headers['cache-control']).toBe('no-store');
    expect(ApplicationResponseSchema.parse(held.json())).toMatchObject({
      application: { id, jobId: 'held-1', status: 'reserved' },
      availableJobs: 4,
    });
    // 70 minutes after the reservation, 20 after the hold: kept, by the periodic sweep and by the lazy one.
    await age(id, 20);
    expect(await sweep()).toBe(0);
    expect((await history(who)).availableJobs).toBe(4);
    expect((await reserve(t, who, 'held-other')).statusCode).toBe(201);
    expect(await row(id)).toMatchObject({ status: 'reserved', held: true, expired: false });

    // The agent sends it: an ordinary sent, charged once.
    const sent = await markSent(t, who, id);
    expect(sent.statusCode).toBe(200);
    expect(await balance(t, who)).toEqual({ credits: 3, ledgerSum: 3 });

    // Another reservation whose agent stopped holding it: an hour after the last hold, it goes back.
    const dropped = await reserved(who, 'held-2');
    expect((await hold(t, who, dropped)).statusCode).toBe(200);
    await age(dropped, 61);
    expect(await sweep()).toBe(1);
    expect(await row(dropped)).toMatchObject({ status: 'cancelled', expired: true });
    expect(await balance(t, who)).toEqual({ credits: 3, ledgerSum: 3 });
  });

  it('hold: 404 for an unknown, malformed or foreign id; 409 once the reservation is sent or cancelled', async () => {
    const owner = await account(t);
    const stranger = await account(t);
    const id = await reserved(owner, 'hold-404');
    for (const [who, target] of [
      [stranger, id],
      [owner, '00000000-0000-4000-8000-000000000000'],
      [owner, "1' OR '1'='1"],
    ] as const) {
      const response = await hold(t, who, target);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.applicationNotFound });
    }
    expect(await row(id)).toMatchObject({ status: 'reserved', held: false });

    expect((await markSent(t, owner, id)).statusCode).toBe(200);
    const afterSent = await hold(t, owner, id);
    expect(afterSent.statusCode).toBe(409);
    expect(afterSent.json()).toEqual({ success: false, error: MESSAGES.alreadyApplied });

    const other = await reserved(owner, 'hold-409');
    expect((await cancel(t, owner, other)).statusCode).toBe(200);
    const afterCancel = await hold(t, owner, other);
    expect(afterCancel.statusCode).toBe(409);
    expect(afterCancel.json()).toEqual({ success: false, error: API_MESSAGES.applicationCancelled });
    const swept = await expired(owner, 'hold-swept');
    expect((await hold(t, owner, swept)).statusCode).toBe(409);
    expect(await row(swept)).toMatchObject({ status: 'cancelled', held: false });
  });

  it('sent after the sweep, with a credit to take: charged once with a ledger row, in the history and the counts', async () => {
    const who = await account(t);
    const id = await expired(who, 'late-paid');
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });

    const sent = await markSent(t, who, id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      application: { id, jobId: 'late-paid', status: 'sent' },
      availableJobs: 4,
    });
    expect(await row(id)).toEqual({
      status: 'sent',
      charged: true,
      expired: true,
      held: false,
      cancelled_at: null,
      cancel_reason: null,
    });
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
    expect(await ledger(t, who)).toEqual([
      { delta: 5, reason: 'free_trial', reference: null },
      { delta: -1, reason: 'application_reserved', reference: id },
      { delta: 1, reason: 'application_expired', reference: id },
      { delta: -1, reason: 'application_sent_after_expiry', reference: id },
    ]);
    const info = await history(who);
    expect(info.jobHistory.map((entry) => entry.jobTitle)).toEqual(['Engineer late-paid']);
    expect(info).toMatchObject({ availableJobs: 4, dailyCount: 1, monthlyCount: 1 });

    // Reported again (the agent's queue retries until it is acknowledged): the same answer, nothing moves.
    const again = await markSent(t, who, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sent.json());
    expect(await ledger(t, who)).toHaveLength(4);
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
    // And the job counts as applied.
    const reapply = await reserve(t, who, 'late-paid');
    expect(reapply.statusCode).toBe(409);
    expect(reapply.json()).toEqual({ success: false, error: MESSAGES.alreadyApplied });
  });

  it('sent after the sweep at a balance of 0: recorded without a charge, no ledger row, in the history', async () => {
    const who = await account(t, { credits: 1 });
    const id = await expired(who, 'late-free');
    // The credit the sweep gave back is spent on the next job before the late report arrives.
    await reserved(who, 'next-job');
    expect(await balance(t, who)).toEqual({ credits: 0, ledgerSum: 0 });
    const before = await ledger(t, who);

    const sent = await markSent(t, who, id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      application: { id, jobId: 'late-free', status: 'sent' },
      availableJobs: 0,
    });
    expect(await row(id)).toMatchObject({ status: 'sent', charged: false, expired: true });
    expect(await balance(t, who)).toEqual({ credits: 0, ledgerSum: 0 });
    expect(await ledger(t, who)).toEqual(before);
    const info = await history(who);
    expect(info.jobHistory.map((entry) => entry.jobTitle)).toEqual(['Engineer late-free']);
    expect(info).toMatchObject({ availableJobs: 0, dailyCount: 2 });

    const again = await markSent(t, who, id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sent.json());
    expect(await ledger(t, who)).toEqual(before);
  });

  it('a reservation the agent cancelled stays cancelled, whatever reason it gave', async () => {
    const who = await account(t);
    const id = await reserved(who, 'agent-cancel');
    const cancelled = await postJson(
      t.app,
      `/api/applications/${id}/cancel`,
      { reason: 'expired' },
      { headers: { authorization: `Bearer ${await agentTokenOf(t, who)}` } },
    );
    expect(cancelled.statusCode).toBe(200);
    const sent = await markSent(t, who, id);
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toEqual({ success: false, error: API_MESSAGES.applicationCancelled });
    expect(await row(id)).toMatchObject({ status: 'cancelled', expired: false, cancel_reason: 'expired' });
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
  });

  it('sent after the sweep while the same job is open or sent again: already applied, no second row, no charge', async () => {
    const who = await account(t);
    const old = await expired(who, 'twice');
    const fresh = await reserved(who, 'twice');
    const whileOpen = await markSent(t, who, old);
    expect(whileOpen.statusCode).toBe(409);
    expect(whileOpen.json()).toEqual({ success: false, error: MESSAGES.alreadyApplied });
    expect(await row(old)).toMatchObject({ status: 'cancelled', charged: true });
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });

    expect((await markSent(t, who, fresh)).statusCode).toBe(200);
    const whileSent = await markSent(t, who, old);
    expect(whileSent.statusCode).toBe(409);
    expect(whileSent.json()).toEqual({ success: false, error: MESSAGES.alreadyApplied });
    const rows = await query<{ status: string; n: number }>(
      t,
      sql`SELECT status, count(*)::int AS n FROM applications
          WHERE user_id = ${who.id} AND job_id = 'twice' GROUP BY status ORDER BY status`,
    );
    expect(rows).toEqual([
      { status: 'cancelled', n: 1 },
      { status: 'sent', n: 1 },
    ]);
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
    expect((await history(who)).jobHistory).toHaveLength(1);
  });
});

describe.skipIf(!postgresBackend)(`late completions racing on postgres ${postgresSkipReason}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const backend = postgresBackend;
    if (!backend) return;
    // Several connections, so the late reports really run at the same time.
    t = await createTestApp({ ...backend, open: () => backend.open({ poolSize: 8 }) });
  });
  afterAll(() => t?.close());

  it('ten late sents of one swept reservation at once take the credit once', async () => {
    const who = await account(t, { credits: 3 });
    const id = ApplicationResponseSchema.parse((await reserve(t, who, 'race')).json()).application.id;
    await t.database.db.execute(
      sql`UPDATE applications SET reserved_at = now() - interval '2 hours' WHERE id = ${id}`,
    );
    expect(await createApplicationRepository(t.database.db).sweepExpired()).toBe(1);
    const responses = await Promise.all(Array.from({ length: 10 }, () => markSent(t, who, id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const response of responses) {
      expect(response.json()).toMatchObject({ application: { id, status: 'sent' } });
    }
    expect(await balance(t, who)).toEqual({ credits: 2, ledgerSum: 2 });
    const charges = await query<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM credit_ledger
          WHERE reference = ${id} AND reason = 'application_sent_after_expiry'`,
    );
    expect(charges).toEqual([{ n: 1 }]);
  });
});
