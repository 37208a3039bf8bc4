import { loadOrCreateSigningKey, publicKeyBase64 } from '@applypilot/grants';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { stopProcess, type AppServer } from './app-server';
import { repoRoot } from './paths';
import { childEnv } from './child-env';

export interface Submission {
  jobId: string;
  fields: Record<string, string | string[]>;
  file: { name: string; size: number; sha256: string } | null;
  /** When the board recorded it (ISO time). */
  submittedAt: string;
}

export interface Board {
  url: string;
  submissions(): Promise<{ submissions: Submission[]; discarded: string[] }>;
  stop(): Promise<void>;
}

/** The practice board as its own process, as `npm run board` starts it, on a catalogue file. */
export async function startBoard(catalogue: string, variant = 'v1-legacy'): Promise<Board> {
  const args = ['--import', 'tsx', 'apps/practice-board/src/main.ts', '--port', '0', '--no-delays'];
  args.push('--variant', variant, '--seed', '1', '--catalogue', path.resolve(catalogue));
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: childEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The board did not start: ${stderr}`)), 120_000);
    child.once('exit', (code) => reject(new Error(`The board exited with ${code}: ${stderr}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { listening: string }).listening);
    });
  });
  return {
    url,
    submissions: async () => {
      const res = await fetch(`${url}/__board/submissions`);
      return (await res.json()) as { submissions: Submission[]; discarded: string[] };
    },
    stop: () => stopProcess(child),
  };
}

export interface LocalAgent {
  port: number;
  /** What the agent printed for people. */
  stderr(): string;
  /** The newest pairing code printed on stderr (waits up to 120 s for one: the agent may start beside other work). */
  pairingCode(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * `npm run agent -- serve` as its own process on a free port, headless, no human delays, against the board. It trusts
 * the grants of `api` (the e2e's API, which made its signing key in its DATA_DIR on start), as a download built for
 * that API would.
 */
export async function startLocalAgent(
  port: number,
  env: Record<string, string>,
  api: Pick<AppServer, 'dataDir'>,
): Promise<LocalAgent> {
  const grantKey = publicKeyBase64(await loadOrCreateSigningKey(api.dataDir));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/agent/src/cli/main.ts', 'serve', '--json'],
    {
      cwd: repoRoot,
      env: {
        ...childEnv(),
        AGENT_PORT: String(port),
        AGENT_HEADLESS: '1',
        AGENT_NO_DELAYS: '1',
        AGENT_GRANT_PUBLIC_KEY: grantKey,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  child.stdout?.resume();
  const codes = () => [...stderr.matchAll(/Pairing code: (\d{6})/g)].map((m) => m[1] ?? '');
  return {
    port,
    stderr: () => stderr,
    async pairingCode() {
      const until = Date.now() + 120_000;
      while (codes().length === 0 && Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`The agent exited: ${stderr}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const code = codes().at(-1);
      if (!code) throw new Error(`The agent printed no pairing code: ${stderr}`);
      return code;
    },
    stop: () => stopProcess(child),
  };
}
