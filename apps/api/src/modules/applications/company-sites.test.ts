import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPLICATION_ROUTES,
  ApplicationResponseSchema,
  JobInfoResponseSchema,
  MESSAGES,
  UnconfirmedApplicationsResponseSchema,
} from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';
import {
  account,
  agentTokenOf,
  balance,
  job,
  jobInfo,
  ledger,
  markSent,
  markUnconfirmed,
  query,
  type Account,
} from '../../../test/spending';
import { createCreditRepository } from '../credits/credit-repository';
import { createApplicationRepository } from './application-repository';

/**
 * Company sites (issue 30, decision 055): an application names the site it goes through and its address; one credit
 * per confirmed application whatever the site. A submission whose confirmation never came is reported `unconfirmed`
 * (the credit back, one statement with a ledger row); the user's "It arrived" charges it once (refused without a
 * credit), "It did not arrive" closes it without a charge.
 */
describe.each(backends)('company sites and unconfirmed applications on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const GREENHOUSE_URL = 'https://boards.greenhouse.io/acme/jobs/4012345';

  async function reserveOn(
    who: Account,
    jobId: string,
    site?: { site: string; siteUrl?: string },
  ): Promise<string> {
    const response = await postJson(
      t.app,
      '/api/applications',
      { ...job(jobId), ...site },
      { headers: { authorization: `Bearer ${await agentTokenOf(t, who)}` } },
    );
    expect(response.statusCode, response.body).toBe(201);
    return ApplicationResponseSchema.parse(response.json()).application.id;
  }

  const answer = (who: Account, id: string, route: 'arrived' | 'notArrived') =>
    t.app.inject({ method: 'POST', url: APPLICATION_ROUTES[route](id), cookies: { ap_session: who.cookie } });

  async function waiting(who: Account) {
    const response = await t.app.inject({
      url: APPLICATION_ROUTES.unconfirmedList,
      cookies: { ap_session: who.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return UnconfirmedApplicationsResponseSchema.parse(response.json()).applications;
  }

  async function status(id: string) {
    const [row] = await query<{ status: string; site: string; site_url: string | null }>(
      t,
      sql`SELECT status, site, site_url FROM applications WHERE id = ${id}`,
    );
    return row;
  }

  it('keeps the site and its address on the row, shows them in the history and splits the statistics', async () => {
    const who = await account(t, { credits: 10 });
    const viaGreenhouse = await reserveOn(who, 'cs-1', { site: 'Greenhouse', siteUrl: GREENHOUSE_URL });
    const viaEasyApply = await reserveOn(who, 'cs-2');
    const viaLever = await reserveOn(who, 'cs-3', {
      site: 'Lever',
      siteUrl: 'https://jobs.lever.co/acme/1a2b',
    });
    for (const id of [viaGreenhouse, viaEasyApply, viaLever])
      expect((await markSent(t, who, id)).statusCode).toBe(200);
    expect(await status(viaGreenhouse)).toEqual({
      status: 'sent',
      site: 'Greenhouse',
      site_url: GREENHOUSE_URL,
    });
    expect(await status(viaEasyApply)).toEqual({ status: 'sent', site: 'linkedin', site_url: null });
    // One credit per application whatever the site, with its ledger row.
    expect(await balance(t, who)).toEqual({ credits: 7, ledgerSum: 7 });

    const info = JobInfoResponseSchema.parse((await jobInfo(t, who, { 'x-time-zone': 'UTC' })).json());
    const bySite = new Map(
      info.user.jobHistory.map((entry) => [entry.jobTitle, [entry.site, entry.siteUrl]]),
    );
    expect(Object.fromEntries(bySite)).toEqual({
      'Engineer cs-1': ['Greenhouse', GREENHOUSE_URL],
      'Engineer cs-2': ['linkedin', null],
      'Engineer cs-3': ['Lever', 'https://jobs.lever.co/acme/1a2b'],
    });
    expect(info.user.stats).toMatchObject({ easyApply: 1, companySites: 2 });
    // The daily and monthly limits count both.
    expect([info.user.dailyCount, info.user.monthlyCount]).toEqual([3, 3]);

    // The paged history carries them too.
    const page = await t.app.inject({ url: '/api/user/applications', cookies: { ap_session: who.cookie } });
    expect(
      page
        .json()
        .jobHistory.map((e: { site: string }) => e.site)
        .sort(),
    ).toEqual(['Greenhouse', 'Lever', 'linkedin']);
  });

  it('refuses an unknown site and an address that is not http(s), taking nothing', async () => {
    const who = await account(t);
    const token = await agentTokenOf(t, who);
    for (const extra of [
      { site: 'Workday' },
      { site: 'Greenhouse', siteUrl: 'javascript:alert(1)' },
      { site: 'Greenhouse', siteUrl: 'not a url' },
    ]) {
      const response = await postJson(
        t.app,
        '/api/applications',
        { ...job('cs-bad'), ...extra },
        {
          headers: { authorization: `Bearer ${token}` },
        },
      );
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
  });

  it('gives the credit back for an unconfirmed submission, once, and lists it for the user', async () => {
    const who = await account(t);
    const id = await reserveOn(who, 'cs-u1', { site: 'Greenhouse', siteUrl: GREENHOUSE_URL });
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });

    const first = await markUnconfirmed(t, who, id);
    expect(first.statusCode, first.body).toBe(200);
    expect(ApplicationResponseSchema.parse(first.json())).toEqual({
      success: true,
      application: { id, jobId: 'cs-u1', status: 'unconfirmed' },
      availableJobs: 5,
    });
    // A second report (the completion queue retries) changes nothing.
    const again = await markUnconfirmed(t, who, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().availableJobs).toBe(5);
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
    expect((await ledger(t, who)).filter((row) => row.reference === id)).toEqual([
      { delta: -1, reason: 'application_reserved', reference: id },
      { delta: 1, reason: 'application_unconfirmed', reference: id },
    ]);

    const list = await waiting(who);
    expect(list).toEqual([
      {
        id,
        jobId: 'cs-u1',
        jobTitle: 'Engineer cs-u1',
        jobUrl: 'https://www.linkedin.com/jobs/view/cs-u1/',
        company: 'Company cs-u1',
        site: 'Greenhouse',
        siteUrl: GREENHOUSE_URL,
        submittedAt: expect.any(Number),
      },
    ]);
    // Not in the sent history; counted by the limits (it may have reached the employer).
    const info = JobInfoResponseSchema.parse((await jobInfo(t, who, { 'x-time-zone': 'UTC' })).json());
    expect(info.user.jobHistory).toEqual([]);
    expect([info.user.dailyCount, info.user.monthlyCount]).toEqual([1, 1]);
    // The job is not reserved again while the user has not answered.
    const repeat = await postJson(t.app, '/api/applications', job('cs-u1'), {
      headers: { authorization: `Bearer ${await agentTokenOf(t, who)}` },
    });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({ success: false, error: MESSAGES.applicationAwaitsAnswer });
    // Sent and cancel do not apply to it.
    expect((await markSent(t, who, id)).json()).toEqual({
      success: false,
      error: MESSAGES.applicationAwaitsAnswer,
    });
  });

  it('"It arrived" charges one credit once, with a ledger row, and the row becomes sent', async () => {
    const who = await account(t);
    const id = await reserveOn(who, 'cs-a1', { site: 'Ashby', siteUrl: 'https://jobs.ashbyhq.com/acme/77' });
    await markUnconfirmed(t, who, id);
    const [{ unconfirmed_s } = { unconfirmed_s: 0 }] = await query<{ unconfirmed_s: string }>(
      t,
      sql`SELECT floor(extract(epoch FROM unconfirmed_at))::bigint AS unconfirmed_s FROM applications WHERE id = ${id}`,
    );

    const arrived = await answer(who, id, 'arrived');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json()).toEqual({
      success: true,
      application: { id, jobId: 'cs-a1', status: 'sent' },
      availableJobs: 4,
    });
    const twice = await answer(who, id, 'arrived');
    expect(twice.statusCode).toBe(200);
    expect(twice.json().availableJobs).toBe(4);
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
    expect(
      (await ledger(t, who)).filter((row) => row.reference === id).map((r) => [r.delta, r.reason]),
    ).toEqual([
      [-1, 'application_reserved'],
      [1, 'application_unconfirmed'],
      [-1, 'application_arrived'],
    ]);
    expect(await waiting(who)).toEqual([]);
    const info = JobInfoResponseSchema.parse((await jobInfo(t, who, { 'x-time-zone': 'UTC' })).json());
    expect(info.user.jobHistory).toEqual([
      expect.objectContaining({
        jobTitle: 'Engineer cs-a1',
        site: 'Ashby',
        siteUrl: 'https://jobs.ashbyhq.com/acme/77',
        // Sent when it was submitted, not when the user answered.
        appliedAt: { _seconds: Number(unconfirmed_s) },
      }),
    ]);
    expect(info.user.stats).toMatchObject({ easyApply: 0, companySites: 1 });
    // "It did not arrive" after "It arrived" is refused and charges nothing back.
    const late = await answer(who, id, 'notArrived');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ success: false, error: MESSAGES.notArrivedAfterSent });
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
  });

  it('refuses "It arrived" with a clear 402 when no credit is left, changing nothing, then takes it once paid', async () => {
    const who = await account(t, { credits: 1 });
    const id = await reserveOn(who, 'cs-n1', { site: 'Lever', siteUrl: 'https://jobs.lever.co/acme/9' });
    await markUnconfirmed(t, who, id);
    // The credit that came back is spent elsewhere (an application of another job).
    await markSent(t, who, await reserveOn(who, 'cs-n2'));
    expect(await balance(t, who)).toEqual({ credits: 0, ledgerSum: 0 });

    const refused = await answer(who, id, 'arrived');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ success: false, error: MESSAGES.arrivedNeedsCredit });
    expect((await status(id))?.status).toBe('unconfirmed');
    expect(await balance(t, who)).toEqual({ credits: 0, ledgerSum: 0 });
    expect((await ledger(t, who)).some((row) => row.reason === 'application_arrived')).toBe(false);

    await createCreditRepository(t.database.db).change(who.id, 1, 'test_grant');
    const paid = await answer(who, id, 'arrived');
    expect(paid.statusCode).toBe(200);
    expect(await balance(t, who)).toEqual({ credits: 0, ledgerSum: 0 });
    expect((await status(id))?.status).toBe('sent');
  });

  it('"It did not arrive" closes the row without a charge; the job may be applied to again', async () => {
    const who = await account(t);
    const id = await reserveOn(who, 'cs-d1', { site: 'Greenhouse', siteUrl: GREENHOUSE_URL });
    await markUnconfirmed(t, who, id);
    const closed = await answer(who, id, 'notArrived');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({
      success: true,
      application: { id, jobId: 'cs-d1', status: 'cancelled' },
      availableJobs: 5,
    });
    expect((await answer(who, id, 'notArrived')).statusCode).toBe(200);
    const arrived = await answer(who, id, 'arrived');
    expect(arrived.statusCode).toBe(409);
    expect(arrived.json()).toEqual({ success: false, error: MESSAGES.arrivedAfterNotArrived });
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
    expect(await waiting(who)).toEqual([]);
    const info = JobInfoResponseSchema.parse((await jobInfo(t, who, { 'x-time-zone': 'UTC' })).json());
    expect([info.user.jobHistory.length, info.user.dailyCount]).toEqual([0, 0]);
    await reserveOn(who, 'cs-d1', { site: 'Greenhouse', siteUrl: GREENHOUSE_URL });
  });

  it('takes the report with the agent token only and the answers with the session only; others get 404', async () => {
    const who = await account(t);
    const id = await reserveOn(who, 'cs-w1', { site: 'Greenhouse' });
    const bySession = await t.app.inject({
      method: 'POST',
      url: APPLICATION_ROUTES.unconfirmed(id),
      cookies: { ap_session: who.cookie },
    });
    expect(bySession.statusCode).toBe(401);
    await markUnconfirmed(t, who, id);
    const byAgent = await t.app.inject({
      method: 'POST',
      url: APPLICATION_ROUTES.arrived(id),
      headers: { authorization: `Bearer ${await agentTokenOf(t, who)}` },
    });
    expect(byAgent.statusCode).toBe(401);
    const other = await account(t);
    for (const [asking, target] of [
      [other, id],
      [who, '00000000-0000-4000-8000-000000000000'],
      [who, '..%2f..%2fetc'],
    ] as const) {
      const response = await answer(asking, target, 'arrived');
      expect(response.statusCode, target).toBe(404);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.applicationNotFound });
    }
    expect(await waiting(other)).toEqual([]);
    // Answering an application that never waited for one: a reserved row is neither arrived nor not arrived.
    const open = await reserveOn(who, 'cs-w2');
    expect((await answer(who, open, 'arrived')).json()).toEqual({
      success: false,
      error: MESSAGES.notUnconfirmed,
    });
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
  });

  it('records an unconfirmed report that comes after the sweep gave the credit back, without a second refund', async () => {
    const who = await account(t);
    const id = await reserveOn(who, 'cs-l1', { site: 'Greenhouse', siteUrl: GREENHOUSE_URL });
    await t.database.db.execute(
      sql`UPDATE applications SET reserved_at = now() - interval '2 hours' WHERE id = ${id}`,
    );
    expect(await createApplicationRepository(t.database.db).sweepExpired(who.id)).toBe(1);
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
    const late = await markUnconfirmed(t, who, id);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().application.status).toBe('unconfirmed');
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
    expect((await ledger(t, who)).filter((row) => row.reference === id).map((r) => r.reason)).toEqual([
      'application_reserved',
      'application_expired',
    ]);
    expect((await waiting(who)).map((a) => a.id)).toEqual([id]);
  });

  it('charges "It arrived" pressed six times at once a single credit', async () => {
    const who = await account(t);
    const id = await reserveOn(who, 'cs-c1', { site: 'Greenhouse' });
    await markUnconfirmed(t, who, id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => answer(who, id, 'arrived')));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });
    expect((await ledger(t, who)).filter((row) => row.reason === 'application_arrived')).toHaveLength(1);
  });
});
