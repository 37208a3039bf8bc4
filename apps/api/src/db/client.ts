import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';
import { migratePglite, migratePostgres } from './migrate';

/** One type for both drivers: the repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that loses its server must not crash the process; the next query reports the problem.
  pool.on('error', () => undefined);
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    close: () => pool.end(),
  };
}

/** Embedded Postgres in `dataDir`/pglite, or in memory when `dataDir` is undefined (tests). */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  try {
    const client = dataDir ? await PGlite.create(path.join(dataDir, 'pglite')) : await PGlite.create();
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(client),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR; migrated before it is returned. */
export async function openDatabase(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : await openPglite(config.DATA_DIR);
  try {
    await database.migrate();
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
