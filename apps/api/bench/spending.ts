/**
 * The spending calls under load, on PGlite and (when a server answers) PostgreSQL:
 *   - GET /api/user/job-info for a user with 1,000 sent applications: at a fixed 200 requests/s, then flat out;
 *   - POST /api/applications from 50 users at once, each with its own session and credits, every request a new job.
 * Users, sessions and history are written straight into the database before the server starts. Prints figures and
 * a balance check; asserts nothing.
 *
 *   npm run bench -w apps/api            BENCH_DURATION=10 BENCH_CONNECTIONS=50, BENCH_RATE=200 by default
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import { hashToken, randomToken } from '../src/lib/tokens';
import { CONNECTIONS, DURATION, report, startServer, stop, withPostgres } from './support';
import { runTailoringBench } from './tailoring-bench';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const HISTORY_ROWS = 1000;
const SPENDERS = 50;
const SPENDER_CREDITS = 1_000_000;

interface Seeded {
  historyCookie: string;
  spenderCookies: string[];
}

/** A verified account with `credits` (granted through the ledger) and a live session; returns the cookie. */
async function seedUser(
  database: Database,
  label: string,
  credits: number,
): Promise<{ id: number; cookie: string }> {
  const token = randomToken();
  const result = await database.db.execute(sql`
    WITH u AS (
      INSERT INTO users (email, display_name, credits, email_verified_at)
      VALUES (${`${label}-${Date.now()}@bench.example`}, ${label}, ${credits}, now())
      RETURNING id
    ), ledger AS (
      INSERT INTO credit_ledger (user_id, delta, reason) SELECT id, ${credits}, 'bench_grant' FROM u
    ), s AS (
      INSERT INTO sessions (token_hash, user_id, expires_at) SELECT ${hashToken(token)}, id, now() + interval '1 day' FROM u
    )
    SELECT id FROM u`);
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
  return { id, cookie: `ap_session=${token}` };
}

async function seed(env: Record<string, string>): Promise<Seeded> {
  const database = await openDatabase({ DATA_DIR: env.DATA_DIR ?? '', DATABASE_URL: env.DATABASE_URL });
  try {
    const history = await seedUser(database, 'history', 5);
    // Sent over the last 60 days, so half of them fall in the 30-day count.
    await database.db.execute(sql`
      INSERT INTO applications (user_id, job_id, job_url, job_title, company, status, reserved_at, sent_at)
      SELECT ${history.id}, 'job-' || g, 'https://www.linkedin.com/jobs/view/' || (4000000000 + g) || '/',
        'Senior Software Engineer ' || g, 'Company number ' || g, 'sent', at, at
      FROM generate_series(1, ${HISTORY_ROWS}::int) g,
        LATERAL (SELECT now() - make_interval(secs => g * 5184.0) AS at) t`);
    const spenderCookies: string[] = [];
    for (let i = 0; i < SPENDERS; i += 1) {
      spenderCookies.push((await seedUser(database, `spender${i}`, SPENDER_CREDITS)).cookie);
    }
    return { historyCookie: history.cookie, spenderCookies };
  } finally {
    await database.close();
  }
}

async function measure(name: string, env: Record<string, string>): Promise<void> {
  const seeded = await seed(env);
  const { origin, child } = await startServer(env, 'bench/spending-server.ts');
  try {
    const jobInfo = `${origin}/api/user/job-info`;
    const headers = { cookie: seeded.historyCookie };
    const check = await fetch(jobInfo, { headers });
    const body = (await check.json()) as { user?: { jobHistory: unknown[] } };
    if (check.status !== 200 || body.user?.jobHistory.length !== HISTORY_ROWS) {
      throw new Error(`job-info answered ${check.status} with ${body.user?.jobHistory.length} history rows`);
    }
    await autocannon({ url: jobInfo, connections: 10, duration: 2, headers }); // warm-up
    const fixed = await autocannon({
      url: jobInfo,
      connections: 20,
      overallRate: RATE,
      duration: DURATION,
      headers,
    });
    report(
      `${name} job-info @${RATE}/s`,
      fixed,
      `20 connections, ${DURATION} s, ${HISTORY_ROWS} history rows`,
    );
    const flat = await autocannon({ url: jobInfo, connections: CONNECTIONS, duration: DURATION, headers });
    report(
      `${name} job-info max`,
      flat,
      `${CONNECTIONS} connections, ${DURATION} s, ${HISTORY_ROWS} history rows`,
    );

    // The same call for a user with no history: what the 1,000 rows cost on top.
    const empty = { cookie: seeded.spenderCookies[0] ?? '' };
    const bare = await autocannon({
      url: jobInfo,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: empty,
    });
    report(`${name} job-info max, empty`, bare, `${CONNECTIONS} connections, ${DURATION} s, no history`);

    // Every request is a new job of the next user in turn: 50 connections keep the 50 users busy at once.
    let next = 0;
    const reserve = await autocannon({
      url: `${origin}/api/applications`,
      connections: SPENDERS,
      duration: DURATION,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            next += 1;
            const jobId = `job-${next}`;
            return {
              ...request,
              headers: {
                ...request.headers,
                cookie: seeded.spenderCookies[next % SPENDERS] ?? '',
                'content-type': 'application/json',
              },
              body: JSON.stringify({
                jobId,
                jobUrl: `https://www.linkedin.com/jobs/view/${jobId}/`,
                jobTitle: 'Engineer',
                company: 'Company',
              }),
            };
          },
        },
      ],
    });
    report(
      `${name} POST applications`,
      reserve,
      `${SPENDERS} connections, ${SPENDERS} users in turn, ${DURATION} s`,
    );

    // Balance check through the API: every user's credits plus their open reservations is still the grant.
    let reserved = 0;
    let mismatched = 0;
    for (const cookie of seeded.spenderCookies) {
      const info = (await (await fetch(jobInfo, { headers: { cookie } })).json()) as {
        user: { availableJobs: number; monthlyCount: number };
      };
      reserved += info.user.monthlyCount;
      if (info.user.availableJobs + info.user.monthlyCount !== SPENDER_CREDITS) mismatched += 1;
    }
    console.log(
      `${name.padEnd(26)} ${reserved} reservations by ${SPENDERS} users; ` +
        `credits + reservations = grant for ${SPENDERS - mismatched} of ${SPENDERS}`,
    );
  } finally {
    await stop(child);
  }
}

async function main(): Promise<void> {
  console.log(
    `\nSpending: job-info with ${HISTORY_ROWS} history rows (fixed ${RATE} req/s, then max), ` +
      `POST /api/applications from ${SPENDERS} users\n`,
  );
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
