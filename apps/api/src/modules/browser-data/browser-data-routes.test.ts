import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BROWSER_DATA_API, BrowserDataKeyResponseSchema, MESSAGES } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { bearer } from '../../../test/agent';
import { account, agentTokenOf, query } from '../../../test/spending';
import {
  createTestApp,
  freshIp,
  postJson,
  registerAndLogin,
  sessionCookie,
  type TestApp,
} from '../../../test/test-app';

describe.each(backends)('the browser data key on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const ask = (cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: BROWSER_DATA_API.key,
      headers,
      ...(cookie === undefined ? {} : { cookies: { ap_session: cookie } }),
    });

  async function keyOf(cookie: string) {
    const response = await ask(cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return BrowserDataKeyResponseSchema.parse(response.json());
  }

  async function secondSession(email: string, password: string): Promise<string> {
    const login = await postJson(t.app, '/auth/login', { email, password }, { remoteAddress: freshIp() });
    const cookie = sessionCookie(login);
    if (!cookie) throw new Error(login.body);
    return cookie;
  }

  it('answers 401 with the sign-in message without a session, with an ended one and with an agent token', async () => {
    const none = await ask();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });

    const forged = await ask('A'.repeat(43));
    expect(forged.statusCode).toBe(401);

    const who = await account(t);
    // An agent token spends credits for a run; it does not read the user's setup.
    const agent = await ask(undefined, bearer(await agentTokenOf(t, who)));
    expect(agent.statusCode).toBe(401);

    await postJson(t.app, '/auth/logout', {}, { cookies: { ap_session: who.cookie } });
    const ended = await ask(who.cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ success: false, error: MESSAGES.notAuthenticated });
    // Nothing was made for a request that was refused.
    const [row] = await query<{ browser_data_key: string | null }>(
      t,
      sql`SELECT browser_data_key FROM users WHERE id = ${who.id}`,
    );
    expect(row?.browser_data_key).toBeNull();
  });

  it('gives one account the same key in every session, made once and kept in the users row', async () => {
    const { cookie, user } = await registerAndLogin(t.app);
    const [who] = await query<{ id: number }>(t, sql`SELECT id FROM users WHERE email = ${user.email}`);
    const first = await keyOf(cookie);
    expect(first.accountId).toBe(String(who?.id));
    expect(first.email).toBe(user.email);
    expect(Buffer.from(first.key, 'base64url')).toHaveLength(32);

    const again = await keyOf(cookie);
    const other = await keyOf(await secondSession(user.email, user.password));
    expect(again.key).toBe(first.key);
    expect(other.key).toBe(first.key);

    const [row] = await query<{ browser_data_key: string }>(
      t,
      sql`SELECT browser_data_key FROM users WHERE id = ${who?.id}`,
    );
    expect(row?.browser_data_key).toBe(first.key);
  });

  it("gives another account another key and never the first one's", async () => {
    const a = await account(t);
    const b = await account(t);
    const keyA = await keyOf(a.cookie);
    const keyB = await keyOf(b.cookie);
    expect(keyB.accountId).toBe(String(b.id));
    expect(keyB.email).toBe(b.email);
    expect(keyB.key).not.toBe(keyA.key);
  });

  it('makes one key when the first requests of an account arrive together', async () => {
    const who = await account(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => keyOf(who.cookie)));
    expect(new Set(answers.map((answer) => answer.key)).size).toBe(1);
  });
});
