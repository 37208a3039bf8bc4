import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@applypilot/contracts';
import { PRODUCTION_SETTINGS } from '../test/test-app';
import { hmacHex } from './modules/payments/signatures';
import { SANDBOX_WEBHOOK_SECRET } from './modules/payments/sandbox-secrets';
import { apiRoot, repoRoot } from './paths';
import { SECRET_VARIABLES } from './secret-checks';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The real entry point, as `npm start -w apps/api` runs it; never with the developer's environment or .env. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      APP_DOTENV: 'off',
      LOG_LEVEL: 'warn',
      // The real entry point would start building the platform downloads at once (decision 051): not in a test.
      DOWNLOADS_BUILD: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * A first start makes a new embedded database (initdb and every migration): seconds on a quiet machine, a minute or
 * more when the rest of the suite shares two cores with it. Only the cap: a healthy API answers as soon as it is up.
 */
const FIRST_START_MS = 150_000;

async function waitHealthy(origin: string): Promise<void> {
  const until = Date.now() + FIRST_START_MS;
  while (Date.now() < until) {
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('API did not become healthy');
}

// Every test starts the real process, most on a new embedded database: each gets the first start's cap and more.
describe('the API process', { timeout: FIRST_START_MS + 60_000 }, () => {
  it('stops with exit code 1 and a message naming a bad variable, without a stack', async () => {
    const run = start({ PORT: 'eighty', DATA_DIR: '/tmp/never-used' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT ("eighty"): must be a number');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses to start in production without its settings, naming them and printing no secret', async () => {
    const run = start({
      NODE_ENV: 'production',
      APP_ORIGIN: 'http://apply.example',
      RAZORPAY_KEY_ID: 'rzp_live_id',
      RAZORPAY_KEY_SECRET: 'very-secret-key',
      DATA_DIR: '/tmp/never-used',
    });
    expect(await run.exited).toBe(1);
    for (const variable of ['APP_ORIGIN', 'SMTP_URL', 'RAZORPAY_WEBHOOK_SECRET', 'GRANT_SIGNING_KEY']) {
      expect(run.output()).toContain(variable);
    }
    expect(run.output()).not.toContain('very-secret-key');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses to start in production without GRANT_SIGNING_KEY, and with one that is not a key, never printing it', async () => {
    const production = {
      NODE_ENV: 'production',
      APP_ORIGIN: 'https://apply.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
      RAZORPAY_KEY_ID: 'rzp_live_id',
      RAZORPAY_KEY_SECRET: randomBytes(18).toString('base64url'),
      RAZORPAY_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: '/tmp/never-used',
    };
    const missing = start(production);
    expect(await missing.exited).toBe(1);
    expect(missing.output()).toContain('GRANT_SIGNING_KEY: must be set in production mode');
    expect(missing.output()).not.toMatch(/APP_ORIGIN|SMTP_URL|RAZORPAY/);

    const bad = start({ ...production, GRANT_SIGNING_KEY: 'not-a-key-hunter2' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('GRANT_SIGNING_KEY (value hidden): must be an Ed25519 private key');
    expect(bad.output()).not.toContain('hunter2');
    expect(bad.output()).not.toMatch(/\n\s+at /);
  });

  it("refuses to start with deploy/api.env.example's values, naming each placeholder and printing none", async () => {
    const example = await readFile(path.join(repoRoot, 'deploy/api.env.example'), 'utf8');
    const values = Object.fromEntries(
      example
        .split('\n')
        .map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line))
        .flatMap((match) => (match && match[2] !== '' ? [[match[1] ?? '', match[2] ?? '']] : [])),
    );
    // The unit (deploy/systemd) sets these four beside the file.
    const run = start({ ...values, NODE_ENV: 'production', PORT: '0', DATA_DIR: '/tmp/never-used' });
    expect(await run.exited).toBe(1);
    const named = run
      .output()
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => /^ {2}([A-Z_]+)/.exec(line)?.[1]);
    // Every credential the example fills in, and the example's own site and mail domain: nothing else.
    const placeholders = Object.keys(values).filter(
      (variable) =>
        (SECRET_VARIABLES as readonly string[]).includes(variable) ||
        variable === 'APP_ORIGIN' ||
        variable === 'MAIL_FROM',
    );
    expect(placeholders).toEqual([
      'APP_ORIGIN',
      'DATABASE_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'GRANT_SIGNING_KEY',
    ]);
    expect([...named].sort()).toEqual([...placeholders].sort());
    for (const secret of ['CHANGE_ME', 'PASSWORD']) expect(run.output()).not.toContain(secret);
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses HOST=0.0.0.0 when development mode came from the loopback origin alone', async () => {
    const run = start({ HOST: '0.0.0.0', DATA_DIR: '/tmp/never-used' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain(
      'HOST ("0.0.0.0"): listens beyond this machine, and development mode (sandbox payments, the mail outbox page) ' +
        'came only from the loopback APP_ORIGIN: set HOST=127.0.0.1, or APP_MODE=development to run them on the ' +
        'network on purpose',
    );
  });

  it('with a public origin and no NODE_ENV, refuses to start in production mode naming every missing setting', async () => {
    const run = start({ APP_ORIGIN: 'https://apply.example', DATA_DIR: '/tmp/never-used' });
    expect(await run.exited).toBe(1);
    const lines = run.output().trim().split('\n');
    expect(lines[0]).toBe(
      'Invalid configuration for production mode (APP_ORIGIN https://apply.example is not a loopback origin):',
    );
    expect(lines.slice(1, 6)).toEqual([
      '  SMTP_URL: must be set in production mode (the outbox is for development)',
      '  RAZORPAY_KEY_ID: must be set in production mode (sandbox payments are for development)',
      '  RAZORPAY_KEY_SECRET: must be set in production mode (sandbox payments are for development)',
      '  RAZORPAY_WEBHOOK_SECRET: must be set in production mode (sandbox payments are for development)',
      '  GRANT_SIGNING_KEY: must be set in production mode (the key generated in DATA_DIR is for development)',
    ]);
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('with those settings, runs in production mode and says why: no sandbox, no outbox, no sandbox-signed webhook', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const run = start({ ...PRODUCTION_SETTINGS, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const origin = `http://127.0.0.1:${port}`;
    await waitHealthy(origin);
    expect(run.output()).toContain(
      '"msg":"ApplyPilot API in production mode: APP_ORIGIN https://applypilot.example is not a loopback origin; ' +
        'the development conveniences are off"',
    );
    const notFound = { success: false, error: MESSAGES.notFound };
    for (const url of ['/sandbox/checkout.js', '/dev/outbox']) {
      const response = await fetch(`${origin}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toEqual(notFound);
    }
    const pay = await fetch(`${origin}/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: 'order_Anything000001' }),
    });
    expect(pay.status).toBe(404);
    // The sandbox's webhook secret is in the repository: it must verify nothing here.
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: 'pay_X1', order_id: 'order_X1', amount: 49900, currency: 'INR', status: 'captured' },
        },
      },
    });
    const webhook = await fetch(`${origin}/api/payment/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacHex(SANDBOX_WEBHOOK_SECRET, body),
      },
      body,
    });
    expect(webhook.status).toBe(400);
    expect(await webhook.json()).toMatchObject({ success: false, error: MESSAGES.webhookSignatureInvalid });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });

  it('refuses a second process on the same PGlite DATA_DIR, and releases the lock on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const first = start({
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_ORIGIN: `http://localhost:${port}`,
      LOG_LEVEL: 'info',
    });
    await waitHealthy(`http://127.0.0.1:${port}`);
    // A loopback origin is development, and the log says so and why.
    expect(first.output()).toContain(
      `"msg":"ApplyPilot API in development mode: APP_ORIGIN http://localhost:${port} is a loopback origin; ` +
        'sandbox payments, the mail outbox page and a grant key in DATA_DIR are on"',
    );

    const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another ApplyPilot API process (pid ${first.child.pid})`);
    expect(second.output()).not.toMatch(/\n\s+at /);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Asked for by name, development mode listens on every address, and the log warns.
    const third = start({
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_ORIGIN: `http://localhost:${port}`,
      HOST: '0.0.0.0',
      APP_MODE: 'development',
    });
    await waitHealthy(`http://127.0.0.1:${port}`);
    const warning = third
      .output()
      .split('\n')
      .find((line) => line.includes('ApplyPilot API in development mode'));
    expect(warning).toContain('"level":40,');
    expect(warning).toContain(
      '"msg":"ApplyPilot API in development mode: APP_MODE=development; sandbox payments, the mail outbox page and a ' +
        'grant key in DATA_DIR are on and HOST 0.0.0.0 listens beyond this machine"',
    );
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });
});
