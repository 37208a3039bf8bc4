import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { childEnv } from './child-env';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface SideProcess {
  /** Every JSON line it printed on stdout, in order. */
  lines: Record<string, unknown>[];
  /** Resolves with the first line (already printed or to come) for which `test` is true. */
  waitFor(test: (line: Record<string, unknown>) => boolean, what: string): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

/**
 * One of the test-support programs (impostor-main.ts, pairing-flood-main.ts) as a process of its own, the way another
 * program on the same computer would run: nothing shared with the test but the port.
 */
export function startSideProcess(script: string, args: string[]): SideProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('apps/agent/src/test-support', script), ...args],
    { cwd: REPO_ROOT, env: childEnv(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines: Record<string, unknown>[] = [];
  const waiting = new Set<() => boolean>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(JSON.parse(line) as Record<string, unknown>);
    for (const wake of waiting) wake();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    lines,
    waitFor: (test, what) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find(test);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`${script}: no line where ${what} within 60 s; stderr: ${stderr}`));
        }, 60_000);
        if (!check()) waiting.add(check);
        void exited.then(() => {
          if (waiting.has(check) && !check()) reject(new Error(`${script} exited: ${stderr}`));
        });
      }),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
