import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePgDb } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsFolder } from '../paths';

/**
 * Arbitrary constant shared by every instance of the API ("ApplyPilot migrations"). Drizzle's migrator takes no lock,
 * so instances starting together would race; under the lock they queue and the later ones find nothing to do.
 */
export const MIGRATION_LOCK_KEY = 741_825_001;

/**
 * The lock and the migration share one connection, so the session lock covers exactly this work. The pool's
 * statement_timeout is lifted on it: waiting for another instance's migration, or a long migration, is not a stuck
 * request.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePgDb(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    // Destroyed, not returned: no pooled connection keeps the lifted time-out.
    client.release(true);
  }
}

/** One connection and one process (the lock file): the advisory lock is uncontended, taken for symmetry. */
export async function migratePglite(client: PGlite): Promise<void> {
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await migratePgliteDb(drizzlePglite(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  }
}
