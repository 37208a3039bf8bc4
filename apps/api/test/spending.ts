import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createCreditRepository } from '../src/modules/credits/credit-repository';
import { issueAgentToken } from './agent';
import { postJson, registerAndLogin, type TestApp } from './test-app';

/** Helpers of the spending tests: accounts in a known state, and the calls with a session cookie. */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function query<T>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(statement));
}

export interface Account {
  id: number;
  email: string;
  cookie: string;
}

/**
 * A registered, logged-in account (5 free-trial credits) with its email verified directly in the database (the
 * verification flow belongs to another issue), topped up to `credits` through the ledger.
 */
export async function account(
  t: TestApp,
  options: { credits?: number; verified?: boolean } = {},
): Promise<Account> {
  const { cookie, user } = await registerAndLogin(t.app);
  const [row] = await query<{ id: number }>(t, sql`SELECT id FROM users WHERE email = ${user.email}`);
  if (!row) throw new Error('user missing');
  if (options.verified !== false) {
    await t.database.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE id = ${row.id}`);
  }
  const delta = (options.credits ?? 5) - 5;
  if (delta !== 0) await createCreditRepository(t.database.db).change(row.id, delta, 'test_grant');
  return { id: row.id, email: user.email, cookie };
}

export function job(jobId: string) {
  return {
    jobId,
    jobUrl: `https://www.linkedin.com/jobs/view/${jobId}/`,
    jobTitle: `Engineer ${jobId}`,
    company: `Company ${jobId}`,
  };
}

export function reserve(t: TestApp, who: Account, jobId: string): Promise<LightMyRequestResponse> {
  return postJson(t.app, '/api/applications', job(jobId), { cookies: { ap_session: who.cookie } });
}

/** One agent token per account, issued on first use (kept as a promise, so calls made at once share it). */
const agentTokens = new WeakMap<Account, Promise<string>>();

export function agentTokenOf(t: TestApp, who: Account): Promise<string> {
  let token = agentTokens.get(who);
  if (!token) {
    token = issueAgentToken(t, who);
    agentTokens.set(who, token);
  }
  return token;
}

/** Hold, sent and cancel take the agent's bearer token only (decision 033), as the local agent sends them. */
async function agentCall(
  t: TestApp,
  who: Account,
  id: string,
  action: 'hold' | 'sent' | 'cancel' | 'unconfirmed',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/${action}`,
    headers: { authorization: `Bearer ${await agentTokenOf(t, who)}` },
  });
}

export function markSent(t: TestApp, who: Account, id: string): Promise<LightMyRequestResponse> {
  return agentCall(t, who, id, 'sent');
}

export function cancel(t: TestApp, who: Account, id: string): Promise<LightMyRequestResponse> {
  return agentCall(t, who, id, 'cancel');
}

export function hold(t: TestApp, who: Account, id: string): Promise<LightMyRequestResponse> {
  return agentCall(t, who, id, 'hold');
}

/** Issue 30: submitted on a company site without its confirmation (the agent's report). */
export function markUnconfirmed(t: TestApp, who: Account, id: string): Promise<LightMyRequestResponse> {
  return agentCall(t, who, id, 'unconfirmed');
}

export function jobInfo(t: TestApp, who: Account, headers: Record<string, string> = {}) {
  return t.app.inject({ url: '/api/user/job-info', cookies: { ap_session: who.cookie }, headers });
}

export async function balance(t: TestApp, who: Account) {
  return createCreditRepository(t.database.db).balance(who.id);
}

export async function ledger(t: TestApp, who: Account) {
  return query<{ delta: number; reason: string; reference: string | null }>(
    t,
    sql`SELECT delta, reason, reference FROM credit_ledger WHERE user_id = ${who.id} ORDER BY id`,
  );
}

/**
 * Inserts `count` applications directly (seeding 1,000 through the API would take minutes). `ageSeconds` is how long
 * ago they were reserved and, for sent ones, sent; spread over `spreadSeconds` so the history has an order.
 */
export async function seed(
  t: TestApp,
  who: Account,
  options: {
    count: number;
    status: 'sent' | 'reserved' | 'cancelled';
    ageSeconds: number;
    spreadSeconds?: number;
  },
): Promise<void> {
  const { count, status, ageSeconds } = options;
  const spread = options.spreadSeconds ?? 0;
  const prefix = `seed-${status}-${ageSeconds}-${Math.random().toString(36).slice(2, 8)}`;
  await t.database.db.execute(sql`
    INSERT INTO applications (user_id, job_id, job_url, job_title, company, status, reserved_at, sent_at, cancelled_at)
    SELECT ${who.id}, ${prefix}::text || '-' || g, 'https://example.com/' || g, 'Title ' || g, 'Company ' || g,
      ${status}::text, now() - age, CASE WHEN ${status}::text = 'sent' THEN now() - age END,
      CASE WHEN ${status}::text = 'cancelled' THEN now() END
    FROM generate_series(1, ${count}::int) g,
      LATERAL (SELECT make_interval(secs => ${ageSeconds}::float8 + g * ${spread}::float8 / ${Math.max(count, 1)}::float8)
        AS age) a`);
}
