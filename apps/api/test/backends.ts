import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../src/db/client';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; close() also drops it. `poolSize` (PostgreSQL only) defaults to 4. */
  open(options?: { poolSize?: number }): Promise<Database>;
}

const pglite: Backend = {
  name: 'pglite',
  async open() {
    const database = await openPglite(undefined);
    await database.migrate();
    return database;
  },
};

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
      const database = openPostgres(url.toString(), options?.poolSize ?? 4);
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

let announced = false;

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set and a server answers there. A set URL with no server is
 * said out loud (once per test file) rather than silently skipped.
 */
async function detectPostgres(): Promise<{ backend: Backend } | { skipReason: string }> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) return { skipReason: 'needs PostgreSQL: TEST_DATABASE_URL is unset' };
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { backend: postgres(url) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!announced) {
      announced = true;
      console.warn(
        `TEST_DATABASE_URL is set but no PostgreSQL server answered at ${new URL(url).host} ` +
          `(${reason}): the PostgreSQL run is skipped, PGlite only.`,
      );
    }
    return { skipReason: `needs PostgreSQL: nothing answered at TEST_DATABASE_URL (${reason})` };
  } finally {
    await client.end().catch(() => undefined);
  }
}

const detected = await detectPostgres();

/**
 * PostgreSQL when it answers. Tests that only mean something with several connections (races, locks) use it with
 * `it.skipIf(!postgresBackend)(`… (${postgresSkipReason})`)`, so without a server they show as skipped, with the reason.
 */
export const postgresBackend: Backend | undefined = 'backend' in detected ? detected.backend : undefined;
/** Why postgresBackend is undefined; empty when it is defined. */
export const postgresSkipReason: string = 'skipReason' in detected ? detected.skipReason : '';
/** The admin URL postgresBackend creates its databases from (for tests that make their own). */
export const postgresAdminUrl: string | undefined = postgresBackend
  ? process.env.TEST_DATABASE_URL?.trim()
  : undefined;

export const backends: Backend[] = postgresBackend ? [pglite, postgresBackend] : [pglite];
