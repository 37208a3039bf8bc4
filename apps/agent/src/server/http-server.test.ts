import {
  AAD,
  AgentLink,
  pairWithAgent,
  requestMac,
  sealJson,
  sessionKeys,
  toBase64url,
  randomBytes,
} from '@applypilot/agent-link';
import {
  AGENT_MAC_HEADER,
  AGENT_SEQ_HEADER,
  AGENT_SESSION_HEADER,
  AgentStatusSchema,
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
import { Pairing, WRONG_CODES_PER_SHORT_CODE, type PairingEvent, type PairingOptions } from './pairing';
import { AgentSessions } from './sessions';

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
  const events: PairingEvent[] = [];
  const clock = { ms: 5_000_000 };
  const pairing = await Pairing.open(
    dir,
    (event) => {
      events.push(event);
      if (event.kind === 'code') codes.push(event.code);
    },
    { now: () => clock.ms, ...options },
  );
  const starts: AgentStartRequest[] = [];
  const status: AgentStatus = { version: 'test', state: 'idle', runId: null, applied: 0, processed: 0 };
  const port = await freePort();
  const sessions = new AgentSessions(() => pairing.key, 'test');
  const server: Server = createAgentServer({
    port,
    extensionOrigins: [EXTENSION_ORIGIN],
    pairing,
    sessions,
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
  const origin = `http://127.0.0.1:${port}`;
  /** The extension's fetch: Chromium sends its origin with every POST. */
  const fetcher: typeof fetch = (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: EXTENSION } });
  let link: AgentLink | null = null;

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
    pairWithAgent(origin, code, { extensionOrigin: EXTENSION, apiOrigin }, fetcher);
  return {
    pairing,
    codes,
    events,
    clock,
    starts,
    code: () => codes.at(-1) ?? '',
    /** A code of the shown code's length that is not it (a different one each time, as a guesser's would be). */
    wrong: (i: number) => {
      const shown = codes.at(-1) ?? '';
      const guess = String(i).padStart(shown.length, '0');
      return guess === shown ? String(i + 1).padStart(shown.length, '0') : guess;
    },
    call,
    pair,
    async pairNow() {
      const paired = await pair(codes.at(-1) ?? '');
      if (paired.kind !== 'ok') throw new Error(`pairing failed: ${JSON.stringify(paired)}`);
      link = new AgentLink(origin, paired.value.pairingKey, fetcher);
      return paired.value.pairingKey;
    },
    get link(): AgentLink {
      if (!link) throw new Error('not paired');
      return link;
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

  it(`retires a 6-digit code after ${WRONG_CODES_PER_SHORT_CODE} wrong codes, with no lock in time; Enter shows a 12-digit code that takes any number`, async () => {
    door = await startDoor(dir);
    const short = door.code();
    expect(short).toMatch(/^\d{6}$/);
    for (let i = 0; i < WRONG_CODES_PER_SHORT_CODE - 1; i += 1) {
      expect(await door.pair(door.wrong(i))).toEqual({
        kind: 'refused',
        status: 403,
        message: 'That is not the code the agent shows.',
      });
    }
    // The next wrong code is the last this code takes; even the right one is refused afterwards, with what to do.
    const retired = {
      kind: 'refused',
      status: 429,
      message:
        "Too many wrong codes were typed: press Enter in the agent's window for a new code, then type that one.",
    };
    expect(await door.pair(door.wrong(99))).toEqual(retired);
    expect(await door.pair(short)).toEqual(retired);
    expect(door.events.at(-1)).toEqual({ kind: 'code-retired', wrongCodes: WRONG_CODES_PER_SHORT_CODE });
    // Enter in the agent's window: a new code, 12 digits since wrong codes were typed.
    expect(door.pairing.requestNewCode()).toBe(true);
    expect(door.code()).toMatch(/^\d{12}$/);
    for (let i = 0; i < 3 * WRONG_CODES_PER_SHORT_CODE; i += 1)
      expect((await door.pair(door.wrong(i))).kind).toBe('refused');
    // The person's own code, typed with spaces as the window groups it.
    const paired = await door.pair(door.code().replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(paired.kind).toBe('ok');
    expect(door.events.at(-1)).toEqual({ kind: 'paired', extension: EXTENSION, site: SITE });
    expect(door.codes).toHaveLength(2);
  });

  it('pairs with the code on show at the first try, answering CORS for that extension only', async () => {
    door = await startDoor(dir);
    const key = await door.pairNow();
    expect(key).toHaveLength(32);
    const status = await door.link.call('status', {}, AgentStatusSchema);
    expect(status).toEqual({
      kind: 'ok',
      value: { version: 'test', state: 'idle', runId: null, applied: 0, processed: 0 },
    });
    expect((await door.pair(door.code())).kind).toBe('refused');
  });

  it('refuses an extension built for another site when the download is built for one', async () => {
    door = await startDoor(dir, { builtFor: 'https://applypilot.example' });
    expect(await door.pair(door.code(), 'http://localhost:8080')).toEqual({
      kind: 'refused',
      status: 403,
      message: 'This extension is for another ApplyPilot site.',
    });
    expect((await door.pair(door.code(), 'https://applypilot.example')).kind).toBe('ok');
  });

  it('refuses a 5 KB pairing body from its Content-Length, without waiting for the body', async () => {
    door = await startDoor(dir);
    // Only the headers are sent: an answer at all proves the agent did not wait to read 5 KB.
    const declared = await door.call('POST', '/api/pair', { declared: 5 * 1024 });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ error: 'The request is too large.' });
    expect(declared.headers.connection).toBe('close');
    // A start outside a session is refused from its headers: only the paired extension gets the big limit.
    const start = await door.call('POST', '/api/start', { declared: 10 * 1024 * 1024 });
    expect(start.status).toBe(401);
    expect(start.body).toEqual({ error: 'Start a new session with the agent.' });
    const padded = JSON.stringify({ extensionNonce: toBase64url(randomBytes(32)), pad: 'x'.repeat(5000) });
    expect((await door.call('POST', '/api/hello', padded)).status).toBe(413);
    // Without a Content-Length (chunked), the body is counted while it arrives.
    const chunked = await door.call('POST', '/api/hello', padded, { 'transfer-encoding': 'chunked' });
    expect(chunked.status).toBe(413);
    await door.pairNow();
    expect((await door.link.call('status', {}, AgentStatusSchema)).kind).toBe('ok');
  });

  it('refuses a replayed call, a forged nonce and a call sealed with another key', async () => {
    door = await startDoor(dir);
    const key = await door.pairNow();
    const hello = await door.call(
      'POST',
      '/api/hello',
      JSON.stringify({ extensionNonce: toBase64url(randomBytes(32)) }),
    );
    const extensionNonce = randomBytes(32);
    const fresh = await door.call(
      'POST',
      '/api/hello',
      JSON.stringify({ extensionNonce: toBase64url(extensionNonce) }),
    );
    expect(hello.status).toBe(200);
    const agentNonce = String(fresh.body.agentNonce);
    const label = `${agentNonce}.${toBase64url(extensionNonce)}`;
    const callWith = async (pairingKey: Uint8Array, sessionLabel: string, seq: number) => {
      const keys = sessionKeys(
        pairingKey,
        extensionNonce,
        Uint8Array.from(Buffer.from(sessionLabel.split('.')[0] ?? '', 'base64url')),
      );
      const sealed = await sealJson(keys.toAgent, {}, AAD.request('status', seq));
      return door!.call('POST', '/api/status', JSON.stringify(sealed), {
        [AGENT_SESSION_HEADER]: sessionLabel,
        [AGENT_SEQ_HEADER]: String(seq),
        [AGENT_MAC_HEADER]: toBase64url(requestMac(keys, 'status', seq)),
      });
    };
    expect((await callWith(key, label, 1)).status).toBe(200);
    // The same call again, byte for byte: refused.
    expect((await callWith(key, label, 1)).status).toBe(401);
    expect((await callWith(key, label, 2)).status).toBe(200);
    // A nonce this agent did not make, with a MAC right for it: refused before any body is read.
    const forged = `${toBase64url(randomBytes(32))}.${toBase64url(extensionNonce)}`;
    expect((await callWith(key, forged, 1)).status).toBe(401);
    // Someone with another key (an extension paired elsewhere) gets nothing.
    expect((await callWith(randomBytes(32), label, 3)).status).toBe(401);
  });

  it('refuses a start for another site than the paired one before anything starts, and starts for that site', async () => {
    door = await startDoor(dir);
    await door.pairNow();
    const other = await door.link.call('start', await startBody('http://127.0.0.1:9999/api'), null);
    expect(other).toEqual({
      kind: 'refused',
      status: 403,
      message: `The agent was paired for ${SITE} and does not run for http://127.0.0.1:9999.`,
    });
    expect((await door.link.call('start', await startBody('https://127.0.0.1:8080'), null)).kind).toBe(
      'refused',
    );
    expect(door.starts).toEqual([]);
    // The paired site, with a path: the origin is what counts. A start body over 4 KB is fine in a session.
    const body = await startBody(`${SITE}/`);
    body.resume.base64 = 'A'.repeat(64 * 1024);
    expect(await door.link.exchange('start', body)).toEqual({
      kind: 'ok',
      value: { status: 202, body: { runId: 'run-1' } },
    });
    expect(door.starts.map((s) => s.apiUrl)).toEqual([`${SITE}/`]);
  });
});
