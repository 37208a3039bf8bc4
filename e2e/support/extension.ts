import { chromium, type BrowserContext } from 'playwright-core';
import {
  AAD,
  agentProof,
  answerPairingOffer,
  fromBase64url,
  openJson,
  randomBytes,
  sameBytes,
  sealJson,
  sessionKeys,
  toBase64url,
  type PairingSecrets,
  type SessionKeys,
  type SessionOp,
} from '@applypilot/agent-link';
import { AGENT_API, AGENT_SEQ_HEADER, AGENT_SESSION_HEADER, SealedSchema } from '@applypilot/contracts';
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

/** One request the stand-in agent received. */
export interface AgentRequest {
  method: string;
  path: string;
  /** The Origin header (the extension's worker sends chrome-extension://<id> with every POST). */
  origin: string | undefined;
  /** The JSON body as it arrived, or null when there was none or it was not JSON. */
  body: unknown;
  /** A sealed call's body as the agent opens it with the session's key (decision 048); undefined otherwise. */
  opened?: unknown;
}

export interface FakeAgent {
  /** Every request that reached the agent's port, in order, whatever its fate. */
  requests: AgentRequest[];
  /**
   * false: every connection is cut before an answer, which the extension reads as "the agent is not running"
   * (requests are still recorded). true: it answers as the agent's protocol says (hello, pair, status, start).
   */
  answering: boolean;
  /** What GET /api/status answers to the paired extension (an idle agent with no run unless a test sets it). */
  status?: Record<string, unknown>;
  close(): Promise<void>;
}

const OPERATIONS = new Map<string, SessionOp>([
  [AGENT_API.status, 'status'],
  [AGENT_API.start, 'start'],
  [AGENT_API.stop, 'stop'],
  [AGENT_API.sentResume, 'sent-resume'],
]);

/**
 * A stand-in for the local agent on `port` that records everything that reaches it: a test of the extension's
 * doors must see what got through, and must not depend on the agent's own checks (the agent's tests cover those).
 * It speaks the agent's protocol through packages/agent-link (pairing by CPace with `code`, hellos with the key's
 * proof, sealed calls), answers an idle status and accepts a start: enough for the extension to reach "Ready" and
 * send a run, which the test then reads here as the agent would open it.
 */
export async function startFakeAgent(port: number, code: string): Promise<FakeAgent> {
  const agent: FakeAgent = { requests: [], answering: false, close: async () => undefined };
  let key: Uint8Array | null = null;
  const offers = new Map<string, PairingSecrets>();
  const sessions = new Map<string, SessionKeys>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = null;
        try {
          body = text ? (JSON.parse(text) as unknown) : null;
        } catch {
          body = null;
        }
        const pathname = (request.url ?? '').split('?')[0] ?? '';
        const { method = '', headers } = request;
        const recorded: AgentRequest = { method, path: pathname, origin: headers.origin, body };
        agent.requests.push(recorded);
        if (!agent.answering) return void request.socket.destroy();
        const json = (status: number, value: unknown) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(value));
        };
        const fields = (body ?? {}) as Record<string, string>;
        if (pathname === AGENT_API.hello) {
          if (!key) return json(200, { paired: false, version: '0.1.0' });
          const extensionNonce = fromBase64url(fields.extensionNonce ?? '') ?? new Uint8Array(0);
          const agentNonce = randomBytes(32);
          sessions.set(
            `${toBase64url(agentNonce)}.${fields.extensionNonce}`,
            sessionKeys(key, extensionNonce, agentNonce),
          );
          return json(200, {
            paired: true,
            version: '0.1.0',
            agentNonce: toBase64url(agentNonce),
            proof: toBase64url(agentProof(key, extensionNonce, agentNonce)),
          });
        }
        if (pathname === AGENT_API.pair && fields.step === 'offer') {
          const channel = { extensionOrigin: headers.origin ?? '', apiOrigin: fields.apiOrigin ?? '' };
          const answer = answerPairingOffer(
            code,
            channel,
            fromBase64url(fields.pairingId ?? '') ?? new Uint8Array(0),
            fromBase64url(fields.share ?? '') ?? new Uint8Array(0),
          );
          if (!answer) return json(400, { error: 'This pairing attempt is not valid: type the code again.' });
          const ticket = toBase64url(randomBytes(16));
          offers.set(ticket, answer.secrets);
          return json(200, { share: toBase64url(answer.share), ticket });
        }
        if (pathname === AGENT_API.pair && fields.step === 'confirm') {
          const secrets = offers.get(fields.ticket ?? '');
          const proof = fromBase64url(fields.proof ?? '');
          if (!secrets || !proof || !sameBytes(proof, secrets.extensionProof))
            return json(403, { error: 'That is not the code the agent shows.' });
          key = secrets.pairingKey;
          return json(200, { proof: toBase64url(secrets.agentProof) });
        }
        const op = OPERATIONS.get(pathname);
        const label = headers[AGENT_SESSION_HEADER];
        const keys = typeof label === 'string' ? sessions.get(label) : undefined;
        const seq = Number(headers[AGENT_SEQ_HEADER]);
        const sealed = SealedSchema.safeParse(body);
        if (!op || !keys || !sealed.success)
          return json(401, { error: 'Start a new session with the agent.' });
        recorded.opened = await openJson(keys.toAgent, sealed.data, AAD.request(op, seq));
        const answer = async (status: number, value: unknown) =>
          json(status, await sealJson(keys.toExtension, value, AAD.answer(op, seq, status)));
        if (op === 'status')
          return answer(
            200,
            agent.status ?? { version: '0.1.0', state: 'idle', runId: null, applied: 0, processed: 0 },
          );
        if (op === 'start') return answer(202, { runId: 'run-1' });
        return answer(404, { error: 'Not found.' });
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  agent.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return agent;
}
