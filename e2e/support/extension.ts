import { chromium, type BrowserContext } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';
import { repoRoot } from './paths';

/**
 * Builds the extension as `npm run build -w apps/extension` does, into `outDir`, with the agent on `agentPort`
 * (a test picks a free port, so an agent another test or a person runs on 3110 never answers it).
 */
export function buildExtension(outDir: string, agentPort: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'apps/extension'], {
      cwd: repoRoot,
      env: { ...process.env, EXTENSION_OUT_DIR: outDir, AGENT_PORT: String(agentPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`extension build failed:\n${output.join('')}`)),
    );
  });
}

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  close(): Promise<void>;
}

/** Chromium with the unpacked extension loaded (FACTS.md: Chromium accepts --load-extension; branded Chrome not). */
export async function launchWithExtension(extensionDir: string): Promise<ExtensionBrowser> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Playwright disables extensions by default; this one must load.
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
  context.setDefaultTimeout(60_000);
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    async close() {
      await context.close().catch(() => undefined);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
