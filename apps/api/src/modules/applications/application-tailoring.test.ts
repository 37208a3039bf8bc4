import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { ApplicationResponseSchema, JobInfoResponseSchema } from '@applypilot/contracts';
import { TailorResumeResponseSchema } from '@applypilot/resume';
import { backends } from '../../../test/backends';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';
import { account, balance, job, jobInfo, markSent, query, type Account } from '../../../test/spending';
import { bearer, issueAgentToken } from '../../../test/agent';
import { GEMINI_TEST_KEY, faithfulTailoring, tailor, tailorBody } from '../../../test/ai';
import { APPLICATION_MESSAGES } from './application-routes';

const SHA_A = 'a'.repeat(64);
const SHA_B = '0123456789abcdef'.repeat(4);

describe.each(backends)('applications with a tailored resume on $name', (backend) => {
  let fake: FakeGemini;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeGemini();
    t = await createTestApp(backend, { GEMINI_API_KEY: GEMINI_TEST_KEY, GEMINI_API_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function tailored(who: Account, token: string, jobId: string): Promise<string> {
    fake.respondOnce({ kind: 'text', text: JSON.stringify(faithfulTailoring()) });
    const response = await tailor(t, token, tailorBody(jobId));
    expect(response.statusCode, response.body).toBe(200);
    return TailorResumeResponseSchema.parse(response.json()).tailoringId;
  }

  function reserve(token: string, body: Record<string, unknown>) {
    return postJson(t.app, '/api/applications', body, { headers: bearer(token) });
  }

  it('keeps the tailoring and the PDF hash on the application; the history says which were tailored', async () => {
    const who = await account(t, { credits: 10 });
    const token = await issueAgentToken(t, who);
    const tailoringId = await tailored(who, token, 'tj-1');
    const first = await reserve(token, { ...job('tj-1'), tailoringId, resumeSha256: SHA_A });
    expect(first.statusCode, first.body).toBe(201);
    const firstId = ApplicationResponseSchema.parse(first.json()).application.id;
    expect(
      await query(t, sql`SELECT tailoring_id, resume_sha256 FROM applications WHERE id = ${firstId}`),
    ).toEqual([{ tailoring_id: tailoringId, resume_sha256: SHA_A }]);
    const second = await reserve(token, { ...job('tj-2'), resumeSha256: SHA_B });
    const secondId = ApplicationResponseSchema.parse(second.json()).application.id;
    const third = await reserve(token, job('tj-3'));
    const thirdId = ApplicationResponseSchema.parse(third.json()).application.id;
    for (const id of [firstId, secondId, thirdId]) expect((await markSent(t, who, id)).statusCode).toBe(200);
    // 10 - 5 (tailoring) - 3 (applications): the customised job cost 6 in all.
    expect(await balance(t, who)).toEqual({ credits: 2, ledgerSum: 2 });

    const history = JobInfoResponseSchema.parse((await jobInfo(t, who)).json()).user.jobHistory;
    const byUrl = new Map(history.map((entry) => [entry.jobUrl, entry]));
    expect(byUrl.get(job('tj-1').jobUrl)).toMatchObject({ tailored: true, resumeSha256: SHA_A });
    expect(byUrl.get(job('tj-2').jobUrl)).toMatchObject({ tailored: false, resumeSha256: SHA_B });
    expect(byUrl.get(job('tj-3').jobUrl)).toMatchObject({ tailored: false, resumeSha256: null });
  });

  it("refuses a tailoring that is unknown, another user's or failed, with a clear 400 and nothing reserved", async () => {
    const who = await account(t, { credits: 10 });
    const token = await issueAgentToken(t, who);
    const other = await account(t, { credits: 10 });
    const othersTailoring = await tailored(other, await issueAgentToken(t, other), 'tj-other');
    fake.respondOnce({ kind: 'text', text: 'not json' });
    expect((await tailor(t, token, tailorBody('tj-failed'))).statusCode).toBe(502);
    const [failed] = await query<{ id: string }>(
      t,
      sql`SELECT id FROM ai_tailorings WHERE user_id = ${who.id} AND status = 'failed'`,
    );
    for (const tailoringId of ['00000000-0000-4000-8000-000000000000', othersTailoring, failed!.id]) {
      const response = await reserve(token, { ...job('tj-bad'), tailoringId, resumeSha256: SHA_A });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: APPLICATION_MESSAGES.tailoringNotUsable });
    }
    const malformed = await reserve(token, { ...job('tj-bad'), resumeSha256: 'ABC' });
    expect(malformed.statusCode).toBe(400);
    expect(await balance(t, who)).toEqual({ credits: 10, ledgerSum: 10 });
    expect(await query(t, sql`SELECT id FROM applications WHERE user_id = ${who.id}`)).toEqual([]);
  });
});
