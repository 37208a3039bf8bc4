import {
  AGENT_TOKEN_HEADER,
  EXTENSION_ORIGIN,
  type AgentStartRequest,
  type AgentStatus,
} from '@applypilot/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readBoardJson } from '../../test/support/board';
import { createAgentServer } from './http-server';
import { lockSeconds, Pairing, PAIRING_MAX_WRONG, type PairingOptions } from './pairing';

const EXTENSION = EXTENSION_ORIGIN;
const SITE = 'http://127.0.0.1:8080';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/**
 * The agent's server in this process, with a real Pairing on a temporary folder, a clock the test moves, and a run
 * manager that only records the start requests it is given.
 */
async function startDoor(dir: string, options: PairingOptions = {}) {
  const codes: string[] = [];
  const lines: string[] = [];
  const clock = { ms: 5_000_000 };
  const pairing = await Pairing.open(
    dir,
    (code) => codes.push(code),
    (line) => lines.push(line),
    { now: () => clock.ms, ...options },
  );
  const starts: AgentStartRequest[] = [];
  const status: AgentStatus = { version: 'test', state: 'idle', runId: null, applied: 0, processed: 0 };
  const port = await freePort();
  const server: Server = createAgentServer({
    port,
    extensionOrigins: [EXTENSION_ORIGIN],
    pairing,
    runs: {
      status: () => status,
      start: (request) => (starts.push(request), 'run-1'),
      stop: () => false,
      subscribe: () => () => undefined,
    },
    resumes: { read: () => Promise.resolve(null) },
    captures: { read: () => Promise.resolve(null) },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  let token = '';

  /** Sends the headers, then `body` unless it is `{ declared }`: a Content-Length with no body behind it. */
  const call = (
    method: string,
    pathname: string,
    body: string | { declared: number } | undefined,
    headers: Record<string, string> = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path: pathname,
          headers: {
            host: `127.0.0.1:${port}`,
            origin: EXTENSION,
            'content-type': 'application/json',
            ...(typeof body === 'object' ? { 'content-length': String(body.declared) } : {}),
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => {
            req.destroy();
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            });
          });
        },
      );
      req.on('error', reject);
      // A body that never comes: an agent that waits for it would never answer, so give up rather than hang.
      req.setTimeout(5000, () => req.destroy(new Error('No answer: the agent waited for the body.')));
      if (typeof body === 'object') req.flushHeaders();
      else req.end(body);
    });
  const pair = (code: string, apiOrigin = SITE) =>
    call('POST', '/api/pair', JSON.stringify({ code, apiOrigin }));
  const withToken = (method: string, pathname: string, body: string | { declared: number } | undefined) =>
    call(method, pathname, body, { [AGENT_TOKEN_HEADER]: token });
  return {
    codes,
    lines,
    clock,
    starts,
    code: () => codes.at(-1) ?? '',
    wrong: () => (codes.at(-1) === '000000' ? '000001' : '000000'),
    call,
    pair,
    withToken,
    async pairNow() {
      const res = await pair(codes.at(-1) ?? '');
      token = String(res.body.token);
      return res;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A request the server is still waiting on (a body never sent) must not hold the test open.
        server.closeAllConnections();
      }),
  };
}

type Door = Awaited<ReturnType<typeof startDoor>>;

async function startBody(apiUrl: string): Promise<AgentStartRequest> {
  return {
    search: (await readBoardJson('reference-search.json')) as AgentStartRequest['search'],
    profile: (await readBoardJson('reference-profile.json')) as AgentStartRequest['profile'],
    resume: { base64: 'JVBERi0xLjQK', filename: 'cv.pdf' },
    customize: false,
    apiUrl,
    apiToken: 'agent-token-abcdefghijklmnop',
  };
}

describe('the agent’s pairing route and body limits', () => {
  let dir: string;
  let door: Door | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'agent-http-'));
  });
  afterEach(async () => {
    await door?.close();
    door = undefined;
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a wrong code 403, then 429 with Retry-After until the lock ends, and pairs with the same code', async () => {
    door = await startDoor(dir);
    const wrong = await door.pair(door.wrong());
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ error: 'That is not the code the agent shows.' });
    const locked = await door.pair(door.code());
    expect(locked.status).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.body).toEqual({
      error: 'Too many wrong codes: wait 1 second, then type the code the agent shows.',
    });
    expect((await door.pair(door.wrong())).status).toBe(429);
    door.clock.ms += 1000;
    expect((await door.pair(door.wrong())).status).toBe(403);
    const second = await door.pair(door.code());
    expect(second.headers['retry-after']).toBe('2');
    expect(second.body.error).toBe(
      'Too many wrong codes: wait 2 seconds, then type the code the agent shows.',
    );
    door.clock.ms += 2000;
    const paired = await door.pairNow();
    expect(paired.status).toBe(200);
    expect(paired.headers['access-control-allow-origin']).toBe(EXTENSION);
    expect(door.codes).toHaveLength(1);
    expect(door.lines).toEqual([`Paired with the ApplyPilot extension ${EXTENSION} for ${SITE}.`]);
  });

  it('closes pairing for this start after 10 wrong codes, with a message that says to restart the agent', async () => {
    door = await startDoor(dir);
    const statuses: number[] = [];
    for (let n = 1; n <= PAIRING_MAX_WRONG + 5; n += 1) {
      statuses.push((await door.pair(door.wrong())).status);
      door.clock.ms += lockSeconds(n) * 1000;
    }
    expect(statuses).toEqual([...Array(9).fill(403), ...Array(6).fill(429)]);
    const right = await door.pair(door.code());
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ error: 'Too many wrong codes: restart the ApplyPilot agent to pair.' });
    expect(right.headers['retry-after']).toBeUndefined();
    expect(door.codes).toHaveLength(1);
  });

  it('refuses an extension built for another site when the download is built for one', async () => {
    door = await startDoor(dir, { builtFor: 'https://applypilot.example' });
    const other = await door.pair(door.code(), 'http://localhost:8080');
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ error: 'This extension is for another ApplyPilot site.' });
    expect((await door.pair(door.code(), 'https://applypilot.example')).status).toBe(200);
  });

  it('refuses a 5 KB pairing body from its Content-Length, without waiting for the body', async () => {
    door = await startDoor(dir);
    // Only the headers are sent: an answer at all proves the agent did not wait to read 5 KB.
    const declared = await door.call('POST', '/api/pair', { declared: 5 * 1024 });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ error: 'The request is too large.' });
    expect(declared.headers.connection).toBe('close');
    // The same for a start request without the token: only the paired extension gets the big limit.
    const start = await door.call('POST', '/api/start', { declared: 10 * 1024 * 1024 });
    expect(start.status).toBe(413);
    // A valid pairing body padded past 4 KB is refused too, and the code still pairs afterwards.
    const padded = JSON.stringify({ code: door.code(), apiOrigin: SITE, pad: 'x'.repeat(5000) });
    expect((await door.call('POST', '/api/pair', padded)).status).toBe(413);
    // Without a Content-Length (chunked), the body is counted while it arrives.
    const chunked = await door.call('POST', '/api/pair', padded, { 'transfer-encoding': 'chunked' });
    expect(chunked.status).toBe(413);
    expect((await door.pairNow()).status).toBe(200);
    const stop = await door.withToken('POST', '/api/stop', { declared: 5 * 1024 });
    expect(stop.status).toBe(413);
  });

  it('refuses a start for another site than the paired one before anything starts, and starts for that site', async () => {
    door = await startDoor(dir);
    await door.pairNow();
    const other = await door.withToken(
      'POST',
      '/api/start',
      JSON.stringify(await startBody('http://127.0.0.1:9999/api')),
    );
    expect(other.status).toBe(403);
    expect(other.body).toEqual({
      error: `The agent was paired for ${SITE} and does not run for http://127.0.0.1:9999.`,
    });
    const https = await door.withToken(
      'POST',
      '/api/start',
      JSON.stringify(await startBody('https://127.0.0.1:8080')),
    );
    expect(https.status).toBe(403);
    expect(door.starts).toEqual([]);
    // The paired site, with a path: the origin is what counts. A start body over 4 KB is fine with the token.
    const body = await startBody(`${SITE}/`);
    body.resume.base64 = 'A'.repeat(64 * 1024);
    const ok = await door.withToken('POST', '/api/start', JSON.stringify(body));
    expect(ok.status).toBe(202);
    expect(door.starts.map((s) => s.apiUrl)).toEqual([`${SITE}/`]);
  });
});
