import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../lib/tokens';
import type { SessionRepository } from './session-repository';
import { createSessionService, SESSION_COOKIE } from './session-service';

/** An in-memory stand-in: this file checks the cookie, not the database (the route tests do that on both). */
function memoryRepository() {
  const rows = new Map<string, number>();
  const repository: SessionRepository = {
    async create(userId, tokenHash) {
      rows.set(tokenHash, userId);
    },
    async findLive(tokenHash) {
      const userId = rows.get(tokenHash);
      return userId === undefined
        ? undefined
        : { userId, email: 'a@example.com', displayName: null, isPremium: false, emailVerified: false };
    },
    async delete(tokenHash) {
      const userId = rows.get(tokenHash);
      rows.delete(tokenHash);
      return userId;
    },
    async pruneExpired() {},
  };
  return { rows, repository };
}

async function appWith(secureCookies: boolean) {
  const { rows, repository } = memoryRepository();
  const sessions = createSessionService(repository, { secureCookies }, () => 1);
  const app = Fastify();
  app.post('/start', async (_, reply) => {
    await sessions.start(reply, 7);
    return {};
  });
  app.get('/who', async (request) => ({ user: (await sessions.current(request)) ?? null }));
  return { app, rows };
}

describe('the session cookie', () => {
  it('is __Host-ap_session, Secure, Path=/ and without Domain when APP_ORIGIN is https; the store keeps its hash', async () => {
    const { app, rows } = await appWith(true);
    const response = await app.inject({ method: 'POST', url: '/start' });
    expect(response.cookies.map((c) => c.name)).toEqual(['__Host-ap_session']);
    const cookie = response.cookies[0];
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 2_592_000,
    });
    expect(cookie?.domain).toBeUndefined();
    expect(String(response.headers['set-cookie'])).not.toMatch(/domain=/i);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([...rows.keys()]).toEqual([hashToken(cookie?.value ?? '')]);
    const who = await app.inject({ url: '/who', cookies: { '__Host-ap_session': cookie?.value ?? '' } });
    expect(who.json().user.userId).toBe(7);
    // The bare name could have been set by another subdomain or a plain-http page: on https it is not read.
    const bare = await app.inject({ url: '/who', cookies: { [SESSION_COOKIE]: cookie?.value ?? '' } });
    expect(bare.json().user).toBeNull();
  });

  it('is ap_session and not Secure on plain http (localhost), and every session token differs', async () => {
    const { app } = await appWith(false);
    const first = await app.inject({ method: 'POST', url: '/start' });
    const second = await app.inject({ method: 'POST', url: '/start' });
    expect(first.cookies.map((c) => c.name)).toEqual([SESSION_COOKIE]);
    expect(String(first.headers['set-cookie'])).not.toContain('Secure');
    expect(first.cookies[0]?.value).not.toBe(second.cookies[0]?.value);
  });
});
