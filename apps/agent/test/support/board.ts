import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const BOARD_DIR = path.join(REPO_ROOT, 'apps/practice-board');
export const VARIANTS = ['v1-legacy', 'v2-classic', 'v3-shadow', 'v4-dialog', 'v5-sdui'] as const;
export type Variant = (typeof VARIANTS)[number];

export interface Submission {
  jobId: string;
  variant: string;
  fields: Record<string, string | string[]>;
  file: { name: string; size: number; sha256: string } | null;
  /** The uploaded cover letter, when one was. */
  coverLetterFile?: { name: string; size: number; sha256: string } | null;
  followCompany: boolean;
}

export interface BoardRecord {
  submissions: Submission[];
  discarded: string[];
  saved: string[];
}

/** The company sites' listener (decision 053): its port, the hosts it answers for, the Chromium flags that reach it. */
export interface BoardSites {
  port: number;
  hosts: string[];
  chromeArgs: string[];
}

export interface Board {
  url: string;
  /** The company-site stand-ins, when the board runs them. */
  sites?: BoardSites;
  submissions(): Promise<BoardRecord>;
  reset(): Promise<void>;
  config(body: Record<string, unknown>): Promise<void>;
  stop(): Promise<void>;
}

/** Starts the practice board as a process (apps never import each other) and reads the URL it prints. */
export async function startBoard(options: {
  variant: Variant;
  catalogue?: string;
  seed?: number;
}): Promise<Board> {
  const args = ['--import', 'tsx', 'apps/practice-board/src/main.ts', '--port', '0', '--no-delays'];
  args.push('--variant', options.variant, '--seed', String(options.seed ?? 1));
  if (options.catalogue) args.push('--catalogue', path.resolve(BOARD_DIR, 'catalogue', options.catalogue));
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  let sites: BoardSites | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The board did not start: ${stderr}`)), 120_000);
    child.once('exit', (code) => reject(new Error(`The board exited with ${code}: ${stderr}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      try {
        const said = JSON.parse(line) as { listening: string; sites?: BoardSites };
        sites = said.sites;
        resolve(said.listening);
      } catch {
        reject(new Error(`Unexpected board output: ${line}`));
      }
    });
  });
  const call = async (p: string, body?: unknown) => {
    const res = await fetch(`${url}${p}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  return {
    url,
    ...(sites ? { sites } : {}),
    submissions: () => call('/__board/submissions') as Promise<BoardRecord>,
    reset: async () => void (await call('/__board/reset', {})),
    config: async (body) => void (await call('/__board/config', body)),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export interface Expect {
  outcome: string;
  answers?: Record<string, string | string[]>;
  question?: string;
  followCompany?: boolean;
}
export interface CatalogueJob {
  id: string;
  title: string;
  company: string;
  expect?: Expect;
  events?: Record<string, unknown>;
}

export async function readBoardJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(BOARD_DIR, 'catalogue', file), 'utf8')) as T;
}
