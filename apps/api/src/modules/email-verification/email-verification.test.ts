import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, RESEND_VERIFICATION_LIMIT, tooManyAttempts } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import {
  createTestApp,
  freshIp,
  postJson,
  readOutbox,
  registerAndLogin,
  type TestApp,
} from '../../../test/test-app';

const LINK = /http:\/\/localhost:8080\/verify-email\?token=([A-Za-z0-9_-]{43})/;

describe.each(backends)('email verification on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const mailsTo = async (email: string) => (await readOutbox(t)).filter((m) => m.includes(`To: ${email}`));
  /** The token of the newest verification link mailed to `email`. */
  const tokenFor = async (email: string) => {
    const link = LINK.exec((await mailsTo(email)).at(-1) ?? '');
    expect(link, 'the mail holds the verification link').not.toBeNull();
    return link?.[1] ?? '';
  };
  const verify = (token: unknown) => postJson(t.app, '/auth/verify-email', { token });
  const me = async (cookie: string) =>
    (await t.app.inject({ url: '/auth/me', cookies: { ap_session: cookie } })).json();
  const resend = (cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/resend-verification',
      ...(cookie ? { cookies: { ap_session: cookie } } : {}),
    });

  it('mails a link at sign-up, keeps only its hash for 24 hours, and the account starts unverified', async () => {
    const { cookie, user } = await registerAndLogin(t.app);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Verify your ApplyPilot email address');
    const token = await tokenFor(user.email);
    const result = await t.database.db.execute(sql`
      SELECT v.token_hash, round(extract(epoch from (v.expires_at - v.created_at)))::int AS ttl
      FROM email_verification_tokens v JOIN users u ON u.id = v.user_id WHERE u.email = ${user.email}`);
    const rows = (result as unknown as { rows: { token_hash: string; ttl: number }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ttl).toBe(24 * 60 * 60);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect((await me(cookie)).user.emailVerified).toBe(false);
  });

  it('verifies once: /auth/me says verified, a second use and an unknown token are refused', async () => {
    const { cookie, user } = await registerAndLogin(t.app);
    const token = await tokenFor(user.email);
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: MESSAGES.emailVerified });
    expect((await me(cookie)).user).toEqual({
      email: user.email,
      displayName: user.name,
      isPremium: false,
      emailVerified: true,
    });

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, error: MESSAGES.verificationTokenInvalid });
    const unknown = await verify('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ success: false, error: MESSAGES.verificationTokenInvalid });
  });

  it('refuses an expired link and leaves the account unverified', async () => {
    const { cookie, user } = await registerAndLogin(t.app);
    const token = await tokenFor(user.email);
    await t.database.db.execute(sql`
      UPDATE email_verification_tokens SET expires_at = now() - interval '1 second'
      WHERE user_id = (SELECT id FROM users WHERE email = ${user.email})`);
    const response = await verify(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.verificationTokenInvalid });
    expect((await me(cookie)).user.emailVerified).toBe(false);
  });

  it('accepts an older unused link of an account that is already verified', async () => {
    const { cookie, user } = await registerAndLogin(t.app);
    const first = await tokenFor(user.email);
    expect((await resend(cookie)).statusCode).toBe(200);
    const second = await tokenFor(user.email);
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
    const older = await verify(first);
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual({ success: true, message: MESSAGES.emailVerified });
    expect((await me(cookie)).user.emailVerified).toBe(true);
  });

  it('resends a link to a signed-in account, a limited number of times', async () => {
    const { cookie, user } = await registerAndLogin(t.app);
    for (let i = 1; i <= RESEND_VERIFICATION_LIMIT; i += 1) {
      const response = await resend(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: MESSAGES.verificationSent(user.email) });
    }
    expect(await mailsTo(user.email)).toHaveLength(1 + RESEND_VERIFICATION_LIMIT);

    const limited = await resend(cookie);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ success: false, error: tooManyAttempts(retryAfter) });
    expect(await mailsTo(user.email)).toHaveLength(1 + RESEND_VERIFICATION_LIMIT);

    // Every resent link works.
    expect((await verify(await tokenFor(user.email))).statusCode).toBe(200);
  });

  it('says so when the account is already verified, and sends nothing', async () => {
    const { cookie, user } = await registerAndLogin(t.app);
    await verify(await tokenFor(user.email));
    const response = await resend(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.emailAlreadyVerified });
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('needs a session to resend', async () => {
    const response = await resend();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });
  });

  it('counts a password reset by mailed link as proof of the address', async () => {
    const { user } = await registerAndLogin(t.app);
    await postJson(t.app, '/auth/forgot-password', { email: user.email }, { remoteAddress: freshIp() });
    // The sign-up's verification mail may sort after it (same millisecond): take the reset mail by its link.
    const resetToken =
      (await mailsTo(user.email))
        .map((mail) => /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1])
        .find(Boolean) ?? '';
    const reset = await postJson(t.app, '/auth/reset-password', {
      token: resetToken,
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    const login = await postJson(
      t.app,
      '/auth/login',
      { email: user.email, password: 'a brand new password' },
      { remoteAddress: freshIp() },
    );
    expect(login.json().user.emailVerified).toBe(true);
  });

  it('validates the body', async () => {
    const missing = await postJson(t.app, '/auth/verify-email', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, error: 'The verification token is missing.' });
    const wrongType = await verify(12);
    expect(wrongType.statusCode).toBe(400);
  });
});
