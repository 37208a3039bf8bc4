import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  AGENT_TOKEN_HEADER,
  EXTENSION_ORIGIN,
  AgentEventSchema,
  type AgentEvent,
} from '@applypilot/contracts';
import { publicKeyBase64 } from '@applypilot/grants';
import { generateKeyPairSync } from 'node:crypto';
import { childEnv } from './child-env';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const EXTENSION = EXTENSION_ORIGIN;
/** The site the test extension says it was built for when a test pairs without naming its API. */
export const TEST_API_ORIGIN = 'http://127.0.0.1:9';

/** A key no API signs with: agents that never reach a real API still need one to start. */
function throwawayGrantKey(): string {
  return publicKeyBase64(generateKeyPairSync('ed25519').publicKey);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

export interface AgentProcess {
  port: number;
  dataDir: string;
  /** Everything the agent printed for people (pairing codes, logs). */
  stderr(): string;
  codes(): string[];
  /** The agent prints on its own time: waits (up to 10 s) until it has printed `count` codes. */
  waitForCodes(count: number): Promise<string[]>;
  call(options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }): Promise<Answer>;
  /** A call as the paired extension: its origin, its token, a JSON body. */
  api(method: string, pathname: string, body?: unknown): Promise<Answer>;
  /** Pairs as the test extension built for `apiOrigin` (the only API the agent then runs for). */
  pair(apiOrigin?: string): Promise<string>;
  /** Reads /api/progress (replay, then live) until `stop` says so; every event parsed with the contract. */
  progress(stop: (event: AgentEvent) => boolean): Promise<AgentEvent[]>;
  token: string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts `npm run agent -- serve` as its own process (the way the user does) on a free port. Pass the API's grant key
 * as AGENT_GRANT_PUBLIC_KEY (ApiProcess.grantPublicKey) when the agent is to spend credits with it.
 */
export async function startAgent(env: Record<string, string>): Promise<AgentProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/agent/src/cli/main.ts', 'serve', '--json'],
    {
      cwd: REPO_ROOT,
      env: {
        ...childEnv(),
        AGENT_PORT: String(port),
        AGENT_HEADLESS: '1',
        AGENT_NO_DELAYS: '1',
        AGENT_GRANT_PUBLIC_KEY: throwawayGrantKey(),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The agent did not start: ${stderr}`)), 120_000);
    child.once('exit', (code) => reject(new Error(`The agent exited with ${code}: ${stderr}`)));
    createInterface({ input: child.stdout! }).once('line', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const agent: AgentProcess = {
    port,
    dataDir: env.AGENT_DATA_DIR ?? '',
    token: '',
    stderr: () => stderr,
    codes: () => [...stderr.matchAll(/Pairing code: (\d{6})/g)].map((m) => m[1] ?? ''),
    waitForCodes: async (count) => {
      const until = Date.now() + 60_000;
      while (agent.codes().length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return agent.codes();
    },
    call: ({ method = 'GET', path: p, headers = {}, body }) =>
      new Promise((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, method, path: p, headers: { host: `127.0.0.1:${port}`, ...headers } },
          (res) => {
            let text = '';
            res.on('data', (d: Buffer) => (text += d.toString()));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text,
                json: <T>() => JSON.parse(text) as T,
              }),
            );
          },
        );
        // The agent may close the connection while a refused body is still being sent.
        req.on('error', (error) => reject(error));
        req.end(body);
      }),
    api: (method, pathname, body) =>
      agent.call({
        method,
        path: pathname,
        headers: {
          origin: EXTENSION,
          [AGENT_TOKEN_HEADER]: agent.token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    pair: async (apiOrigin = TEST_API_ORIGIN) => {
      const code = (await agent.waitForCodes(1)).at(-1) ?? '';
      const res = await agent.call({
        method: 'POST',
        path: '/api/pair',
        headers: { origin: EXTENSION, 'content-type': 'application/json' },
        body: JSON.stringify({ code, apiOrigin }),
      });
      if (res.status !== 200) throw new Error(`pairing answered ${res.status}: ${res.text}`);
      agent.token = res.json<{ token: string }>().token;
      return agent.token;
    },
    progress: (stop) =>
      new Promise((resolve, reject) => {
        const events: AgentEvent[] = [];
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path: '/api/progress',
            headers: { host: `127.0.0.1:${port}`, origin: EXTENSION, [AGENT_TOKEN_HEADER]: agent.token },
          },
          (res) => {
            if (res.statusCode !== 200) return reject(new Error(`progress answered ${res.statusCode}`));
            let buffer = '';
            res.on('data', (d: Buffer) => {
              buffer += d.toString();
              let end: number;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const frame = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                const event = AgentEventSchema.parse(JSON.parse(frame.replace(/^data: /, '')));
                events.push(event);
                if (stop(event)) {
                  req.destroy();
                  return resolve(events);
                }
              }
            });
            res.on('end', () => resolve(events));
          },
        );
        req.on('error', (error) => (events.length ? resolve(events) : reject(error)));
        req.end();
      }),
    kill: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
  return agent;
}
