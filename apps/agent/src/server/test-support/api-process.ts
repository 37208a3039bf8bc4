import { spawn, type ChildProcess } from 'node:child_process';
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

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

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
  cookie: string;
  /** The bearer token the agent gets in its start request (POST /api/agent/token), or null before that route exists. */
  agentToken: string | null;
  credits(): Promise<number>;
  /** The history of applications sent, newest first (GET /api/user/job-info). */
  history(): Promise<JobHistoryEntry[]>;
  /** Buys the first plan through the built-in payment sandbox, as the purchase page does; answers the balance. */
  buyCredits(): Promise<number>;
}

export interface ApiProcess {
  origin: string;
  user(): Promise<ApiUser>;
  stop(): Promise<void>;
}

/** The real API (as e2e/support/app-server.ts starts it): its own process, a fresh PGlite in a temporary DATA_DIR. */
export async function startApi(env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'agent-api-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ORIGIN: origin,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`The API did not start: ${output}`);
    if (
      await fetch(`${origin}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
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
      const email = `agent-${Date.now()}@example.com`;
      const password = 'correct horse battery';
      const registered = await post('/auth/register', { name: 'Asha Rao', email, password });
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
      // The verification mail lands in the outbox (quoted-printable) just after the answer: wait for its link.
      const token = await verificationToken(path.join(dataDir, 'outbox'), email);
      if (!token || (await post('/auth/verify-email', { token })).status !== 200)
        throw new Error('not verified');
      const login = await post('/auth/login', { email, password });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const issued = await post('/api/agent/token', {}, cookie);
      const parsed = AgentApiTokenResponseSchema.safeParse(await issued.json().catch(() => null));
      const jobInfo = async () => {
        const info = await fetch(`${origin}/api/user/job-info`, { headers: { cookie } });
        return JobInfoResponseSchema.parse(await info.json()).user;
      };
      return {
        cookie,
        agentToken: issued.ok && parsed.success ? parsed.data.token : null,
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
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => void rm(dataDir, { recursive: true, force: true }).then(() => resolve());
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
