import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import {
  AI_ANSWER_LIMIT,
  AnswerQuestionResponseSchema,
  MESSAGES,
  SERVER_AI_MODEL,
  tooManyAttempts,
} from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { account, balance } from '../../../test/spending';
import { issueAgentToken } from '../../../test/agent';
import { GEMINI_TEST_KEY, answerBody, answerQuestion, baseProfile } from '../../../test/ai';

const json = (value: unknown) => ({ kind: 'text' as const, text: JSON.stringify(value) });

describe.each(backends)('POST /api/ai/answer-question on $name', (backend) => {
  let fake: FakeGemini;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeGemini();
    t = await createTestApp(backend, {
      GEMINI_API_KEY: GEMINI_TEST_KEY,
      GEMINI_API_URL: fake.url,
      // Long enough for a real answer on a machine busy with the rest of the suite; the time-out case hangs.
      AI_ANSWER_TIMEOUT_MS: '3000',
    });
    token = await issueAgentToken(t, await account(t));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  async function ask(reply: unknown, overrides: Parameters<typeof answerBody>[0] = {}) {
    fake.respondOnce(json(reply));
    const response = await answerQuestion(t, token, answerBody(overrides));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return AnswerQuestionResponseSchema.parse(response.json()).answer;
  }

  it.each<[string, string]>([
    ['a stronger degree', "Master's degree"],
    ['another language', 'Licenciatura en Informática'],
    ['a look-alike letter (Cyrillic а)', 'B.Tech in Computer Sciencе'],
    ['a paraphrase with a claim', 'B.Tech in Computer Science, graduated with honours'],
    ['a split word', 'B. Te ch in Computer Science'],
  ])(
    'answers a text question written past the facts with %s as unknown (decision 046)',
    async (_label, value) => {
      // A text answer rests on the facts it cites: every word of it must be one of theirs.
      const answer = await ask(
        {
          status: 'answered',
          value,
          facts: [{ path: 'highestDegree', value: 'B.Tech in Computer Science' }],
        },
        {
          question: 'What is your highest degree and field of study?',
          kind: 'text',
          profile: { ...baseProfile, highestDegree: 'B.Tech in Computer Science' },
        },
      );
      expect(answer).toEqual({ status: 'unknown' });
    },
  );

  it('answers a text question with the cited fact itself', async () => {
    const answer = await ask(
      {
        status: 'answered',
        value: 'B.Tech in Computer Science',
        facts: [{ path: 'highestDegree', value: 'B.Tech in Computer Science' }],
      },
      {
        question: 'What is your highest degree and field of study?',
        kind: 'text',
        profile: { ...baseProfile, highestDegree: 'B.Tech in Computer Science' },
      },
    );
    expect(answer).toEqual({
      status: 'answered',
      value: 'B.Tech in Computer Science',
      facts: [{ path: 'highestDegree', value: 'B.Tech in Computer Science' }],
    });
  });

  it('answers from a profile fact it cites, free of credits', async () => {
    const who = await account(t, { credits: 3 });
    const own = await issueAgentToken(t, who);
    fake.respondOnce(
      json({ status: 'answered', value: '3', facts: [{ path: 'skills.Python', value: '3' }] }),
    );
    const response = await answerQuestion(t, own, answerBody());
    expect(AnswerQuestionResponseSchema.parse(response.json()).answer).toEqual({
      status: 'answered',
      value: '3',
      facts: [{ path: 'skills.Python', value: '3' }],
    });
    expect(await balance(t, who)).toEqual({ credits: 3, ledgerSum: 3 });
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ model: SERVER_AI_MODEL, apiKey: GEMINI_TEST_KEY, responseJson: true });
    expect(sent!.text).toContain('How many years of experience do you have with Python?');
    // The answer memory is never sent to the model.
    expect(sent!.text).not.toContain('willing to work nights');
  });

  it('resolves keys with dots, lists and booleans; returns the option as written', async () => {
    expect(
      await ask(
        { status: 'answered', value: '4', facts: [{ path: 'skills.Node.js', value: '4' }] },
        { question: 'Years with Node.js?' },
      ),
    ).toEqual({ status: 'answered', value: '4', facts: [{ path: 'skills.Node.js', value: '4' }] });
    expect(
      await ask(
        {
          status: 'answered',
          value: 'yes',
          facts: [{ path: 'workAuthorization.requiresSponsorship', value: 'true' }],
        },
        {
          question: 'Will you require sponsorship to work in the United States?',
          kind: 'radio',
          options: ['Yes', 'No'],
        },
      ),
    ).toEqual({
      status: 'answered',
      value: 'Yes',
      // The facts the server derived the answer from: not authorised there, and needs sponsorship elsewhere.
      facts: [
        { path: 'workAuthorization.authorizedCountries', value: 'India' },
        { path: 'workAuthorization.requiresSponsorship', value: 'true' },
      ],
    });
    expect(
      await ask(
        {
          status: 'answered',
          value: 'India',
          facts: [{ path: 'workAuthorization.authorizedCountries', value: 'India' }],
        },
        { question: 'Where are you authorised to work?', kind: 'text' },
      ),
    ).toMatchObject({ status: 'answered', value: 'India' });
  });

  it('answers unknown when the model says so for a fact the profile lacks', async () => {
    expect(await ask({ status: 'unknown' }, { question: 'Years of Rust?' })).toEqual({ status: 'unknown' });
  });

  it.each([
    [
      'cites a fact the profile does not have',
      { status: 'answered', value: '5', facts: [{ path: 'skills.Rust', value: '5' }] },
      {},
    ],
    [
      'misquotes a fact',
      { status: 'answered', value: '6', facts: [{ path: 'skills.Python', value: '6' }] },
      {},
    ],
    [
      'cites the answer memory',
      {
        status: 'answered',
        value: 'Yes',
        facts: [{ path: 'answers.Are you willing to work nights?', value: 'Yes' }],
      },
      { kind: 'text' as const },
    ],
    ['cites no fact', { status: 'answered', value: '3', facts: [] }, {}],
    [
      'picks an option that is not offered',
      {
        status: 'answered',
        value: 'Maybe',
        facts: [{ path: 'workAuthorization.requiresSponsorship', value: 'true' }],
      },
      { kind: 'radio' as const, options: ['Yes', 'No'] },
    ],
    [
      'answers a numeric question with words',
      { status: 'answered', value: 'three', facts: [{ path: 'skills.Python', value: '3' }] },
      {},
    ],
    [
      'answers a number its facts do not state',
      { status: 'answered', value: '10', facts: [{ path: 'skills.Python', value: '3' }] },
      {},
    ],
    [
      'walks into the prototype',
      { status: 'answered', value: 'x', facts: [{ path: 'constructor.name', value: 'Object' }] },
      { kind: 'text' as const },
    ],
  ])('answers unknown when the model %s', async (_label, reply, overrides) => {
    expect(await ask(reply, overrides)).toEqual({ status: 'unknown' });
  });

  describe('answers the server derives, not the model (truth issue, part 2)', () => {
    it('"Yes" to "Will you require visa sponsorship?" citing requiresSponsorship = false: unknown', async () => {
      const profile = {
        ...baseProfile,
        workAuthorization: { authorizedCountries: ['India'], requiresSponsorship: false },
      };
      const question = 'Will you now or in the future require visa sponsorship to work in the United States?';
      const facts = [{ path: 'workAuthorization.requiresSponsorship', value: 'false' }];
      const overrides = { question, kind: 'radio' as const, options: ['Yes', 'No'], profile };
      expect(await ask({ status: 'answered', value: 'Yes', facts }, overrides)).toEqual({
        status: 'unknown',
      });
      expect(await ask({ status: 'answered', value: 'No', facts }, overrides)).toMatchObject({
        status: 'answered',
        value: 'No',
      });
      // Without the job's country the server cannot tell: unknown, even for the true answer.
      expect(
        await ask(
          { status: 'answered', value: 'No', facts },
          { ...overrides, question: 'Will you now or in the future require visa sponsorship?' },
        ),
      ).toEqual({ status: 'unknown' });
    });

    it('"I agree" to a background-check consent citing firstName: unknown, and the model is not asked', async () => {
      fake.respondOnce(
        json({ status: 'answered', value: 'I agree', facts: [{ path: 'firstName', value: 'Priya' }] }),
      );
      const response = await answerQuestion(
        t,
        token,
        answerBody({
          question: 'I consent to a background check and to sharing my data with partners',
          kind: 'checkbox',
          options: ['I agree'],
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(AnswerQuestionResponseSchema.parse(response.json()).answer).toEqual({ status: 'unknown' });
      expect(fake.requests).toHaveLength(0);
    });

    it.each([
      'I certify that the information provided is true and I consent to a drug test',
      'How did you hear about us? (Referral name required)',
      'Do you authorize us to contact your previous employers?',
      'Signature',
    ])('never asks the model: %s', async (question) => {
      const response = await answerQuestion(t, token, answerBody({ question, kind: 'text' }));
      expect(AnswerQuestionResponseSchema.parse(response.json()).answer).toEqual({ status: 'unknown' });
      expect(fake.requests).toHaveLength(0);
    });

    it('"8" years of Kubernetes citing totalYearsOfExperience: unknown', async () => {
      const profile = { ...baseProfile, totalYearsOfExperience: 8 };
      expect(
        await ask(
          { status: 'answered', value: '8', facts: [{ path: 'totalYearsOfExperience', value: '8' }] },
          { question: 'How many years of experience do you have with Kubernetes?', profile },
        ),
      ).toEqual({ status: 'unknown' });
    });

    it('an essay about cats: unknown', async () => {
      expect(
        await ask(
          {
            status: 'answered',
            value:
              'Cats are wonderful. Priya has always loved cats, and their patience taught her to write careful code.',
            facts: [{ path: 'firstName', value: 'Priya' }],
          },
          { question: 'Why do you want to work at Acme?', kind: 'textarea' },
        ),
      ).toEqual({ status: 'unknown' });
    });
  });

  it.each([
    [
      '404',
      { kind: 'error' as const, status: 404, message: 'not found' },
      502,
      "The AI model gemini-3.5-flash-lite is no longer available. The server's AI model needs updating.",
    ],
    [
      '429',
      { kind: 'error' as const, status: 429, message: 'quota' },
      503,
      'The AI service is over its quota right now. Please try again later.',
    ],
    ['a time-out', { kind: 'hang' as const }, 504, 'The AI service took too long to answer.'],
    [
      'malformed JSON',
      { kind: 'text' as const, text: 'not json' },
      502,
      'The AI service returned an answer we could not read.',
    ],
  ])(
    'on %s: the status and the message without a word about credits',
    async (_label, reply, status, message) => {
      fake.respondOnce(reply);
      const response = await answerQuestion(t, token, answerBody());
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ success: false, message, error: message });
    },
  );

  it(`limits answers to ${AI_ANSWER_LIMIT} per user in the window, with Retry-After`, async () => {
    const who = await account(t);
    const own = await issueAgentToken(t, who);
    await t.database.db.execute(sql`
      INSERT INTO rate_limit_counters (bucket, window_started_at, count)
      VALUES (${`ai-answer:user:${who.id}`}, now(), ${AI_ANSWER_LIMIT - 1})`);
    fake.respondOnce(json({ status: 'unknown' }));
    expect((await answerQuestion(t, own, answerBody())).statusCode).toBe(200);
    const limited = await answerQuestion(t, own, answerBody());
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ success: false, error: tooManyAttempts(retryAfter) });
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses an account whose email is no longer verified (token issued while it was), without asking the model', async () => {
    const who = await account(t);
    const own = await issueAgentToken(t, who);
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = NULL WHERE id = ${who.id}`);
    const response = await answerQuestion(t, own, answerBody());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      message: MESSAGES.emailNotVerified,
      error: MESSAGES.emailNotVerified,
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('needs the agent token and a valid body', async () => {
    expect((await answerQuestion(t, 'y'.repeat(43), answerBody())).statusCode).toBe(401);
    const invalid = await answerQuestion(t, token, answerBody({ question: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(fake.requests).toHaveLength(0);
  });
});

describe.each(backends)('answer-question without GEMINI_API_KEY on $name', (backend) => {
  it('answers 503 aiNotConfigured', async () => {
    const t = await createTestApp(backend);
    try {
      const token = await issueAgentToken(t, await account(t));
      const response = await answerQuestion(t, token, answerBody());
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        message: MESSAGES.aiNotConfigured,
        error: MESSAGES.aiNotConfigured,
      });
    } finally {
      await t.close();
    }
  });
});
