import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import type { Backend } from './backends';

export const TEST_ORIGIN = 'http://localhost:8080';
/** Cheap scrypt for the suite; the production cost has its own test in lib/password.test.ts. */
export const TEST_SCRYPT_COST = { N: 2 ** 10, r: 8, p: 1 };

export interface TestApp extends App {
  config: Config;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** A grant signing key made for this test run (PEM, PKCS#8): production refuses to start without one. */
export const TEST_GRANT_SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();

/**
 * The least production mode accepts (config.ts refuses http origins, outbox mail, the payment sandbox and a grant
 * key made on the fly there), without NODE_ENV: a public APP_ORIGIN alone means production (decision 034).
 */
export const PRODUCTION_SETTINGS: Record<string, string> = {
  GRANT_SIGNING_KEY: TEST_GRANT_SIGNING_KEY,
  APP_ORIGIN: 'https://applypilot.example',
  SMTP_URL: 'smtp://127.0.0.1:9',
  RAZORPAY_KEY_ID: 'rzp_live_TestKeyId00001',
  // Drawn at random like real ones: production refuses words and short values as secrets (decision 048).
  RAZORPAY_KEY_SECRET: randomBytes(18).toString('base64url'),
  RAZORPAY_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
};
/** PRODUCTION_SETTINGS with NODE_ENV=production, the older way of asking for production. */
export const PRODUCTION_ENV: Record<string, string> = { NODE_ENV: 'production', ...PRODUCTION_SETTINGS };

export async function createTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: Pick<AppDeps, 'passwords' | 'onRoute' | 'downloadBuildCommand' | 'applications'> & {
    database?: Parameters<Backend['open']>[0];
  } = {},
): Promise<TestApp> {
  const { database: databaseOptions, ...appOptions } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-api-test-'));
  const config = loadConfig({
    APP_ORIGIN: TEST_ORIGIN,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Never the repository's build/downloads: a zip from an earlier build must not change what tests see.
    DOWNLOADS_DIR: path.join(dataDir, 'downloads'),
    // A test app never builds the 200 MB of platform downloads unless the test asks (decision 051).
    DOWNLOADS_BUILD: 'off',
    NODE_ENV: 'test',
    ...env,
  });
  const database = await backend.open(databaseOptions);
  const built = await buildApp({
    config,
    db: database.db,
    logger: false,
    scryptCost: TEST_SCRYPT_COST,
    ...appOptions,
  });
  await built.app.ready();
  return {
    ...built,
    config,
    database,
    dataDir,
    async close() {
      await built.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let ipCounter = 0;
/** A distinct client address, so per-IP limits of one test do not leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export function postJson(
  app: App['app'],
  url: string,
  body: unknown,
  options: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
  });
}

/** The session cookie's value from a response, if it set one (`__Host-ap_session` on an https origin). */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((c) => c.name === 'ap_session' || c.name === '__Host-ap_session')?.value;
}

let userCounter = 0;
export function newUser(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  userCounter += 1;
  return {
    name: `User ${userCounter}`,
    email: `user${userCounter}-${Date.now()}@example.com`,
    password: `correct horse ${userCounter}`,
    ...overrides,
  };
}

/** Registers and logs in; returns the cookie value. */
export async function registerAndLogin(
  app: App['app'],
  user = newUser(),
): Promise<{ cookie: string; user: typeof user }> {
  const ip = freshIp();
  const registered = await postJson(app, '/auth/register', user, { remoteAddress: ip });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await postJson(
    app,
    '/auth/login',
    { email: user.email, password: user.password },
    { remoteAddress: ip },
  );
  const cookie = sessionCookie(login);
  if (!cookie) throw new Error(`login failed: ${login.body}`);
  return { cookie, user };
}

/** Decodes a quoted-printable .eml body enough to read links (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Every mail of the test app's outbox, oldest first, decoded; waits for mails still being written. */
export async function readOutbox(t: Pick<TestApp, 'mail' | 'dataDir'>): Promise<string[]> {
  await t.mail.idle();
  const dir = path.join(t.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (f) => decodeQuotedPrintable(await readFile(path.join(dir, f), 'utf8'))),
  );
}
