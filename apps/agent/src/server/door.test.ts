import { pairWithAgent, randomBytes, toBase64url } from '@applypilot/agent-link';
import {
  AGENT_MAC_HEADER,
  AGENT_SEQ_HEADER,
  AGENT_SESSION_HEADER,
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
import { startSideProcess } from '../test-support/side-process';

const OTHER_EXTENSION = 'chrome-extension://ponmlkjihgfedcbaponmlkjihgfedcba';
/** The site the extension says it was built for (a port nothing answers on: no run here reaches an API). */
const SITE = 'http://127.0.0.1:9';

/** fetch as an extension's worker sends it, with its Origin. */
const fromOrigin =
  (origin: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin } });

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

  const origin = () => `http://127.0.0.1:${agent.port}`;
  const pairAs = (code: string, extension = EXTENSION) =>
    pairWithAgent(origin(), code, { extensionOrigin: extension, apiOrigin: SITE }, fromOrigin(extension));
  const post = (pathname: string, headers: Record<string, string>, body: string) =>
    agent.call({
      method: 'POST',
      path: pathname,
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });

  it('prints one pairing code and refuses a wrong one, bad bodies and big ones; the code still pairs later', async () => {
    const [code] = await agent.waitForCodes(1);
    expect(code).toMatch(/^\d{6}$/);
    expect(await pairAs(code === '000000' ? '000001' : '000000')).toEqual({
      kind: 'refused',
      status: 403,
      message: 'That is not the code the agent shows.',
    });
    const offer = (body: unknown) => post('/api/pair', { origin: EXTENSION }, JSON.stringify(body));
    const noSite = await offer({
      step: 'offer',
      pairingId: toBase64url(randomBytes(16)),
      share: toBase64url(randomBytes(32)),
    });
    expect(noSite.status).toBe(400);
    // 32 random bytes are rarely a group element: refused as an attempt, never counted as a guess.
    const notAPoint = await offer({
      step: 'offer',
      pairingId: toBase64url(randomBytes(16)),
      share: toBase64url(new Uint8Array(32).fill(0xff)),
      apiOrigin: SITE,
    });
    expect(notAPoint.status).toBe(400);
    expect(notAPoint.json()).toEqual({ error: 'This pairing attempt is not valid: type the code again.' });
    const big = await agent.call({
      method: 'POST',
      path: '/api/pair',
      headers: { origin: EXTENSION, 'content-type': 'application/json', 'content-length': '5120' },
    });
    expect(big.status).toBe(413);
    expect(big.json()).toEqual({ error: 'The request is too large.' });
  });

  it('refuses a forged Host before routing, whatever else the request carries', async () => {
    for (const host of [
      'evil.com',
      `127.0.0.1.evil.com:${agent.port}`,
      '127.0.0.1:1',
      `localhost.:${agent.port}`,
    ]) {
      const res = await agent.call({
        method: 'POST',
        path: '/api/hello',
        headers: { host, origin: EXTENSION },
      });
      expect(res.status, host).toBe(403);
      expect(res.json()).toEqual({ error: 'This address is not the ApplyPilot agent.' });
    }
  });

  it('refuses web pages, other extensions, null and missing origins, also for pairing', async () => {
    const code = agent.codes().at(-1) ?? '';
    for (const foreign of [
      'https://evil.example',
      'http://localhost:5173',
      'null',
      'chrome-extension://short',
    ]) {
      const res = await pairAs(code, foreign);
      expect(res, foreign).toMatchObject({ kind: 'refused', status: 403 });
    }
    // Another extension, with the right code and before any pairing: only the fixed key's ID gets in (decision 041).
    expect(await pairAs(code, OTHER_EXTENSION)).toEqual({
      kind: 'refused',
      status: 403,
      message: 'Only the paired ApplyPilot extension may call the agent.',
    });
    const bare = await post(
      '/api/hello',
      {},
      JSON.stringify({ extensionNonce: toBase64url(randomBytes(32)) }),
    );
    expect(bare.status).toBe(403);
  });

  it('pairs with the code: a 256-bit key in a 0600 file in a 0700 folder, then only that extension', async () => {
    const key = await agent.pair(SITE);
    expect(key).toHaveLength(32);
    expect(agent.stderr()).toContain(`Paired with the ApplyPilot extension ${EXTENSION} for ${SITE}.`);
    const file = path.join(tmp, 'data', 'pairing.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      key: toBase64url(key),
      origin: EXTENSION,
      apiOrigin: SITE,
    });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(tmp, 'data'))).mode & 0o777).toBe(0o700);
    expect(await pairAs('123456')).toMatchObject({ kind: 'refused', status: 409 });
    const status = await agent.api('POST', '/api/status');
    expect(status.status).toBe(200);
    expect(AgentStatusSchema.parse(status.json())).toMatchObject({ state: 'idle', runId: null });
    const hello = JSON.stringify({ extensionNonce: toBase64url(randomBytes(32)) });
    const other = await post('/api/hello', { origin: OTHER_EXTENSION }, hello);
    expect(other.status).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const ours = await post('/api/hello', { origin: EXTENSION }, hello);
    expect(ours.headers['access-control-allow-origin']).toBe(EXTENSION);
    const preflight = await agent.call({
      method: 'OPTIONS',
      path: '/api/start',
      headers: { origin: EXTENSION },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toContain(AGENT_MAC_HEADER);
  });

  it('answers only POSTs, and every call outside a proven session with 401 before its body is read', async () => {
    const get = await agent.call({ path: '/api/status', headers: { origin: EXTENSION } });
    expect(get.status).toBe(405);
    const start = (headers: Record<string, string>, body: string | Buffer) =>
      agent.call({ method: 'POST', path: '/api/start', headers: { origin: EXTENSION, ...headers }, body });
    const json = { 'content-type': 'application/json' };
    expect((await start(json, '{}')).status).toBe(401);
    const forged = {
      [AGENT_SESSION_HEADER]: `${toBase64url(randomBytes(32))}.${toBase64url(randomBytes(32))}`,
      [AGENT_SEQ_HEADER]: '1',
      [AGENT_MAC_HEADER]: toBase64url(randomBytes(32)),
    };
    expect((await start({ ...json, ...forged }, '{}')).status).toBe(401);
    // A body of 23 MB outside a session is refused from the headers; the connection may close under the sender.
    const big = await start({ ...json, ...forged }, Buffer.alloc(23 * 1024 * 1024, 0x20)).then(
      (r) => r.status,
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect([401, 'EPIPE', 'ECONNRESET']).toContain(big);
    const invalid = await agent.api('POST', '/api/start', { search: {} });
    expect(invalid.status).toBe(400);
    expect(typeof invalid.json<{ error: string }>().error).toBe('string');
    expect((await agent.api('POST', '/api/status')).json()).toMatchObject({ state: 'idle', runId: null });
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
    expect((await agent.api('POST', '/api/status')).json()).toMatchObject({ state: 'idle', runId: null });
  });
});

describe('pairing while another program floods the agent with wrong codes (decision 048)', () => {
  it('retires the short code, and the person pairs with the long one Enter shows while the flood goes on', async () => {
    const tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-flood-'));
    const agent = await startAgent({
      AGENT_DATA_DIR: path.join(tmp, 'data'),
      AGENT_PROFILE_DIR: path.join(tmp, 'profile'),
    });
    const flood = startSideProcess('pairing-flood-main.ts', [String(agent.port), EXTENSION, SITE]);
    try {
      const [short] = await agent.waitForCodes(1);
      expect(short).toMatch(/^\d{6}$/);
      await expect
        .poll(() => agent.stderr(), { timeout: 60_000 })
        .toContain('5 wrong pairing codes: this code no longer pairs. Press Enter for a new code.');
      // The flood keeps getting "no longer pairs" for the short code, which the person then cannot use either.
      await flood.waitFor((line) => line.last === 429, 'the agent answered 429');
      agent.pressEnter();
      const [, long] = await agent.waitForCodes(2);
      expect(long).toMatch(/^\d{12}$/);
      // The flood is still going against the long code when the person types it.
      const before = (await flood.waitFor((line) => line.last === 403, 'a wrong long code'))
        .attempts as number;
      const key = await agent.pair(SITE);
      expect(key).toHaveLength(32);
      const after = (await flood.waitFor((line) => (line.attempts as number) > before + 5, 'more attempts'))
        .attempts as number;
      expect(after).toBeGreaterThan(before);
      expect((await agent.api('POST', '/api/status')).status).toBe(200);
      await flood.stop();
      // Every report the flood made says it paired nothing (how many it made depends on the machine's speed).
      expect(flood.lines.length).toBeGreaterThan(0);
      expect(flood.lines.every((line) => line.paired === 0)).toBe(true);
    } finally {
      await flood.stop();
      await agent.kill();
      await rm(tmp, { recursive: true, force: true });
    }
  });
});
