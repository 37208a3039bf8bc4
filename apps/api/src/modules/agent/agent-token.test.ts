import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AGENT_API_TOKEN_ISSUE_LIMIT,
  AGENT_API_TOKEN_TTL_HOURS,
  AgentApiTokenResponseSchema,
  ApplicationResponseSchema,
  MESSAGES,
} from '@applypilot/contracts';
import { hashToken } from '../../lib/tokens';
import { backends } from '../../../test/backends';
import { bearer, issueAgentToken } from '../../../test/agent';
import { account, balance, job, query, reserve } from '../../../test/spending';
import { createTestApp, postJson, TEST_ORIGIN, type TestApp } from '../../../test/test-app';

const FOREIGN_ORIGIN = 'https://evil.example';

describe.each(backends)('the agent token on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  function agentPost(url: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...bearer(token),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  }

  it('is issued to a session only, lives AGENT_API_TOKEN_TTL_HOURS and is stored as its hash', async () => {
    const none = await postJson(t.app, '/api/agent/token', {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });

    const who = await account(t);
    const before = Date.now();
    const response = await postJson(t.app, '/api/agent/token', {}, { cookies: { ap_session: who.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = AgentApiTokenResponseSchema.parse(response.json());
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = AGENT_API_TOKEN_TTL_HOURS * 3600 * 1000;
    expect(body.expiresAt).toBeGreaterThan(before + ttl - 60_000);
    expect(body.expiresAt).toBeLessThan(Date.now() + ttl + 60_000);
    const rows = await query<{ token_hash: string; user_id: number }>(
      t,
      sql`SELECT token_hash, user_id FROM agent_tokens WHERE user_id = ${who.id}`,
    );
    expect(rows).toEqual([{ token_hash: hashToken(body.token), user_id: who.id }]);

    // A token cannot mint another: issuance wants the cookie.
    const minted = await agentPost('/api/agent/token', body.token, {});
    expect(minted.statusCode).toBe(401);
  });

  it(`is issued at most ${AGENT_API_TOKEN_ISSUE_LIMIT} times per user in the rate-limit window`, async () => {
    const who = await account(t);
    const other = await account(t);
    for (let i = 0; i < AGENT_API_TOKEN_ISSUE_LIMIT; i += 1) await issueAgentToken(t, who);
    const refused = await postJson(t.app, '/api/agent/token', {}, { cookies: { ap_session: who.cookie } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().success).toBe(false);
    // Per user: another account is not held back.
    await issueAgentToken(t, other);
  });

  it('reserves, sends and cancels for its own user only; the cookie still works there', async () => {
    const who = await account(t);
    const stranger = await account(t);
    const token = await issueAgentToken(t, who);

    const reserved = await agentPost('/api/applications', token, job('agent-1'));
    expect(reserved.statusCode, reserved.body).toBe(201);
    const first = ApplicationResponseSchema.parse(reserved.json()).application.id;
    const sent = await agentPost(`/api/applications/${first}/sent`, token);
    expect(sent.statusCode).toBe(200);
    expect(ApplicationResponseSchema.parse(sent.json()).application.status).toBe('sent');

    const second = ApplicationResponseSchema.parse(
      (await agentPost('/api/applications', token, job('agent-2'))).json(),
    ).application.id;
    const cancelled = await agentPost(`/api/applications/${second}/cancel`, token, {
      reason: 'form too long',
    });
    expect(ApplicationResponseSchema.parse(cancelled.json()).application.status).toBe('cancelled');
    expect(await balance(t, who)).toEqual({ credits: 4, ledgerSum: 4 });

    // Another user's application is not found with this token, and nothing of theirs changes.
    const theirs = ApplicationResponseSchema.parse((await reserve(t, stranger, 'theirs')).json()).application
      .id;
    for (const action of ['sent', 'cancel']) {
      const response = await agentPost(`/api/applications/${theirs}/${action}`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.applicationNotFound });
    }
    expect(await balance(t, stranger)).toEqual({ credits: 4, ledgerSum: 4 });

    // The dashboard's cookie keeps working for reservations (hold, sent and cancel take the token only).
    expect((await reserve(t, who, 'cookie-1')).statusCode).toBe(201);
  });

  it('is refused to an account whose email is not verified, with the message reservations give', async () => {
    const who = await account(t, { verified: false });
    const refused = await postJson(t.app, '/api/agent/token', {}, { cookies: { ap_session: who.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toEqual({ success: false, error: MESSAGES.emailNotVerified });
    expect(await query(t, sql`SELECT id FROM agent_tokens WHERE user_id = ${who.id}`)).toEqual([]);
    // Verified, the same session gets one.
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE id = ${who.id}`);
    expect((await issueAgentToken(t, who)).length).toBe(43);
  });

  it('is refused when expired, unknown or malformed, with the message that says to start again', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    await t.database.db.execute(
      sql`UPDATE agent_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashToken(token)}`,
    );
    const headers = [
      bearer(token),
      bearer('A'.repeat(43)),
      { authorization: 'Bearer short' },
      { authorization: `Basic ${token}` },
      { authorization: '' },
    ];
    for (const header of headers) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: { ...header, 'content-type': 'application/json' },
        payload: JSON.stringify(job('expired')),
        // A bad token is not passed on to the cookie: the agent must not act as whoever is signed in.
        cookies: { ap_session: who.cookie },
      });
      expect(response.statusCode, header.authorization).toBe(401);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.agentTokenExpired });
    }
    expect(await balance(t, who)).toEqual({ credits: 5, ledgerSum: 5 });
  });

  it('is not accepted anywhere but the agent calls (job-info, payments, auth, the needs-answer list)', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    const refused = [
      await t.app.inject({ url: '/api/user/job-info', headers: bearer(token) }),
      await t.app.inject({ url: '/auth/me', headers: bearer(token) }),
      await t.app.inject({ url: '/api/needs-answer', headers: bearer(token) }),
      await agentPost('/api/payment/create-order', token, { planName: 'Pro Pack', userEmail: who.email }),
      await agentPost('/auth/resend-verification', token, {}),
      await agentPost('/sandbox/pay', token, { order_id: 'order_X' }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it('passes the Origin check without a cookie; a cookie write from a foreign Origin is still refused', async () => {
    const who = await account(t);
    const token = await issueAgentToken(t, who);
    // The agent (Node) sends no Origin; relayed by the extension it would send its own.
    const noOrigin = await agentPost('/api/applications', token, job('origin-1'));
    expect(noOrigin.statusCode).toBe(201);
    const extension = await agentPost('/api/applications', token, job('origin-2'), {
      origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    });
    expect(extension.statusCode).toBe(201);

    const cookieWrite = await postJson(t.app, '/api/applications', job('origin-3'), {
      cookies: { ap_session: who.cookie },
      headers: { origin: FOREIGN_ORIGIN },
    });
    expect(cookieWrite.statusCode).toBe(403);
    expect(cookieWrite.json()).toEqual({ success: false, error: MESSAGES.originRefused });
    // A token next to the cookie does not lift the check either.
    const both = await postJson(t.app, '/api/applications', job('origin-4'), {
      cookies: { ap_session: who.cookie },
      headers: { origin: FOREIGN_ORIGIN, ...bearer(token) },
    });
    expect(both.statusCode).toBe(403);
    // Issuing a token is a cookie write: Origin-checked.
    const issue = await postJson(
      t.app,
      '/api/agent/token',
      {},
      {
        cookies: { ap_session: who.cookie },
        headers: { origin: FOREIGN_ORIGIN },
      },
    );
    expect(issue.statusCode).toBe(403);
    const sameSite = await postJson(
      t.app,
      '/api/agent/token',
      {},
      {
        cookies: { ap_session: who.cookie },
        headers: { origin: TEST_ORIGIN },
      },
    );
    expect(sameSite.statusCode).toBe(200);
  });

  it('is revoked by logout (every token of the user) and by a password reset', async () => {
    const who = await account(t);
    const [one, two] = [await issueAgentToken(t, who), await issueAgentToken(t, who)];
    const other = await account(t);
    const othersToken = await issueAgentToken(t, other);
    expect((await agentPost('/api/applications', one, job('before-logout'))).statusCode).toBe(201);

    const logout = await postJson(t.app, '/auth/logout', {}, { cookies: { ap_session: who.cookie } });
    expect(logout.statusCode).toBe(200);
    for (const token of [one, two]) {
      const response = await agentPost('/api/applications', token, job('after-logout'));
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe(MESSAGES.agentTokenExpired);
    }
    // Another account's run goes on.
    expect((await agentPost('/api/applications', othersToken, job('unrelated'))).statusCode).toBe(201);

    // A password reset ends them too (the reset statement deletes sessions and agent tokens together).
    const resetToken = 'r'.repeat(43);
    await t.database.db.execute(sql`
      INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
      VALUES (${hashToken(resetToken)}, ${other.id}, now() + interval '10 minutes')`);
    const reset = await postJson(t.app, '/auth/reset-password', {
      token: resetToken,
      password: 'a brand new password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await agentPost('/api/applications', othersToken, job('after-reset'))).statusCode).toBe(401);
    const left = await query<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM agent_tokens WHERE user_id IN (${who.id}, ${other.id})`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
