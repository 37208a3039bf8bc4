/**
 * The API as src/main.ts starts it, but with the application limits lifted: the spending benchmark makes thousands of
 * reservations per user, far past 40 a day. Only the benchmarks start this file.
 *
 * With REFERENCE_PORT set it also starts the two reference routes of the throughput benchmark on a bare Fastify
 * (no plugins, no hooks) in the same process: GET /hello answers a constant, GET /select-1 runs `SELECT 1` on the
 * API's own connection pool. Our routes are compared with them in the same run, on the same pool and machine.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const config = loadConfig(process.env);
const database = await openDatabase(config);
const { app } = await buildApp({
  config,
  db: database.db,
  applications: { limits: { daily: 1_000_000_000, monthly: 1_000_000_000 } },
});

const referencePort = Number(process.env.REFERENCE_PORT ?? 0);
const reference = referencePort > 0 ? Fastify({ logger: false }) : undefined;
// The pool (pg.Pool, or PGlite) behind the API's Drizzle instance: the same connections our routes use.
const pool = (database.db as unknown as { $client: { query(text: string): Promise<unknown> } }).$client;
if (reference) {
  // The same SELECT 1 inside the API, behind every hook and plugin our routes pass (headers, origin check, cookies,
  // compression): what is left between it and the bare one is the app's own cost per request, not a route's.
  app.get('/bench/select-1', async () => {
    await pool.query('SELECT 1');
    return { ok: true };
  });
  reference.get('/hello', async () => ({ hello: 'world' }));
  reference.get('/select-1', async () => {
    await pool.query('SELECT 1');
    return { ok: true };
  });
  await reference.listen({ port: referencePort, host: config.HOST });
}

const shutdown = async () => {
  await reference?.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
await app.listen({ port: config.PORT, host: config.HOST });
