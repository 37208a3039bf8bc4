import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { safeError } from './http/safe-error';
import { repoRoot } from './paths';
import { isLoopbackHost, isLoopbackOrigin } from './run-mode';

/** Start-up problems a person can fix: one readable line, exit code 1, no stack. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * A developer's `.env` holds their real keys (Gemini, Razorpay, SMTP, a database): a test must never start the API
 * with it. The test helpers build each child's environment from an allow-list and add APP_DOTENV=off (decision 034).
 */
function loadDotenvUnlessOff(): void {
  if (process.env.APP_DOTENV?.trim() === 'off') return;
  loadDotenv({ path: path.join(repoRoot, '.env'), quiet: true });
}

/** The one line that says which mode runs and why (decision 034). */
function modeLine(config: Config): string {
  const offered =
    config.mode === 'development'
      ? 'sandbox payments, the mail outbox page and a grant key in DATA_DIR are on'
      : 'the development conveniences are off';
  return `ApplyPilot API in ${config.mode} mode: ${config.modeReason}; ${offered}`;
}

async function main(): Promise<void> {
  loadDotenvUnlessOff();
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // Until the app (and its logger) exists, a pool error goes to stderr as one line.
  let reportPoolError = (error: Error) => {
    process.stderr.write(`PostgreSQL connection error: ${safeError(error).message}\n`);
  };
  let database;
  try {
    database = await openDatabase(config, { onPoolError: (error) => reportPoolError(error) });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    const where = config.DATABASE_URL
      ? 'the PostgreSQL database in DATABASE_URL'
      : `the embedded database in ${config.DATA_DIR}`;
    fail(`Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
  }

  const { app } = await buildApp({ config, db: database.db });
  reportPoolError = (error) => {
    app.log.error({ error: safeError(error) }, 'PostgreSQL connection error (an idle connection was lost)');
  };
  // Development on an origin or an address others can reach was asked for by name: said louder (anyone there gets
  // free credits).
  const reachable = !isLoopbackOrigin(config.APP_ORIGIN) || !isLoopbackHost(config.HOST);
  if (config.mode === 'development' && reachable) {
    const where = isLoopbackHost(config.HOST) ? '' : ` and HOST ${config.HOST} listens beyond this machine`;
    app.log.warn(`${modeLine(config)}${where}`);
  } else app.log.info(modeLine(config));
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
    { database: database.kind, origin: config.APP_ORIGIN, payments: config.paymentMode, mode: config.mode },
    `ApplyPilot API ready on ${config.APP_ORIGIN}`,
  );
}

main().catch((error: unknown) => {
  fail(`ApplyPilot API failed to start: ${error instanceof Error ? error.message : String(error)}`);
});
