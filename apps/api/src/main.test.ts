import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from './paths';

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

/** The real entry point, as `npm start -w apps/api` runs it. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(origin: string): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('API did not become healthy');
}

describe('the API process', () => {
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
      RAZORPAY_KEY_SECRET: 'very-secret-key',
      RAZORPAY_WEBHOOK_SECRET: 'very-secret-hook',
      DATA_DIR: '/tmp/never-used',
    };
    const missing = start(production);
    expect(await missing.exited).toBe(1);
    expect(missing.output()).toContain('GRANT_SIGNING_KEY: must be set when NODE_ENV=production');
    expect(missing.output()).not.toMatch(/APP_ORIGIN|SMTP_URL|RAZORPAY/);

    const bad = start({ ...production, GRANT_SIGNING_KEY: 'not-a-key-hunter2' });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('GRANT_SIGNING_KEY (value hidden): must be an Ed25519 private key');
    expect(bad.output()).not.toContain('hunter2');
    expect(bad.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses a second process on the same PGlite DATA_DIR, and releases the lock on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-main-'));
    dirs.push(dataDir);
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir, APP_ORIGIN: `http://localhost:${port}` });
    await waitHealthy(`http://127.0.0.1:${port}`);

    const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another ApplyPilot API process (pid ${first.child.pid})`);
    expect(second.output()).not.toMatch(/\n\s+at /);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const third = start({ PORT: String(port), DATA_DIR: dataDir, APP_ORIGIN: `http://localhost:${port}` });
    await waitHealthy(`http://127.0.0.1:${port}`);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 90_000);
});
