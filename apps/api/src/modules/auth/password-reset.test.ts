import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import {
  createTestApp,
  decodeQuotedPrintable,
  freshIp,
  postJson,
  registerAndLogin,
  sessionCookie,
  type TestApp,
} from '../../../test/test-app';

describe.each(backends)('forgot and reset password on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const outbox = async () => {
    await t.mail.idle();
    const dir = path.join(t.dataDir, 'outbox');
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
    return Promise.all(
      files.map(async (f) => decodeQuotedPrintable(await readFile(path.join(dir, f), 'utf8'))),
    );
  };

  /** Asks for a reset mail and returns the token of its link. */
  async function requestReset(email: string): Promise<string> {
    const before = (await outbox()).length;
    const response = await postJson(t.app, '/auth/forgot-password', { email }, { remoteAddress: freshIp() });
    expect(response.json()).toEqual({ success: true, message: MESSAGES.forgotPasswordSent });
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const link = /http:\/\/localhost:8080\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(
      mails.at(-1) ?? '',
    );
    expect(link, 'the mail holds the reset link').not.toBeNull();
    return link?.[1] ?? '';
  }

  it('answers the same for an unknown email and sends no mail', async () => {
    const before = (await outbox()).length;
    const response = await postJson(
      t.app,
      '/auth/forgot-password',
      { email: 'nobody@example.com' },
      { remoteAddress: freshIp() },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.forgotPasswordSent });
    expect(await outbox()).toHaveLength(before);
  });

  it('mails a link to the account address, and the mail names it in To', async () => {
    const { user } = await registerAndLogin(t.app);
    await requestReset(user.email.toUpperCase());
    const mail = (await outbox()).at(-1) ?? '';
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain('Subject: Reset your ApplyPilot password');
  });

  it('resets once: the new password works, the old fails, every session ends, the token cannot be reused', async () => {
    const { cookie, user } = await registerAndLogin(t.app);
    const token = await requestReset(user.email);
    const response = await postJson(t.app, '/auth/reset-password', {
      token,
      password: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: MESSAGES.passwordResetDone });

    expect((await t.app.inject({ url: '/auth/me', cookies: { ap_session: cookie } })).statusCode).toBe(401);
    const ip = freshIp();
    const old = await postJson(
      t.app,
      '/auth/login',
      { email: user.email, password: user.password },
      { remoteAddress: ip },
    );
    expect(old.json()).toEqual({ success: false, error: MESSAGES.invalidCredentials });
    const fresh = await postJson(
      t.app,
      '/auth/login',
      { email: user.email, password: 'a brand new password' },
      { remoteAddress: ip },
    );
    expect(fresh.statusCode).toBe(200);
    expect(sessionCookie(fresh)).toBeDefined();

    const again = await postJson(t.app, '/auth/reset-password', { token, password: 'another password 2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, error: MESSAGES.resetTokenInvalid });
  });

  it('refuses an expired token and an unknown one', async () => {
    const { user } = await registerAndLogin(t.app);
    const token = await requestReset(user.email);
    await t.database.db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const expired = await postJson(t.app, '/auth/reset-password', {
      token,
      password: 'a brand new password',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ success: false, error: MESSAGES.resetTokenInvalid });
    const unknown = await postJson(t.app, '/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'a brand new password',
    });
    expect(unknown.json()).toEqual({ success: false, error: MESSAGES.resetTokenInvalid });
  });

  it('keeps tokens valid for 30 minutes and stores only their hash', async () => {
    const { user } = await registerAndLogin(t.app);
    const token = await requestReset(user.email);
    const result = await t.database.db.execute(sql`
      SELECT token_hash, round(extract(epoch from (expires_at - created_at)))::int AS ttl
      FROM password_reset_tokens ORDER BY id DESC LIMIT 1`);
    const row = (result as unknown as { rows: { token_hash: string; ttl: number }[] }).rows[0];
    expect(row?.ttl).toBe(30 * 60);
    expect(row?.token_hash).not.toContain(token);
  });

  it('validates the reset body', async () => {
    const short = await postJson(t.app, '/auth/reset-password', { token: 'abc', password: 'short' });
    expect(short.json()).toEqual({ success: false, error: 'Password must be at least 8 characters.' });
    const noToken = await postJson(t.app, '/auth/reset-password', { password: 'long enough' });
    expect(noToken.json()).toEqual({ success: false, error: 'The reset token is missing.' });
    const badEmail = await postJson(t.app, '/auth/forgot-password', { email: 'no-at-sign' });
    expect(badEmail.json()).toEqual({ success: false, error: 'Please enter a valid email address.' });
  });
});
