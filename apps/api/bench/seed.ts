/** Accounts and history written straight into the database before a benchmark's server starts. */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { hashToken, randomToken } from '../src/lib/tokens';

/** A verified account with `credits` (granted through the ledger) and a live session; returns the cookie. */
export async function seedUser(
  database: Database,
  label: string,
  credits: number,
): Promise<{ id: number; email: string; cookie: string }> {
  const token = randomToken();
  const email = `${label}-${Date.now()}-${token.slice(0, 6)}@bench.example`.toLowerCase();
  const result = await database.db.execute(sql`
    WITH u AS (
      INSERT INTO users (email, display_name, credits, email_verified_at)
      VALUES (${email}, ${label}, ${credits}, now())
      RETURNING id
    ), ledger AS (
      INSERT INTO credit_ledger (user_id, delta, reason) SELECT id, ${credits}, 'bench_grant' FROM u
    ), s AS (
      INSERT INTO sessions (token_hash, user_id, expires_at) SELECT ${hashToken(token)}, id, now() + interval '1 day' FROM u
    )
    SELECT id FROM u`);
  const id = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
  return { id, email, cookie: `ap_session=${token}` };
}

/**
 * `rows` sent applications with LinkedIn-like URLs, titles and companies, spread over the last 60 days (so half of
 * them fall in the 30-day count and a few in each of the last seven days).
 */
export async function seedHistory(database: Database, userId: number, rows: number): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO applications (user_id, job_id, job_url, job_title, company, status, reserved_at, sent_at)
    SELECT ${userId}, 'job-' || g, 'https://www.linkedin.com/jobs/view/' || (4000000000 + g) || '/',
      'Senior Software Engineer ' || g, 'Company number ' || g, 'sent', at, at
    FROM generate_series(1, ${rows}::int) g,
      LATERAL (SELECT now() - make_interval(secs => g * ${(60 * 86400) / rows}::float8) AS at) t`);
  // What autovacuum does to a table in use: statistics for the planner, the visibility map for index-only scans.
  await database.db.execute(sql`VACUUM ANALYZE applications`);
  await database.db.execute(sql`VACUUM ANALYZE sessions`);
}
