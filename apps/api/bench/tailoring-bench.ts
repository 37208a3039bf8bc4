/**
 * The time the server adds around one tailoring (issue [8]): POST /api/ai/tailor-resume against the fake Gemini
 * answering at once, 200 requests one after another over HTTP (token lookup, validation, the repeat lookup, the rate
 * limit, the credit reservation, the model's round trip to the fake, the faithfulness check, the done statement), then
 * the agent's part, renderResume of each tailored answer. Prints median and p95 of each and their sum; asserts nothing.
 * First, the time the truth checks take in the server's process on a two-page resume (tailoring-checks.ts).
 *
 *   npx tsx bench/tailoring.ts            (also the last part of `npm run bench -w apps/api`)
 *   BENCH_TAILOR_REQUESTS=200 BENCH_SKIP_PGLITE=1
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startFakeGemini } from '@applypilot/fake-gemini';
import { AI_API, AI_TAILOR_LIMIT } from '@applypilot/contracts';
import { renderResume, TailorResumeResponseSchema } from '@applypilot/resume';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { hashToken, randomToken } from '../src/lib/tokens';
import { faithfulTailoring, tailorBody } from '../test/ai';
import { startServer, stop, withPostgres } from './support';
import { runTailoringChecksBench } from './tailoring-checks';

const REQUESTS = Number(process.env.BENCH_TAILOR_REQUESTS ?? 200);
/** Users to spread the requests over, each under AI_TAILOR_LIMIT in the window. */
const USERS = Math.ceil(REQUESTS / (AI_TAILOR_LIMIT - 1));

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function figures(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
}

/** Verified users with credits and an agent token each, written before the server opens the database. */
async function seed(env: Record<string, string>): Promise<string[]> {
  const database = await openDatabase(
    loadConfig({
      DATA_DIR: env.DATA_DIR ?? '',
      ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
    }),
  );
  try {
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const token = randomToken();
      await database.db.execute(sql`
        WITH u AS (
          INSERT INTO users (email, display_name, credits, email_verified_at)
          VALUES (${`tailor-${i}-${Date.now()}@bench.example`}, 'bench', 100000, now()) RETURNING id
        ), ledger AS (
          INSERT INTO credit_ledger (user_id, delta, reason) SELECT id, 100000, 'bench_grant' FROM u
        )
        INSERT INTO agent_tokens (token_hash, user_id, expires_at)
        SELECT ${hashToken(token)}, id, now() + interval '1 day' FROM u`);
      tokens.push(token);
    }
    return tokens;
  } finally {
    await database.close();
  }
}

async function measure(name: string, env: Record<string, string>): Promise<void> {
  const tokens = await seed(env);
  const fake = await startFakeGemini();
  const reply = JSON.stringify(faithfulTailoring());
  fake.respond(() => ({ kind: 'text', text: reply }));
  const { origin, child } = await startServer({
    ...env,
    GEMINI_API_KEY: 'bench-key',
    GEMINI_API_URL: fake.url,
  });
  try {
    const server: number[] = [];
    const render: number[] = [];
    let failures = 0;
    // A few untimed calls first: the first requests pay for JIT compilation and prepared statements.
    for (let i = -5; i < REQUESTS; i += 1) {
      const token = tokens[Math.abs(i) % tokens.length]!;
      const body = JSON.stringify(tailorBody(`bench-${name}-${i}`));
      const started = performance.now();
      const response = await fetch(`${origin}${AI_API.tailorResume}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (i < 0) continue;
      if (response.status !== 200) {
        failures += 1;
        continue;
      }
      server.push(elapsed);
      const tailored = TailorResumeResponseSchema.parse(JSON.parse(text)).resume;
      const renderStarted = performance.now();
      renderResume(tailored.data, tailored.order, tailored.config);
      render.push(performance.now() - renderStarted);
    }
    const s = figures(server);
    const r = figures(render);
    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(
      `${name.padEnd(10)} server p50 ${f(s.p50)} p95 ${f(s.p95)} | renderResume p50 ${f(r.p50)} p95 ${f(r.p95)} | ` +
        `sum p50 ${f(s.p50 + r.p50)} p95 ${f(s.p95 + r.p95)}   (${server.length} tailorings, ${failures} failed)`,
    );
  } finally {
    await stop(child);
    await fake.close();
  }
}

export async function runTailoringBench(): Promise<void> {
  runTailoringChecksBench();
  console.log(
    `\nTailoring: POST ${AI_API.tailorResume} with the fake Gemini answering at once, ${REQUESTS} sequential ` +
      `requests, then renderResume of each answer (aim: sum at most 100 ms)\n`,
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-bench-tailor-'));
  try {
    if (process.env.BENCH_SKIP_PGLITE !== '1') await measure('pglite', { DATA_DIR: dataDir });
    await withPostgres((url) => measure('postgres', { DATA_DIR: dataDir, DATABASE_URL: url }));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
