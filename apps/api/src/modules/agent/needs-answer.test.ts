import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  MESSAGES,
  NEEDS_ANSWER_MAX_AGE_DAYS,
  NeedsAnswerItemResponseSchema,
  NeedsAnswerListResponseSchema,
  NeedsAnswerResolveQuestionResponseSchema,
  NeedsAnswerResolveResponseSchema,
  type NeedsAnswerItem,
} from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { bearer, issueAgentToken } from '../../../test/agent';
import { account, query, type Account } from '../../../test/spending';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function question(jobId: string, text = 'How many years of Kotlin?') {
  return {
    jobId,
    jobUrl: `https://www.linkedin.com/jobs/view/${jobId}/`,
    jobTitle: `Engineer ${jobId}`,
    company: 'Acme',
    question: text,
    kind: 'numeric' as const,
  };
}

describe.each(backends)('the needs-answer queue on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  async function report(token: string, body: unknown) {
    return postJson(t.app, '/api/agent/needs-answer', body, { headers: bearer(token) });
  }
  async function list(who: Account): Promise<NeedsAnswerItem[]> {
    const response = await t.app.inject({ url: '/api/needs-answer', cookies: { ap_session: who.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return NeedsAnswerListResponseSchema.parse(response.json()).items;
  }
  function resolve(who: Account, id: string, resolution: string) {
    return postJson(
      t.app,
      `/api/needs-answer/${id}/resolve`,
      { resolution },
      { cookies: { ap_session: who.cookie } },
    );
  }

  it('stores a report from the agent once while it is open, and lists open ones newest first', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    const first = await report(token, question('job-1'));
    expect(first.statusCode, first.body).toBe(201);
    const item = NeedsAnswerItemResponseSchema.parse(first.json()).item;
    expect(item).toMatchObject({ ...question('job-1'), options: [] });
    expect(Math.abs(item.createdAt - Date.now())).toBeLessThan(60_000);

    // The same open (user, job, question) again: the stored item, not a second row.
    const again = await report(token, { ...question('job-1'), jobTitle: 'changed' });
    expect(again.statusCode).toBe(200);
    expect(NeedsAnswerItemResponseSchema.parse(again.json()).item).toEqual(item);

    const choice = await report(token, {
      ...question('job-2', 'Are you willing to relocate?'),
      kind: 'radio',
      options: ['Yes', 'No'],
    });
    expect(choice.statusCode).toBe(201);
    // The same question for another job is its own item.
    expect((await report(token, question('job-3'))).statusCode).toBe(201);
    // Make the order unambiguous whatever the clock's resolution.
    await t.database.db.execute(sql`
      UPDATE needs_answer SET created_at = now() - (CASE job_id WHEN 'job-1' THEN 3 WHEN 'job-2' THEN 2 ELSE 1 END)
        * interval '1 minute' WHERE user_id = ${who.id}`);

    const items = await list(who);
    expect(items.map((i) => i.jobId)).toEqual(['job-3', 'job-2', 'job-1']);
    expect(items[1]).toMatchObject({ kind: 'radio', options: ['Yes', 'No'] });
    expect(items[0]?.createdAt).toBeGreaterThan(items[1]?.createdAt ?? Infinity);
    const stored = await query<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM needs_answer WHERE user_id = ${who.id}`,
    );
    expect(stored).toEqual([{ n: 3 }]);
  });

  it('resolves once (idempotent, first resolution kept); a resolved question may be reported again', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    const { item } = NeedsAnswerItemResponseSchema.parse((await report(token, question('r-1'))).json());
    const done = await resolve(who, item.id, 'answered');
    expect(done.statusCode).toBe(200);
    expect(NeedsAnswerResolveResponseSchema.parse(done.json())).toEqual({
      success: true,
      id: item.id,
      resolution: 'answered',
    });
    const twice = await resolve(who, item.id, 'dismissed');
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual({ success: true, id: item.id, resolution: 'answered' });
    expect(await list(who)).toEqual([]);

    const reopened = await report(token, question('r-1'));
    expect(reopened.statusCode).toBe(201);
    expect(NeedsAnswerItemResponseSchema.parse(reopened.json()).item.id).not.toBe(item.id);
  });

  it("answers 404 for another user's, an unknown or a malformed id, and 400 for a bad resolution", async () => {
    const who = await account(t);
    const stranger = await account(t);
    const token = await issueAgentToken(t, who);
    const { item } = NeedsAnswerItemResponseSchema.parse((await report(token, question('f-1'))).json());
    for (const id of [item.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await resolve(stranger, id, 'dismissed');
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.needsAnswerNotFound });
    }
    expect((await list(stranger)).length).toBe(0);
    expect((await list(who)).map((i) => i.id)).toEqual([item.id]);
    expect((await resolve(who, item.id, 'maybe')).statusCode).toBe(400);
  });

  it(`hides open questions older than ${NEEDS_ANSWER_MAX_AGE_DAYS} days until the agent meets them again`, async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    const { item } = NeedsAnswerItemResponseSchema.parse((await report(token, question('old-1'))).json());
    await t.database.db.execute(sql`
      UPDATE needs_answer SET created_at = now() - make_interval(days => ${NEEDS_ANSWER_MAX_AGE_DAYS + 1})
      WHERE id = ${item.id}`);
    expect(await list(who)).toEqual([]);
    const again = await report(token, question('old-1'));
    expect(again.statusCode).toBe(200);
    expect(NeedsAnswerItemResponseSchema.parse(again.json()).item.id).toBe(item.id);
    expect((await list(who)).map((i) => i.id)).toEqual([item.id]);
  });

  it('takes the report with the token (or the cookie), the list and resolve with the cookie only', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    const anonymous = await postJson(t.app, '/api/agent/needs-answer', question('a-1'));
    expect(anonymous.statusCode).toBe(401);
    const bad = await report('B'.repeat(43), question('a-1'));
    expect(bad.json()).toEqual({ success: false, error: MESSAGES.agentTokenExpired });
    const byCookie = await postJson(t.app, '/api/agent/needs-answer', question('a-2'), {
      cookies: { ap_session: who.cookie },
    });
    expect(byCookie.statusCode).toBe(201);
    const item = NeedsAnswerItemResponseSchema.parse(byCookie.json()).item;
    const resolveByToken = await postJson(
      t.app,
      `/api/needs-answer/${item.id}/resolve`,
      { resolution: 'dismissed' },
      { headers: bearer(token) },
    );
    expect(resolveByToken.statusCode).toBe(401);
    expect((await report(token, { ...question('a-3'), kind: 'essay' })).statusCode).toBe(400);
    expect((await report(token, { ...question('a-3'), question: '' })).statusCode).toBe(400);
    // A long question in any script is stored (the unique index holds its hash, not the text).
    const long = await report(token, question('a-4', '李'.repeat(2000)));
    expect(long.statusCode, long.body).toBe(201);
  });

  it('keeps one card per question: the required mark and spacing taken off, the jobs waiting listed', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    const declaration = (jobId: string, text: string) => ({
      ...question(jobId, text),
      kind: 'checkbox' as const,
      options: ['I agree'],
    });
    expect((await report(token, declaration('d-1', 'Declaration*'))).statusCode).toBe(201);
    expect((await report(token, declaration('d-2', '  Declaration  *'))).statusCode).toBe(201);
    expect((await report(token, declaration('d-3', 'Declaration (required)'))).statusCode).toBe(201);
    // The same job reporting the same question with and without its mark is still one open row.
    expect((await report(token, declaration('d-1', 'Declaration'))).statusCode).toBe(200);
    expect((await report(token, question('d-1', 'How many   years of Kotlin? *'))).statusCode).toBe(201);
    await t.database.db.execute(sql`
      UPDATE needs_answer SET created_at = now() - (CASE job_id WHEN 'd-1' THEN 3 WHEN 'd-2' THEN 2 ELSE 1 END)
        * interval '1 minute' WHERE user_id = ${who.id} AND question = 'Declaration'`);
    const response = await t.app.inject({ url: '/api/needs-answer', cookies: { ap_session: who.cookie } });
    const { items, groups } = NeedsAnswerListResponseSchema.parse(response.json());
    expect(items.map((i) => i.question).sort()).toEqual([
      'Declaration',
      'Declaration',
      'Declaration',
      'How many years of Kotlin?',
    ]);
    expect(groups.map((g) => [g.question, g.kind, g.options, g.jobs.map((j) => j.jobId)])).toEqual([
      ['How many years of Kotlin?', 'numeric', [], ['d-1']],
      ['Declaration', 'checkbox', ['I agree'], ['d-3', 'd-2', 'd-1']],
    ]);
    expect(groups[1]?.jobs[0]).toMatchObject({
      jobUrl: 'https://www.linkedin.com/jobs/view/d-3/',
      jobTitle: 'Engineer d-3',
      company: 'Acme',
    });
  });

  it("releases every job waiting on a question with one answer, and only that user's", async () => {
    const who = await account(t);
    const other = await account(t);
    const token = await issueAgentToken(t, who);
    const otherToken = await issueAgentToken(t, other);
    for (const jobId of ['q-1', 'q-2', 'q-3']) await report(token, question(jobId, 'Notice period?*'));
    await report(token, question('q-1', 'Expected CTC?'));
    await report(otherToken, question('q-1', 'Notice period?'));
    const answer = (who: Account, body: unknown) =>
      postJson(t.app, '/api/needs-answer/resolve', body, { cookies: { ap_session: who.cookie } });
    const done = await answer(who, { question: 'notice period? *', resolution: 'answered' });
    expect(done.statusCode, done.body).toBe(200);
    expect(NeedsAnswerResolveQuestionResponseSchema.parse(done.json())).toEqual({
      success: true,
      question: 'notice period?',
      resolution: 'answered',
      resolved: 3,
    });
    expect((await list(who)).map((i) => i.question)).toEqual(['Expected CTC?']);
    expect((await list(other)).map((i) => i.question)).toEqual(['Notice period?']);
    const again = await answer(who, { question: 'Notice period?', resolution: 'dismissed' });
    expect(again.json()).toMatchObject({ resolved: 0 });
    const stored = await query<{ resolution: string }>(
      t,
      sql`SELECT DISTINCT resolution FROM needs_answer WHERE user_id = ${who.id} AND question = 'Notice period?'`,
    );
    expect(stored).toEqual([{ resolution: 'answered' }]);
    // Bad bodies are 400 JSON; the token alone is refused.
    for (const body of [
      { question: ' * ', resolution: 'answered' },
      { question: 'x', resolution: 'maybe' },
      {},
    ]) {
      const bad = await answer(who, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json()).toMatchObject({ success: false });
    }
    const byToken = await postJson(
      t.app,
      '/api/needs-answer/resolve',
      { question: 'Expected CTC?', resolution: 'dismissed' },
      { headers: bearer(token) },
    );
    expect(byToken.statusCode).toBe(401);
  });
});
