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

export interface PostgresOptions {
  /** Connections in the pool. */
  max?: number;
  /** Opening a connection, or waiting for a free one, fails after this long. */
  connectTimeoutMs?: number;
  /** PostgreSQL's statement_timeout: a statement (lock waits included) is cancelled after this long. */
  statementTimeoutMs?: number;
  /** Told about errors of idle connections (a restarted or unreachable server); the next query reports its own. */
  onPoolError?: (error: Error) => void;
}

/** A transaction left open by a stuck request holds its locks for at most this long. */
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // A server that vanished without closing the connection is noticed instead of waited on forever.
    keepAlive: true,
    application_name: 'applypilot-api',
  });
  // An idle client that loses its server must not crash the process: the error is reported, never swallowed.
  pool.on('error', (error) => options.onPoolError?.(error));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    close: () => pool.end(),
  };
}

/**
 * Embedded Postgres in `dataDir`/pglite, or in memory when `dataDir` is undefined (tests). `template`, in memory
 * only: a data directory dumped by PGlite (`dumpDataDir`) to start from instead of running initdb, which is most of
 * an in-memory start's cost (the API suite opens one per test app).
 */
export async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => undefined;
  try {
    const client = dataDir
      ? await PGlite.create(path.join(dataDir, 'pglite'))
      : await PGlite.create(template ? { loadDataDir: template } : {});
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
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> &
    Partial<Pick<Config, 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS'>>,
  options: Pick<PostgresOptions, 'onPoolError'> = {},
): Promise<Database> {
  const database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, {
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
        ...options,
      })
    : await openPglite(config.DATA_DIR);
  try {
    await database.migrate();
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
