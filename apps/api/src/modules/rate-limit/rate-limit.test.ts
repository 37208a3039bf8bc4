import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  FORGOT_PASSWORD_LIMIT,
  FORGOT_PASSWORD_LIMIT_PER_EMAIL,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT_PER_ACCOUNT,
  LOGIN_FAILURE_LIMIT_PER_IP,
  MESSAGES,
  PASSWORD_HASH_BUSY_RETRY_SECONDS,
  REGISTER_LIMIT_PER_IP,
  tooManyAttempts,
} from '@applypilot/contracts';
import { createRateLimitRepository } from './rate-limit-repository';
import { createRateLimitService } from './rate-limit-service';
import { createPasswordHasher, PRODUCTION_SCRYPT_COST, type PasswordHasher } from '../../lib/password';
import { backends, postgresBackend, postgresSkipReason } from '../../../test/backends';
import {
  createTestApp,
  freshIp,
  newUser,
  postJson,
  sessionCookie,
  TEST_ORIGIN,
  TEST_SCRYPT_COST,
  type TestApp,
} from '../../../test/test-app';

type Attempt = { email: string; password: string };

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The real hasher, counting how many passwords it was asked to hash or check. */
function countingHasher(): PasswordHasher & { calls: () => number } {
  const hasher = createPasswordHasher(TEST_SCRYPT_COST);
  let calls = 0;
  return {
    hash: (password) => ((calls += 1), hasher.hash(password)),
    verify: (password, stored) => ((calls += 1), hasher.verify(password, stored)),
    dummyVerify: (password) => ((calls += 1), hasher.dummyVerify(password)),
    calls: () => calls,
  };
}

describe.each(backends)('rate limits on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const login = (body: Attempt, remoteAddress: string) =>
    postJson(t.app, '/auth/login', body, { remoteAddress });
  const registered = async () => {
    const user = newUser();
    expect((await postJson(t.app, '/auth/register', user, { remoteAddress: freshIp() })).statusCode).toBe(
      201,
    );
    return user;
  };

  it('limits failed logins per account and address: 429 after 10, even for the right password from there', async () => {
    const user = await registered();
    const attacker = freshIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      expect((await login({ email: user.email, password: 'wrong password' }, attacker)).statusCode).toBe(401);
    }
    const limited = await login({ email: user.email, password: user.password }, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: tooManyAttempts(15 * 60) });
    expect(limited.json().error).toBe('Too many attempts. Please try again in 15 minutes.');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(sessionCookie(limited)).toBeUndefined();

    // Once the 15-minute window has passed, the right password works from there again.
    await t.database.db.execute(
      sql`UPDATE rate_limit_counters SET window_started_at = now() - interval '16 minutes'`,
    );
    const later = await login({ email: user.email, password: user.password }, attacker);
    expect(later.statusCode).toBe(200);
  });

  it('does not let a stranger lock the owner out: 10 wrong passwords from A, the owner logs in from B', async () => {
    const user = await registered();
    const stranger = freshIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      await login({ email: user.email, password: 'guess-' + i }, stranger);
    }
    expect((await login({ email: user.email, password: 'one more guess' }, stranger)).statusCode).toBe(429);
    const owner = await login({ email: user.email, password: user.password }, freshIp());
    expect(owner.statusCode).toBe(200);
    expect(sessionCookie(owner)).toBeDefined();
  });

  it('limits failed logins per account across every address at 100', async () => {
    const user = await registered();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT_PER_ACCOUNT; i += 1) {
      const response = await login({ email: user.email, password: 'wrong password' }, freshIp());
      expect(response.statusCode).toBe(401);
    }
    const limited = await login({ email: user.email, password: user.password }, freshIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('Too many attempts. Please try again in 15 minutes.');
    // The refused attempts were not counted anywhere: the per-account count stays at the limit.
    const rows = rowsOf<{ count: number }>(
      await t.database.db.execute(
        sql`SELECT count FROM rate_limit_counters WHERE bucket = ${`login:account:${user.email}`}`,
      ),
    );
    expect(rows.map((r) => Number(r.count))).toEqual([LOGIN_FAILURE_LIMIT_PER_ACCOUNT]);
  });

  it('does not count successful logins', async () => {
    const user = await registered();
    const ip = freshIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT + 2; i += 1) {
      expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(200);
    }
  });

  it('limits failed logins per address across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT_PER_IP; i += 1) {
      expect((await login({ email: `nobody${i}@example.com`, password: 'whatever1' }, ip)).statusCode).toBe(
        401,
      );
    }
    const limited = await login({ email: 'someone-else@example.com', password: 'whatever1' }, ip);
    expect(limited.statusCode).toBe(429);
    const elsewhere = await login({ email: 'someone-else@example.com', password: 'whatever1' }, freshIp());
    expect(elsewhere.statusCode).toBe(401);
  });

  it('keys IPv6 clients per /64 and an IPv4-mapped address as its IPv4 address', async () => {
    const user = await registered();
    for (let i = 1; i <= LOGIN_FAILURE_LIMIT; i += 1) {
      await login({ email: user.email, password: 'wrong password' }, `2001:db8:1:2::${i.toString(16)}`);
    }
    const sameNet = await login({ email: user.email, password: user.password }, '2001:db8:1:2:ffff:1:2:3');
    expect(sameNet.statusCode).toBe(429);
    const otherNet = await login({ email: user.email, password: user.password }, '2001:db8:1:3::1');
    expect(otherNet.statusCode).toBe(200);

    const other = await registered();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      await login({ email: other.email, password: 'wrong password' }, '::ffff:203.0.113.9');
    }
    expect((await login({ email: other.email, password: other.password }, '203.0.113.9')).statusCode).toBe(
      429,
    );
  });

  it('prunes counters whose window ended long ago, and keeps live ones', async () => {
    const service = createRateLimitService(createRateLimitRepository(t.database.db), () => 0);
    await service.consume([{ bucket: 'prune:old', max: 5 }]);
    await t.database.db.execute(
      sql`UPDATE rate_limit_counters SET window_started_at = now() - interval '31 minutes' WHERE bucket = 'prune:old'`,
    );
    expect(await service.consume([{ bucket: 'prune:live', max: 5 }])).toEqual({ limited: false });
    const left = rowsOf<{ bucket: string }>(
      await t.database.db.execute(sql`SELECT bucket FROM rate_limit_counters WHERE bucket LIKE 'prune:%'`),
    );
    expect(left.map((r) => r.bucket)).toEqual(['prune:live']);
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

  it('keys registrations from IPv6 per /64, like the other limits', async () => {
    for (let i = 1; i <= REGISTER_LIMIT_PER_IP; i += 1) {
      const response = await postJson(t.app, '/auth/register', newUser(), {
        remoteAddress: `2001:db8:5:6::${i.toString(16)}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const sameNet = await postJson(t.app, '/auth/register', newUser(), {
      remoteAddress: '2001:db8:5:6:ffff:1:2:3',
    });
    expect(sameNet.statusCode).toBe(429);
    const otherNet = await postJson(t.app, '/auth/register', newUser(), { remoteAddress: '2001:db8:5:7::1' });
    expect(otherNet.statusCode).toBe(201);
  });

  it('limits forgot-password per email for 5 minutes only, and per IP for 15', async () => {
    const email = 'forgetful@example.com';
    for (let i = 0; i < FORGOT_PASSWORD_LIMIT_PER_EMAIL; i += 1) {
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
    expect(perEmail.json().error).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(Number(perEmail.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
    // Five minutes later the owner can ask again.
    await t.database.db.execute(
      sql`UPDATE rate_limit_counters SET window_started_at = now() - interval '6 minutes'
          WHERE bucket = ${`forgot:email:${email}`}`,
    );
    const later = await postJson(t.app, '/auth/forgot-password', { email }, { remoteAddress: freshIp() });
    expect(later.statusCode).toBe(200);

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
    expect(perIp.json().error).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});

describe.each(backends)('client addresses behind TRUST_PROXY on $name', (backend) => {
  const proxy = '192.168.50.7';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { TRUST_PROXY: '10.9.9.9, 192.168.50.0/24' });
  });
  afterAll(() => t.close());

  const login = (body: Attempt, remoteAddress: string, forwardedFor?: string) =>
    postJson(t.app, '/auth/login', body, {
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const registered = async () => {
    const user = newUser();
    await postJson(t.app, '/auth/register', user, { remoteAddress: freshIp() });
    return user;
  };

  it('takes the client address from X-Forwarded-For when a trusted proxy sends it', async () => {
    const user = await registered();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      await login({ email: user.email, password: 'wrong password' }, proxy, '198.51.100.1');
    }
    expect(
      (await login({ email: user.email, password: user.password }, proxy, '198.51.100.1')).statusCode,
    ).toBe(429);
    // Same proxy, another client behind it: its own bucket.
    expect(
      (await login({ email: user.email, password: user.password }, proxy, '198.51.100.2')).statusCode,
    ).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const user = await registered();
    const peer = freshIp();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      await login({ email: user.email, password: 'wrong password' }, peer, `198.51.100.${10 + i}`);
    }
    expect(
      (await login({ email: user.email, password: user.password }, peer, '198.51.100.99')).statusCode,
    ).toBe(429);
  });
});

describe('a burst of parallel logins', () => {
  it.skipIf(!postgresBackend)(
    `hashes at most 10 passwords of 40 sent at once over HTTP and answers the rest 429 (PostgreSQL, 4 connections)${
      postgresBackend ? '' : ` (${postgresSkipReason})`
    }`,
    async () => {
      if (!postgresBackend) return;
      const hasher = countingHasher();
      const t = await createTestApp(postgresBackend, {}, { passwords: hasher });
      try {
        const user = newUser();
        await postJson(t.app, '/auth/register', user, { remoteAddress: freshIp() });
        const before = hasher.calls();
        // Real sockets, so the 40 requests really run at once and their statements share the pool's 4 connections.
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as AddressInfo;
        const statuses = await Promise.all(
          Array.from({ length: 40 }, () =>
            fetch(`http://127.0.0.1:${port}/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
              body: JSON.stringify({ email: user.email, password: 'wrong password' }),
            }).then((response) => response.status),
          ),
        );
        expect(hasher.calls() - before).toBe(LOGIN_FAILURE_LIMIT);
        expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURE_LIMIT);
        expect(statuses.filter((s) => s === 429)).toHaveLength(40 - LOGIN_FAILURE_LIMIT);
      } finally {
        await t.close();
      }
    },
  );

  it.skipIf(!postgresBackend)(
    `accepts exactly ${REGISTER_LIMIT_PER_IP} of 30 registrations sent at once from one address (PostgreSQL, 4 connections)${
      postgresBackend ? '' : ` (${postgresSkipReason})`
    }`,
    async () => {
      if (!postgresBackend) return;
      const t = await createTestApp(postgresBackend);
      try {
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = t.app.server.address() as AddressInfo;
        const statuses = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            fetch(`http://127.0.0.1:${port}/auth/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
              body: JSON.stringify(newUser({ email: `burst-register-${i}@example.com` })),
            }).then((response) => response.status),
          ),
        );
        expect(statuses.filter((s) => s === 201)).toHaveLength(REGISTER_LIMIT_PER_IP);
        expect(statuses.filter((s) => s === 429)).toHaveLength(30 - REGISTER_LIMIT_PER_IP);
        const created = rowsOf<{ n: number }>(
          await t.database.db.execute(
            sql`SELECT count(*)::int AS n FROM users WHERE email LIKE 'burst-register-%'`,
          ),
        );
        expect(created[0]?.n).toBe(REGISTER_LIMIT_PER_IP);
      } finally {
        await t.close();
      }
    },
  );

  it('answers 503 with Retry-After past the hashing queue, for logins and registrations, and counts no attempt', async () => {
    const [pglite] = backends;
    if (!pglite) throw new Error('PGlite backend missing');
    // The production cost (about 0.3 s a hash) with one hash at a time and one waiting: a burst of six overflows.
    const bounded = createPasswordHasher(PRODUCTION_SCRYPT_COST, {
      concurrency: 1,
      queueLimit: 1,
      retryAfterSeconds: PASSWORD_HASH_BUSY_RETRY_SECONDS,
    });
    const t = await createTestApp(pglite, {}, { passwords: bounded });
    try {
      const requests = [
        ...[1, 2, 3].map((i) => ({
          url: '/auth/register',
          body: newUser({ email: `burst${i}@example.com` }),
        })),
        ...[1, 2, 3].map((i) => ({
          url: '/auth/login',
          body: { email: `ghost${i}@example.com`, password: 'x' },
        })),
      ];
      const responses = await Promise.all(
        requests.map(({ url, body }) => postJson(t.app, url, body, { remoteAddress: freshIp() })),
      );
      const busy = responses.filter((r) => r.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      for (const response of busy) {
        expect(response.json()).toEqual({ success: false, error: MESSAGES.serverBusy });
        expect(response.headers['retry-after']).toBe(String(PASSWORD_HASH_BUSY_RETRY_SECONDS));
      }
      expect(responses.every((r) => [201, 401, 503].includes(r.statusCode))).toBe(true);
      const created = rowsOf<{ n: number }>(
        await t.database.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE email LIKE 'burst%'`),
      );
      expect(created[0]?.n).toBe(responses.filter((r) => r.statusCode === 201).length);
      // A login refused for want of a hashing slot checked no password, so it does not count against the account.
      const counted = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`SELECT coalesce(sum(count), 0)::int AS n FROM rate_limit_counters WHERE bucket LIKE 'login:account:%'`,
        ),
      );
      expect(counted[0]?.n).toBe(responses.slice(3).filter((r) => r.statusCode === 401).length);
    } finally {
      await t.close();
    }
  });
});
