/**
 * GET /auth/me with a live session, against the real server as a child process, on PGlite and (when a server
 * answers on 127.0.0.1:5432) on PostgreSQL. Prints figures; asserts nothing. Load comes from this process (autocannon).
 *
 *   npm run bench -w apps/api            BENCH_DURATION=10 BENCH_CONNECTIONS=50 by default
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

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

async function startServer(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    // Request logging at info costs two log lines per request; a production instance would ship them, the benchmark
    // measures the handler path (LOG_LEVEL=warn). Set BENCH_LOG_LEVEL=info to include logging.
    env: {
      ...process.env,
      PORT: String(port),
      APP_ORIGIN: origin,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the API did not become healthy');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function sessionCookie(origin: string): Promise<string> {
  const user = { name: 'Bench', email: `bench-${Date.now()}@example.com`, password: 'bench password 1' };
  const post = (url: string, body: unknown) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/auth/register', user);
  if (!registered.ok) throw new Error(`register failed: ${await registered.text()}`);
  const login = await post('/auth/login', { email: user.email, password: user.password });
  const cookie = /ap_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0];
  if (!cookie) throw new Error(`login failed: ${await login.text()}`);
  return cookie;
}

async function measure(name: string, env: Record<string, string>): Promise<void> {
  const { origin, child } = await startServer(env);
  try {
    const cookie = await sessionCookie(origin);
    const url = `${origin}/auth/me`;
    const check = await fetch(url, { headers: { cookie } });
    if (check.status !== 200) throw new Error(`/auth/me answered ${check.status}`);
    await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { cookie } }); // warm-up
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { cookie },
    });
    console.log(
      `${name.padEnd(10)} ${result.requests.average.toFixed(0).padStart(7)} req/s   ` +
        `p50 ${result.latency.p50.toFixed(1)} ms   p99 ${result.latency.p99.toFixed(1)} ms   ` +
        `(${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ` +
        `${CONNECTIONS} connections, ${DURATION} s)`,
    );
  } finally {
    await stop(child);
  }
}

async function withPostgres(work: (url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(
      `postgres   skipped: no server answered at ${new URL(ADMIN_URL).host} (${error instanceof Error ? error.message : error})`,
    );
    return;
  }
  const name = `applypilot_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  console.log(`GET /auth/me with a live session: ${CONNECTIONS} connections for ${DURATION} s per backend\n`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-bench-'));
  try {
    await measure('pglite', { DATA_DIR: dataDir });
    await withPostgres((url) => measure('postgres', { DATA_DIR: dataDir, DATABASE_URL: url }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
