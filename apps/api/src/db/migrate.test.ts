import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { backends, postgresAdminUrl, postgresBackend, postgresSkipReason } from '../../test/backends';
import { migrationsFolder } from '../paths';
import { openPostgres } from './client';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function journalTags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

describe.each(backends)('migrations on $name', (backend) => {
  it('create every table, and running them again changes nothing', async () => {
    const database = await backend.open();
    try {
      await database.migrate();
      const result = await database.db.execute(sql`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`);
      expect(rowsOf<{ table_name: string }>(result).map((r) => r.table_name)).toEqual([
        'agent_tokens',
        'ai_tailorings',
        'applications',
        'credit_ledger',
        'email_verification_tokens',
        'job_info_figures',
        'needs_answer',
        'password_reset_tokens',
        'payment_orders',
        'payment_webhook_events',
        'rate_limit_counters',
        'sandbox_orders',
        'sandbox_payments',
        'sessions',
        'skipped_jobs',
        'users',
      ]);
      const applied = await database.db.execute(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      );
      expect(rowsOf<{ n: number }>(applied)[0]?.n).toBe((await journalTags()).length);
    } finally {
      await database.close();
    }
  });
});

describe('migrations on a fresh PostgreSQL database', () => {
  it.skipIf(!postgresBackend)(
    `run from four instances at once: all succeed, queued on the advisory lock, and each migration is applied once${
      postgresBackend ? '' : ` (${postgresSkipReason})`
    }`,
    async () => {
      if (!postgresAdminUrl) return;
      const name = `api_test_migrate_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: postgresAdminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(postgresAdminUrl);
      url.pathname = `/${name}`;
      // Separate pools, as separate API processes would have.
      const instances = [1, 2, 3, 4].map(() => openPostgres(url.toString(), { max: 2 }));
      try {
        const outcomes = await Promise.allSettled(instances.map((d) => d.migrate()));
        expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
        const db = instances[0]?.db;
        if (!db) throw new Error('no instance');
        const applied = rowsOf<{ hash: string }>(
          await db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id`),
        );
        expect(applied).toHaveLength((await journalTags()).length);
        expect(new Set(applied.map((row) => row.hash)).size).toBe(applied.length);
        // The schema is there once and works: a user row can be written and read back.
        await db.execute(sql`INSERT INTO users (email) VALUES ('once@example.com')`);
        const users = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM users`));
        expect(users[0]?.n).toBe(1);
      } finally {
        await Promise.all(instances.map((d) => d.close()));
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
