import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { repoRoot } from './paths';

/** Start-up problems a person can fix: one readable line, exit code 1, no stack. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  loadDotenv({ path: path.join(repoRoot, '.env'), quiet: true });
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    const where = config.DATABASE_URL
      ? 'the PostgreSQL database in DATABASE_URL'
      : `the embedded database in ${config.DATA_DIR}`;
    fail(`Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const { app } = await buildApp({ config, db: database.db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.close();
    fail(
      `Could not listen on ${config.HOST}:${config.PORT}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  app.log.info(
    { database: database.kind, origin: config.APP_ORIGIN, payments: config.paymentMode },
    `ApplyPilot API ready on ${config.APP_ORIGIN}`,
  );
}

main().catch((error: unknown) => {
  fail(`ApplyPilot API failed to start: ${error instanceof Error ? error.message : String(error)}`);
});
