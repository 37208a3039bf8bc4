import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { AgentLink, pairWithAgent, type SessionOp } from '@applypilot/agent-link';
import { AGENT_API, EXTENSION_ORIGIN, AgentEventSchema, type AgentEvent } from '@applypilot/contracts';
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
  /** The agent prints on its own time: waits (up to 60 s) until it has printed `count` codes. */
  waitForCodes(count: number): Promise<string[]>;
  /** Presses Enter in the agent's window (its standard input): asks for a new pairing code. */
  pressEnter(): void;
  call(options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }): Promise<Answer>;
  /**
   * A call as the paired extension does it (decision 048): a session proven with a hello, the body sealed, the
   * answer opened. `pathname` names the operation (AGENT_API); the answer's status and opened body come back.
   */
  api(method: string, pathname: string, body?: unknown): Promise<Answer>;
  /** Pairs as the test extension built for `apiOrigin` (the only API the agent then runs for), with the code shown. */
  pair(apiOrigin?: string): Promise<Uint8Array>;
  /** Reads /api/progress (replay, then live) until `stop` says so; every event parsed with the contract. */
  progress(stop: (event: AgentEvent) => boolean): Promise<AgentEvent[]>;
  /** The pairing key once `pair` succeeded. */
  key: Uint8Array | null;
  /** Calls as the extension that paired with an earlier process on the same data folder (pairing.json). */
  usePairing(key: Uint8Array): void;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const OPERATIONS: Record<string, SessionOp> = {
  [AGENT_API.status]: 'status',
  [AGENT_API.start]: 'start',
  [AGENT_API.stop]: 'stop',
  [AGENT_API.progress]: 'progress',
  [AGENT_API.sentResume]: 'sent-resume',
  [AGENT_API.captures]: 'capture',
};

/** fetch as the extension's worker sends it: its Origin on every call (Node's fetch sends none of its own). */
const extensionFetch =
  (origin: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin } });

/**
 * Starts `npm run agent -- serve` as its own process (the way the user does) on a free port. Pass the API's grant key
 * as AGENT_GRANT_PUBLIC_KEY (ApiProcess.grantPublicKey) when the agent is to spend credits with it.
 */
export async function startAgent(env: Record<string, string>, onPort?: number): Promise<AgentProcess> {
  const port = onPort ?? (await freePort());
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
      stdio: ['pipe', 'pipe', 'pipe'],
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
  const origin = `http://127.0.0.1:${port}`;
  let link: AgentLink | null = null;
  const agent: AgentProcess = {
    port,
    dataDir: env.AGENT_DATA_DIR ?? '',
    key: null,
    stderr: () => stderr,
    codes: () => [...stderr.matchAll(/Pairing code: (\d{12}|\d{6})/g)].map((m) => m[1] ?? ''),
    waitForCodes: async (count) => {
      const until = Date.now() + 60_000;
      while (agent.codes().length < count && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      return agent.codes();
    },
    pressEnter: () => void child.stdin?.write('\n'),
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
    api: async (_method, pathname, body) => {
      // The PDF an application sent and a page's capture: their names travel inside the sealed body, not in a path.
      const resume = pathname.startsWith(`${AGENT_API.sentResume}/`)
        ? decodeURIComponent(pathname.slice(AGENT_API.sentResume.length + 1))
        : undefined;
      const capture = pathname.startsWith(`${AGENT_API.captures}/`)
        ? pathname.slice(AGENT_API.captures.length + 1)
        : undefined;
      const op =
        resume !== undefined ? 'sent-resume' : capture !== undefined ? 'capture' : OPERATIONS[pathname];
      if (!op || !link) throw new Error(`api(${pathname}): not an operation, or not paired`);
      const sealed =
        resume !== undefined ? { sha256: resume } : capture !== undefined ? { name: capture } : body;
      const result = await link.exchange(op, sealed ?? {});
      if (result.kind !== 'ok') throw new Error(`api(${pathname}): ${result.kind}`);
      const { status, body: opened } = result.value;
      return { status, headers: {}, text: JSON.stringify(opened), json: <T>() => opened as T };
    },
    usePairing: (key) => {
      agent.key = key;
      link = new AgentLink(origin, key, extensionFetch(EXTENSION));
    },
    pair: async (apiOrigin = TEST_API_ORIGIN) => {
      const code = (await agent.waitForCodes(1)).at(-1) ?? '';
      const paired = await pairWithAgent(
        origin,
        code,
        { extensionOrigin: EXTENSION, apiOrigin },
        extensionFetch(EXTENSION),
      );
      if (paired.kind !== 'ok') throw new Error(`pairing failed: ${JSON.stringify(paired)}`);
      agent.usePairing(paired.value.pairingKey);
      return paired.value.pairingKey;
    },
    progress: async (stop) => {
      if (!link) throw new Error('progress: not paired');
      const abort = new AbortController();
      const opened = await link.stream(abort.signal);
      if (opened.kind !== 'ok') throw new Error(`progress: ${opened.kind}`);
      const events: AgentEvent[] = [];
      const reader = opened.value.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return events;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end).replace(/^data: /, '');
            buffer = buffer.slice(end + 2);
            const event = AgentEventSchema.parse(await opened.value.open(frame, events.length + 1));
            events.push(event);
            if (stop(event)) return events;
          }
        }
      } catch (error) {
        if (events.length) return events;
        throw error;
      } finally {
        abort.abort();
      }
    },
    kill: (signal = 'SIGTERM') =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
  return agent;
}
