import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FitSkipsResponseSchema, FitStatsResponseSchema, MESSAGES } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { bearer, issueAgentToken } from '../../../test/agent';
import { account, query, type Account } from '../../../test/spending';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';

function skip(jobId: string, changes: Record<string, unknown> = {}) {
  return {
    jobId,
    jobUrl: `https://www.linkedin.com/jobs/view/${jobId}/`,
    jobTitle: 'Senior Backend Engineer',
    company: 'Acme',
    kind: 'fit',
    score: 38,
    reason: 'Fit 38%: asks for Go (8 years) and Kubernetes, which your profile does not list',
    missingSkills: ['Go', 'Kubernetes'],
    ...changes,
  };
}

describe.each(backends)('job fit skips on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const record = (token: string, body: unknown) =>
    postJson(t.app, '/api/fit/skips', body, { headers: bearer(token) });
  async function get(who: Account, url: string) {
    const response = await t.app.inject({ url, cookies: { ap_session: who.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json() as unknown;
  }

  it('records skips from the agent, lists them with their reasons and counts the missing skills', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    expect((await record(token, skip('4100000001'))).statusCode).toBe(201);
    expect((await record(token, skip('4100000002', { missingSkills: ['Go'], score: 30 }))).statusCode).toBe(
      201,
    );
    const dealBreaker = skip('4100000003', {
      kind: 'deal-breaker',
      score: 82,
      reason: 'Fit 82%, deal-breaker: requires a security clearance, which your profile does not list',
      missingSkills: [],
    });
    expect((await record(token, dealBreaker)).statusCode).toBe(201);
    // The same job skipped again replaces its row: jobs are counted once.
    expect((await record(token, skip('4100000001', { score: 40 }))).statusCode).toBe(201);
    await t.database.db.execute(sql`
      UPDATE skipped_jobs SET created_at = now() - (CASE job_id WHEN '4100000002' THEN 2 WHEN '4100000003' THEN 1 ELSE 0 END)
        * interval '1 minute' WHERE user_id = ${who.id}`);

    const { skips } = FitSkipsResponseSchema.parse(await get(who, '/api/fit/skips'));
    expect(skips.map((s) => [s.jobId, s.kind, s.score])).toEqual([
      ['4100000001', 'fit', 40],
      ['4100000003', 'deal-breaker', 82],
      ['4100000002', 'fit', 30],
    ]);
    expect(skips[0]?.reason).toBe(skip('x').reason);

    const stats = FitStatsResponseSchema.parse(await get(who, '/api/fit/stats'));
    expect(stats).toEqual({
      success: true,
      skippedForFit: 2,
      skippedForDealBreaker: 1,
      topMissingSkills: [
        { skill: 'Go', count: 2 },
        { skill: 'Kubernetes', count: 1 },
      ],
    });
    // A skip spends nothing.
    const [balance] = await query<{ credits: number }>(
      t,
      sql`SELECT credits FROM users WHERE id = ${who.id}`,
    );
    expect(Number(balance?.credits)).toBe(5);

    // Another user sees none of it.
    const other = await account(t);
    expect(FitSkipsResponseSchema.parse(await get(other, '/api/fit/skips')).skips).toEqual([]);
    expect(FitStatsResponseSchema.parse(await get(other, '/api/fit/stats')).skippedForFit).toBe(0);
  });

  it('takes a skip only with the agent token, and reads only with the session', async () => {
    const who = await account(t);
    const asSession = await postJson(t.app, '/api/fit/skips', skip('4100000009'), {
      cookies: { ap_session: who.cookie },
    });
    expect(asSession.statusCode).toBe(401);
    expect(asSession.json()).toMatchObject({ error: MESSAGES.agentTokenExpired });
    const token = await issueAgentToken(t, who);
    const withToken = await t.app.inject({ url: '/api/fit/skips', headers: bearer(token) });
    expect(withToken.statusCode).toBe(401);
  });

  it('answers bad input with a 400 that names the field', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    for (const body of [
      skip('1', { score: 101 }),
      skip('1', { kind: 'other' }),
      skip('1', { reason: '' }),
      [],
    ]) {
      const response = await record(token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof (response.json() as { error: unknown }).error).toBe('string');
    }
  });
});
