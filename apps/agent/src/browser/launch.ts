import { chromium, type BrowserContext } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveChromePath } from './chrome-path';

/** Flags that keep Chrome quiet on a closed network (FACTS.md, e2e/support/browser.ts). */
export const CHROME_ARGS = [
  '--no-sandbox',
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

/** A Chrome with the agent's own persistent profile, so a LinkedIn login survives between runs. */
export async function launchChrome(options: { headless: boolean; dir?: string }): Promise<BrowserContext> {
  const dir = options.dir ?? profileDir();
  await mkdir(dir, { recursive: true });
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: resolveChromePath(),
    headless: options.headless,
    args: CHROME_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  // No single action should hang a run for Playwright's default 30 s; every wait that needs longer says so.
  context.setDefaultTimeout(10000);
  return context;
}
