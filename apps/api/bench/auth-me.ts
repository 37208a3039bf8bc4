/**
 * GET /auth/me with a live session, against the real server as a child process, on PGlite and (when a server
 * answers on 127.0.0.1:5432) on PostgreSQL. Prints figures; asserts nothing. Load comes from this process (autocannon).
 *
 *   npm run bench -w apps/api            BENCH_DURATION=10 BENCH_CONNECTIONS=50 by default
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION, report, startServer, stop, withPostgres } from './support';

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
    report(`${name} /auth/me`, result, `${CONNECTIONS} connections, ${DURATION} s`);
  } finally {
    await stop(child);
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
