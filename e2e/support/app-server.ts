import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { repoRoot } from './paths';
import { childEnv } from './child-env';

export interface AppServer {
  origin: string;
  dataDir: string;
  /** The raw text of every mail in the outbox, oldest first. */
  outbox(): Promise<string[]>;
  /**
   * Stops the API, runs `work` while nothing holds the data directory (PGlite allows one process), then starts the
   * API again on the same port and data: sessions and browser cookies stay valid.
   */
  offline<T>(work: () => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Starts the real API (which serves the built web app) as its own process on a free port, with a fresh embedded
 * database in a temporary DATA_DIR, exactly as `npm start` does after its build step.
 */
export async function startAppServer(
  env: Record<string, string> = {},
  options: { port?: number } = {},
): Promise<AppServer> {
  // A test that must know the origin before the API starts (to build for it) picks the port itself.
  const port = options.port ?? (await freePort());
  const origin = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-e2e-'));
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && !env.DATABASE_URL) await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
  const launch = () => launchApi(port, dataDir, env);
  let child = await launch();
  return {
    origin,
    dataDir,
    async outbox() {
      const dir = path.join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
      return Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
    },
    async offline(work) {
      await stopProcess(child);
      try {
        return await work();
      } finally {
        child = await launch();
      }
    },
    async stop() {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts `apps/api/src/main.ts` on `port` with `dataDir` and resolves when it answers /healthz. */
async function launchApi(port: number, dataDir: string, env: Record<string, string>): Promise<ChildProcess> {
  const origin = `http://localhost:${port}`;
  const started = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
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
  const output: string[] = [];
  started.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitForHealth(origin, started, output);
  return started;
}

/**
 * Names the embedded database every API of an e2e run starts from (support/global-setup.ts): a copy of it instead of
 * the API's own first-start initdb, about 4 of a start's 7 CPU seconds on this machine. Unset (a bench, a lone
 * script): each API makes its own, as `npm start` does.
 */
export const PGLITE_TEMPLATE_ENV = 'APPLYPILOT_E2E_PGLITE_TEMPLATE';

/**
 * The data directory of an API started once on a fresh DATA_DIR and stopped: PGlite's files with every migration
 * applied and no rows, what any first start makes. Resolves with the `pglite` directory to copy.
 */
export async function makePgliteTemplate(dir: string): Promise<string> {
  await stopProcess(await launchApi(await freePort(), dir, {}));
  return path.join(dir, 'pglite');
}

/**
 * How long an API may take to answer /healthz. About 5 s on an idle two-core machine; far more when the end-to-end
 * files run side by side with other work (decision 040), and a slow start is not what any test is about.
 */
const START_TIMEOUT_MS = 150_000;

async function waitForHealth(origin: string, child: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}:\n${output.join('')}`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`API did not become healthy:\n${output.join('')}`);
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
