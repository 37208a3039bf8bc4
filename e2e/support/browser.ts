import { chromium, type Browser, type Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { artifactsDir } from './paths';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a closed network (FACTS.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium with the quiet flags, plus `extraArgs` (e.g. fake media: support/fake-media.ts). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Saves a screenshot under e2e/.artifacts for a person to look at after a run. */
export async function snapshot(page: Page, name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
