import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import {
  MESSAGES,
  PublicConfigSchema,
  SERVER_AI_MODEL,
  tooManyAttempts,
  AI_TAILOR_LIMIT,
} from '@applypilot/contracts';
import {
  DEMO_ORDER,
  DEMO_RESUME,
  StructuredResumeSchema,
  TAILORING_ANSWER_JSON_SCHEMA,
  TailorResumeRequestSchema,
  structuredSources,
  TailorResumeResponseSchema,
  UNTRUSTED_JOB_BEGIN,
  UNTRUSTED_JOB_END,
  UNTRUSTED_JOB_RULE,
} from '@applypilot/resume';
import { backends } from '../../../test/backends';
import { PRODUCTION_ENV, createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { account, balance, ledger, query, type Account } from '../../../test/spending';
import { issueAgentToken } from '../../../test/agent';
import { GEMINI_TEST_KEY, faithfulTailoring, said, tailor, tailorBody } from '../../../test/ai';

/** The fake's JSON answer: the model's text is the JSON of the resume. */
const json = (value: unknown) => ({ kind: 'text' as const, text: JSON.stringify(value) });

describe.each(backends)('POST /api/ai/tailor-resume on $name', (backend) => {
  let fake: FakeGemini;
  let t: TestApp;
  let jobCounter = 0;
  const nextJob = () => `tailor-job-${++jobCounter}`;

  beforeAll(async () => {
    fake = await startFakeGemini();
    t = await createTestApp(backend, {
      GEMINI_API_KEY: GEMINI_TEST_KEY,
      GEMINI_API_URL: fake.url,
      // Long enough for a real answer on a machine busy with the rest of the suite; the time-out case hangs.
      AI_TAILOR_TIMEOUT_MS: '3000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  async function agentOf(credits: number): Promise<{ who: Account; token: string }> {
    const who = await account(t, { credits });
    return { who, token: await issueAgentToken(t, who) };
  }

  /** Everything a tailoring row holds but its times: hashes, credits, status and a failure kind, no text. */
  async function tailoringRows(who: Account) {
    return query<{
      id: string;
      job_id: string;
      status: string;
      failure: string | null;
      input_sha256: string;
      output_sha256: string | null;
      credits: number;
      repeat_of: string | null;
    }>(
      t,
      sql`SELECT id, job_id, status, failure, input_sha256, output_sha256, credits, repeat_of FROM ai_tailorings
          WHERE user_id = ${who.id} ORDER BY created_at`,
    );
  }

  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('tailors a structured resume that keeps every invariant: 5 credits, a ledger row, only hashes kept', async () => {
    const { who, token } = await agentOf(12);
    fake.respondOnce(json(faithfulTailoring()));
    const request = tailorBody(nextJob());
    const response = await tailor(t, token, request);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = TailorResumeResponseSchema.parse(response.json());
    expect(body.availableJobs).toBe(7);
    expect(body.resume.data.experience[0]!.bullets[0]).toContain('idempotent payment retry');
    expect(body.resume.order).toEqual(DEMO_ORDER);
    expect(StructuredResumeSchema.safeParse(body.resume).success).toBe(true);

    expect(await balance(t, who)).toEqual({ credits: 7, ledgerSum: 7 });
    expect((await ledger(t, who)).slice(-1)).toEqual([
      { delta: -5, reason: 'ai_tailoring_reserved', reference: body.tailoringId },
    ]);
    // The row keeps the SHA-256 of the resume sent and of the resume returned, never either resume.
    const sent = TailorResumeRequestSchema.parse(request);
    expect(await tailoringRows(who)).toEqual([
      {
        id: body.tailoringId,
        job_id: request.job.jobId,
        status: 'done',
        failure: null,
        input_sha256: sha256(JSON.stringify(sent.resume)),
        output_sha256: sha256(JSON.stringify(response.json<{ resume: unknown }>().resume)),
        credits: 5,
        repeat_of: null,
      },
    ]);

    // What reached Gemini: the configured model, the key in a header, JSON output with a schema, low thinking.
    const [call] = fake.requests;
    expect(call).toMatchObject({ kind: 'generateContent', model: SERVER_AI_MODEL, apiKey: GEMINI_TEST_KEY });
    expect(call!.responseJson).toBe(true);
    const generationConfig = (call!.body as { generationConfig: Record<string, unknown> }).generationConfig;
    // The answer's shape: every sentence with the ids of the resume parts it cites (decision 046).
    expect(generationConfig.responseJsonSchema).toEqual(TAILORING_ANSWER_JSON_SCHEMA);
    // The resume comes last, numbered: as given it is itself a faithful answer, each sentence citing its own id.
    expect(call!.text).toContain(`RESUME (JSON):\n${JSON.stringify(structuredSources(DEMO_RESUME).sourced)}`);
    expect(call!.text).toContain(
      '{"text":"Built an idempotent payment retry pipeline that recovered 1.2% of failed orders every month","sources":["S8"]}',
    );
    expect(JSON.stringify(generationConfig.thinkingConfig)).toMatch(/low/i);
    expect(call!.text).toContain('Flipkart');
    // The posting (title, company, description) only inside the untrusted block; the system prompt says what it is.
    const begin = call!.text.indexOf(UNTRUSTED_JOB_BEGIN);
    const end = call!.text.indexOf(UNTRUSTED_JOB_END);
    expect(begin).toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(begin);
    for (const part of [request.job.title!, request.job.company!, request.job.description!]) {
      expect(call!.text.indexOf(part)).toBeGreaterThan(begin);
      expect(call!.text.indexOf(part)).toBeLessThan(end);
      expect(call!.text.split(part)).toHaveLength(2);
    }
    const system = (call!.body as { systemInstruction: { parts: { text: string }[] } }).systemInstruction;
    expect(system.parts.map((p) => p.text).join('\n')).toContain(UNTRUSTED_JOB_RULE);
    // The key never comes back.
    expect(response.body).not.toContain(GEMINI_TEST_KEY);
  });

  it('tailors a repeat (same job and resume within 24 h) again without charging, recorded as a free repeat', async () => {
    const { who, token } = await agentOf(12);
    const jobId = nextJob();
    fake.respondOnce(json(faithfulTailoring()));
    const first = TailorResumeResponseSchema.parse((await tailor(t, token, tailorBody(jobId))).json());
    // The server kept no copy: the model is asked again, and the answer is checked again.
    fake.respondOnce(json(faithfulTailoring()));
    const again = await tailor(t, token, tailorBody(jobId));
    expect(again.statusCode, again.body).toBe(200);
    const repeat = TailorResumeResponseSchema.parse(again.json());
    expect(repeat.tailoringId).not.toBe(first.tailoringId);
    expect(repeat.resume).toEqual(first.resume);
    expect(repeat.availableJobs).toBe(7);
    expect(fake.requests).toHaveLength(2);
    expect(await balance(t, who)).toEqual({ credits: 7, ledgerSum: 7 });
    expect((await tailoringRows(who)).map((r) => [r.id, r.status, r.credits, r.repeat_of])).toEqual([
      [first.tailoringId, 'done', 5, null],
      [repeat.tailoringId, 'done', 0, first.tailoringId],
    ]);
    // A repeat that fails took nothing, so gives nothing back and says nothing of credits.
    fake.respondOnce({ kind: 'text', text: 'not json' });
    const failed = await tailor(t, token, tailorBody(jobId));
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('The AI service returned an answer we could not read.');
    expect(await balance(t, who)).toEqual({ credits: 7, ledgerSum: 7 });
    // Another resume for the same job is a new tailoring, charged.
    fake.respondOnce(json(faithfulTailoring()));
    const other = structuredClone(DEMO_RESUME);
    other.summary[0]!.summaryText += ' ';
    const charged = await tailor(
      t,
      token,
      tailorBody(jobId, { kind: 'structured', data: other, order: DEMO_ORDER }),
    );
    expect(charged.statusCode, charged.body).toBe(200);
    expect(await balance(t, who)).toEqual({ credits: 2, ledgerSum: 2 });
  });

  it('charges again once the charged tailoring is more than 24 h old', async () => {
    const { who, token } = await agentOf(12);
    const jobId = nextJob();
    fake.respondOnce(json(faithfulTailoring()));
    expect((await tailor(t, token, tailorBody(jobId))).statusCode).toBe(200);
    await t.database.db.execute(
      sql`UPDATE ai_tailorings SET finished_at = now() - interval '25 hours' WHERE user_id = ${who.id}`,
    );
    fake.respondOnce(json(faithfulTailoring()));
    expect((await tailor(t, token, tailorBody(jobId))).statusCode).toBe(200);
    expect(await balance(t, who)).toEqual({ credits: 2, ledgerSum: 2 });
    expect((await tailoringRows(who)).map((r) => [r.credits, r.repeat_of])).toEqual([
      [5, null],
      [5, null],
    ]);
  });

  it.each([
    [
      'adds an employer',
      () => {
        const data = faithfulTailoring();
        data.experience.push({ ...data.experience[1]!, id: 'x', company: 'Acme Corp' });
        return data;
      },
      'added an employer that is not on your resume (Acme Corp)',
    ],
    [
      'changes a date',
      () => {
        const data = faithfulTailoring();
        data.experience[1]!.duration = 'Jul 2019 - Jun 2022';
        return data;
      },
      'changed a date (Jul 2020 - Jun 2022 → Jul 2019 - Jun 2022)',
    ],
    [
      'invents a skill',
      () => {
        const data = faithfulTailoring();
        data.skills[1]!.skills = ['Kafka', 'Terraform'];
        return data;
      },
      'listed a skill you do not have (Terraform)',
    ],
  ])(
    'rejects an output that %s, with the reason, and gives the credits back',
    async (_label, output, why) => {
      const { who, token } = await agentOf(12);
      fake.respondOnce(json(output()));
      const response = await tailor(t, token, tailorBody(nextJob()));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.aiUnfaithful(why),
        error: MESSAGES.aiUnfaithful(why),
      });
      expect(await balance(t, who)).toEqual({ credits: 12, ledgerSum: 12 });
      const [row] = await tailoringRows(who);
      // The kind only: the reason's words quote the resume.
      expect(row).toMatchObject({ status: 'failed', failure: 'unfaithful', output_sha256: null });
      expect((await ledger(t, who)).slice(-2)).toEqual([
        { delta: -5, reason: 'ai_tailoring_reserved', reference: row!.id },
        { delta: 5, reason: 'ai_tailoring_refunded', reference: row!.id },
      ]);
    },
  );

  it.each([
    [
      '404 (retired model)',
      { kind: 'error' as const, status: 404, message: `models/${SERVER_AI_MODEL} is not found` },
      502,
      MESSAGES.aiModelRetired(SERVER_AI_MODEL),
      'retired',
    ],
    [
      '429 (quota)',
      { kind: 'error' as const, status: 429, message: 'Resource has been exhausted (e.g. check quota).' },
      503,
      MESSAGES.aiQuotaExceeded,
      'quota',
    ],
    ['a time-out', { kind: 'hang' as const }, 504, MESSAGES.aiTimedOut, 'timeout'],
    [
      'malformed JSON',
      { kind: 'text' as const, text: '{"personal": [' },
      502,
      MESSAGES.aiBadOutput,
      'bad_output',
    ],
    [
      'JSON of the wrong shape',
      { kind: 'text' as const, text: '{"experience": "none"}' },
      502,
      MESSAGES.aiBadOutput,
      'bad_output',
    ],
    [
      'a server error',
      { kind: 'error' as const, status: 500, message: 'Internal error' },
      503,
      MESSAGES.aiUnavailable,
      'unavailable',
    ],
  ])('on %s: a clear message and the credits back', async (_label, reply, status, message, kind) => {
    const { who, token } = await agentOf(12);
    fake.respondOnce(reply);
    const response = await tailor(t, token, tailorBody(nextJob()));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, message, error: message });
    if (status === 503 && message === MESSAGES.aiQuotaExceeded) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await balance(t, who)).toEqual({ credits: 12, ledgerSum: 12 });
    const rows = await tailoringRows(who);
    expect(rows.map((r) => [r.status, r.failure])).toEqual([['failed', kind]]);
    expect((await ledger(t, who)).map((l) => l.reason).slice(-2)).toEqual([
      'ai_tailoring_reserved',
      'ai_tailoring_refunded',
    ]);
  });

  it("passes Gemini's retry delay on a 429 as Retry-After", async () => {
    const { token } = await agentOf(6);
    fake.respondOnce({
      kind: 'json',
      status: 429,
      json: {
        error: {
          code: 429,
          message: 'You exceeded your current quota.',
          status: 'RESOURCE_EXHAUSTED',
          details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '37s' }],
        },
      },
    });
    const response = await tailor(t, token, tailorBody(nextJob()));
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('37');
  });

  it('fails when the network is gone: 503 aiUnavailable, credits back', async () => {
    const down = await createTestApp(backend, {
      GEMINI_API_KEY: GEMINI_TEST_KEY,
      GEMINI_API_URL: 'http://127.0.0.1:9',
    });
    try {
      const who = await account(down, { credits: 6 });
      const response = await tailor(down, await issueAgentToken(down, who), tailorBody('down-1'));
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(MESSAGES.aiUnavailable);
      expect(await balance(down, who)).toEqual({ credits: 6, ledgerSum: 6 });
    } finally {
      await down.close();
    }
  });

  it('refuses with 402 and the exact message when the balance cannot pay for the tailored application (6 credits), reserving nothing', async () => {
    // 5 credits pay for the tailoring alone: the application it is for could not be sent (decision 050).
    const { who, token } = await agentOf(5);
    const response = await tailor(t, token, tailorBody(nextJob()));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      success: false,
      message:
        'An application with an AI-tailored resume needs 6 credits: 5 for the tailoring and 1 for the application. You have 5. Buy more credits, or switch off AI tailoring to apply with your resume as it is.',
      error: MESSAGES.notEnoughCreditsToCustomize(5),
    });
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
    expect(await tailoringRows(who)).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('needs the agent token and a verified email; validates the body first', async () => {
    const anonymous = await tailor(t, 'x'.repeat(43), tailorBody('anon'));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MESSAGES.agentTokenExpired);
    // A session cookie alone does not spend credits on the agent's AI calls.
    const { who, token } = await agentOf(10);
    const cookieOnly = await t.app.inject({
      method: 'POST',
      url: '/api/ai/tailor-resume',
      payload: tailorBody('cookie'),
      cookies: { ap_session: who.cookie },
    });
    expect(cookieOnly.statusCode).toBe(401);
    const invalid = await tailor(t, token, { job: { jobId: '' }, resume: { kind: 'text', text: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().success).toBe(false);

    // No token is issued to an unverified account; the route still checks, for an address that stops being verified
    // while a token lives.
    const unverified = await account(t, { credits: 10 });
    const unverifiedToken = await issueAgentToken(t, unverified);
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE id = ${unverified.id}`);
    const refused = await tailor(t, unverifiedToken, tailorBody(nextJob()));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.emailNotVerified);
    expect(await balance(t, unverified)).toEqual({ credits: 10, ledgerSum: 10 });
    expect(fake.requests).toHaveLength(0);
  });

  it('tailors a text resume into the builder schema, checked against the text', async () => {
    const { who, token } = await agentOf(11);
    const text = [
      'Priya Sharma  priya.sharma@example.com',
      'Experience: Flipkart, Software Engineer II, Jul 2022 - Present. Cut p99 latency by 38% with Kafka.',
      'Skills: Go, Kafka, TypeScript',
    ].join('\n');
    const built = {
      personal: [{ name: 'Priya Sharma', email: 'priya.sharma@example.com' }],
      experience: [
        {
          company: 'Flipkart',
          title: 'Software Engineer II',
          duration: 'Jul 2022 – Present',
          // [L3] is the text's second sentence of its second line (the prompt numbers every sentence).
          bullets: [said('Cut p99 latency by 38% with Kafka', 'L3')],
          tags: ['Kafka'],
        },
      ],
      skills: [{ category: 'Skills', skills: ['Go', 'Kafka'] }],
    };
    fake.respondOnce(json(built));
    const ok = await tailor(t, token, tailorBody(nextJob(), { kind: 'text', text }));
    expect(ok.statusCode, ok.body).toBe(200);
    const body = TailorResumeResponseSchema.parse(ok.json());
    expect(body.resume.data.experience[0]!.company).toBe('Flipkart');
    expect(body.resume.order.slice(0, 7)).toEqual(DEMO_ORDER);

    fake.respondOnce(json({ ...built, skills: [{ category: 'Skills', skills: ['Go', 'Kubernetes'] }] }));
    const bad = await tailor(t, token, tailorBody(nextJob(), { kind: 'text', text }));
    expect(bad.statusCode).toBe(502);
    expect(bad.json().message).toBe(MESSAGES.aiUnfaithful('listed a skill you do not have (Kubernetes)'));
    expect(await balance(t, who)).toEqual({ credits: 6, ledgerSum: 6 });
  });

  it(`limits tailoring to ${AI_TAILOR_LIMIT} requests per user in the window, with Retry-After`, async () => {
    const { who, token } = await agentOf(0);
    await t.database.db.execute(sql`
      INSERT INTO rate_limit_counters (bucket, window_started_at, count)
      VALUES (${`ai-tailor:user:${who.id}`}, now(), ${AI_TAILOR_LIMIT})`);
    const response = await tailor(t, token, tailorBody(nextJob()));
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(response.json()).toEqual({ success: false, error: tooManyAttempts(retryAfter) });
  });

  it('gives back, exactly once, a reservation left open by a call that died', async () => {
    const { who, token } = await agentOf(6);
    const jobId = nextJob();
    // A crash between reserve and answer leaves this behind, eleven minutes old.
    await t.database.db.execute(sql`
      WITH spent AS (UPDATE users SET credits = credits - 5 WHERE id = ${who.id} RETURNING id),
      t AS (INSERT INTO ai_tailorings (user_id, job_id, input_sha256, credits, created_at)
            SELECT id, ${jobId}, ${'0'.repeat(64)}, 5, now() - interval '11 minutes' FROM spent RETURNING id)
      INSERT INTO credit_ledger (user_id, delta, reason, reference) SELECT ${who.id}, -5, 'ai_tailoring_reserved', id::text FROM t`);
    fake.respondOnce(json(faithfulTailoring()));
    const response = await tailor(t, token, tailorBody(jobId));
    expect(response.statusCode, response.body).toBe(200);
    expect(await balance(t, who)).toEqual({ credits: 1, ledgerSum: 1 });
    expect((await tailoringRows(who)).map((r) => [r.status, r.failure])).toEqual([
      ['failed', 'stuck'],
      ['done', null],
    ]);
  });
});

describe.each(backends)('without GEMINI_API_KEY on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('answers 503 aiNotConfigured on both routes before anything is spent, and /api/config says serverAi: false', async () => {
    const who = await account(t, { credits: 10 });
    const token = await issueAgentToken(t, who);
    const tailored = await tailor(t, token, tailorBody('job-1'));
    expect(tailored.statusCode).toBe(503);
    expect(tailored.json()).toEqual({
      success: false,
      message: 'AI is not configured on this server.',
      error: MESSAGES.aiNotConfigured,
    });
    expect(await balance(t, who)).toEqual({ credits: 10, ledgerSum: 10 });
    const config = PublicConfigSchema.parse((await t.app.inject({ url: '/api/config' })).json());
    expect(config.serverAi).toBe(false);
    expect(config.geminiApiUrl).toBe('https://generativelanguage.googleapis.com');
  });

  it('starts in production without a key (AI is optional), and checks the time-outs', () => {
    expect(loadConfig(PRODUCTION_ENV).serverAi).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV, GEMINI_API_KEY: 'k' }).serverAi).toBe(true);
    expect(loadConfig({}).AI_TAILOR_TIMEOUT_MS).toBe(60_000);
    expect(() => loadConfig({ AI_ANSWER_TIMEOUT_MS: 'soon' })).toThrow(
      /AI_ANSWER_TIMEOUT_MS \("soon"\): must be a number/,
    );
    expect(() => loadConfig({ GEMINI_API_KEY: 'secret-key', GEMINI_API_URL: 'nope' })).toThrow(
      /GEMINI_API_URL \(value hidden\): must be an http\(s\) URL/,
    );
  });

  it('says serverAi: true with a key, never the key itself', async () => {
    const withKey = await createTestApp(backend, {
      GEMINI_API_KEY: GEMINI_TEST_KEY,
      GEMINI_API_URL: 'http://127.0.0.1:9/',
    });
    try {
      const response = await withKey.app.inject({ url: '/api/config' });
      expect(PublicConfigSchema.parse(response.json())).toMatchObject({
        serverAi: true,
        geminiApiUrl: 'http://127.0.0.1:9',
      });
      expect(response.body).not.toContain(GEMINI_TEST_KEY);
    } finally {
      await withKey.close();
    }
  });
});

// DEMO_RESUME is shared: make sure no test mutated it.
afterAll(() => {
  expect(DEMO_RESUME.experience[0]!.company).toBe('Flipkart');
});
