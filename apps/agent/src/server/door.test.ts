import {
  AGENT_TOKEN_HEADER,
  AgentStatusSchema,
  AutomationProfileSchema,
  JobSearchSettingsSchema,
} from '@applypilot/contracts';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoardJson } from '../../test/support/board';
import { EXTENSION, startAgent, type AgentProcess } from '../test-support/agent-process';

const OTHER_EXTENSION = 'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba';
/** The site the extension says it was built for (a port nothing answers on: no run here reaches an API). */
const SITE = 'http://127.0.0.1:9';

describe('the local agent’s door', () => {
  let tmp: string;
  let agent: AgentProcess;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-door-'));
    agent = await startAgent({
      AGENT_DATA_DIR: path.join(tmp, 'data'),
      AGENT_PROFILE_DIR: path.join(tmp, 'profile'),
      LINKEDIN_URL: 'http://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await agent?.kill();
    await rm(tmp, { recursive: true, force: true });
  });

  const pairWith = (code: string, origin = EXTENSION) =>
    agent.call({
      method: 'POST',
      path: '/api/pair',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ code, apiOrigin: SITE }),
    });

  it('prints one pairing code, refuses a wrong one and holds the next try off for the time it says', async () => {
    const [code] = await agent.waitForCodes(1);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await pairWith(code === '000000' ? '000001' : '000000');
    expect(wrong.status).toBe(403);
    expect(wrong.json()).toEqual({ error: 'That is not the code the agent shows.' });
    // Even the right code is not looked at during the lock.
    const locked = await pairWith(code ?? '');
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.json()).toEqual({
      error: 'Too many wrong codes: wait 1 second, then type the code the agent shows.',
    });
    expect((await pairWith('12345')).status).toBe(400);
    const noSite = await agent.call({
      method: 'POST',
      path: '/api/pair',
      headers: { origin: EXTENSION, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(noSite.status).toBe(400);
    // A pairing body declared over 4 KB is answered from its headers: the body is never sent.
    const big = await agent.call({
      method: 'POST',
      path: '/api/pair',
      headers: { origin: EXTENSION, 'content-type': 'application/json', 'content-length': '5120' },
    });
    expect(big.status).toBe(413);
    expect(big.json()).toEqual({ error: 'The request is too large.' });
    // The lock is a time, not a held request: wait it out, the same code stays the only one shown.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(agent.codes()).toEqual([code]);
  });

  it('refuses a forged Host before routing, whatever else the request carries', async () => {
    for (const host of [
      'evil.com',
      `127.0.0.1.evil.com:${agent.port}`,
      '127.0.0.1:1',
      `localhost.:${agent.port}`,
    ]) {
      const res = await agent.call({ path: '/api/status', headers: { host, origin: EXTENSION } });
      expect(res.status, host).toBe(403);
      expect(res.json()).toEqual({ error: 'This address is not the ApplyPilot agent.' });
    }
  });

  it('refuses web pages, other extensions, null and missing origins, also for pairing', async () => {
    const code = agent.codes().at(-1) ?? '';
    for (const origin of [
      'https://evil.example',
      'http://localhost:5173',
      'null',
      'chrome-extension://short',
    ]) {
      expect((await pairWith(code, origin)).status, origin).toBe(403);
    }
    // Another extension, with the right code and before any pairing: only the fixed key's ID gets in (decision 041).
    const other = await pairWith(code, OTHER_EXTENSION);
    expect(other.status).toBe(403);
    expect(other.json()).toEqual({ error: 'Only the paired ApplyPilot extension may call the agent.' });
    const bare = await agent.call({
      method: 'POST',
      path: '/api/pair',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(bare.status).toBe(403);
  });

  it('pairs with the right code: a 256-bit token kept in a 0600 file in a 0700 folder, then only that extension', async () => {
    const res = await pairWith(agent.codes().at(-1) ?? '');
    expect(res.status).toBe(200);
    expect(agent.stderr()).toContain(`Paired with the ApplyPilot extension ${EXTENSION} for ${SITE}.`);
    expect(JSON.parse(await readFile(path.join(tmp, 'data', 'pairing.json'), 'utf8'))).toMatchObject({
      origin: EXTENSION,
      apiOrigin: SITE,
    });
    const { token } = res.json<{ token: string }>();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    agent.token = token;
    expect((await stat(path.join(tmp, 'data', 'pairing.json'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(tmp, 'data'))).mode & 0o777).toBe(0o700);
    expect((await pairWith('123456')).status).toBe(409);
    const status = await agent.api('GET', '/api/status');
    expect(status.status).toBe(200);
    expect(AgentStatusSchema.parse(status.json())).toMatchObject({ state: 'idle', runId: null });
    expect(status.headers['access-control-allow-origin']).toBe(EXTENSION);
    const other = await agent.call({
      path: '/api/status',
      headers: { origin: OTHER_EXTENSION, [AGENT_TOKEN_HEADER]: token },
    });
    expect(other.status).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await agent.call({
      method: 'OPTIONS',
      path: '/api/start',
      headers: { origin: EXTENSION },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain(AGENT_TOKEN_HEADER);
  });

  it("takes the extension worker's GETs, which Chromium sends without an Origin, only with the token", async () => {
    const worker = { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'cors' };
    const status = (headers: Record<string, string>) => agent.call({ path: '/api/status', headers });
    expect((await status({ ...worker, [AGENT_TOKEN_HEADER]: agent.token })).status).toBe(200);
    expect((await status(worker)).status).toBe(401);
    // A page's request is cross-site; the address bar navigates; a POST always carries its Origin.
    const token = { [AGENT_TOKEN_HEADER]: agent.token };
    expect(
      (await status({ ...token, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' })).status,
    ).toBe(403);
    expect((await status({ ...token, 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' })).status).toBe(
      403,
    );
    expect((await status(token)).status).toBe(403);
    const post = await agent.call({
      method: 'POST',
      path: '/api/stop',
      headers: { ...worker, ...token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(post.status).toBe(403);
  });

  it('refuses requests without the token or with a wrong one, text/plain and oversized bodies; nothing starts', async () => {
    const start = (headers: Record<string, string>, body: string | Buffer) =>
      agent.call({ method: 'POST', path: '/api/start', headers: { origin: EXTENSION, ...headers }, body });
    const json = { 'content-type': 'application/json' };
    expect((await start(json, '{}')).status).toBe(401);
    expect((await start({ ...json, [AGENT_TOKEN_HEADER]: 'x'.repeat(43) }, '{}')).status).toBe(401);
    expect((await agent.call({ path: '/api/progress', headers: { origin: EXTENSION } })).status).toBe(401);
    const token = { [AGENT_TOKEN_HEADER]: agent.token };
    const plain = await start({ ...token, 'content-type': 'text/plain' }, '{}');
    expect(plain.status).toBe(415);
    // Refused while it arrives: the 413 answer, or the connection closed under the sender's feet.
    const big = await start({ ...token, ...json }, Buffer.alloc(17 * 1024 * 1024, 0x20)).then(
      (r) => r.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect([413, 'EPIPE', 'ECONNRESET']).toContain(big);
    const invalid = await start({ ...token, ...json }, JSON.stringify({ search: {} }));
    expect(invalid.status).toBe(400);
    expect(typeof invalid.json().error).toBe('string');
    expect((await start({ ...token, ...json }, '{not json')).status).toBe(400);
    expect((await agent.api('GET', '/api/status')).json()).toMatchObject({ state: 'idle', runId: null });
  });

  it('refuses a start whose apiUrl is not the site paired for, before anything starts', async () => {
    const body = {
      search: JobSearchSettingsSchema.parse(await readBoardJson('reference-search.json')),
      profile: AutomationProfileSchema.parse(await readBoardJson('reference-profile.json')),
      resume: { base64: 'JVBERi0xLjQK', filename: 'cv.pdf' },
      apiUrl: 'http://127.0.0.1:9999',
      apiToken: 'agent-token-abcdefghijklmnop',
    };
    const res = await agent.api('POST', '/api/start', body);
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({
      error: `The agent was paired for ${SITE} and does not run for http://127.0.0.1:9999.`,
    });
    expect((await agent.api('GET', '/api/status')).json()).toMatchObject({ state: 'idle', runId: null });
  });
});
