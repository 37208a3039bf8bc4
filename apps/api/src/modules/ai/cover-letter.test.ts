import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import {
  AI_COVER_LETTER_LIMIT,
  COVER_LETTER_MAX_CHARS,
  MESSAGES,
  tooManyAttempts,
} from '@applypilot/contracts';
import {
  CoverLetterResponseSchema,
  DEMO_ORDER,
  DEMO_RESUME,
  LETTER_ANSWER_JSON_SCHEMA,
  structuredSources,
  TailorResumeResponseSchema,
  type SourcedSentence,
  UNTRUSTED_JOB_BEGIN,
  UNTRUSTED_JOB_END,
  UNTRUSTED_JOB_RULE,
} from '@applypilot/resume';
import { backends } from '../../../test/backends';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { account, balance, ledger, query, type Account } from '../../../test/spending';
import { issueAgentToken } from '../../../test/agent';
import {
  FAITHFUL_LETTER,
  FAITHFUL_LETTER_ANSWER,
  GEMINI_TEST_KEY,
  said,
  coverLetter,
  coverLetterBody,
  faithfulTailoring,
  tailor,
  tailorBody,
} from '../../../test/ai';

const json = (value: unknown) => ({ kind: 'text' as const, text: JSON.stringify(value) });
const NEEDS_TAILORING = 'A cover letter is written only with a tailored resume for this job.';
const refused = (why: string) => `The cover letter was rejected because it ${why}.`;

describe.each(backends)('POST /api/ai/cover-letter on $name', (backend) => {
  let fake: FakeGemini;
  let t: TestApp;
  let jobs = 0;
  const nextJob = () => `letter-job-${++jobs}`;

  beforeAll(async () => {
    fake = await startFakeGemini();
    t = await createTestApp(backend, { GEMINI_API_KEY: GEMINI_TEST_KEY, GEMINI_API_URL: fake.url });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  /** A verified account with a done tailoring of `jobId` from the demo resume: its token and tailoring id. */
  async function tailored(
    jobId: string,
    who?: Account,
  ): Promise<{ who: Account; token: string; id: string }> {
    const owner = who ?? (await account(t, { credits: 12 }));
    const token = await issueAgentToken(t, owner);
    fake.respondOnce(json(faithfulTailoring()));
    const response = await tailor(t, token, tailorBody(jobId));
    if (response.statusCode !== 200) throw new Error(`tailoring failed: ${response.body}`);
    const id = TailorResumeResponseSchema.parse(response.json()).tailoringId;
    fake.reset();
    return { who: owner, token, id };
  }

  async function tailoringCount(who: Account): Promise<number> {
    const [row] = await query<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM ai_tailorings WHERE user_id = ${who.id}`,
    );
    return row?.n ?? -1;
  }

  it('writes a faithful letter: 200 with the letter, no credits move, nothing stored', async () => {
    const jobId = nextJob();
    const { who, token, id } = await tailored(jobId);
    const before = await ledger(t, who);
    fake.respondOnce(json(FAITHFUL_LETTER_ANSWER));
    const response = await coverLetter(t, token, coverLetterBody(jobId, id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    // Plain text, paragraphs split by one blank line, the closing on lines of its own.
    expect(CoverLetterResponseSchema.parse(response.json())).toEqual({
      success: true,
      letter: FAITHFUL_LETTER,
    });
    expect(await balance(t, who)).toEqual({ credits: 7, ledgerSum: 7 });
    expect(await ledger(t, who)).toEqual(before);
    expect(await tailoringCount(who)).toBe(1);

    // The job's title and company go in the untrusted block; its description is not sent at all.
    const [call] = fake.requests;
    const body = tailorBody(jobId).job;
    const begin = call!.text.indexOf(UNTRUSTED_JOB_BEGIN);
    expect(begin).toBeGreaterThanOrEqual(0);
    expect(call!.text.indexOf(body.company!)).toBeGreaterThan(begin);
    expect(call!.text.indexOf(body.company!)).toBeLessThan(call!.text.indexOf(UNTRUSTED_JOB_END));
    expect(call!.text).not.toContain(body.description!);
    // The resume as numbered sources, and an answer whose every sentence names the ids it rests on (decision 046).
    expect(call!.text).toContain(`RESUME (JSON):\n${JSON.stringify(structuredSources(DEMO_RESUME).sourced)}`);
    const config = (call!.body as { generationConfig: Record<string, unknown> }).generationConfig;
    expect(config.responseJsonSchema).toEqual(LETTER_ANSWER_JSON_SCHEMA);
    const system = (call!.body as { systemInstruction: { parts: { text: string }[] } }).systemInstruction;
    expect(system.parts.map((p) => p.text).join('\n')).toContain(UNTRUSTED_JOB_RULE);
  });

  /** A letter around one sentence: the greeting, the sentence, the closing. */
  const around = (sentence: SourcedSentence) => ({
    paragraphs: [
      { sentences: [said('Dear Hiring Manager,')] },
      { sentences: [sentence] },
      { sentences: [said('Sincerely,'), said('Priya Sharma')] },
    ],
  });

  it.each<[string, SourcedSentence, string]>([
    [
      'a number the resume lacks',
      said('I bring 10 years of experience with Go and Kafka.', 'S2', 'S20'),
      'added a number that the part of your resume it cites does not state (10 years): "I bring 10 years of experience with Go and Kafka."',
    ],
    [
      'a certification and a language',
      said('I am an AWS Certified Solutions Architect and fluent in Japanese.', 'S20'),
      'added words that the part of your resume it cites does not have (AWS Certified Solutions Architect, fluent, Japanese): "I am an AWS Certified Solutions Architect and fluent in Japanese."',
    ],
    [
      'a technology only the posting names',
      said('At Flipkart I ran Kafka and Terraform for the checkout service.', 'S5', 'S7'),
      'added words that the part of your resume it cites does not have (ran, Terraform): "At Flipkart I ran Kafka and Terraform for the checkout service."',
    ],
    [
      'a claim about the company',
      said('Acme Payments is an innovative leader in digital banking, and I admire its mission.'),
      'made a claim with the job\'s company that your resume does not support (Acme): "Acme Payments is an innovative leader in digital banking, and I…"',
    ],
    [
      'the employer as a past employer',
      said('I previously worked at Acme Payments, where I built a payment retry pipeline.', 'S8'),
      'made a claim with the job\'s company that your resume does not support (Acme): "I previously worked at Acme Payments, where I built a payment retry…"',
    ],
    [
      'a clearance in French',
      said("Je suis titulaire d'une habilitation secret défense.", 'S2'),
      'added words that the part of your resume it cites does not have (Je, suis, titulaire, d\'une, habilitation secret défense): "Je suis titulaire d\'une habilitation secret défense."',
    ],
    [
      'a sentence that cites nothing',
      said('I took ownership of the checkout service.'),
      'wrote a sentence that cites no part of your resume (ownership, checkout, service): "I took ownership of the checkout service."',
    ],
  ])('refuses a letter with %s: 422 naming it, no credits move', async (_label, sentence, why) => {
    const jobId = nextJob();
    const { who, token, id } = await tailored(jobId);
    fake.respondOnce(json(around(sentence)));
    const body = coverLetterBody(jobId, id);
    body.job.description = 'We value ownership and craftsmanship. Go, Kafka, Kubernetes and Terraform.';
    const response = await coverLetter(t, token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ success: false, message: refused(why), error: refused(why) });
    expect(await balance(t, who)).toEqual({ credits: 7, ledgerSum: 7 });
  });

  it('refuses the job title used as a claim ("As a Software Engineer with Active Secret Clearance, …")', async () => {
    const jobId = nextJob();
    const { token, id } = await tailored(jobId);
    const body = coverLetterBody(jobId, id);
    body.job.title = 'Software Engineer with Active Secret Clearance';
    fake.respondOnce(
      json(
        around(
          said(
            'As a Software Engineer with Active Secret Clearance, I bring 4 years of experience in Go.',
            'S2',
            'S5',
          ),
        ),
      ),
    );
    const response = await coverLetter(t, token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      refused(
        'made a claim with the job\'s title that your resume does not support (Active): "As a Software Engineer with Active Secret Clearance, I bring 4 years…"',
      ),
    );
  });

  it('refuses a plain letter (the answer without sources) that states a fact', async () => {
    const jobId = nextJob();
    const { token, id } = await tailored(jobId);
    fake.respondOnce(json({ letter: FAITHFUL_LETTER }));
    const response = await coverLetter(t, token, coverLetterBody(jobId, id));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      refused(
        // Its first sentence that states a fact cites nothing, so even the resume's own number has no source.
        'added a number that your resume does not state (4 years): "I am a software engineer with 4 years of experience building reliable…"',
      ),
    );
  });

  it(`refuses a letter longer than ${COVER_LETTER_MAX_CHARS} characters`, async () => {
    const jobId = nextJob();
    const { token, id } = await tailored(jobId);
    const long = structuredClone(FAITHFUL_LETTER_ANSWER);
    long.paragraphs!.push({
      sentences: Array.from({ length: 120 }, () => said('I built payment platforms in Go.', 'S2')),
    });
    fake.respondOnce(json(long));
    const response = await coverLetter(t, token, coverLetterBody(jobId, id));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(refused(`was longer than ${COVER_LETTER_MAX_CHARS} characters`));
  });

  it('answers 409 without this user’s done tailoring of this job and resume within 24 h, asking no model', async () => {
    const jobId = nextJob();
    const { who, token, id } = await tailored(jobId);
    const other = await tailored(nextJob());
    fake.respondOnce({ kind: 'text', text: 'not json' });
    const failedJob = nextJob();
    expect((await tailor(t, token, tailorBody(failedJob))).statusCode).toBe(502);
    const [failed] = await query<{ id: string }>(
      t,
      sql`SELECT id FROM ai_tailorings WHERE user_id = ${who.id} AND status = 'failed'`,
    );
    const changed = structuredClone(DEMO_RESUME);
    changed.summary[0]!.summaryText = 'Another summary.';
    fake.reset();
    const cases = [
      coverLetterBody(jobId, '00000000-0000-4000-8000-000000000000'),
      coverLetterBody(jobId, other.id),
      coverLetterBody(failedJob, failed!.id),
      coverLetterBody(nextJob(), id),
      coverLetterBody(jobId, id, { kind: 'structured', data: changed, order: DEMO_ORDER }),
    ];
    for (const body of cases) {
      const response = await coverLetter(t, token, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: NEEDS_TAILORING, error: NEEDS_TAILORING });
    }
    await t.database.db.execute(
      sql`UPDATE ai_tailorings SET finished_at = now() - interval '25 hours' WHERE id = ${id}`,
    );
    expect((await coverLetter(t, token, coverLetterBody(jobId, id))).statusCode).toBe(409);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses an account whose email is no longer verified, before anything else', async () => {
    const jobId = nextJob();
    const { who, token, id } = await tailored(jobId);
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE id = ${who.id}`);
    const response = await coverLetter(t, token, coverLetterBody(jobId, id));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.emailNotVerified,
      error: MESSAGES.emailNotVerified,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('needs the agent token and a valid body', async () => {
    const jobId = nextJob();
    const { token, id } = await tailored(jobId);
    const anonymous = await coverLetter(t, 'z'.repeat(43), coverLetterBody(jobId, id));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MESSAGES.agentTokenExpired);
    const invalid = await coverLetter(t, token, { ...coverLetterBody(jobId, id), tailoringId: 'nope' });
    expect(invalid.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });

  it('on a model failure: its status and message, without a word about credits', async () => {
    const jobId = nextJob();
    const { token, id } = await tailored(jobId);
    fake.respondOnce({ kind: 'error', status: 500, message: 'Internal error' });
    const response = await coverLetter(t, token, coverLetterBody(jobId, id));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('The AI service could not be reached.');
  });

  it(`limits letters to ${AI_COVER_LETTER_LIMIT} per user in the window, with Retry-After`, async () => {
    const jobId = nextJob();
    const { who, token, id } = await tailored(jobId);
    await t.database.db.execute(sql`
      INSERT INTO rate_limit_counters (bucket, window_started_at, count)
      VALUES (${`ai-cover-letter:user:${who.id}`}, now(), ${AI_COVER_LETTER_LIMIT})`);
    const response = await coverLetter(t, token, coverLetterBody(jobId, id));
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(response.json()).toEqual({ success: false, error: tooManyAttempts(retryAfter) });
    expect(fake.requests).toHaveLength(0);
  });
});

describe.each(backends)('cover letter without GEMINI_API_KEY on $name', (backend) => {
  it('answers 503 aiNotConfigured', async () => {
    const t = await createTestApp(backend);
    try {
      const token = await issueAgentToken(t, await account(t));
      const response = await coverLetter(
        t,
        token,
        coverLetterBody('j', '00000000-0000-4000-8000-000000000000'),
      );
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(MESSAGES.aiNotConfigured);
    } finally {
      await t.close();
    }
  });
});
