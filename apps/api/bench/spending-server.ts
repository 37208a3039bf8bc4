/**
 * The API as src/main.ts starts it, but with the application limits lifted: the spending benchmark makes thousands of
 * reservations per user, far past 40 a day. Only the benchmark starts this file.
 */
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
const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown());
process.once('SIGINT', () => void shutdown());
await app.listen({ port: config.PORT, host: config.HOST });
