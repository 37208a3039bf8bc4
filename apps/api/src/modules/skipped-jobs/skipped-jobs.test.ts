import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FIT_API,
  FitSkipsResponseSchema,
  FitStatsResponseSchema,
  MESSAGES,
  SKIPPED_JOBS_API,
  SkippedJobsResponseSchema,
} from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { bearer, issueAgentToken } from '../../../test/agent';
import { account, balance, type Account } from '../../../test/spending';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';

const view = (jobId: string) => `https://www.linkedin.com/jobs/view/${jobId}/`;

/**
 * Skipped jobs of every kind (decision 055): the agent records a page it did not understand (with its capture's file
 * name), a company site not supported yet (its name and address) and a closed posting, beside issue 21's fit skips;
 * the history lists them newest first with their reasons and links. Nothing is spent. POST /api/fit/skips still
 * takes an older agent's fit skips.
 */
describe.each(backends)('skipped jobs on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const record = (token: string, body: unknown) =>
    postJson(t.app, SKIPPED_JOBS_API, body, { headers: bearer(token) });
  async function list(who: Account) {
    const response = await t.app.inject({ url: SKIPPED_JOBS_API, cookies: { ap_session: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return SkippedJobsResponseSchema.parse(response.json()).skipped;
  }

  const notUnderstood = {
    jobId: '4200000001',
    jobUrl: view('4200000001'),
    jobTitle: 'Data Engineer',
    company: 'Acme',
    kind: 'not-understood',
    reason: MESSAGES.pageNotUnderstood,
    capture: '4200000001-1764300000000.html',
  };
  const workday = {
    jobId: '4200000002',
    jobUrl: view('4200000002'),
    jobTitle: 'Platform Engineer',
    company: 'Globex',
    kind: 'site-not-supported',
    reason: MESSAGES.companySiteNotSupported,
    site: 'Workday',
    siteUrl: 'https://globex.wd5.myworkdayjobs.com/en-US/careers/job/Platform-Engineer_R123',
  };
  const closed = {
    jobId: '4200000003',
    jobUrl: view('4200000003'),
    jobTitle: 'Backend Engineer',
    company: 'Initech',
    kind: 'closed',
    reason: MESSAGES.postingClosed,
    site: 'Greenhouse',
    siteUrl: 'https://boards.greenhouse.io/initech/jobs/999',
  };
  const fit = {
    jobId: '4200000004',
    jobUrl: view('4200000004'),
    jobTitle: 'Go Engineer',
    company: 'Hooli',
    kind: 'fit',
    score: 31,
    reason: 'Fit 31%: asks for Go (8 years), which your profile does not list',
    missingSkills: ['Go'],
  };

  it('records every kind from the agent and lists them newest first with reasons, links and captures', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    for (const body of [fit, closed, workday, notUnderstood]) {
      const response = await record(token, body);
      expect(response.statusCode, response.body).toBe(201);
    }
    await t.database.db.execute(sql`
      UPDATE skipped_jobs SET created_at = now() - (CASE job_id WHEN '4200000004' THEN 3 WHEN '4200000003' THEN 2
        WHEN '4200000002' THEN 1 ELSE 0 END) * interval '1 minute' WHERE user_id = ${who.id}`);

    const skipped = await list(who);
    expect(skipped.map(({ id: _id, createdAt: _at, ...rest }) => rest)).toEqual([
      { ...notUnderstood, score: null, missingSkills: [], site: null, siteUrl: null },
      { ...workday, score: null, missingSkills: [], capture: null },
      { ...closed, score: null, missingSkills: [], capture: null },
      { ...fit, capture: null, site: null, siteUrl: null },
    ]);
    // Nothing is spent on a job not applied to.
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
    // Issue 21's list and statistics are the fit check's own.
    const fitList = await t.app.inject({ url: FIT_API.skips, cookies: { ap_session: who.cookie } });
    expect(FitSkipsResponseSchema.parse(fitList.json()).skips.map((s) => s.jobId)).toEqual(['4200000004']);
    const stats = await t.app.inject({ url: FIT_API.stats, cookies: { ap_session: who.cookie } });
    expect(FitStatsResponseSchema.parse(stats.json())).toEqual({
      success: true,
      skippedForFit: 1,
      skippedForDealBreaker: 0,
      topMissingSkills: [{ skill: 'Go', count: 1 }],
    });
    // Another user sees none of it.
    expect(await list(await account(t))).toEqual([]);
  });

  it('keeps POST /api/fit/skips working for older agents, in the same records', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    const { kind: _kind, ...old } = fit;
    const response = await postJson(
      t.app,
      FIT_API.skips,
      { ...old, kind: 'deal-breaker' },
      { headers: bearer(token) },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().skip).toMatchObject({ jobId: fit.jobId, kind: 'deal-breaker', score: 31 });
    expect((await list(who)).map((s) => [s.jobId, s.kind, s.score])).toEqual([
      [fit.jobId, 'deal-breaker', 31],
    ]);
    // The same job reported again by the newer route replaces its row: a job is listed once.
    expect((await record(token, { ...notUnderstood, jobId: fit.jobId })).statusCode).toBe(201);
    expect((await list(who)).map((s) => [s.jobId, s.kind, s.score])).toEqual([
      [fit.jobId, 'not-understood', null],
    ]);
  });

  it('refuses what is not a record with a 400 naming the field, and a page or a token alone', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    for (const body of [
      { ...notUnderstood, capture: '../../.ssh/id_rsa' },
      { ...notUnderstood, capture: '4200000001-1764300000000.html/../x.html' },
      { ...notUnderstood, capture: 'C:\\Users\\me\\page.html' },
      { ...notUnderstood, score: 50 },
      { ...fit, score: null },
      { ...workday, siteUrl: 'javascript:alert(1)' },
      { ...workday, kind: 'applied' },
      { ...closed, reason: '' },
    ]) {
      const response = await record(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    const asSession = await postJson(t.app, SKIPPED_JOBS_API, notUnderstood, {
      cookies: { ap_session: who.cookie },
    });
    expect(asSession.statusCode).toBe(401);
    expect(asSession.json()).toMatchObject({ error: MESSAGES.agentTokenExpired });
    const listWithToken = await t.app.inject({ url: SKIPPED_JOBS_API, headers: bearer(token) });
    expect(listWithToken.statusCode).toBe(401);
    expect(await list(who)).toEqual([]);
  });
});
