import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MAX_BODY_BYTES, MESSAGES } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import {
  createTestApp,
  freshIp,
  newUser,
  postJson,
  registerAndLogin,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../../test/test-app';
import { API_MESSAGES } from '../../http/api-messages';

describe.each(backends)('accounts and sessions on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  describe('POST /auth/register', () => {
    it('creates the account with the email trimmed and lower-cased', async () => {
      const user = newUser({ email: '  Mixed.Case@Example.COM ' });
      const response = await postJson(t.app, '/auth/register', user, { remoteAddress: freshIp() });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ success: true });
      const rows = await t.database.db.execute(
        sql`SELECT email, display_name FROM users WHERE email = 'mixed.case@example.com'`,
      );
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { email: 'mixed.case@example.com', display_name: user.name },
      ]);
    });

    it('refuses a duplicate email whatever its case', async () => {
      const user = newUser({ email: 'dup@example.com' });
      await postJson(t.app, '/auth/register', user, { remoteAddress: freshIp() });
      const again = await postJson(
        t.app,
        '/auth/register',
        { ...user, email: 'DUP@Example.com' },
        { remoteAddress: freshIp() },
      );
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, error: MESSAGES.emailTaken });
    });

    it.each([
      [{ email: 'a@example.com', password: 'longenough' }, 'Name is required.'],
      [{ name: '', email: 'a@example.com', password: 'longenough' }, 'Name is required.'],
      [
        { name: 'x'.repeat(101), email: 'a@example.com', password: 'longenough' },
        'Name must be at most 100 characters.',
      ],
      [{ name: 'A', email: 'not-an-email', password: 'longenough' }, 'Please enter a valid email address.'],
      [{ name: 'A', email: 42, password: 'longenough' }, 'Email must be text.'],
      [{ name: 'A', email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters.'],
      [
        { name: 'A', email: 'a@example.com', password: 'p'.repeat(129) },
        'Password must be at most 128 characters.',
      ],
      [{ name: 'A', email: 'a@example.com', password: ['an array'] }, 'Password must be text.'],
    ])('answers 400 with a readable error for %j', async (body, error) => {
      const response = await postJson(t.app, '/auth/register', body, { remoteAddress: freshIp() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error });
    });
  });

  describe('POST /auth/login', () => {
    it('sets an HttpOnly, SameSite=Lax session cookie for 30 days and answers the user', async () => {
      const user = newUser();
      await postJson(t.app, '/auth/register', user, { remoteAddress: freshIp() });
      const response = await postJson(t.app, '/auth/login', {
        email: user.email.toUpperCase(),
        password: user.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        user: { email: user.email, displayName: user.name, isPremium: false, emailVerified: false },
      });
      const header = String(response.headers['set-cookie']);
      expect(header).toMatch(/^ap_session=[A-Za-z0-9_-]{43};/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Lax');
      expect(header).toContain('Path=/');
      expect(header).toContain(`Max-Age=${30 * 24 * 3600}`);
      expect(header).not.toContain('Secure'); // APP_ORIGIN is http://localhost
    });

    it('stores only the hash of the session token', async () => {
      const { cookie } = await registerAndLogin(t.app);
      const result = await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM sessions WHERE token_hash = ${cookie}`,
      );
      expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    });

    it('gives the same error for an unknown email and a wrong password', async () => {
      const user = newUser();
      await postJson(t.app, '/auth/register', user, { remoteAddress: freshIp() });
      const wrong = await postJson(
        t.app,
        '/auth/login',
        { email: user.email, password: 'not the password' },
        { remoteAddress: freshIp() },
      );
      const unknown = await postJson(
        t.app,
        '/auth/login',
        { email: 'nobody@example.com', password: 'whatever1' },
        { remoteAddress: freshIp() },
      );
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, error: MESSAGES.invalidCredentials });
        expect(sessionCookie(response)).toBeUndefined();
      }
    });

    it('validates its body', async () => {
      const missing = await postJson(t.app, '/auth/login', { email: 'a@example.com' });
      expect(missing.json()).toEqual({ success: false, error: 'Password is required.' });
      const wrongType = await postJson(t.app, '/auth/login', { email: 'a@example.com', password: 12345678 });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json()).toEqual({ success: false, error: 'Password must be text.' });
    });
  });

  describe('GET /auth/me and POST /auth/logout', () => {
    it('answers the user for a live session, then 401 after logout', async () => {
      const { cookie, user } = await registerAndLogin(t.app);
      const me = await t.app.inject({ url: '/auth/me', cookies: { ap_session: cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({
        success: true,
        user: { email: user.email, displayName: user.name, isPremium: false, emailVerified: false },
      });
      expect(me.headers['cache-control']).toBe('no-store');

      const logout = await t.app.inject({
        method: 'POST',
        url: '/auth/logout',
        cookies: { ap_session: cookie },
      });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ success: true });
      expect(String(logout.headers['set-cookie'])).toMatch(/^ap_session=;.*Expires=Thu, 01 Jan 1970/);

      const after = await t.app.inject({ url: '/auth/me', cookies: { ap_session: cookie } });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });
    });

    it('answers 401 without a cookie, with a forged one, and for an expired session', async () => {
      expect((await t.app.inject({ url: '/auth/me' })).statusCode).toBe(401);
      const forged = await t.app.inject({ url: '/auth/me', cookies: { ap_session: 'A'.repeat(43) } });
      expect(forged.statusCode).toBe(401);
      const junk = await t.app.inject({ url: '/auth/me', headers: { cookie: 'ap_session=%%%; other=1' } });
      expect(junk.statusCode).toBe(401);

      const { cookie } = await registerAndLogin(t.app);
      await t.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'`);
      const expired = await t.app.inject({ url: '/auth/me', cookies: { ap_session: cookie } });
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });
    });

    it('ignores a session sent anywhere but the cookie', async () => {
      const { cookie } = await registerAndLogin(t.app);
      const response = await t.app.inject({
        url: '/auth/me',
        headers: { authorization: `Bearer ${cookie}` },
      });
      expect(response.statusCode).toBe(401);
    });

    it('logs out without a session too', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/auth/logout' });
      expect(response.json()).toEqual({ success: true });
    });
  });

  describe('request hygiene', () => {
    it('refuses a write from another origin before doing anything, and allows its own origin', async () => {
      const user = newUser();
      const evil = await postJson(t.app, '/auth/register', user, {
        headers: { origin: 'https://evil.example' },
      });
      expect(evil.statusCode).toBe(403);
      expect(evil.json()).toEqual({ success: false, error: MESSAGES.originRefused });
      const nullOrigin = await postJson(t.app, '/auth/logout', {}, { headers: { origin: 'null' } });
      expect(nullOrigin.statusCode).toBe(403);
      const same = await postJson(t.app, '/auth/register', user, {
        headers: { origin: TEST_ORIGIN },
        remoteAddress: freshIp(),
      });
      expect(same.statusCode).toBe(201);
      // The refused request created nothing: the same email registers exactly once, from the allowed origin.
      const count = await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM users WHERE email = ${user.email}`,
      );
      expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    });

    it('reads: GET from another origin is not a write and passes', async () => {
      const response = await t.app.inject({
        url: '/api/config',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers malformed JSON, an empty body, a wrong content type and an oversized body with 4xx JSON', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "a@example.com",',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ success: false, error: MESSAGES.malformedJson });

      const empty = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ success: false, error: API_MESSAGES.emptyBody });

      const text = await t.app.inject({
        method: 'POST',
        url: '/auth/register',
        headers: { 'content-type': 'text/plain' },
        payload: 'name=a',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ success: false, error: API_MESSAGES.unsupportedMediaType });

      const form = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=a',
      });
      expect(form.statusCode).toBe(415);

      const big = await postJson(t.app, '/auth/register', {
        name: 'x'.repeat(MAX_BODY_BYTES),
        email: 'a@example.com',
        password: 'longenough',
      });
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ success: false, error: MESSAGES.bodyTooLarge });

      const array = await postJson(t.app, '/auth/login', ['a@example.com', 'pw']);
      expect(array.statusCode).toBe(400);
      expect(array.json()).toEqual({ success: false, error: API_MESSAGES.bodyNotObject });

      const none = await t.app.inject({ method: 'POST', url: '/auth/forgot-password' });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ success: false, error: API_MESSAGES.bodyNotObject });
    });

    it('answers unknown server routes with JSON 404', async () => {
      for (const url of ['/auth/nope', '/api/nope', '/sandbox/x', '/downloads/missing.zip']) {
        const response = await t.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ success: false, error: MESSAGES.notFound });
      }
      const post = await postJson(t.app, '/api/nope', {});
      expect(post.statusCode).toBe(404);
    });
  });
});
