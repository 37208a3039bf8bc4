import { randomBytes } from 'node:crypto';
import { Blob } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database, type PostgresOptions } from '../src/db/client';

export interface Backend {
  name: 'pglite' | 'postgres';
  /**
   * A fresh, migrated, empty database; close() also drops it. `poolSize` (PostgreSQL only) defaults to 4; `postgres`
   * passes the pool's time-outs and error listener (PostgreSQL only).
   */
  open(options?: { poolSize?: number; postgres?: Omit<PostgresOptions, 'max'> }): Promise<Database>;
}

let template: Promise<Blob> | undefined;
/**
 * The suite's migrated, empty PGlite data directory, read once per worker (its files share this module:
 * vitest.config.ts); Node's Blob, as a file running in a browser-like environment (jsdom) has one without
 * arrayBuffer().
 */
function migratedTemplate(): Promise<Blob> {
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}

const pglite: Backend = {
  name: 'pglite',
  async open() {
    // Migrated already (test/global-setup.ts); migrate() then finds nothing to do, as on a restart.
    const database = await openPglite(undefined, await migratedTemplate());
    await database.migrate();
    return database;
  },
};

/** How long a test's query may wait for a connection of its pool (see open below). */
const TEST_POOL_WAIT_MS = 120_000;

function postgres(adminUrl: string): Backend {
  return {
    name: 'postgres',
    async open(options) {
      const name = `api_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      // A test's requests may queue for the pool's few connections far longer than the product's 5 s while the
      // e2e files and Chromium load the machine (npm test): the wait is never what a test measures.
      const database = openPostgres(url.toString(), {
        max: options?.poolSize ?? 4,
        connectTimeoutMs: TEST_POOL_WAIT_MS,
        ...options?.postgres,
      });
      await database.migrate();
      return {
        ...database,
        async close() {
          await database.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
        },
      };
    },
  };
}

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. A set URL where no server answers fails the test file
 * (it does not quietly turn the concurrency tests into skips): start PostgreSQL, or unset TEST_DATABASE_URL.
 */
async function detectPostgres(): Promise<{ backend: Backend } | { skipReason: string }> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) return { skipReason: 'needs PostgreSQL: TEST_DATABASE_URL is unset' };
  // A server that is down refuses at once; the time-out only bounds one that accepts and then says nothing, and a
  // loaded machine can take seconds to start a backend.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 30_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { backend: postgres(url) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `TEST_DATABASE_URL is set but no PostgreSQL server answered at ${new URL(url).host} (${reason}): ` +
        'start PostgreSQL, or unset TEST_DATABASE_URL to run the API tests on PGlite only.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

const detected = await detectPostgres();

/**
 * PostgreSQL when it answers. Tests that only mean something with several connections (races, locks) use it with
 * `it.skipIf(!postgresBackend)(`… (${postgresSkipReason})`)`, so without TEST_DATABASE_URL they show as skipped, with the reason.
 */
export const postgresBackend: Backend | undefined = 'backend' in detected ? detected.backend : undefined;
/** Why postgresBackend is undefined; empty when it is defined. */
export const postgresSkipReason: string = 'skipReason' in detected ? detected.skipReason : '';
/** The admin URL postgresBackend creates its databases from (for tests that make their own). */
export const postgresAdminUrl: string | undefined = postgresBackend
  ? process.env.TEST_DATABASE_URL?.trim()
  : undefined;

export const backends: Backend[] = postgresBackend ? [pglite, postgresBackend] : [pglite];
