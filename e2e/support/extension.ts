import { chromium, type BrowserContext } from 'playwright-core';
import { AGENT_API, AGENT_TOKEN_HEADER } from '@applypilot/contracts';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { repoRoot } from './paths';
import { childEnv } from './child-env';

/**
 * Builds the extension as `npm run build -w apps/extension` does, into `outDir`, for the site at `appOrigin` (the
 * test API's origin: the extension works on that origin only) with the agent on `agentPort` (a test picks a free
 * port, so an agent another test or a person runs on 3110 never answers it).
 */
export function buildExtension(outDir: string, agentPort: number, appOrigin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'apps/extension'], {
      cwd: repoRoot,
      env: {
        ...childEnv(),
        EXTENSION_OUT_DIR: outDir,
        AGENT_PORT: String(agentPort),
        APP_ORIGIN: appOrigin,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`extension build failed:\n${output.join('')}`)),
    );
  });
}

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  close(): Promise<void>;
}

/** Chromium with the unpacked extension loaded (FACTS.md: Chromium accepts --load-extension; branded Chrome not). */
export async function launchWithExtension(extensionDir: string): Promise<ExtensionBrowser> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Playwright disables extensions by default; this one must load.
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
  context.setDefaultTimeout(60_000);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    async close() {
      await context.close().catch(() => undefined);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** One request the stand-in agent received, as it arrived. */
export interface AgentRequest {
  method: string;
  path: string;
  /** The Origin header (the extension's POSTs carry chrome-extension://<id>; its GETs carry none). */
  origin: string | undefined;
  /** The JSON body, or null when there was none or it was not JSON. */
  body: unknown;
}

export interface FakeAgent {
  /** Every request that reached the agent's port, in order, whatever its fate. */
  requests: AgentRequest[];
  /**
   * false: every connection is cut before an answer, which the extension reads as "the agent is not running"
   * (requests are still recorded). true: it answers as the agent's contract says (pair, status, start).
   */
  answering: boolean;
  /** What GET /api/status answers to the paired extension (an idle agent with no run unless a test sets it). */
  status?: Record<string, unknown>;
  close(): Promise<void>;
}

/**
 * A stand-in for the local agent on `port` that records everything that reaches it: a test of the extension's
 * doors must see what got through, and must not depend on the agent's own checks (the agent's tests cover those).
 * It pairs with `code` only, answers an idle status to the token it issued and accepts a start: enough for the
 * extension to reach "Ready" and send a run, which the test then reads here as it arrived.
 */
export async function startFakeAgent(port: number, code: string): Promise<FakeAgent> {
  const token = 'fake-agent-token-'.padEnd(43, 'x');
  const agent: FakeAgent = { requests: [], answering: false, close: async () => undefined };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = text ? (JSON.parse(text) as unknown) : null;
      } catch {
        body = null;
      }
      const pathname = (request.url ?? '').split('?')[0] ?? '';
      const { method = '', headers } = request;
      agent.requests.push({ method, path: pathname, origin: headers.origin, body });
      if (!agent.answering) return void request.socket.destroy();
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const route = `${method} ${pathname}`;
      if (route === `POST ${AGENT_API.pair}`) {
        const paired = (body as { code?: unknown } | null)?.code === code;
        return paired ? json(200, { token }) : json(403, { error: 'That is not the code the agent shows.' });
      }
      if (headers[AGENT_TOKEN_HEADER] !== token)
        return json(401, { error: 'Pair the extension with the agent first.' });
      if (route === `GET ${AGENT_API.status}`)
        return json(
          200,
          agent.status ?? { version: '0.1.0', state: 'idle', runId: null, applied: 0, processed: 0 },
        );
      if (route === `POST ${AGENT_API.start}`) return json(202, { runId: 'run-1' });
      return json(404, { error: 'Not found.' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  agent.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return agent;
}
