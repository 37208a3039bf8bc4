import { chromium, type BrowserContext } from 'playwright-core';
import { chmod, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extraChromeArgs } from './chrome-args';
import { resolveChromePath } from './chrome-path';

/** Flags that keep Chrome quiet on a closed network (FACTS.md, e2e/support/browser.ts). */
export const CHROME_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function profileDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.AGENT_PROFILE_DIR || path.join(os.homedir(), '.applypilot', 'chrome-profile');
}

export function headlessFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const v = (env.AGENT_HEADLESS ?? '').toLowerCase();
  return v === '1' || v === 'true' || v === 'yes';
}

/** Chrome refuses to start its sandbox as root on Linux; only then does the agent turn it off (and says so). */
export function sandboxArgs(log: (message: string) => void = () => undefined): string[] {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return [];
  log(
    'Running as root on Linux: Chrome starts with --no-sandbox (run the agent as a normal user to keep it).',
  );
  return ['--no-sandbox'];
}

/** A Chrome with the agent's own persistent profile, so a LinkedIn login survives between runs. */
export async function launchChrome(options: {
  headless: boolean;
  dir?: string;
  log?: (message: string) => void;
  /** Extra Chromium flags; unset: AGENT_CHROME_ARGS (chrome-args.ts). */
  extraArgs?: string[];
}): Promise<BrowserContext> {
  const dir = options.dir ?? profileDir();
  // The profile holds the user's LinkedIn session: nobody else may read it.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: resolveChromePath(),
    headless: options.headless,
    args: [...CHROME_ARGS, ...sandboxArgs(options.log), ...(options.extraArgs ?? extraChromeArgs())],
    viewport: { width: 1280, height: 900 },
  });
  // No single action should hang a run for Playwright's default 30 s; every wait that needs longer says so.
  context.setDefaultTimeout(10000);
  return context;
}
