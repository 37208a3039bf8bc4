import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JobInfoResponseSchema, MESSAGES } from '@applypilot/contracts';
import { backends, postgresBackend, postgresSkipReason } from '../../../test/backends';
import { account, reserve, type Account } from '../../../test/spending';
import { holdInTransaction } from '../../../test/hold-in-transaction';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashToken } from '../../lib/tokens';

const onPostgres = postgresBackend ? '(PostgreSQL)' : `(${postgresSkipReason})`;

/**
 * /auth/me and job-info read many sessions in one statement when their requests arrive together (decision 035,
 * src/db/batched-read.ts). Whatever the batch, each request gets its own account, never another's, and an ended
 * session among them is refused alone.
 */
describe.each(backends)('reads of many sessions at once on $name', (backend) => {
  let t: TestApp;
  const users: Account[] = [];
  beforeAll(async () => {
    t = await createTestApp(backend);
    for (let i = 0; i < 6; i += 1) users.push(await account(t, { credits: 10 + i }));
    // Different histories, so a job-info answer mixed up between accounts shows.
    for (const [i, user] of users.entries()) {
      for (let j = 0; j <= i; j += 1) expect((await reserve(t, user, `job-${i}-${j}`)).statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ url: '/auth/me', cookies: { ap_session: cookie } });
  const info = (cookie: string, tz: string) =>
    t.app.inject({ url: `/api/user/job-info?tz=${encodeURIComponent(tz)}`, cookies: { ap_session: cookie } });

  it('answers every signed-in request with its own account when they arrive together', async () => {
    const zones = ['Asia/Kolkata', 'UTC', 'America/St_Johns'];
    // Each account asked several times over, interleaved, in the same turn of the event loop.
    const asks = [...users, ...users.slice().reverse(), ...users].map((user, n) => ({
      user,
      tz: zones[n % 3]!,
    }));
    const [mine, infos] = await Promise.all([
      Promise.all(asks.map(({ user }) => me(user.cookie))),
      Promise.all(asks.map(({ user, tz }) => info(user.cookie, tz))),
    ]);
    asks.forEach(({ user, tz }, n) => {
      expect(mine[n]!.statusCode).toBe(200);
      expect(mine[n]!.json().user.email).toBe(user.email);
      const answer = JobInfoResponseSchema.parse(infos[n]!.json()).user;
      const i = users.indexOf(user);
      expect(answer.availableJobs).toBe(10 + i - (i + 1));
      expect(answer.dailyCount).toBe(i + 1);
      expect(answer.stats?.timeZone).toBe(tz);
    });
  });

  it('refuses only the request whose session has ended, in the same batch as live ones', async () => {
    const [ended, ...live] = users;
    await t.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashToken(ended!.cookie)}`,
    );
    const answers = await Promise.all([ended!, ...live].map((user) => me(user.cookie)));
    expect(answers[0]!.statusCode).toBe(401);
    expect(answers[0]!.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });
    answers.slice(1).forEach((answer, n) => expect(answer.json().user.email).toBe(live[n]!.email));
    const infos = await Promise.all([ended!, ...live].map((user) => info(user.cookie, 'UTC')));
    expect(infos.map((answer) => answer.statusCode)).toEqual([401, ...live.map(() => 200)]);
  });
});

describe('a batch of session reads whose statement fails', () => {
  it.skipIf(!postgresBackend)(
    `answers each of its requests 503 with the busy message, and the next ones read again ${onPostgres}`,
    async () => {
      if (!postgresBackend) return;
      const t = await createTestApp(
        postgresBackend,
        {},
        { database: { postgres: { statementTimeoutMs: 2000 } } },
      );
      try {
        const users: Account[] = [];
        for (let i = 0; i < 3; i += 1) users.push(await account(t));
        const askAll = () =>
          Promise.all(
            users.flatMap((user) => [
              t.app.inject({ url: '/auth/me', cookies: { ap_session: user.cookie } }),
              t.app.inject({ url: '/api/user/job-info?tz=UTC', cookies: { ap_session: user.cookie } }),
            ]),
          );
        // Another transaction holds the sessions table, as a migration or a stuck statement would: the batch's one
        // statement waits past its time-out.
        const release = await holdInTransaction(t, sql`LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE`);
        const stuck = await askAll();
        await release();
        for (const answer of stuck) {
          expect(answer.statusCode).toBe(503);
          expect(answer.json()).toEqual({ success: false, error: MESSAGES.serverBusy });
        }
        const after = await askAll();
        expect(after.map((answer) => answer.statusCode)).toEqual(users.flatMap(() => [200, 200]));
      } finally {
        await t.close();
      }
    },
  );
});
