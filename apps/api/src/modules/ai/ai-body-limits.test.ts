import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import {
  AI_API,
  AI_BODY_LIMITS,
  AI_JOB_DESCRIPTION_MAX_CHARS,
  AI_LIMIT_MESSAGES,
  AI_REQUEST_MAX_CHARS,
  AI_RESUME_TEXT_MAX_CHARS,
  MESSAGES,
  jsonChars,
  type AiRequestKind,
} from '@applypilot/contracts';
import { DEMO_ORDER, DEMO_RESUME, textSources } from '@applypilot/resume';
import { backends } from '../../../test/backends';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { account } from '../../../test/spending';
import { bearer, issueAgentToken } from '../../../test/agent';
import { GEMINI_TEST_KEY, baseProfile } from '../../../test/ai';

/**
 * Decision 040 (issue 18, part 4): what an AI route's schema accepts, its body limit lets through, even with every
 * character escaped as `\uXXXX` and a space after each `,` and `:` (Python's json.dumps); one character more is
 * refused by the schema with a message that says what and how much, and a body padded past the limit gets a 413 that
 * says the same in the AI routes' `{message, error}` shape.
 */

/** JSON as a client that escapes every character sends it: the most bytes a value can take. */
function escapedJson(value: unknown): string {
  if (typeof value === 'string') {
    const units = [...Array(value.length).keys()].map((i) => value.charCodeAt(i));
    return `"${units.map((u) => `\\u${u.toString(16).padStart(4, '0')}`).join('')}"`;
  }
  if (Array.isArray(value)) return `[${value.map(escapedJson).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${escapedJson(key)}: ${escapedJson(item)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** The request `build` makes, with a filler string long enough that it holds exactly `chars` characters. */
function sized<T>(chars: number, build: (filler: string) => T, filler = 'Built reliable services. '): T {
  const base = jsonChars(build(''));
  const need = chars - base;
  if (need < 0) throw new Error(`the request is ${base} characters before any filler`);
  const text = filler.repeat(Math.ceil(need / filler.length)).slice(0, need);
  const body = build(text);
  expect(jsonChars(body)).toBe(chars);
  return body;
}

/** The longest job the schema takes. */
const LONGEST_JOB = {
  jobId: '4'.repeat(100),
  jobUrl: `https://www.linkedin.com/jobs/view/${'9'.repeat(2048 - 36)}/`,
  title: 'T'.repeat(300),
  company: 'C'.repeat(300),
  description: 'Payments platform work. '.repeat(1000).slice(0, AI_JOB_DESCRIPTION_MAX_CHARS),
};

const NAME = 'Priya Sharma';
const TEXT_HEAD = `${NAME}\nExperience: Flipkart, Software Engineer II, Jul 2022 - Present\n`;
/** What the fake model makes of any text resume here: only what its head says (a faithful tailoring). */
const FROM_TEXT = {
  personal: [{ name: NAME }],
  experience: [{ company: 'Flipkart', title: 'Software Engineer II', duration: 'Jul 2022 - Present' }],
};

describe('AI request schemas and body limits agree', () => {
  const backend = backends[0]!;
  let fake: FakeGemini;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    fake = await startFakeGemini();
    // Structured resumes come back as they went (faithful); text resumes as their head; questions: unknown.
    fake.respond((request) => {
      if (request.text.includes('QUESTION (')) return { kind: 'text', text: '{"status":"unknown"}' };
      const structured = request.text.split('RESUME (JSON):\n')[1];
      return { kind: 'text', text: structured ?? JSON.stringify(FROM_TEXT) };
    });
    t = await createTestApp(backend, { GEMINI_API_KEY: GEMINI_TEST_KEY, GEMINI_API_URL: fake.url });
    token = await issueAgentToken(t, await account(t, { credits: 100 }));
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  function post(url: string, payload: string, headers: Record<string, string> = bearer(token)) {
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  const textTailoring = (jobId: string, text: string) => ({
    job: { ...LONGEST_JOB, jobId },
    resume: { kind: 'text', text },
  });
  const structuredTailoring = (jobId: string, filler: string) => ({
    job: { ...LONGEST_JOB, jobId },
    resume: {
      kind: 'structured',
      data: {
        ...structuredClone(DEMO_RESUME),
        achievements: [{ id: 'a-1', title: 'Achievements', bullets: [filler] }],
      },
      order: [...DEMO_ORDER, 'achievements'],
    },
  });

  it('each body limit is the schema size with every character escaped', () => {
    for (const kind of Object.keys(AI_REQUEST_MAX_CHARS) as AiRequestKind[]) {
      expect(AI_BODY_LIMITS[kind]).toBe(AI_REQUEST_MAX_CHARS[kind] * 6);
    }
    // The longest text resume with the longest job fits the tailoring's size: the text's own limit is the one met.
    const longest = textTailoring('4'.repeat(100), 'x'.repeat(AI_RESUME_TEXT_MAX_CHARS));
    expect(jsonChars(longest)).toBeLessThanOrEqual(AI_REQUEST_MAX_CHARS.tailorResume);
    expect(jsonChars(longest)).toBeLessThanOrEqual(AI_REQUEST_MAX_CHARS.coverLetter);
  });

  it('tailors the longest text resume with the longest job, every character escaped (no 413)', async () => {
    const text =
      TEXT_HEAD +
      'Built reliable services. '.repeat(9000).slice(0, AI_RESUME_TEXT_MAX_CHARS - TEXT_HEAD.length);
    expect(text).toHaveLength(AI_RESUME_TEXT_MAX_CHARS);
    const payload = escapedJson(textTailoring('text-longest', text));
    expect(payload.length).toBeGreaterThan(1_300_000);
    const response = await post(AI_API.tailorResume, payload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, availableJobs: 95 });
    // The whole text reaches the model, one numbered sentence a line (decision 046).
    expect(fake.requests.at(-1)?.text).toContain(textSources(text).numbered.slice(-500));
  });

  it('refuses a text resume one character over its limit with the limit in words', async () => {
    const text = 'Built reliable services. '.repeat(9000).slice(0, AI_RESUME_TEXT_MAX_CHARS + 1);
    const response = await post(AI_API.tailorResume, JSON.stringify(textTailoring('text-over', text)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: AI_LIMIT_MESSAGES.resumeTextTooLong });
  });

  it('tailors the largest structured request the schema allows; one character more is refused, saying so', async () => {
    const max = AI_REQUEST_MAX_CHARS.tailorResume;
    const largest = sized(max, (filler) => structuredTailoring('structured-largest', filler));
    const payload = escapedJson(largest);
    expect(payload.length).toBeGreaterThan(0.9 * AI_BODY_LIMITS.tailorResume);
    expect(payload.length).toBeLessThanOrEqual(AI_BODY_LIMITS.tailorResume);
    const accepted = await post(AI_API.tailorResume, payload);
    expect(accepted.statusCode, accepted.body.slice(0, 300)).toBe(200);

    const over = sized(max + 1, (filler) => structuredTailoring('structured-over', filler));
    const refused = await post(AI_API.tailorResume, JSON.stringify(over));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error: 'The resume and the job are too long for AI tailoring: 240,001 characters, at most 240,000.',
    });
  });

  it('answers 413 with the route and its limit to a body padded past it, and 401 to a stranger first', async () => {
    const small = JSON.stringify(structuredTailoring('padded', 'Led a team.'));
    const padded = `${small}${' '.repeat(AI_BODY_LIMITS.tailorResume)}`;
    const tooLarge = await post(AI_API.tailorResume, padded);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      success: false,
      message: AI_LIMIT_MESSAGES.bodyTooLarge('tailorResume'),
      error: AI_LIMIT_MESSAGES.bodyTooLarge('tailorResume'),
    });
    expect(AI_LIMIT_MESSAGES.bodyTooLarge('tailorResume')).toBe(
      'The resume and the job are too long for AI tailoring: the request is larger than 1,440,000 bytes.',
    );
    // Without a live agent token the body is never read: the answer is 401, whatever its size.
    const stranger = await post(AI_API.tailorResume, padded, {});
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ message: MESSAGES.agentTokenExpired });
  });

  it('answers the largest screening question the schema allows, and refuses one character more', async () => {
    const max = AI_REQUEST_MAX_CHARS.answerQuestion;
    const body = (filler: string) => ({
      question: 'How many years of experience do you have with Python?',
      kind: 'numeric',
      options: [],
      job: LONGEST_JOB,
      profile: { ...baseProfile, coverLetter: filler },
    });
    const accepted = await post(AI_API.answerQuestion, escapedJson(sized(max, body)));
    expect(accepted.statusCode, accepted.body.slice(0, 300)).toBe(200);
    expect(accepted.json()).toEqual({ success: true, answer: { status: 'unknown' } });

    const refused = await post(AI_API.answerQuestion, JSON.stringify(sized(max + 1, body)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error:
        'The question, its options, the job and the profile are too long for an AI answer: 160,001 characters, at most 160,000.',
    });
  });

  it('takes the largest cover-letter request to its tailoring check, and refuses one character more', async () => {
    const max = AI_REQUEST_MAX_CHARS.coverLetter;
    const body = (filler: string) => ({
      ...structuredTailoring('letter-job', filler),
      tailoringId: '00000000-0000-4000-8000-000000000000',
    });
    // Past the body limit and the schema: the route then asks for this job's tailoring, which this one lacks.
    const accepted = await post(AI_API.coverLetter, escapedJson(sized(max, body)));
    expect(accepted.statusCode, accepted.body.slice(0, 300)).toBe(409);
    const refused = await post(AI_API.coverLetter, JSON.stringify(sized(max + 1, body)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      error:
        'The resume and the job are too long for an AI cover letter: 240,001 characters, at most 240,000.',
    });
  });
});
