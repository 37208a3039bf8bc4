import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AgentApiTokenResponseSchema,
  AI_BODY_LIMITS,
  EMAIL_MAX_LENGTH,
  MAX_BODY_BYTES,
  MESSAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
} from '@applypilot/contracts';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { DEMO_ORDER, DEMO_RESUME, structuredSources } from '@applypilot/resume';
import { backends } from '../../test/backends';
import {
  createTestApp,
  freshIp,
  newUser,
  postJson,
  registerAndLogin,
  type TestApp,
} from '../../test/test-app';
import { SANDBOX_WEBHOOK_SECRET } from '../modules/payments/sandbox-secrets';
import { hmacHex } from '../modules/payments/signatures';
import { API_MESSAGES } from './api-messages';

type Body = Record<string, unknown>;

/** What the test needs to know about one registered route. */
interface RouteCase {
  /** A concrete URL for a parametric route (`/api/applications/:id`); defaults to the route's own URL. */
  url?: string;
  /**
   * Bodies that pass validation and reach the database; each field is also sent broken (see brokenVariants). `n` is
   * new on every call, so bodies can carry fresh emails and get past "already exists" to the insert.
   */
  valid?: (n: number) => Body[];
  /** The route answers a page or a script, not JSON. */
  page?: boolean;
  /** Sent with a signed-in user's cookie (SESSION_EMAIL), so valid bodies get past the session to the database. */
  session?: boolean;
  /** Sent with the agent's bearer token of SESSION_EMAIL (and no cookie), as the local agent calls. */
  agent?: boolean;
}

/** The signed-in user of `session` routes; bodies that name the buyer use this address. */
const SESSION_EMAIL = 'no5xx.session+user@example.com';
const SIGNATURE = 'a'.repeat(64);
/** A well-formed application id that belongs to nobody. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The longest valid address (64-character local part, 254 characters in all), numbered. */
const longestEmail = (n: number) =>
  `${String(n).padStart(64, 'a')}@${['b'.repeat(63), 'c'.repeat(63), 'd'.repeat(57)].join('.')}.com`;
const plusEmail = (n: number) => `zoe.obrien+jobs${n}@example.com`;
const UNICODE_NAME = 'Zoë 李小龍 O’Brien-Ñúñez 🚀 \u202eevil';

/**
 * EVERY route the app registers, as "METHOD /url" (HEAD twins of GET routes are covered by the GET). A route missing
 * here fails the first test: add one line for it.
 */
const ROUTES: Record<string, RouteCase> = {
  'GET /healthz': {},
  'GET /api/config': {},
  'GET /auth/me': {},
  'GET /': { page: true },
  'GET /*': { url: '/dashboard/some/page?x=%00', page: true },
  'POST /auth/register': {
    valid: (n) => [
      {
        name: 'N'.repeat(NAME_MAX_LENGTH),
        email: longestEmail(n),
        password: '🔑'.repeat(PASSWORD_MAX_LENGTH / 2),
      },
      { name: UNICODE_NAME, email: plusEmail(n), password: 'pässwörd with spaces' },
    ],
  },
  'POST /auth/login': {
    valid: () => [
      { email: plusEmail(0), password: 'pässwörd with spaces' },
      { email: longestEmail(0), password: 'x'.repeat(1024) },
      { email: 'nobody+x@example.com', password: 'p' },
    ],
  },
  'POST /auth/logout': { valid: () => [{}] },
  'POST /auth/forgot-password': { valid: () => [{ email: plusEmail(0) }, { email: longestEmail(0) }] },
  'POST /auth/reset-password': {
    valid: () => [{ token: 't'.repeat(200), password: 'p'.repeat(PASSWORD_MAX_LENGTH) }],
  },
  'POST /auth/google/nonce': {},
  'POST /auth/google': {
    valid: () => [{ credential: `${'a'.repeat(100)}.${'b'.repeat(100)}.${'c'.repeat(100)}` }],
  },
  'POST /auth/verify-email': { valid: () => [{ token: 't'.repeat(64) }, { token: 'ü'.repeat(100) }] },
  'POST /auth/resend-verification': { valid: () => [{}], session: true },
  'GET /dev/outbox': { page: true },
  'POST /api/payment/create-order': {
    valid: () => [
      { planName: 'Pro Pack', userEmail: SESSION_EMAIL },
      { planName: 'Pack 李 🚀', userEmail: SESSION_EMAIL },
    ],
    session: true,
  },
  'POST /api/payment/process-payment': {
    valid: () => [
      {
        razorpay_order_id: 'order_ZZZZZZZZZZZZZZ',
        razorpay_payment_id: 'pay_ZZZZZZZZZZZZZZ',
        razorpay_signature: SIGNATURE,
        userEmail: SESSION_EMAIL,
      },
    ],
    session: true,
  },
  'POST /api/payment/webhook': {
    valid: () => [
      { entity: 'event', event: 'order.paid', payload: { order: { entity: { id: 'order_Z' } } } },
    ],
  },
  'GET /sandbox/checkout.js': { page: true },
  'GET /api/user/job-info': {},
  'GET /api/user/applications': { session: true },
  'POST /api/applications': {
    valid: (n) => [
      {
        jobId: `${n}`.padStart(100, '9'),
        jobUrl: `https://www.linkedin.com/jobs/view/${n}/?${'q'.repeat(1900)}`,
        jobTitle: `${UNICODE_NAME} ${'T'.repeat(250)}`,
        company: 'C'.repeat(300),
      },
      {
        jobId: `job-${n}`,
        jobUrl: 'not a url at all',
        jobTitle: '<img src=x onerror=alert(1)>',
        company: '',
      },
    ],
    agent: true,
  },
  'POST /api/applications/:id/hold': {
    url: `/api/applications/${UNKNOWN_ID}/hold`,
    valid: () => [{}],
    agent: true,
  },
  'POST /api/applications/:id/sent': {
    url: `/api/applications/${UNKNOWN_ID}/sent`,
    valid: () => [{}],
    agent: true,
  },
  'POST /api/applications/:id/cancel': {
    url: `/api/applications/${UNKNOWN_ID}/cancel`,
    valid: () => [{}, { reason: 'R'.repeat(200) }],
    agent: true,
  },
  'POST /api/agent/token': { valid: () => [{}], session: true },
  'POST /api/applications/:id/unconfirmed': {
    url: `/api/applications/${UNKNOWN_ID}/unconfirmed`,
    valid: () => [{}],
    agent: true,
  },
  'GET /api/applications/unconfirmed': { session: true },
  'POST /api/applications/:id/arrived': {
    url: `/api/applications/${UNKNOWN_ID}/arrived`,
    valid: () => [{}],
    session: true,
  },
  'POST /api/applications/:id/not-arrived': {
    url: `/api/applications/${UNKNOWN_ID}/not-arrived`,
    valid: () => [{}],
    session: true,
  },
  'POST /api/skipped-jobs': {
    valid: (n) => [
      {
        jobId: `${n}`.padStart(100, '9'),
        jobUrl: `https://www.linkedin.com/jobs/view/${n}/?${'q'.repeat(1900)}`,
        jobTitle: `${UNICODE_NAME} ${'T'.repeat(250)}`,
        company: 'C'.repeat(300),
        kind: 'fit',
        score: 12,
        reason: `${UNICODE_NAME} ${'r'.repeat(900)}`,
        missingSkills: Array.from({ length: 30 }, (_, i) => `${i}${'s'.repeat(90)}`),
      },
      {
        jobId: `job-${n}`,
        kind: 'site-not-supported',
        reason: 'Workday is not supported yet.',
        site: 'Workday',
        siteUrl: 'https://acme.wd5.myworkdayjobs.com/en-US/careers/job/1',
      },
    ],
    agent: true,
  },
  'GET /api/skipped-jobs': { session: true },
  'POST /api/agent/needs-answer': {
    valid: (n) => [
      {
        jobId: `${n}`.padStart(100, '9'),
        jobUrl: `https://www.linkedin.com/jobs/view/${n}/?${'q'.repeat(1900)}`,
        jobTitle: `${UNICODE_NAME} ${'T'.repeat(250)}`,
        company: 'C'.repeat(300),
        question: `${UNICODE_NAME} ${'李'.repeat(1900)}`,
        kind: 'radio',
        options: Array.from({ length: 100 }, (_, i) => `${i} ${'o'.repeat(400)}`),
      },
      { jobId: `job-${n}`, question: '<img src=x onerror=alert(1)>', kind: 'text' },
    ],
    agent: true,
  },
  'GET /api/needs-answer': { session: true },
  'POST /api/needs-answer/:id/resolve': {
    url: `/api/needs-answer/${UNKNOWN_ID}/resolve`,
    valid: () => [{ resolution: 'answered' }, { resolution: 'dismissed' }],
    session: true,
  },
  'POST /api/needs-answer/resolve': {
    valid: (n) => [{ question: `Notice period ${n}? *`, resolution: 'answered' }],
    session: true,
  },
  'POST /api/ai/tailor-resume': {
    valid: (n) => [
      {
        job: {
          jobId: `${n}`.padStart(100, '9'),
          jobUrl: `https://www.linkedin.com/jobs/view/${n}/`,
          title: `${UNICODE_NAME} ${'T'.repeat(250)}`,
          company: 'C'.repeat(300),
          description: `${UNICODE_NAME} ${'李'.repeat(9000)}`,
        },
        resume: { kind: 'structured', data: DEMO_RESUME, order: DEMO_ORDER },
      },
      { job: { jobId: `text-${n}` }, resume: { kind: 'text', text: NO5XX_RESUME_TEXT } },
    ],
    agent: true,
  },
  'POST /api/ai/answer-question': {
    valid: (n) => [
      {
        question: `${UNICODE_NAME} ${'李'.repeat(1900)}`,
        kind: 'radio',
        options: Array.from({ length: 100 }, (_, i) => `${i} ${'o'.repeat(400)}`),
        job: { jobId: `${n}`.padStart(100, '9'), title: '<img src=x onerror=alert(1)>' },
        profile: { firstName: 'Zoë', lastName: '李', email: plusEmail(n), phone: '1', skills: { Python: 3 } },
      },
      {
        question: 'Years of Python?',
        kind: 'numeric',
        job: { jobId: `q-${n}` },
        profile: { firstName: 'A', lastName: 'B', email: plusEmail(n), phone: '1', skills: { Python: 3 } },
      },
    ],
    agent: true,
  },
  'POST /api/ai/cover-letter': {
    valid: (n) => [
      {
        // This user's done tailoring of this job and resume (made in beforeAll), so the body reaches the model.
        job: {
          jobId: NO5XX_LETTER_JOB,
          title: `${UNICODE_NAME} ${'T'.repeat(250)}`,
          company: 'C'.repeat(300),
        },
        tailoringId: letterTailoringId,
        resume: { kind: 'structured', data: DEMO_RESUME, order: DEMO_ORDER },
      },
      {
        job: { jobId: `letter-${n}`, description: `${UNICODE_NAME} ${'李'.repeat(9000)}` },
        tailoringId: UNKNOWN_ID,
        resume: { kind: 'text', text: NO5XX_RESUME_TEXT },
      },
    ],
    agent: true,
  },
  'POST /api/fit/skips': {
    valid: (n) => [
      {
        jobId: `${n}`.padStart(100, '9'),
        jobUrl: `https://www.linkedin.com/jobs/view/${n}/?${'q'.repeat(1900)}`,
        jobTitle: `${UNICODE_NAME} ${'T'.repeat(250)}`,
        company: 'C'.repeat(300),
        kind: 'fit',
        score: 38,
        reason: `Fit 38%: ${'李'.repeat(900)}`,
        missingSkills: Array.from({ length: 30 }, (_, i) => `${i} ${'s'.repeat(90)}`),
      },
      { jobId: `fit-${n}`, kind: 'deal-breaker', score: 0, reason: '<img src=x onerror=alert(1)>' },
    ],
    agent: true,
  },
  'GET /api/fit/skips': { session: true },
  'GET /api/fit/stats': { session: true },
  'GET /api/browser-data/key': { session: true },
  'POST /api/ai/fit-opinion': {
    valid: () => [
      {
        jobTitle: `${UNICODE_NAME} ${'T'.repeat(250)}`,
        description: `${UNICODE_NAME} ${'李'.repeat(20_000)}`,
        skills: { Python: 3, 'Zoë 李': 80 },
        totalYearsOfExperience: 5,
        score: 44,
      },
    ],
    agent: true,
  },
  'GET /downloads/ApplyPilot-agent.zip': {},
  'GET /downloads/:name': { url: '/downloads/ApplyPilot-agent-linux-x64.zip' },
  'GET /api/downloads': {},
  'POST /sandbox/pay': { valid: () => [{ order_id: 'order_ZZZZZZZZZZZZZZ' }], session: true },
  'POST /sandbox/fail': { valid: () => [{ order_id: 'order_ZZZZZZZZZZZZZZ' }], session: true },
};

/** The job of the cover-letter bodies, tailored in beforeAll; the id of that tailoring. */
const NO5XX_LETTER_JOB = 'no5xx-letter-job';
let letterTailoringId = UNKNOWN_ID;

/** The text resume of the tailoring bodies, and what the fake model builds from it (faithful, so the route answers 200). */
const NO5XX_RESUME_TEXT = `${UNICODE_NAME}\nExperience: Flipkart, Software Engineer II, Jul 2022 - Present`;
const NO5XX_FROM_TEXT = {
  personal: [{ name: UNICODE_NAME }],
  experience: [{ company: 'Flipkart', title: 'Software Engineer II', duration: 'Jul 2022 - Present' }],
};

/**
 * The fake model: the resume back unchanged (a faithful tailoring), "unknown" to a screening question, a letter of
 * the demo resume's own words to a cover-letter request.
 */
function startNo5xxGemini(): Promise<FakeGemini> {
  return startFakeGemini().then((fake) => {
    fake.respond((request) => {
      if (request.text.includes('QUESTION (')) return { kind: 'text', text: '{"status":"unknown"}' };
      if (request.text.includes('PROFILE SKILLS ('))
        return { kind: 'text', text: '{"fits":true,"missing":[]}' };
      if (request.text.startsWith('JOB:')) {
        // Each sentence cites the demo's parts it states (S5: Flipkart's fields; decision 046).
        const paragraphs = [
          { sentences: [{ text: 'Dear Hiring Manager,', sources: [] }] },
          { sentences: [{ text: 'I am a software engineer at Flipkart.', sources: ['S5'] }] },
          { sentences: [{ text: 'Priya Sharma', sources: [] }] },
        ];
        return { kind: 'text', text: JSON.stringify({ paragraphs }) };
      }
      // The resume back unchanged, each sentence citing itself (as the prompt shows it).
      const text = request.text.includes('RESUME (plain text')
        ? NO5XX_FROM_TEXT
        : structuredSources(DEMO_RESUME).sourced;
      return { kind: 'text', text: JSON.stringify(text) };
    });
    return fake;
  });
}

/** Each string field of a valid body, broken one way at a time: control characters and wrong types. */
function brokenVariants(body: Body): Body[] {
  const variants: Body[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string') {
      for (const bad of ['\u0000', '\u0007', '\u001b[31m', '\r\n', '\u007f']) {
        variants.push({ ...body, [field]: `${value.slice(0, 20)}${bad}${value.slice(20)}` });
      }
      variants.push({ ...body, [field]: '\ud800\udfff\ud800' });
    }
    for (const wrong of [12, true, null, [], {}, { $ne: null }, ['a', 'b']]) {
      variants.push({ ...body, [field]: wrong });
    }
  }
  const { [Object.keys(body)[0] ?? '']: _dropped, ...missingOne } = body;
  variants.push(missingOne);
  variants.push({ ...body, extra: 'x'.repeat(1000), __proto__: { admin: true } });
  return variants;
}

const LARGEST_BODY_LIMIT = Math.max(MAX_BODY_BYTES, ...Object.values(AI_BODY_LIMITS));

/** Bodies a hostile or broken client might send, with the exact status where one is owed. */
const RAW_PAYLOADS: { contentType?: string; payload?: string; status?: number }[] = [
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"a string"' },
  { contentType: 'application/json', payload: '12' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { contentType: 'application/json', payload: '{"constructor": {"prototype": {"x": 1}}}' },
  { contentType: 'application/json', payload: '{', status: 400 },
  { contentType: 'application/json', payload: '{"a": 1,}', status: 400 },
  { contentType: 'application/json', payload: '\u0000', status: 400 },
  { contentType: 'application/json', payload: '' },
  // Past every route's limit: the AI routes take more than MAX_BODY_BYTES (decision 040).
  { contentType: 'application/json', payload: `{"a":"${'x'.repeat(LARGEST_BODY_LIMIT)}"}`, status: 413 },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'application/xml', payload: '<a/>', status: 415 },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x--', status: 415 },
  { contentType: 'text/plain', payload: 'hello', status: 415 },
  {},
];

/** `array`, `null` or typeof: what a wrong-type variant changes. */
const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

function valueAt(body: unknown, where: string): unknown {
  return where.split('.').reduce<unknown>((node, key) => (node as Body | undefined)?.[key], body);
}

function withValueAt(body: Body, where: string[], value: unknown): Body {
  const [key = '', ...rest] = where;
  return { ...body, [key]: rest.length === 0 ? value : withValueAt((body[key] ?? {}) as Body, rest, value) };
}

/** Every field of a nested body, at any depth, replaced one at a time by NULs, wrong types and huge values. */
function signedVariants(body: Body): { path: string; value: unknown; body: Body }[] {
  const variants: { path: string; value: unknown; body: Body }[] = [];
  const walk = (node: Body, at: string[]) => {
    for (const [key, value] of Object.entries(node)) {
      const where = [...at, key];
      const bad: unknown[] = [12, -1, 1.5, true, null, [], {}, '', 'x'.repeat(5000)];
      if (typeof value === 'string') bad.push(`${value}\u0000`, '\u0000', `${value}\u0007`);
      for (const replacement of bad) {
        variants.push({
          path: where.join('.'),
          value: replacement,
          body: withValueAt(body, where, replacement),
        });
      }
      if (kind(value) === 'object') walk(value as Body, where);
    }
  };
  walk(body, []);
  return variants;
}

let fresh = 1_000;

function routeKey(method: string, url: string) {
  return `${method} ${url}`;
}

describe.each(backends)('no crafted input reaches a 5xx on $name', (backend) => {
  let t: TestApp;
  let dist: string;
  let sessionCookies: Record<string, string> = {};
  let agentHeaders: Record<string, string> = {};
  const registered: { method: string; url: string }[] = [];
  let gemini: FakeGemini;
  beforeAll(async () => {
    gemini = await startNo5xxGemini();
    // With a (tiny) build in place: without one, page paths answer 503 "build the web app" by design.
    dist = await mkdtemp(path.join(tmpdir(), 'applypilot-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    t = await createTestApp(
      backend,
      {
        GOOGLE_CLIENT_ID: 'client',
        // Nothing listens there: an unreachable key set must not turn into a 5xx either.
        GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
        WEB_DIST_DIR: dist,
        // Server AI on, against a fake model that answers faithfully, so AI bodies reach the database both ways.
        GEMINI_API_KEY: 'no5xx-gemini-key',
        GEMINI_API_URL: gemini.url,
      },
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) registered.push({ method, url: route.url });
        },
      },
    );
    const { cookie } = await registerAndLogin(t.app, newUser({ email: SESSION_EMAIL }));
    sessionCookies = { ap_session: cookie };
    // Verified, so spending bodies get past the verification check to the reservation itself; with credits enough for
    // the tailorings too (granted with their ledger row).
    await t.database.db.execute(
      sql`UPDATE users SET email_verified_at = now() WHERE email = ${SESSION_EMAIL}`,
    );
    await t.database.db.execute(sql`
      WITH u AS (UPDATE users SET credits = credits + 1000 WHERE email = ${SESSION_EMAIL} RETURNING id)
      INSERT INTO credit_ledger (user_id, delta, reason) SELECT id, 1000, 'test_grant' FROM u`);
    const issued = await postJson(t.app, '/api/agent/token', {}, { cookies: sessionCookies });
    agentHeaders = { authorization: `Bearer ${AgentApiTokenResponseSchema.parse(issued.json()).token}` };
    const tailored = await postJson(
      t.app,
      '/api/ai/tailor-resume',
      {
        job: { jobId: NO5XX_LETTER_JOB },
        resume: { kind: 'structured', data: DEMO_RESUME, order: DEMO_ORDER },
      },
      { headers: agentHeaders },
    );
    letterTailoringId = (tailored.json() as { tailoringId: string }).tailoringId;
  });
  afterAll(async () => {
    await t.close();
    await gemini.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** The cookie of `session` routes, or the bearer token of `agent` routes. */
  function credentials(entry: RouteCase): {
    cookies: Record<string, string>;
    headers: Record<string, string>;
  } {
    return {
      cookies: entry.session ? sessionCookies : {},
      headers: entry.agent ? agentHeaders : {},
    };
  }

  /** The balance of the signed-in user of `session` routes. */
  async function sessionCredits(): Promise<number> {
    const result = await t.database.db.execute(sql`SELECT credits FROM users WHERE email = ${SESSION_EMAIL}`);
    return Number((result as unknown as { rows: { credits: number }[] }).rows[0]?.credits);
  }

  /** Routes to exercise: every registered one but the HEAD twins of GET routes. */
  const routes = () =>
    registered.filter(
      (r) =>
        r.method !== 'HEAD' || !registered.some((other) => other.method === 'GET' && other.url === r.url),
    );

  function expectAnswer(response: LightMyRequestResponse, label: string, page = false) {
    expect(response.statusCode, label).toBeLessThan(500);
    if (page && response.statusCode === 200) return;
    expect(response.headers['content-type'], label).toMatch(/^application\/json/);
    const body = response.json<Record<string, unknown>>();
    if (response.statusCode >= 400) {
      expect(body.success, label).toBe(false);
      expect(typeof body.error === 'string' && body.error.length > 0, label).toBe(true);
    }
  }

  it('has an entry for every registered route', () => {
    expect(routes().length).toBeGreaterThan(5);
    const missing = routes()
      .map((r) => routeKey(r.method, r.url))
      .filter((key) => !(key in ROUTES));
    expect(missing, 'add these routes to ROUTES in src/http/no-5xx.test.ts').toEqual([]);
  });

  it('answers valid bodies that reach the database, at their longest and in any script, without a 5xx', async () => {
    for (const route of routes()) {
      const entry = ROUTES[routeKey(route.method, route.url)] ?? {};
      const url = entry.url ?? route.url;
      if (route.method === 'GET') {
        const response = await t.app.inject({ url, remoteAddress: freshIp(), ...credentials(entry) });
        expectAnswer(response, `GET ${url}`, entry.page);
        continue;
      }
      for (const body of entry.valid?.(0) ?? [{}]) {
        const { cookies, headers } = credentials(entry);
        const response = await postJson(t.app, url, body, { remoteAddress: freshIp(), cookies, headers });
        expectAnswer(response, `${route.method} ${url} ${JSON.stringify(body)}`);
      }
    }
    // Both needs-answer reports reached the database with the agent's token (under the 64 KB body limit).
    const reports = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM needs_answer n JOIN users u ON u.id = n.user_id WHERE u.email = ${SESSION_EMAIL}`,
    );
    expect((reports as unknown as { rows: unknown[] }).rows).toEqual([{ n: 2 }]);
    // Both tailorings (structured and from text) were made and recorded, beside the cover letters' (beforeAll).
    const tailorings = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM ai_tailorings n JOIN users u ON u.id = n.user_id
          WHERE u.email = ${SESSION_EMAIL} AND n.status = 'done'`,
    );
    expect((tailorings as unknown as { rows: unknown[] }).rows).toEqual([{ n: 3 }]);
    // The cover-letter body with the tailoring reaches the model and its check.
    const letterBody = ROUTES['POST /api/ai/cover-letter']?.valid?.(0)[0];
    const letter = await postJson(t.app, '/api/ai/cover-letter', letterBody, {
      remoteAddress: freshIp(),
      headers: agentHeaders,
    });
    expect(letter.statusCode, letter.body).toBe(200);
    // The long and the unicode registrations both reached the database.
    const rows = await t.database.db.execute(
      sql`SELECT email, display_name FROM users WHERE email IN (${longestEmail(0)}, ${plusEmail(0)}) ORDER BY email`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { email: longestEmail(0), display_name: 'N'.repeat(NAME_MAX_LENGTH) },
      { email: plusEmail(0), display_name: UNICODE_NAME },
    ]);
  });

  it('answers control characters, wrong types and missing fields in every field with a JSON 4xx', async () => {
    for (const route of routes().filter((r) => r.method !== 'GET')) {
      const entry = ROUTES[routeKey(route.method, route.url)] ?? {};
      const url = entry.url ?? route.url;
      const templates = entry.valid?.(0) ?? [{}];
      // Each variant comes from freshly numbered valid bodies, so a broken field gets as far as it can go.
      const variants = templates.flatMap((template, j) =>
        brokenVariants(template).map(
          (_, k) => brokenVariants((entry.valid?.(++fresh) ?? templates)[j] ?? {})[k] ?? {},
        ),
      );
      for (const body of variants) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          remoteAddress: freshIp(),
          cookies: credentials(entry).cookies,
          headers: { 'content-type': 'application/json', ...credentials(entry).headers },
          payload: JSON.stringify(body),
        });
        expectAnswer(response, `${route.method} ${url} ${JSON.stringify(body)}`);
      }
    }
  });

  it('answers malformed, huge and non-JSON bodies with 400, 413 and 415', async () => {
    for (const route of routes().filter((r) => r.method !== 'GET')) {
      const entry = ROUTES[routeKey(route.method, route.url)] ?? {};
      const url = entry.url ?? route.url;
      for (const { contentType, payload, status } of RAW_PAYLOADS) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          remoteAddress: freshIp(),
          cookies: credentials(entry).cookies,
          headers: { ...(contentType ? { 'content-type': contentType } : {}), ...credentials(entry).headers },
          ...(payload === undefined ? {} : { payload }),
        });
        const label = `${route.method} ${url} ${contentType ?? '(none)'} ${payload?.slice(0, 40) ?? ''}`;
        expectAnswer(response, label);
        if (status !== undefined) expect(response.statusCode, label).toBe(status);
      }
    }
  });

  it('says which field holds a control character (PostgreSQL refuses NUL in text)', async () => {
    const body = { name: 'Asha', email: 'asha.nul@example.com', password: 'longenough' };
    const cases: [Body, string][] = [
      [
        { ...body, name: 'As\u0000ha' },
        'Name must not contain control characters (such as tabs, line breaks or NUL).',
      ],
      [
        { ...body, email: 'asha\u0000@example.com' },
        'Email must not contain control characters (such as tabs, line breaks or NUL).',
      ],
      [
        { ...body, password: 'long\u0000enough' },
        'Password must not contain control characters (such as tabs, line breaks or NUL).',
      ],
    ];
    for (const [input, message] of cases) {
      const response = await postJson(t.app, '/auth/register', input, { remoteAddress: freshIp() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: message });
    }
    const login = await postJson(
      t.app,
      '/auth/login',
      { email: body.email, password: 'long\u0000enough' },
      { remoteAddress: freshIp() },
    );
    expect(login.statusCode).toBe(400);
    const huge = await postJson(t.app, '/auth/login', { email: 'x'.repeat(MAX_BODY_BYTES) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: false, error: MESSAGES.bodyTooLarge });
    const plain = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.json()).toEqual({ success: false, error: API_MESSAGES.unsupportedMediaType });
    expect(EMAIL_MAX_LENGTH).toBe(longestEmail(0).length);
  });

  it('answers signed hostile webhook bodies (NUL, wrong types, huge) with a JSON 4xx, and credits nothing', async () => {
    // Signed with the secret this app checks (the sandbox's, as no Razorpay keys are set): past the signature, the
    // body itself must be refused, never reach the database as a NUL or a wrong type (decision 034).
    const valid: Body = {
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_ZZZZZZZZZZZZZZ',
            order_id: 'order_ZZZZZZZZZZZZZZ',
            amount: 49900,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
      created_at: 1,
    };
    const readFields = ['event', 'payload', 'payload.payment', 'payload.payment.entity'].concat(
      ['id', 'order_id', 'amount', 'currency', 'status'].map((f) => `payload.payment.entity.${f}`),
    );
    const cases = signedVariants(valid).map(({ path: where, value, body }) => {
      const nul = typeof value === 'string' && value.includes('\u0000');
      const wrongType =
        kind(value) !== kind(valueAt(valid, where)) && !(where.endsWith('order_id') && value === null);
      return {
        label: `${where} = ${JSON.stringify(value).slice(0, 40)}`,
        raw: JSON.stringify(body),
        owed: readFields.includes(where) && (nul || wrongType) ? 400 : undefined,
      };
    });
    const amount = (text: string) =>
      `{"event":"order.paid","payload":{"payment":{"entity":{"id":"pay_Z","order_id":"order_Z","amount":${text},"currency":"INR","status":"captured"}}}}`;
    cases.push(
      { label: 'amount 1e400', raw: amount('1e400'), owed: 400 },
      { label: 'amount 2^64', raw: amount('18446744073709551616'), owed: 400 },
      { label: 'an escaped NUL in the event', raw: '{"event":"payment.captured\\u0000"}', owed: 400 },
      { label: 'deep nesting', raw: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, owed: 400 },
      { label: 'not JSON', raw: '{"event":', owed: 400 },
      {
        label: 'a long error description',
        raw: JSON.stringify({
          ...valid,
          payload: {
            payment: {
              entity: {
                ...(valueAt(valid, 'payload.payment.entity') as Body),
                error_description: 'd'.repeat(60_000),
              },
            },
          },
        }),
        owed: 400,
      },
      {
        label: 'over the body limit',
        raw: JSON.stringify({ ...valid, pad: 'p'.repeat(MAX_BODY_BYTES) }),
        owed: 413,
      },
    );
    const creditsBefore = await sessionCredits();
    let n = 0;
    for (const { label, raw, owed } of cases) {
      n += 1;
      for (const eventId of [`evt_hostile_${n}`, `evt_${'x'.repeat(200)}`]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          payload: raw,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmacHex(SANDBOX_WEBHOOK_SECRET, raw),
            'x-razorpay-event-id': eventId,
          },
        });
        expectAnswer(response, `signed webhook: ${label}`);
        const expected = eventId.length > 100 && response.statusCode !== 413 ? 400 : owed;
        if (expected !== undefined) expect(response.statusCode, `signed webhook: ${label}`).toBe(expected);
      }
    }
    expect(await sessionCredits()).toBe(creditsBefore);
  });

  it('survives odd cookies, headers and paths', async () => {
    const requests = [
      { url: '/auth/me', headers: { cookie: 'ap_session=' + 'x'.repeat(4000) } },
      { url: '/auth/me', headers: { cookie: 'ap_session="unterminated' } },
      { url: '/auth/me', headers: { cookie: ';;;=;' } },
      { url: '/auth/me', headers: { cookie: 'ap_session=%00%ff' } },
      { url: '/api/%E0%A4%A' },
      { url: '/auth/../../etc/passwd' },
      { url: '/%2e%2e/%2e%2e/etc/passwd' },
      { url: '/auth/me', headers: { 'x-forwarded-for': 'not an address, ::1' } },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBeLessThan(500);
    }
  });
});

describe('an unexpected failure', () => {
  it('turns into 500 with the generic message and no stack (the database is gone)', async () => {
    const [pglite] = backends;
    if (!pglite) throw new Error('PGlite backend missing');
    const broken = await createTestApp(pglite);
    await broken.database.close();
    const response = await broken.app.inject({ url: '/auth/me', cookies: { ap_session: 'A'.repeat(43) } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.unexpectedError });
    const health = await broken.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    await broken.app.close();
    await rm(broken.dataDir, { recursive: true, force: true });
  });
});
