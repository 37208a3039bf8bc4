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
async function detectBackends(): Promise<Backend[]> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (!url) return [pglite];
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return [pglite, postgres(url)];
  } catch (error) {
    if (!announced) {
      announced = true;
      console.warn(
        `TEST_DATABASE_URL is set but no PostgreSQL server answered at ${new URL(url).host} ` +
          `(${error instanceof Error ? error.message : String(error)}): the PostgreSQL run is skipped, PGlite only.`,
      );
    }
    return [pglite];
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const backends: Backend[] = await detectBackends();
