import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { backends } from '../../test/backends';
import { migrationsFolder } from '../paths';
import { openPostgres } from './client';

describe.each(backends)('migrations on $name', (backend) => {
  it('create every table, and running them again changes nothing', async () => {
    const database = await backend.open();
    try {
      await database.migrate();
      const result = await database.db.execute(sql`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`);
      expect((result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name)).toEqual(
        ['applications', 'credit_ledger', 'password_reset_tokens', 'rate_limit_hits', 'sessions', 'users'],
      );
    } finally {
      await database.close();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
// Defined only when a PostgreSQL server answers (backends.ts says so when it does not), so nothing shows as skipped.
if (backends.some((b) => b.name === 'postgres') && adminUrl) {
  describe('migrations on a fresh PostgreSQL database', () => {
    it('run from several instances at once: they queue on the advisory lock instead of failing', async () => {
      const name = `api_test_migrate_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(adminUrl ?? '');
      url.pathname = `/${name}`;
      const instances = [1, 2, 3].map(() => openPostgres(url.toString(), 2));
      try {
        await Promise.all(instances.map((d) => d.migrate()));
        const applied = await instances[0]?.db.execute(
          sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
        );
        // Each migration once, however many instances ran them.
        const journal = JSON.parse(
          await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
        ) as {
          entries: unknown[];
        };
        expect((applied as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(journal.entries.length);
      } finally {
        await Promise.all(instances.map((d) => d.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  });
}
