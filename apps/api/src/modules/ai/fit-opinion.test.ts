import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { FitOpinionResponseSchema, MESSAGES } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { createTestApp, postJson, type TestApp } from '../../../test/test-app';
import { account, balance } from '../../../test/spending';
import { bearer, issueAgentToken } from '../../../test/agent';
import { GEMINI_TEST_KEY } from '../../../test/ai';

const json = (value: unknown) => ({ kind: 'text' as const, text: JSON.stringify(value) });
const DESCRIPTION = `Requirements:
- 5+ years of Go in production
- Experience with Kubernetes operators
- Python for tooling

Nice to have:
- Terraform`;
const body = {
  jobTitle: 'Backend Engineer',
  description: DESCRIPTION,
  skills: { Python: 5, JavaScript: 4, k8s: 2 },
  totalYearsOfExperience: 5,
  score: 44,
};

describe.each(backends)('POST /api/ai/fit-opinion on $name', (backend) => {
  let fake: FakeGemini;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeGemini();
    t = await createTestApp(backend, {
      GEMINI_API_KEY: GEMINI_TEST_KEY,
      GEMINI_API_URL: fake.url,
      // Long enough for a real answer on a machine busy with the rest of the suite; the time-out case hangs.
      AI_ANSWER_TIMEOUT_MS: '3000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('keeps only what the description quotes and the profile lacks, free of credits', async () => {
    const who = await account(t, { credits: 3 });
    const token = await issueAgentToken(t, who);
    fake.respondOnce(
      json({
        fits: false,
        missing: [
          { skill: 'Go', quote: '5+ years of Go in production' },
          // Invented: the description never says it.
          { skill: 'Rust', quote: '3+ years of Rust' },
          // The profile lists it (k8s is Kubernetes).
          { skill: 'Kubernetes', quote: 'Experience with Kubernetes operators' },
          // A skill that is not in its quote.
          { skill: 'Scala', quote: 'Python for tooling' },
        ],
      }),
    );
    const response = await postJson(t.app, '/api/ai/fit-opinion', body, { headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    expect(FitOpinionResponseSchema.parse(response.json())).toEqual({
      success: true,
      fits: false,
      missing: [{ skill: 'Go', quote: '5+ years of Go in production' }],
    });
    expect(await balance(t, who)).toEqual({ credits: 3, ledgerSum: 3 });
    // The description went to the model as untrusted data, with the profile's skills.
    expect(fake.requests[0]?.text).toContain('5+ years of Go in production');
    expect(fake.requests[0]?.text).toContain('"k8s":2');
  });

  it('reads a "does not fit" with nothing cited as fits', async () => {
    const token = await issueAgentToken(t, await account(t));
    fake.respondOnce(json({ fits: false, missing: [{ skill: 'COBOL', quote: 'COBOL required' }] }));
    const response = await postJson(t.app, '/api/ai/fit-opinion', body, { headers: bearer(token) });
    expect(FitOpinionResponseSchema.parse(response.json())).toEqual({
      success: true,
      fits: true,
      missing: [],
    });
  });

  it('takes the agent token only, and refuses a body without a description', async () => {
    const who = await account(t);
    const asSession = await postJson(t.app, '/api/ai/fit-opinion', body, {
      cookies: { ap_session: who.cookie },
    });
    expect(asSession.statusCode).toBe(401);
    const token = await issueAgentToken(t, who);
    const bad = await postJson(
      t.app,
      '/api/ai/fit-opinion',
      { ...body, description: '' },
      { headers: bearer(token) },
    );
    expect(bad.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe.each(backends)('POST /api/ai/fit-opinion without AI on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('answers 503 with the AI message', async () => {
    const token = await issueAgentToken(t, await account(t));
    const response = await postJson(t.app, '/api/ai/fit-opinion', body, { headers: bearer(token) });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: MESSAGES.aiNotConfigured });
  });
});
