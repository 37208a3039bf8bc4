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

  it('never hold passwords, session tokens, cookies, reset or verification tokens', async () => {
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
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
