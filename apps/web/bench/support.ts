/** What the web benchmarks share: free ports, the API as `npm start` runs it, and ending process groups. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(webRoot, '../..');

/**
 * A copy of apps/web/dist (or of BENCH_DIST_DIR: another build, to compare two under the same conditions) for one
 * benchmark run, served through WEB_DIST_DIR: the work tree is shared, and a rebuild meanwhile would otherwise swap
 * the files under a running measurement. The caller removes it.
 */
export async function snapshotDist(): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'applypilot-bench-dist-'));
  await cp(process.env.BENCH_DIST_DIR ?? path.join(webRoot, 'dist'), copy, { recursive: true });
  return copy;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails when the child exits first or after a minute. */
export async function waitFor(url: string, child: ChildProcess, what: string): Promise<Response> {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return response;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/** Ends a child and everything it started, by its own process group id (the child must be spawned detached). */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  const pid = child.pid;
  return new Promise((resolve) => {
    const timer = setTimeout(() => process.kill(-pid, 'SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    process.kill(-pid, 'SIGTERM');
  });
}

/** The API as `npm start` runs it (tsx, serving apps/web/dist) on a free port, in its own process group. */
export async function startApi(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      APP_ORIGIN: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A benchmark measures the site, not the platform downloads' build at start (decision 051).
      DOWNLOADS_BUILD: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${origin}/healthz`, child, 'the API');
  return { origin, child };
}
