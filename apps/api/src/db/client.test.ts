import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { MESSAGES } from '@applypilot/contracts';
import { postgresAdminUrl, postgresBackend, postgresSkipReason } from '../../test/backends';
import { holdInTransaction } from '../../test/hold-in-transaction';
import { createTestApp, freshIp, newUser, postJson } from '../../test/test-app';
import { isDatabaseUnavailable } from '../http/database-unavailable';
import { openPostgres } from './client';

const onPostgres = postgresBackend ? '(PostgreSQL)' : `(${postgresSkipReason})`;

/** The error a promise rejects with (a test fails when it resolves instead). */
async function rejection(promise: Promise<unknown>): Promise<Error & { code?: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('the PostgreSQL pool', () => {
  let silent: Server;
  let port: number;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // A server that accepts connections and never says a word, as a stuck or firewalled database does.
    silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('gives up on a connection that does not open within DATABASE_CONNECT_TIMEOUT_MS, as "unavailable"', async () => {
    const database = openPostgres(`postgres://nobody@127.0.0.1:${port}/none`, { connectTimeoutMs: 200 });
    try {
      const error = await rejection(database.db.execute(sql`SELECT 1`));
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(error.cause instanceof Error ? error.cause.message : error.message).toMatch(/timeout/i);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!postgresBackend)(
    `cancels a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS ${onPostgres}`,
    async () => {
      if (!postgresAdminUrl) return;
      // Long enough for the SELECT 1 after it while other files create and drop databases (a checkpoint each).
      const database = openPostgres(postgresAdminUrl, { statementTimeoutMs: 1000 });
      try {
        const error = await rejection(database.db.execute(sql`SELECT pg_sleep(3)`));
        expect(isDatabaseUnavailable(error)).toBe(true);
        const cause = error.cause as { code?: string } | undefined;
        expect(cause?.code).toBe('57014');
        // The connection is fine afterwards.
        expect(await database.db.execute(sql`SELECT 1 AS one`)).toMatchObject({ rows: [{ one: 1 }] });
      } finally {
        await database.close();
      }
    },
  );

  it.skipIf(!postgresBackend)(
    `reports the error of an idle connection the server ended, instead of swallowing it ${onPostgres}`,
    async () => {
      if (!postgresAdminUrl) return;
      const errors: Error[] = [];
      const applicationName = `applypilot-pool-test-${process.pid}`;
      const url = new URL(postgresAdminUrl);
      url.searchParams.set('application_name', applicationName);
      const database = openPostgres(url.toString(), { onPoolError: (error) => errors.push(error) });
      const admin = new pg.Client({ connectionString: postgresAdminUrl });
      try {
        await database.db.execute(sql`SELECT 1`); // leaves one idle connection in the pool
        await admin.connect();
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
          [applicationName],
        );
        for (let i = 0; i < 100 && errors.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
        expect(errors.map((e) => e.message)).toEqual([
          expect.stringMatching(/terminating connection due to administrator command/),
        ]);
        // The pool opens a new connection for the next query.
        expect(await database.db.execute(sql`SELECT 1 AS one`)).toMatchObject({ rows: [{ one: 1 }] });
      } finally {
        await admin.end();
        await database.close();
      }
    },
  );
});

describe('a request whose statement waits past DATABASE_STATEMENT_TIMEOUT_MS', () => {
  it.skipIf(!postgresBackend)(
    `answers 503 with Retry-After and the busy message, and the next one works ${onPostgres}`,
    async () => {
      if (!postgresBackend) return;
      const t = await createTestApp(
        postgresBackend,
        {},
        // Long enough for the registration and logins around the stuck one beside the rest of the suite.
        { database: { postgres: { statementTimeoutMs: 2000 } } },
      );
      try {
        const user = newUser();
        const ip = freshIp();
        await postJson(t.app, '/auth/register', user, { remoteAddress: ip });
        const wrong = { email: user.email, password: 'wrong password' };
        expect((await postJson(t.app, '/auth/login', wrong, { remoteAddress: ip })).statusCode).toBe(401);
        // Another transaction holds the login counter's row, as a stuck request would.
        const release = await holdInTransaction(
          t,
          sql`SELECT 1 FROM rate_limit_counters WHERE bucket LIKE 'login:account-ip:%' FOR UPDATE`,
        );
        const stuck = await postJson(t.app, '/auth/login', wrong, { remoteAddress: ip });
        await release();
        expect(stuck.statusCode).toBe(503);
        expect(stuck.headers['retry-after']).toBe('5');
        expect(stuck.json()).toEqual({ success: false, error: MESSAGES.serverBusy });
        expect((await postJson(t.app, '/auth/login', user, { remoteAddress: ip })).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
  );
});
