import { expect } from 'vitest';
import { MESSAGES } from '@applypilot/contracts';
import type { Client, Endpoint } from './client';
import type { Topology } from './stack';

export const PASSWORD = 'topology-pass-2026';

export interface Person {
  email: string;
  client: Client;
  userId: number;
}

/**
 * Signs a person up as the site does (register through nginx, open the mailed link, log in), each step on another
 * endpoint, so accounts, verification tokens and sessions are shown to be shared by the instances.
 */
export async function signUp(
  stack: Topology,
  address: string,
  label: string,
  steps: { register: Endpoint; verify: Endpoint; login: Endpoint },
): Promise<Person> {
  const client = stack.client(address);
  const email = `${label}@topology.example`;
  const registered = await client.request(steps.register, 'POST', '/auth/register', {
    body: { name: 'Asha Rao', email, password: PASSWORD },
  });
  expect(registered.status, registered.text).toBe(201);

  const mail = await stack.mail.waitFor(email);
  const link = new RegExp(
    `${stack.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/verify-email\\?token=([\\w%-]+)`,
  ).exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  const verified = await client.request(steps.verify, 'POST', '/auth/verify-email', {
    body: { token: decodeURIComponent(link?.[1] ?? '') },
  });
  expect(verified.json()).toEqual({ success: true, message: MESSAGES.emailVerified });

  const loggedIn = await client.request(steps.login, 'POST', '/auth/login', {
    body: { email, password: PASSWORD },
  });
  expect(loggedIn.status, loggedIn.text).toBe(200);
  const [row] = await stack.db.rows<{ id: number }>(`SELECT id FROM users WHERE email = '${email}'`);
  if (!row) throw new Error(`no user row for ${email}`);
  return { email, client, userId: row.id };
}

/** The balance and the sum of the ledger, which must always agree. */
export async function balance(stack: Topology, person: Person): Promise<{ credits: number; ledger: number }> {
  const [row] = await stack.db.rows<{ credits: number; ledger: number }>(
    `SELECT u.credits, (SELECT coalesce(sum(delta), 0)::int FROM credit_ledger l WHERE l.user_id = u.id) AS ledger
       FROM users u WHERE u.id = ${person.userId}`,
  );
  if (!row) throw new Error(`no user ${person.userId}`);
  return row;
}

/**
 * Sets a balance for a test in one statement with its ledger row, as every credit change is made (no public call
 * gives an arbitrary number of credits).
 */
export async function grantCredits(stack: Topology, person: Person, delta: number): Promise<void> {
  await stack.db.execute(
    `WITH u AS (UPDATE users SET credits = credits + ${delta} WHERE id = ${person.userId} RETURNING id)
     INSERT INTO credit_ledger (user_id, delta, reason, reference) SELECT id, ${delta}, 'test_grant', 'topology' FROM u`,
  );
}

/** Counts answers by status. */
export function byStatus(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
