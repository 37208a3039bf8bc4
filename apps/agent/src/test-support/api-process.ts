import { PGlite } from '@electric-sql/pglite';
import { loadOrCreateSigningKey, publicKeyBase64 } from '@applypilot/grants';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AgentApiTokenResponseSchema,
  CreateOrderResponseSchema,
  JobInfoResponseSchema,
  PaymentResultSchema,
  PLANS,
  type JobHistoryEntry,
} from '@applypilot/contracts';
import { childEnv } from './child-env';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function verificationToken(dir: string, email: string): Promise<string | undefined> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort();
    for (const file of files) {
      const mail = await readFile(path.join(dir, file), 'utf8');
      if (!mail.includes(email)) continue;
      const body = mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      const token = /verify-email\?token=([\w-]+)/.exec(body)?.[1];
      if (token) return token;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}

export interface ApiUser {
  email: string;
  cookie: string;
  /** The bearer token the agent gets in its start request (POST /api/agent/token); a failed call throws. */
  agentToken: string;
  /** Another agent token of the same account, as a later dashboard visit gets. */
  newAgentToken(): Promise<string>;
  credits(): Promise<number>;
  /** The history of applications sent, newest first (GET /api/user/job-info). */
  history(): Promise<JobHistoryEntry[]>;
  /** Buys the first plan through the built-in payment sandbox, as the purchase page does; answers the balance. */
  buyCredits(): Promise<number>;
}

export interface ApiProcess {
  origin: string;
  dataDir: string;
  /** The public half of the key this API signs grants with (base64 SPKI DER), for AGENT_GRANT_PUBLIC_KEY. */
  grantPublicKey: string;
  user(): Promise<ApiUser>;
  /**
   * Stops the API, runs `statement` on its database (PGlite allows one process at a time), and starts it again on
   * the same port and data: for states no public call makes, such as a reservation an hour old.
   */
  offlineSql(statement: string): Promise<void>;
  stop(): Promise<void>;
}

/** The real API (as e2e/support/app-server.ts starts it): its own process, a fresh PGlite in a temporary DATA_DIR. */
export async function startApi(env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-api-'));
  const launch = async (): Promise<ChildProcess> => {
    const started = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...childEnv(),
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_ORIGIN: origin,
        DATA_DIR: dataDir,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    started.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    started.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    // Generous: the suites run side by side (decision 040), and a slow start is not what a test is about.
    const deadline = Date.now() + 150_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`The API exited: ${output}`);
      if (Date.now() > deadline) throw new Error(`The API did not start: ${output}`);
      if (
        await fetch(`${origin}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return started;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const stopChild = (running: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (running.exitCode !== null || running.signalCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  let child = await launch();
  // The API made its signing key in DATA_DIR on start (no GRANT_SIGNING_KEY given): the agent must trust that one.
  const grantPublicKey = publicKeyBase64(await loadOrCreateSigningKey(dataDir));
  const post = (p: string, body: unknown, cookie = '') =>
    fetch(`${origin}${p}`, {
      method: 'POST',
      // The API refuses cross-site posts: these come from its own origin, as the dashboard's do.
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  return {
    origin,
    async user() {
      const email = `agent-${Date.now()}-${randomBytes(4).toString('hex')}@example.com`;
      const password = 'correct horse battery';
      const registered = await post('/auth/register', { name: 'Asha Rao', email, password });
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
      // The verification mail lands in the outbox (quoted-printable) just after the answer: wait for its link.
      const token = await verificationToken(path.join(dataDir, 'outbox'), email);
      if (!token || (await post('/auth/verify-email', { token })).status !== 200)
        throw new Error('not verified');
      const login = await post('/auth/login', { email, password });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      // A failed token call is an error of the API under test, never a reason to skip.
      const newAgentToken = async () => {
        const issued = await post('/api/agent/token', {}, cookie);
        const text = await issued.text();
        if (!issued.ok) throw new Error(`POST /api/agent/token answered ${issued.status}: ${text}`);
        return AgentApiTokenResponseSchema.parse(JSON.parse(text)).token;
      };
      const jobInfo = async () => {
        const info = await fetch(`${origin}/api/user/job-info`, { headers: { cookie } });
        return JobInfoResponseSchema.parse(await info.json()).user;
      };
      return {
        email,
        cookie,
        agentToken: await newAgentToken(),
        newAgentToken,
        credits: async () => (await jobInfo()).availableJobs,
        history: async () => (await jobInfo()).jobHistory,
        buyCredits: async () => {
          const planName = PLANS[0]?.name ?? '';
          const created = await post('/api/payment/create-order', { planName, userEmail: email }, cookie);
          const order = CreateOrderResponseSchema.parse(await created.json());
          const paid = await post('/sandbox/pay', { order_id: order.order_id }, cookie);
          const result = PaymentResultSchema.parse(await paid.json());
          const processed = await post(
            '/api/payment/process-payment',
            { ...result, userEmail: email },
            cookie,
          );
          if (!processed.ok) throw new Error(`process-payment answered ${processed.status}`);
          return (await jobInfo()).availableJobs;
        },
      };
    },
    dataDir,
    grantPublicKey,
    async offlineSql(statement) {
      await stopChild(child);
      try {
        const db = await PGlite.create(path.join(dataDir, 'pglite'));
        try {
          await db.exec(statement);
        } finally {
          await db.close();
        }
      } finally {
        child = await launch();
      }
    },
    async stop() {
      await stopChild(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
