/**
 * Reservations under load, on PGlite and (when a server answers) PostgreSQL: POST /api/applications from 50 users at
 * once, each with its own session and credits, every request a new job, as many as the server answers (50 in
 * flight), then a balance check through the API. Job-info's figures are in throughput.ts. Users and sessions are
 * written straight into the database before the server starts. Prints figures; asserts nothing.
 *
 *   npm run bench -w apps/api            BENCH_DURATION=10 by default, BENCH_SKIP_PGLITE=1 for PostgreSQL only
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { saturate } from './open-loop';
import { seedUser } from './seed';
import { startServer, stop, withPostgres } from './support';
import { runTailoringBench } from './tailoring-bench';

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const SPENDERS = 50;
const SPENDER_CREDITS = 1_000_000;

async function seed(env: Record<string, string>): Promise<string[]> {
  const database = await openDatabase({ DATA_DIR: env.DATA_DIR ?? '', DATABASE_URL: env.DATABASE_URL });
  try {
    const cookies: string[] = [];
    for (let i = 0; i < SPENDERS; i += 1) {
      cookies.push((await seedUser(database, `spender${i}`, SPENDER_CREDITS)).cookie);
    }
    return cookies;
  } finally {
    await database.close();
  }
}

async function measure(name: string, env: Record<string, string>): Promise<void> {
  const cookies = await seed(env);
  const { origin, child } = await startServer(env, 'bench/spending-server.ts');
  try {
    // Every request is a new job of the next user in turn: 50 in flight keep the 50 users busy at once.
    const reserve = await saturate({
      origin,
      inFlight: SPENDERS,
      durationMs: DURATION_MS,
      request: (i) => ({
        method: 'POST',
        path: '/api/applications',
        headers: { cookie: cookies[i % SPENDERS] ?? '', 'content-type': 'application/json' },
        body: JSON.stringify({
          jobId: `job-${i}`,
          jobUrl: `https://www.linkedin.com/jobs/view/job-${i}/`,
          jobTitle: 'Engineer',
          company: 'Company',
        }),
      }),
    });
    console.log(
      `${name.padEnd(10)} POST /api/applications  ${reserve.rate.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${reserve.p50.toFixed(1)} ms  p99 ${reserve.p99.toFixed(1)} ms  ` +
        `(${reserve.ok} reserved, ${reserve.failed} failed; ${SPENDERS} users, ${SPENDERS} in flight, ` +
        `${DURATION_MS / 1000} s)`,
    );

    // Balance check through the API: every user's credits plus their open reservations is still the grant.
    let reserved = 0;
    let mismatched = 0;
    for (const cookie of cookies) {
      const info = (await (await fetch(`${origin}/api/user/job-info`, { headers: { cookie } })).json()) as {
        user: { availableJobs: number; monthlyCount: number };
      };
      reserved += info.user.monthlyCount;
      if (info.user.availableJobs + info.user.monthlyCount !== SPENDER_CREDITS) mismatched += 1;
    }
    console.log(
      `${name.padEnd(10)} ${reserved} reservations by ${SPENDERS} users; ` +
        `credits + reservations = grant for ${SPENDERS - mismatched} of ${SPENDERS}`,
    );
  } finally {
    await stop(child);
  }
}

async function main(): Promise<void> {
  console.log(`\nSpending: POST /api/applications from ${SPENDERS} users\n`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-bench-'));
  try {
    if (process.env.BENCH_SKIP_PGLITE !== '1') await measure('pglite', { DATA_DIR: dataDir });
    await withPostgres((url) => measure('postgres', { DATA_DIR: dataDir, DATABASE_URL: url }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  // The package's bench script runs this file last, so the tailoring figures (issue [8]) come with it.
  await runTailoringBench();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
