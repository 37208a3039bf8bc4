import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FORGOT_PASSWORD_LIMIT,
  LOGIN_FAILURE_LIMIT,
  MESSAGES,
  REGISTER_LIMIT_PER_IP,
  tooManyAttempts,
} from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import {
  createTestApp,
  freshIp,
  newUser,
  postJson,
  sessionCookie,
  type TestApp,
} from '../../../test/test-app';

describe.each(backends)('rate limits on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  it('limits failed logins per account: 429 after 10, and the right password is refused too', async () => {
    const user = newUser();
    await postJson(t.app, '/auth/register', user, { remoteAddress: freshIp() });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      // A different address each time: the account's own counter must trip.
      const response = await postJson(
        t.app,
        '/auth/login',
        { email: user.email, password: 'wrong password' },
        { remoteAddress: freshIp() },
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await postJson(
      t.app,
      '/auth/login',
      { email: user.email, password: user.password },
      { remoteAddress: freshIp() },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: tooManyAttempts(15 * 60) });
    expect(limited.json().error).toBe('Too many attempts. Please try again in 15 minutes.');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(sessionCookie(limited)).toBeUndefined();

    // Once the failures leave the 15-minute window, the right password works again.
    await t.database.db.execute(sql`UPDATE rate_limit_hits SET created_at = now() - interval '16 minutes'`);
    const later = await postJson(
      t.app,
      '/auth/login',
      { email: user.email, password: user.password },
      { remoteAddress: freshIp() },
    );
    expect(later.statusCode).toBe(200);
  });

  it('limits failed logins per IP across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      await postJson(
        t.app,
        '/auth/login',
        { email: `nobody${i}@example.com`, password: 'whatever1' },
        { remoteAddress: ip },
      );
    }
    const limited = await postJson(
      t.app,
      '/auth/login',
      { email: 'someone-else@example.com', password: 'whatever1' },
      { remoteAddress: ip },
    );
    expect(limited.statusCode).toBe(429);
    const elsewhere = await postJson(
      t.app,
      '/auth/login',
      { email: 'someone-else@example.com', password: 'whatever1' },
      { remoteAddress: freshIp() },
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  it('limits registrations per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < REGISTER_LIMIT_PER_IP; i += 1) {
      // Invalid-after-parse attempts count too: each one is a duplicate of the first email after the first.
      const response = await postJson(t.app, '/auth/register', newUser({ email: `reg-limit@example.com` }), {
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(i === 0 ? 201 : 409);
    }
    const limited = await postJson(t.app, '/auth/register', newUser(), { remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits forgot-password per email and per IP, with the same answer for unknown accounts', async () => {
    const email = 'forgetful@example.com';
    for (let i = 0; i < FORGOT_PASSWORD_LIMIT; i += 1) {
      const response = await postJson(
        t.app,
        '/auth/forgot-password',
        { email },
        { remoteAddress: freshIp() },
      );
      expect(response.json()).toEqual({ success: true, message: MESSAGES.forgotPasswordSent });
    }
    const perEmail = await postJson(t.app, '/auth/forgot-password', { email }, { remoteAddress: freshIp() });
    expect(perEmail.statusCode).toBe(429);

    const ip = freshIp();
    for (let i = 0; i < FORGOT_PASSWORD_LIMIT; i += 1) {
      await postJson(
        t.app,
        '/auth/forgot-password',
        { email: `other${i}@example.com` },
        { remoteAddress: ip },
      );
    }
    const perIp = await postJson(
      t.app,
      '/auth/forgot-password',
      { email: 'fresh@example.com' },
      { remoteAddress: ip },
    );
    expect(perIp.statusCode).toBe(429);
  });
});
