/**
 * Requests per second of our two hottest reads against reference routes, in the same run, the same process and on
 * the same connection pool (decision 035):
 *   - GET /hello on a bare Fastify (no plugins, no hooks): what the machine, Node and the load generator allow at all;
 *   - GET /select-1 on that bare Fastify: one `SELECT 1` on the API's pool, the cost of a database round trip;
 *   - GET /bench/select-1 inside the API: the same query behind every hook and plugin of the app;
 *   - GET /auth/me with a live session (one prepared statement; the reads of one turn of the event loop share it);
 *   - GET /api/user/job-info for a user with 1,000 sent applications, as the dashboard asks for it (its zone named,
 *     the encodings a browser accepts; read from the kept figures row, decision 038), and the same without
 *     Accept-Encoding.
 * The signed-in routes take BENCH_USERS users in turn (default: as many as requests in flight, each with 1,000 sent
 * applications), so the reads batched in one turn are as many distinct sessions as there are requests waiting.
 * Requests per second: each route kept busy with a fixed number of requests in flight, the routes taken in turn for
 * many short rounds (so a burst of other work on this shared machine falls on all of them alike), the median round
 * reported, and every answer of all rounds pooled over their whole time (the steadier share when the machine is
 * busy). Then an evenly spread load (open loop, bench/open-loop.ts) at 80 % of SELECT 1's figure on every route,
 * each response timed from when its request was due: which routes keep up, and their raw p50/p90/p99. Also
 * job-info's size on the wire and its latency at an even 200 req/s. Prints figures; asserts nothing.
 *
 *   npm run bench -w apps/api     BENCH_ROUNDS=20 BENCH_ROUND_MS=500 BENCH_IN_FLIGHT=32 BENCH_FIXED_MS=5000
 *                                 BENCH_SKIP_PGLITE=1 BENCH_ROUTES=select-1,job-info BENCH_USERS=32
 *                                 BENCH_CPU=1 (CPU per answer of the load generator, the API and PostgreSQL)
 */
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HISTORY_PREVIEW_COUNT } from '@applypilot/contracts';
import { openDatabase } from '../src/db/client';
import { openLoop, saturate, type RequestSpec, type SaturationResult } from './open-loop';
import { seedHistory, seedUser } from './seed';
import { postgresCpuSeconds, processCpuSeconds } from './cpu-split';
import { freePort, startServer, stop, withPostgres } from './support';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 500);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 32);
const FIXED_MS = Number(process.env.BENCH_FIXED_MS ?? 5000);
const FIXED_RATE = Number(process.env.BENCH_RATE ?? 200);
const HISTORY_ROWS = 1000;
/** Signed-in users the requests take in turn (BENCH_USERS; default: one per request in flight). */
const USERS = Number(process.env.BENCH_USERS ?? IN_FLIGHT);
const WIRE_AIM_BYTES = 20 * 1024;
/** What Chromium sends; the answer is compressed only when the client asks. */
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const TIME_ZONE = 'Asia/Kolkata';

interface Route {
  name: string;
  origin: 'api' | 'reference';
  /** The request, or one per index: the signed-in routes take the users in turn. */
  request: RequestSpec | ((index: number) => RequestSpec);
}

/** One raw request: status, body bytes on the wire and decoded length (the compressed answer is not unpacked). */
function rawGet(
  origin: string,
  spec: RequestSpec,
): Promise<{ status: number; wire: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(spec.path, origin);
    http
      .get(url, { headers: spec.headers }, (response) => {
        let wire = 0;
        response.on('data', (chunk: Buffer) => (wire += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            wire,
            encoding: String(response.headers['content-encoding'] ?? 'identity'),
          }),
        );
      })
      .on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(name: string, env: Record<string, string>): Promise<void> {
  const database = await openDatabase({ DATA_DIR: env.DATA_DIR ?? '', DATABASE_URL: env.DATABASE_URL });
  // As many signed-in users, each with HISTORY_ROWS sent applications, as requests in flight: every request in flight
  // asks for another account, so the API's reads of one turn (decision 035's batching) find as many distinct keys as
  // they would with that many dashboards open, never one key asked many times.
  const users: { id: number; email: string; cookie: string }[] = [];
  try {
    for (let i = 0; i < USERS; i += 1) {
      const user = await seedUser(database, `history${i}`, 5);
      await seedHistory(database, user.id, HISTORY_ROWS);
      users.push(user);
    }
  } finally {
    await database.close();
  }
  const referencePort = await freePort();
  const { origin, child } = await startServer(
    { ...env, REFERENCE_PORT: String(referencePort) },
    'bench/spending-server.ts',
  );
  const referenceOrigin = `http://127.0.0.1:${referencePort}`;
  try {
    const history = users[0]!;
    const cookie = history.cookie;
    // Every request to the API carries what a browser sends: the session cookie and the encodings it accepts.
    const browser = { cookie, 'accept-encoding': BROWSER_ENCODING };
    const jobInfo: RequestSpec = {
      path: `/api/user/job-info?tz=${encodeURIComponent(TIME_ZONE)}`,
      headers: browser,
    };
    // The users in turn, one per request.
    const asUsers =
      (spec: RequestSpec) =>
      (index: number): RequestSpec => ({
        ...spec,
        headers: { ...spec.headers, cookie: users[index % users.length]!.cookie },
      });
    const routes: Route[] = [
      { name: 'hello world (bare)', origin: 'reference', request: { path: '/hello' } },
      { name: 'SELECT 1 (bare, same pool)', origin: 'reference', request: { path: '/select-1' } },
      {
        name: 'SELECT 1 (in the API)',
        origin: 'api',
        request: asUsers({ path: '/bench/select-1', headers: browser }),
      },
      { name: 'GET /auth/me', origin: 'api', request: asUsers({ path: '/auth/me', headers: browser }) },
      { name: `GET job-info (${HISTORY_ROWS} sent)`, origin: 'api', request: asUsers(jobInfo) },
      // The same without Accept-Encoding: what compressing would cost. Since decision 038 the polled answer is under
      // job-info's 4 KB threshold and goes uncompressed either way, so the two lines also show the run's noise.
      {
        name: 'GET job-info, no Accept-Enc.',
        origin: 'api',
        request: asUsers({ path: `${jobInfo.path}&identity`, headers: {} }),
      },
    ];
    const only = process.env.BENCH_ROUTES?.split(',');
    const pathOf = (route: Route) =>
      (typeof route.request === 'function' ? route.request(0) : route.request).path;
    const chosen = only ? routes.filter((r) => only.some((o) => pathOf(r).includes(o))) : routes;
    const originOf = (route: Route) => (route.origin === 'api' ? origin : referenceOrigin);

    // Size on the wire, as a browser receives it and uncompressed.
    const compressed = await rawGet(origin, jobInfo);
    const plain = await rawGet(origin, { ...jobInfo, headers: { cookie } });
    if (compressed.status !== 200) throw new Error(`job-info answered ${compressed.status}`);
    console.log(
      `${name}: job-info for ${HISTORY_ROWS} sent applications (newest ${HISTORY_PREVIEW_COUNT} in jobHistory): ` +
        `${kb(compressed.wire)} on the wire (${compressed.encoding}), ${kb(plain.wire)} uncompressed; ` +
        `aim ≤ ${kb(WIRE_AIM_BYTES)}: ${compressed.wire <= WIRE_AIM_BYTES ? 'met' : 'NOT met'}`,
    );

    // The specification's call (x-user-email, no zone) gets every entry (decision 038): its size, for the record.
    const whole = await rawGet(origin, {
      path: '/api/user/job-info',
      headers: { ...browser, 'x-user-email': history.email },
    });
    console.log(
      `${name}: the specification's call (x-user-email, no zone: all ${HISTORY_ROWS} entries in jobHistory): ` +
        `${kb(whole.wire)} on the wire (${whole.encoding})`,
    );

    // Warm-up: JIT, prepared statements and the pool's connections for every route.
    for (const route of chosen) {
      await saturate({
        origin: originOf(route),
        request: route.request,
        inFlight: IN_FLIGHT,
        durationMs: 1000,
      });
    }

    // BENCH_CPU=1: where each route's time goes, as CPU per answer of the load generator (this process), the API
    // and PostgreSQL's server processes, each route alone for 4 s. On two shared cores the three add up to the cost.
    if (process.env.BENCH_CPU === '1' && child.pid !== undefined) {
      const apiPid = child.pid;
      console.log(`\n${name}: CPU per answer, each route alone for 4 s`);
      for (const route of chosen) {
        const before = { own: process.cpuUsage(), api: processCpuSeconds(apiPid), db: postgresCpuSeconds() };
        const result = await saturate({
          origin: originOf(route),
          request: route.request,
          inFlight: IN_FLIGHT,
          durationMs: 4000,
        });
        const own = process.cpuUsage(before.own);
        const split = {
          load: (own.user + own.system) / 1e6,
          api: processCpuSeconds(apiPid) - before.api,
          db: postgresCpuSeconds() - before.db,
        };
        const answers = result.ok + result.failed;
        const us = (cpuSeconds: number) => `${((cpuSeconds * 1e6) / answers).toFixed(0).padStart(4)} µs`;
        console.log(
          `  ${route.name.padEnd(30)} ${result.rate.toFixed(0).padStart(6)} req/s  load generator ${us(split.load)}  ` +
            `API ${us(split.api)}  PostgreSQL ${us(split.db)}  total ${us(split.load + split.api + split.db)}`,
        );
      }
    }

    // Requests per second: rounds that take the routes in turn, so a burst of other work on this shared machine
    // falls on all of them alike; the median round counts.
    const rounds = new Map<string, SaturationResult[]>();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const route of chosen) {
        const result = await saturate({
          origin: originOf(route),
          request: route.request,
          inFlight: IN_FLIGHT,
          durationMs: ROUND_MS,
        });
        rounds.set(route.name, [...(rounds.get(route.name) ?? []), result]);
      }
    }
    const median = (results: SaturationResult[]) =>
      [...results].sort((a, b) => a.rate - b.rate)[Math.floor(results.length / 2)]!;
    // Pooled: every answer of every round over all their time. On a machine other work keeps busy, a round's figure
    // swings with that work; the rounds of all routes share it alike, so the pooled shares are the steadier ones.
    const pooled = (results: SaturationResult[]) =>
      (results.reduce((n, r) => n + r.ok + r.failed, 0) / results.reduce((n, r) => n + r.elapsedMs, 0)) *
      1000;
    const select1 = rounds.get(routes[1]!.name);
    const select1Rate = select1 ? median(select1).rate : undefined;
    const select1Pooled = select1 ? pooled(select1) : undefined;
    const percent = (value: number, of: number | undefined) =>
      of ? `${((value / of) * 100).toFixed(0).padStart(4)} %` : '';
    console.log(
      `\n${name}: requests per second, ${IN_FLIGHT} in flight, median of ${ROUNDS} rounds of ${ROUND_MS / 1000} s ` +
        `taken in turn, its share of SELECT 1's median; pooled over all rounds, its share of SELECT 1's pooled ` +
        `(every round's figure in brackets)`,
    );
    for (const route of chosen) {
      const results = rounds.get(route.name) ?? [];
      const m = median(results);
      const all = pooled(results);
      const share =
        `median ${m.rate.toFixed(0).padStart(6)} req/s ${percent(m.rate, select1Rate)}  ` +
        `pooled ${all.toFixed(0).padStart(6)} req/s ${percent(all, select1Pooled)}`;
      console.log(
        `  ${route.name.padEnd(30)} ${share}  ` +
          `[${results.map((r) => r.rate.toFixed(0)).join(', ')}]` +
          (results.some((r) => r.failed > 0) ? `  ${results.reduce((n, r) => n + r.failed, 0)} failed` : ''),
      );
    }

    // The same evenly spread load on every route: 80 % of what SELECT 1 answered flat out.
    if (select1Rate) {
      const rate = Math.round(select1Rate * 0.8);
      console.log(
        `\n${name}: an even ${rate} req/s (80 % of SELECT 1's) for ${FIXED_MS / 1000} s on each route, ` +
          `response times from when each request was due`,
      );
      for (const route of chosen) {
        const fixed = await openLoop({
          origin: originOf(route),
          rate,
          durationMs: FIXED_MS,
          request: route.request,
          connections: IN_FLIGHT,
          // A second's worth of requests waiting (at most 1,000): the route has fallen behind, no need to queue the rest.
          maxBacklog: Math.min(rate, 1000),
        });
        const kept = fixed.sent === fixed.planned && fixed.ok === fixed.sent && fixed.achieved >= rate * 0.98;
        console.log(
          `  ${route.name.padEnd(30)} ${fixed.achieved.toFixed(0).padStart(6)} req/s answered  ` +
            `p50 ${fixed.p50.toFixed(1)} ms  p90 ${fixed.p90.toFixed(1)} ms  p99 ${fixed.p99.toFixed(1)} ms  ` +
            (kept
              ? 'kept up'
              : `fell behind (stopped after ${fixed.sent} of ${fixed.planned} requests, ${fixed.ok} ok)`),
        );
      }
    }

    if (!only || only.includes('job-info')) {
      const fixed = await openLoop({
        origin,
        rate: FIXED_RATE,
        durationMs: Number(process.env.BENCH_DURATION ?? 10) * 1000,
        request: jobInfo,
        connections: IN_FLIGHT,
      });
      console.log(
        `\n${name}: job-info at an even ${FIXED_RATE} req/s: ${fixed.achieved.toFixed(0)} req/s answered, ` +
          `p50 ${fixed.p50.toFixed(1)} ms, p90 ${fixed.p90.toFixed(1)} ms, p99 ${fixed.p99.toFixed(1)} ms, ` +
          `max ${fixed.max.toFixed(1)} ms (${fixed.ok} ok, ${fixed.non2xx} non-2xx, ${fixed.errors} errors)\n`,
      );
    }
  } finally {
    await stop(child);
  }
}

async function main(): Promise<void> {
  console.log(
    `Throughput: hello world and SELECT 1 (references) against /auth/me and job-info, in one run per database\n`,
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-bench-'));
  try {
    if (process.env.BENCH_SKIP_PGLITE !== '1') await measure('pglite', { DATA_DIR: dataDir });
    await withPostgres((url) => measure('postgres', { DATA_DIR: dataDir, DATABASE_URL: url }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : error);
  process.exit(1);
});
