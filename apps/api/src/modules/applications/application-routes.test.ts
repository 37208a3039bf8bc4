import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ApplicationResponseSchema,
  HISTORY_PREVIEW_COUNT,
  JobInfoResponseSchema,
  MESSAGES,
} from '@applypilot/contracts';
import { API_MESSAGES } from '../../http/api-messages';
import { backends } from '../../../test/backends';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';
import {
  account,
  agentTokenOf,
  balance,
  cancel,
  job,
  jobInfo,
  ledger,
  markSent,
  query,
  reserve,
  seed,
  type Account,
} from '../../../test/spending';
import { createApplicationRepository } from './application-repository';

const HOUR = 3600;
const DAY = 24 * HOUR;

describe.each(backends)('spending credits on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  async function status(id: string) {
    const [row] = await query<{ status: string; cancel_reason: string | null }>(
      t,
      sql`SELECT status, cancel_reason FROM applications WHERE id = ${id}`,
    );
    return row;
  }

  async function reserved(who: Account, jobId: string): Promise<string> {
    const response = await reserve(t, who, jobId);
    expect(response.statusCode, response.body).toBe(201);
    return ApplicationResponseSchema.parse(response.json()).application.id;
  }

  it('reserves one credit with a ledger row, then sends it (idempotently)', async () => {
    const who = await account(t);
    const response = await reserve(t, who, 'job-1');
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ApplicationResponseSchema.parse(response.json());
    expect(body).toEqual({
      success: true,
      application: { id: body.application.id, jobId: 'job-1', status: 'reserved' },
      availableJobs: 4,
      // Its signature is checked in reservation-grant.test.ts.
      grant: expect.any(String),
    });
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
    expect(await ledger(t, who)).toEqual([
      { delta: 5, reason: 'free_trial', reference: null },
      { delta: -1, reason: 'application_reserved', reference: body.application.id },
    ]);
    const [row] = await query<Record<string, unknown>>(
      t,
      sql`SELECT user_id, job_id, job_url, job_title, company, status, sent_at FROM applications
          WHERE id = ${body.application.id}`,
    );
    expect(row).toEqual({ user_id: who.id, ...snake(job('job-1')), status: 'reserved', sent_at: null });

    const sent = await markSent(t, who, body.application.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      application: { id: body.application.id, jobId: 'job-1', status: 'sent' },
      availableJobs: 4,
    });
    const again = await markSent(t, who, body.application.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(sent.json());
    // Sending moves no credit; cancelling a sent application is refused and moves none either.
    const late = await cancel(t, who, body.application.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, error: MESSAGES.alreadyApplied });
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
    expect(await ledger(t, who)).toHaveLength(2);
    // The same job again: already applied.
    const twice = await reserve(t, who, 'job-1');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ success: false, error: MESSAGES.alreadyApplied });
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
  });

  it('returns the open reservation when the same job is reserved again, without a second credit', async () => {
    const who = await account(t);
    const id = await reserved(who, 'job-same');
    const again = await reserve(t, who, 'job-same');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      success: true,
      application: { id, jobId: 'job-same', status: 'reserved' },
      availableJobs: 4,
      grant: expect.any(String),
    });
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
    expect(await query(t, sql`SELECT id FROM applications WHERE user_id = ${who.id}`)).toHaveLength(1);
  });

  it('gives the credit back once on cancel; a cancelled application cannot be sent but the job can be reserved anew', async () => {
    const who = await account(t);
    const id = await reserved(who, 'job-c');
    const first = await cancel(t, who, id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      success: true,
      application: { id, jobId: 'job-c', status: 'cancelled' },
      availableJobs: 5,
    });
    const second = await cancel(t, who, id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
    expect((await ledger(t, who)).slice(1)).toEqual([
      { delta: -1, reason: 'application_reserved', reference: id },
      { delta: 1, reason: 'application_cancelled', reference: id },
    ]);
    expect(await status(id)).toEqual({ status: 'cancelled', cancel_reason: 'cancelled' });

    const sent = await markSent(t, who, id);
    expect(sent.statusCode).toBe(409);
    expect(sent.json()).toEqual({ success: false, error: API_MESSAGES.applicationCancelled });

    const anew = await reserve(t, who, 'job-c');
    expect(anew.statusCode).toBe(201);
    expect(anew.json().application.id).not.toBe(id);
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
  });

  it('records the reason the agent gives when it cancels', async () => {
    const who = await account(t);
    const id = await reserved(who, 'job-r');
    const agent = { authorization: `Bearer ${await agentTokenOf(t, who)}` };
    const response = await postJson(
      t.app,
      `/api/applications/${id}/cancel`,
      { reason: 'The form asked for a cover letter' },
      { headers: agent },
    );
    expect(response.statusCode).toBe(200);
    expect(await status(id)).toEqual({
      status: 'cancelled',
      cancel_reason: 'The form asked for a cover letter',
    });
    const bad = await postJson(
      t.app,
      `/api/applications/${id}/cancel`,
      { reason: 'x'.repeat(201) },
      { headers: agent },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, error: API_MESSAGES.tooLong('reason') });
  });

  it('answers 402 at zero credits and changes nothing', async () => {
    const who = await account(t, { credits: 0 });
    const response = await reserve(t, who, 'job-z');
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.noCredits });
    expect(await balance(t, who)).toEqual({ credits: 0, ledgerSum: 0 });
    expect(await query(t, sql`SELECT id FROM applications WHERE user_id = ${who.id}`)).toEqual([]);
  });

  it('answers 403 to an unverified email and changes nothing', async () => {
    const who = await account(t, { verified: false });
    const response = await reserve(t, who, 'job-u');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.emailNotVerified });
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
    expect(await query(t, sql`SELECT id FROM applications WHERE user_id = ${who.id}`)).toEqual([]);
  });

  it('refuses the 41st application in a rolling 24 hours; open reservations count, cancelled and older ones do not', async () => {
    const who = await account(t, { credits: 10 });
    await seed(t, who, { count: 38, status: 'sent', ageSeconds: HOUR, spreadSeconds: 20 * HOUR });
    await seed(t, who, { count: 10, status: 'cancelled', ageSeconds: HOUR });
    await seed(t, who, { count: 3, status: 'sent', ageSeconds: DAY + 60 });
    await reserved(who, 'job-39');
    await reserved(who, 'job-40');
    const response = await reserve(t, who, 'job-41');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.dailyLimitReached });
    expect(await balance(t, who)).toEqual({ credits: 8, ledgerSum: 8 });
    // A cancelled reservation frees its slot.
    const [open] = await query<{ id: string }>(
      t,
      sql`SELECT id FROM applications WHERE user_id = ${who.id} AND job_id = 'job-40'`,
    );
    await cancel(t, who, open?.id ?? '');
    expect((await reserve(t, who, 'job-41')).statusCode).toBe(201);
  });

  it('refuses the 1001st application in a rolling 30 days', async () => {
    const who = await account(t, { credits: 10 });
    await seed(t, who, { count: 999, status: 'sent', ageSeconds: 2 * DAY, spreadSeconds: 27 * DAY });
    await seed(t, who, { count: 5, status: 'sent', ageSeconds: 30 * DAY + 60 });
    await reserved(who, 'job-1000');
    const response = await reserve(t, who, 'job-1001');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.monthlyLimitReached });
    expect(await balance(t, who)).toEqual({ credits: 9, ledgerSum: 9 });
  });

  it('checks in the order verified, daily, monthly, credits', async () => {
    const unverified = await account(t, { credits: 0, verified: false });
    await seed(t, unverified, { count: 1000, status: 'sent', ageSeconds: HOUR, spreadSeconds: 20 * HOUR });
    expect((await reserve(t, unverified, 'j')).json().error).toBe(MESSAGES.emailNotVerified);

    const daily = await account(t, { credits: 0 });
    await seed(t, daily, { count: 1000, status: 'sent', ageSeconds: HOUR, spreadSeconds: 20 * HOUR });
    expect((await reserve(t, daily, 'j')).json().error).toBe(MESSAGES.dailyLimitReached);

    const monthly = await account(t, { credits: 0 });
    await seed(t, monthly, { count: 1000, status: 'sent', ageSeconds: 2 * DAY, spreadSeconds: 20 * DAY });
    expect((await reserve(t, monthly, 'j')).json().error).toBe(MESSAGES.monthlyLimitReached);

    // The same job decides before the limits: an open reservation is returned even at the daily limit.
    const atLimit = await account(t, { credits: 2 });
    const id = await reserved(atLimit, 'open-job');
    await seed(t, atLimit, { count: 39, status: 'sent', ageSeconds: HOUR });
    expect((await reserve(t, atLimit, 'other-job')).json().error).toBe(MESSAGES.dailyLimitReached);
    const again = await reserve(t, atLimit, 'open-job');
    expect(again.statusCode).toBe(200);
    expect(again.json().application.id).toBe(id);
  });

  it('gives hour-old reservations back exactly once, even with sweeps running at once', async () => {
    const who = await account(t);
    const stale = await reserved(who, 'job-stale');
    const fresh = await reserved(who, 'job-fresh');
    await t.database.db.execute(
      sql`UPDATE applications SET reserved_at = now() - interval '61 minutes' WHERE id = ${stale}`,
    );
    await t.database.db.execute(
      sql`UPDATE applications SET reserved_at = now() - interval '59 minutes' WHERE id = ${fresh}`,
    );
    const repository = createApplicationRepository(t.database.db);
    const counts = await Promise.all(Array.from({ length: 6 }, () => repository.sweepExpired()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await status(stale)).toEqual({ status: 'cancelled', cancel_reason: 'expired' });
    expect(await status(fresh)).toEqual({ status: 'reserved', cancel_reason: null });
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
    expect((await ledger(t, who)).filter((e) => e.reason === 'application_expired')).toEqual([
      { delta: 1, reason: 'application_expired', reference: stale },
    ]);
    expect(await repository.sweepExpired()).toBe(0);

    // The lazy sweep: job-info (and reserve) give the asking user's stale reservations back first.
    await t.database.db.execute(
      sql`UPDATE applications SET reserved_at = now() - interval '2 hours' WHERE id = ${fresh}`,
    );
    const info = await jobInfo(t, who);
    expect(info.json().user.availableJobs).toBe(5);
    expect(await status(fresh)).toEqual({ status: 'cancelled', cancel_reason: 'expired' });
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
  });

  it("reserve gives the asking user's hour-old reservations back before it decides", async () => {
    const who = await account(t, { credits: 1 });
    const stale = await reserved(who, 'job-a');
    expect((await reserve(t, who, 'job-b')).statusCode).toBe(402);
    await t.database.db.execute(
      sql`UPDATE applications SET reserved_at = now() - interval '61 minutes' WHERE id = ${stale}`,
    );
    const response = await reserve(t, who, 'job-b');
    expect(response.statusCode).toBe(201);
    expect(response.json().availableJobs).toBe(0);
    expect(await status(stale)).toEqual({ status: 'cancelled', cancel_reason: 'expired' });
    expect(await balance(t, who)).toEqual({ credits: 0, ledgerSum: 0 });
    // The stale job itself can be reserved again: its old row no longer blocks it.
    await t.database.db.execute(
      sql`UPDATE applications SET reserved_at = now() - interval '2 hours' WHERE job_id = 'job-b' AND user_id = ${who.id}`,
    );
    expect((await reserve(t, who, 'job-b')).statusCode).toBe(201);
    expect(await balance(t, who)).toEqual({ credits: 0, ledgerSum: 0 });
  });

  it('job-info: sent history newest first, counts, balance, no-store', async () => {
    const who = await account(t, { credits: 10 });
    await seed(t, who, { count: 3, status: 'sent', ageSeconds: 40 * DAY, spreadSeconds: DAY });
    await seed(t, who, { count: 2, status: 'sent', ageSeconds: 3 * DAY });
    await seed(t, who, { count: 4, status: 'cancelled', ageSeconds: HOUR });
    const sentId = await reserved(who, 'job-newest');
    await markSent(t, who, sentId);
    await reserved(who, 'job-open');

    const response = await jobInfo(t, who);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = JobInfoResponseSchema.parse(response.json());
    expect(body.user).toMatchObject({ availableJobs: 8, isPremium: false, dailyCount: 2, monthlyCount: 4 });
    // Only sent applications, newest first: the newest few here (decision 035), the rest page by page.
    expect(body.user.totalApplications).toBe(6);
    expect(body.user.jobHistory).toHaveLength(HISTORY_PREVIEW_COUNT);
    expect(body.user.jobHistory[0]).toMatchObject({
      jobTitle: 'Engineer job-newest',
      jobUrl: 'https://www.linkedin.com/jobs/view/job-newest/',
      company: 'Company job-newest',
    });
    const seconds = body.user.jobHistory.map((e) => e.appliedAt._seconds);
    expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
    const [sentAt] = await query<{ s: number }>(
      t,
      sql`SELECT floor(extract(epoch FROM sent_at))::float8 AS s FROM applications WHERE id = ${sentId}`,
    );
    expect(seconds[0]).toBe(sentAt?.s);
  });

  it('job-info: titles with quotes, backslashes, control characters and emoji come back exactly', async () => {
    const who = await account(t);
    const odd = {
      jobId: 'odd-1',
      jobUrl: 'https://example.com/jobs?id=1&ref="x"',
      jobTitle: 'Café "Lead" \\ Engineer\t(remote) 🚀 </script>',
      company: 'Ünïcødé\u0001 Ltd',
    };
    const reservedOdd = await postJson(t.app, '/api/applications', odd, {
      cookies: { ap_session: who.cookie },
    });
    await markSent(t, who, reservedOdd.json().application.id);
    const body = JobInfoResponseSchema.parse((await jobInfo(t, who)).json());
    expect(body.user.jobHistory).toEqual([
      {
        jobTitle: odd.jobTitle,
        jobUrl: odd.jobUrl,
        company: odd.company,
        appliedAt: expect.any(Object),
        tailored: false,
        resumeSha256: null,
        site: 'linkedin',
        siteUrl: null,
      },
    ]);
  });

  it('job-info: the header may name the session user only; no session is 401', async () => {
    const who = await account(t);
    const own = await jobInfo(t, who, { 'x-user-email': ` ${who.email.toUpperCase()} ` });
    expect(own.statusCode).toBe(200);
    const other = await account(t);
    const foreign = await jobInfo(t, who, { 'x-user-email': other.email });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ success: false, error: API_MESSAGES.accountMismatch });
    expect(foreign.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({
      url: '/api/user/job-info',
      headers: { 'x-user-email': who.email },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const empty = JobInfoResponseSchema.parse(own.json());
    expect(empty.user).toMatchObject({
      jobHistory: [],
      availableJobs: 5,
      isPremium: false,
      dailyCount: 0,
      monthlyCount: 0,
      totalApplications: 0,
    });
  });

  it("refuses another user's application (404), malformed ids (404), and callers without a session or agent token (401)", async () => {
    const owner = await account(t);
    const stranger = await account(t);
    const id = await reserved(owner, 'job-o');
    for (const call of [markSent, cancel]) {
      const response = await call(t, stranger, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.applicationNotFound });
      const malformed = await call(t, owner, "1' OR '1'='1");
      expect(malformed.statusCode).toBe(404);
      const unknown = await call(t, owner, '00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
    }
    expect(await status(id)).toEqual({ status: 'reserved', cancel_reason: null });
    expect(await balance(t, owner)).toEqual({ credits: 4, ledgerSum: 4 });
    const noSession = await postJson(t.app, '/api/applications', job('x'));
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });
    // Completions are the agent's: without its token they are refused as such (decision 033).
    for (const action of ['hold', 'sent', 'cancel']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/applications/${id}/${action}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.agentTokenExpired });
    }
  });

  it('validates the reservation body with the contract and never answers 5xx to crafted input', async () => {
    const who = await account(t);
    const missing = await postJson(
      t.app,
      '/api/applications',
      { jobUrl: 'https://x' },
      {
        cookies: { ap_session: who.cookie },
      },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, error: API_MESSAGES.missing('jobId') });
    const payloads = [
      'null',
      '[]',
      '{"jobId": {"$ne": 1}, "jobUrl": "u"}',
      '{',
      '"x"',
      `{"jobId":"${'a'.repeat(101)}","jobUrl":"u"}`,
    ];
    for (const payload of payloads) {
      for (const url of ['/api/applications', `/api/applications/${'0'.repeat(8)}/cancel`]) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${await agentTokenOf(t, who)}`,
          },
        });
        expect(response.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${payload}`).toBeLessThan(500);
        expect(response.json().success).toBe(false);
      }
    }
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
  });
});

function snake(value: ReturnType<typeof job>) {
  return { job_id: value.jobId, job_url: value.jobUrl, job_title: value.jobTitle, company: value.company };
}
