import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
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
  await app.register(fastifyCookie);
  app.post('/start', async (_, reply) => {
    await sessions.start(reply, 7);
    return {};
  });
  app.get('/who', async (request) => ({ user: (await sessions.current(request)) ?? null }));
  return { app, rows };
}

describe('the session cookie', () => {
  it('is Secure when APP_ORIGIN is https, and the store keeps only the hash of its value', async () => {
    const { app, rows } = await appWith(true);
    const response = await app.inject({ method: 'POST', url: '/start' });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 2_592_000,
    });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([...rows.keys()]).toEqual([hashToken(cookie?.value ?? '')]);
    const who = await app.inject({ url: '/who', cookies: { [SESSION_COOKIE]: cookie?.value ?? '' } });
    expect(who.json().user.userId).toBe(7);
  });

  it('is not Secure on plain http (localhost), and every session token differs', async () => {
    const { app } = await appWith(false);
    const first = await app.inject({ method: 'POST', url: '/start' });
    const second = await app.inject({ method: 'POST', url: '/start' });
    expect(String(first.headers['set-cookie'])).not.toContain('Secure');
    expect(first.cookies[0]?.value).not.toBe(second.cookies[0]?.value);
  });
});
