import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../paths';
import { postgresAdminUrl } from '../../../test/backends';

/**
 * Migration 0009 on a database that holds tailorings the old way (truth issue, part 5): the tailored resumes, job
 * titles, companies and refusal words are gone, done rows keep a hash of what they returned, failed rows their kind.
 * The migrations run one file at a time, so rows can be written between 0008 and 0009.
 */

interface Sql {
  exec(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

async function statementsOf(tag: string): Promise<string[]> {
  const text = await readFile(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  return text.split('--> statement-breakpoint').filter((part) => part.trim() !== '');
}

async function tags(): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

async function pglite(): Promise<Sql> {
  const db = new PGlite();
  return {
    exec: async (text) => void (await db.exec(text)),
    rows: async <T>(text: string) => (await db.query<T>(text)).rows,
    close: () => db.close(),
  };
}

async function postgres(adminUrl: string): Promise<Sql> {
  const name = `api_test_privacy_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async <T>(text: string) => (await client.query(text)).rows as T[],
    async close() {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

const engines: [string, () => Promise<Sql>][] = [['pglite', pglite]];
if (postgresAdminUrl) engines.push(['postgres', () => postgres(postgresAdminUrl!)]);

describe.each(engines)('migration 0009 (no text kept) on %s', (_name, open) => {
  it('drops the stored resumes and words, keeping hashes and kinds', async () => {
    const db = await open();
    try {
      const all = await tags();
      const at = all.indexOf('0009_ai_privacy');
      expect(at).toBeGreaterThan(0);
      for (const tag of all.slice(0, at))
        for (const statement of await statementsOf(tag)) await db.exec(statement);
      const hash = 'a'.repeat(64);
      await db.exec(`
        INSERT INTO users (email, credits) VALUES ('old@example.com', 0);
        INSERT INTO ai_tailorings (user_id, job_id, job_title, company, input_sha256, credits, status, tailored, failure, finished_at)
        SELECT id, 'j1', 'Secret Title', 'Secret Co', '${hash}', 5, 'done', '{"data": {"summary": "Secret resume"}}', NULL, now()
        FROM users;
        INSERT INTO ai_tailorings (user_id, job_id, job_title, company, input_sha256, credits, status, failure, finished_at)
        SELECT id, 'j2', '', '', '${hash}', 5, 'failed', 'unfaithful: added words that are not on your resume (Secret)', now()
        FROM users;
        INSERT INTO ai_tailorings (user_id, job_id, input_sha256, credits, status, failure, finished_at)
        SELECT id, 'j3', '${hash}', 5, 'failed', 'stuck', now() FROM users;
        INSERT INTO ai_tailorings (user_id, job_id, input_sha256, credits, status, failure, finished_at)
        SELECT id, 'j4', '${hash}', 5, 'failed', 'something odd', now() FROM users;`);
      for (const statement of await statementsOf('0009_ai_privacy')) await db.exec(statement);

      const rows = await db.rows<{
        job_id: string;
        status: string;
        failure: string | null;
        output_sha256: string | null;
      }>(`SELECT job_id, status, failure, output_sha256 FROM ai_tailorings ORDER BY job_id`);
      expect(rows.map((r) => [r.job_id, r.status, r.failure])).toEqual([
        ['j1', 'done', null],
        ['j2', 'failed', 'unfaithful'],
        ['j3', 'failed', 'stuck'],
        ['j4', 'failed', 'unavailable'],
      ]);
      expect(rows[0]!.output_sha256).toMatch(/^[0-9a-f]{64}$/);
      const columns = await db.rows<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'ai_tailorings' ORDER BY column_name`,
      );
      expect(columns.map((c) => c.column_name)).toEqual([
        'created_at',
        'credits',
        'failure',
        'finished_at',
        'id',
        'input_sha256',
        'job_id',
        'output_sha256',
        'repeat_of',
        'status',
        'user_id',
      ]);
      // Text cannot come back in: the columns take a kind and hashes only.
      await expect(
        db.exec(`UPDATE ai_tailorings SET failure = 'unfaithful: Secret' WHERE job_id = 'j2'`),
      ).rejects.toThrow(/ai_tailorings_failure_kind/);
      await expect(
        db.exec(`UPDATE ai_tailorings SET output_sha256 = 'Secret resume' WHERE job_id = 'j1'`),
      ).rejects.toThrow(/ai_tailorings_output_is_sha256/);
    } finally {
      await db.close();
    }
  });
});
