import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { backends } from '../../test/backends';
import { migrationsFolder } from '../paths';

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Migration 0011's statements, run again over rows written the way the agent wrote them before issue 20. */
async function statements(): Promise<string[]> {
  const text = await readFile(path.join(migrationsFolder, '0011_job_links_and_questions.sql'), 'utf8');
  return text.split('--> statement-breakpoint').map((s) => s.trim());
}

describe.each(backends)('migration 0011 on $name', (backend) => {
  it('repairs double-slash job links and folds open questions into their readable form', async () => {
    const database = await backend.open();
    const { db } = database;
    try {
      const [user] = rowsOf<{ id: number }>(
        await db.execute(sql`INSERT INTO users (email) VALUES ('m@example.com') RETURNING id`),
      );
      const id = user?.id ?? 0;
      await db.execute(sql`
        INSERT INTO applications (user_id, job_id, job_url, status, sent_at) VALUES
          (${id}, '1', 'https://www.linkedin.com//jobs/view/1/', 'sent', now()),
          (${id}, '2', 'http://127.0.0.1:4100//jobs/view/2/', 'sent', now()),
          (${id}, '3', 'https://www.linkedin.com/jobs/view/3/?u=https://x//y', 'sent', now())`);
      await db.execute(sql`
        INSERT INTO needs_answer (user_id, job_id, job_url, question, kind, created_at, resolved_at, resolution) VALUES
          (${id}, '1', 'https://www.linkedin.com//jobs/view/1/', 'Declaration*', 'checkbox', now() - interval '2 minutes', NULL, NULL),
          (${id}, '1', '', 'Declaration', 'checkbox', now() - interval '1 minute', NULL, NULL),
          (${id}, '2', '', E'How many\\n  years?  *', 'numeric', now(), NULL, NULL),
          (${id}, '3', '', 'Old*', 'text', now(), now(), 'answered')`);
      for (const statement of await statements()) await db.execute(sql.raw(statement));

      const links = rowsOf<{ job_url: string }>(
        await db.execute(sql`SELECT job_url FROM applications ORDER BY job_id`),
      );
      expect(links.map((r) => r.job_url)).toEqual([
        'https://www.linkedin.com/jobs/view/1/',
        'http://127.0.0.1:4100/jobs/view/2/',
        'https://www.linkedin.com/jobs/view/3/?u=https://x//y',
      ]);
      const questions = rowsOf<{
        job_id: string;
        job_url: string;
        question: string;
        resolution: string | null;
      }>(
        await db.execute(
          sql`SELECT job_id, job_url, question, resolution FROM needs_answer ORDER BY job_id, created_at`,
        ),
      );
      expect(questions).toEqual([
        // Job 1 had the question twice (with and without the mark): the older is closed, the newer stays open.
        {
          job_id: '1',
          job_url: 'https://www.linkedin.com/jobs/view/1/',
          question: 'Declaration*',
          resolution: 'dismissed',
        },
        { job_id: '1', job_url: '', question: 'Declaration', resolution: null },
        { job_id: '2', job_url: '', question: 'How many years?', resolution: null },
        // Resolved rows keep their words.
        { job_id: '3', job_url: '', question: 'Old*', resolution: 'answered' },
      ]);
    } finally {
      await database.close();
    }
  });
});
