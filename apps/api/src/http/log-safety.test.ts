import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions, type App } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { backends } from '../../test/backends';
import {
  decodeQuotedPrintable,
  freshIp,
  newUser,
  postJson,
  sessionCookie,
  TEST_SCRYPT_COST,
} from '../../test/test-app';
import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { AgentApiTokenResponseSchema, MESSAGES } from '@applypilot/contracts';
import { createPasswordHasher, type PasswordHasher } from '../lib/password';
import { hashToken } from '../lib/tokens';

const [pglite] = backends;
if (!pglite) throw new Error('PGlite backend missing');

describe('logs', () => {
  const lines: string[] = [];
  let built: App;
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-logs-'));
    database = await pglite.open();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // The production logger configuration, at the most talkative level, written to memory.
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'none'),
      LOG_LEVEL: 'trace',
    });
    built = await buildApp({
      config,
      db: database.db,
      logger: { ...(loggerOptions('trace') as object), stream },
      scryptCost: TEST_SCRYPT_COST,
    });
  });
  afterAll(async () => {
    await built.app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('never hold passwords, session tokens, cookies, reset, verification or agent tokens', async () => {
    const user = newUser({ password: 'Sup3r-Secret-Passw0rd' });
    const ip = freshIp();
    await postJson(built.app, '/auth/register', user, { remoteAddress: ip });
    const login = await postJson(
      built.app,
      '/auth/login',
      { email: user.email, password: user.password },
      { remoteAddress: ip },
    );
    const token = sessionCookie(login) ?? 'missing';
    await built.app.inject({
      url: '/auth/me',
      cookies: { ap_session: token },
      headers: { authorization: 'Bearer abc' },
    });
    // The agent's token: issued (in a body; to a verified address only), then sent as a bearer on its calls, valid
    // and expired.
    await database.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE email = ${user.email}`);
    const issued = await postJson(built.app, '/api/agent/token', {}, { cookies: { ap_session: token } });
    const agentToken = AgentApiTokenResponseSchema.parse(issued.json()).token;
    const agentCall = { authorization: `Bearer ${agentToken}` };
    await postJson(
      built.app,
      '/api/applications',
      { jobId: 'j', jobUrl: 'https://x.example/j' },
      { headers: agentCall },
    );
    await postJson(
      built.app,
      '/api/agent/needs-answer',
      { jobId: 'j', question: 'Why?', kind: 'text' },
      { headers: agentCall },
    );
    await database.db.execute(sql`UPDATE agent_tokens SET expires_at = now() - interval '1 second'`);
    await postJson(
      built.app,
      '/api/applications',
      { jobId: 'j', jobUrl: 'https://x.example/j' },
      { headers: agentCall },
    );
    await postJson(built.app, '/auth/forgot-password', { email: user.email }, { remoteAddress: ip });
    await built.mail.idle();
    const files = await readdir(path.join(dataDir, 'outbox'));
    const mails = await Promise.all(
      files.map(async (f) => decodeQuotedPrintable(await readFile(path.join(dataDir, 'outbox', f), 'utf8'))),
    );
    const tokenOf = (page: string) =>
      mails.map((m) => new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(m)?.[1]).find(Boolean) ??
      'missing';
    const resetToken = tokenOf('reset-password');
    const verificationToken = tokenOf('verify-email');
    await built.app.inject({ url: `/verify-email?token=${verificationToken}` });
    await postJson(built.app, '/auth/verify-email', { token: verificationToken });
    await built.app.inject({ url: `/reset-password?token=${resetToken}` });
    await postJson(built.app, '/auth/reset-password', { token: resetToken, password: 'An0ther-Secret!' });

    const log = lines.join('');
    expect(log).toContain('"url":"/auth/login"');
    expect(log).toContain('"url":"/api/agent/needs-answer"');
    expect(issued.statusCode).toBe(200);
    expect(log).toContain('mail written to the outbox');
    expect(resetToken).not.toBe('missing');
    expect(verificationToken).not.toBe('missing');
    for (const secret of [
      user.password,
      token,
      resetToken,
      verificationToken,
      'An0ther-Secret!',
      'Bearer abc',
      agentToken,
      hashToken(agentToken),
    ]) {
      expect(log).not.toContain(secret);
    }
    // Nor the grant signing key the API made in DATA_DIR (any line of its PEM body).
    const keyLines = (await readFile(path.join(dataDir, 'grant-signing-key.pem'), 'utf8'))
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('-----'));
    expect(keyLines.length).toBeGreaterThan(0);
    for (const line of keyLines) expect(log).not.toContain(line);
  });

  it('never hold them on the error path either: a database broken during a reset and a login', async () => {
    // The real hasher, noting every hash it makes (the new password's hash must not reach the log).
    const made: string[] = [];
    const hasher = createPasswordHasher(TEST_SCRYPT_COST);
    const noting: PasswordHasher = {
      ...hasher,
      hash: async (password) => {
        const hash = await hasher.hash(password);
        made.push(hash);
        return hash;
      },
    };
    const errorLines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        errorLines.push(chunk.toString());
        done();
      },
    });
    const errorDir = await mkdtemp(path.join(tmpdir(), 'applypilot-logs-'));
    const errorDb = await pglite.open();
    const app = await buildApp({
      config: loadConfig({
        DATA_DIR: errorDir,
        WEB_DIST_DIR: path.join(errorDir, 'none'),
        LOG_LEVEL: 'trace',
      }),
      db: errorDb.db,
      logger: { ...(loggerOptions('trace') as object), stream },
      passwords: noting,
    });
    try {
      const user = newUser({ password: 'Old-Secret-Passw0rd' });
      const ip = freshIp();
      await postJson(app.app, '/auth/register', user, { remoteAddress: ip });
      const first = await postJson(app.app, '/auth/login', user, { remoteAddress: ip });
      const cookie = sessionCookie(first) ?? 'missing';
      await postJson(app.app, '/auth/forgot-password', { email: user.email }, { remoteAddress: ip });
      await app.mail.idle();
      // Sign-up mailed a verification link too: take the reset mail's token.
      const mails = await Promise.all(
        (await readdir(path.join(errorDir, 'outbox'))).map(async (file) =>
          decodeQuotedPrintable(await readFile(path.join(errorDir, 'outbox', file), 'utf8')),
        ),
      );
      const resetToken =
        mails.map((mail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1]).find(Boolean) ??
        'missing';
      const stored = await errorDb.db.execute(
        sql`SELECT password_hash FROM users WHERE email = ${user.email}`,
      );
      const storedHash =
        (stored as unknown as { rows: { password_hash: string }[] }).rows[0]?.password_hash ?? '';

      // The reset's one statement fails after the new password is hashed: its parameters hold that hash.
      await errorDb.db.execute(
        sql.raw(`CREATE FUNCTION refuse_update() RETURNS trigger LANGUAGE plpgsql
                 AS $$ BEGIN RAISE EXCEPTION 'the disk is full'; END $$`),
      );
      await errorDb.db.execute(
        sql.raw(`CREATE TRIGGER broken BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION refuse_update()`),
      );
      const reset = await postJson(app.app, '/auth/reset-password', {
        token: resetToken,
        password: 'New-Secret-Passw0rd',
      });
      // The login's session insert fails after the password was checked: its parameters hold the token's hash.
      await errorDb.db.execute(sql`ALTER TABLE sessions RENAME TO sessions_gone`);
      const login = await postJson(app.app, '/auth/login', user, {
        remoteAddress: ip,
        cookies: { ap_session: cookie },
      });

      // A broken database is the one honest 5xx: generic, without internals.
      for (const response of [reset, login]) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({ success: false, error: MESSAGES.unexpectedError });
      }
      const log = errorLines.join('');
      expect(log.match(/unexpected error/g)).toHaveLength(2);
      expect(log).toContain('the disk is full');
      expect(log).toContain('sessions');
      const secrets = [
        user.password,
        'New-Secret-Passw0rd',
        storedHash,
        ...made,
        cookie,
        hashToken(cookie),
        resetToken,
        hashToken(resetToken),
      ];
      expect(made.length).toBe(2);
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThan(10);
        expect(log).not.toContain(secret);
      }
      // No query parameter of any kind, and no other 64-hex token hash.
      expect(log).not.toMatch(/params/i);
      expect(log).not.toMatch(/[0-9a-f]{64}/);
    } finally {
      await app.app.close();
      await errorDb.close();
      await rm(errorDir, { recursive: true, force: true });
    }
  });
});
