import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_VERSION, EXTENSION_ID } from '@applypilot/contracts';
import { startAppServer, stopProcess, type AppServer } from '../support/app-server';
import { CHROMIUM_PATH, launchBrowser, snapshot } from '../support/browser';
import { buildExtension, launchWithExtension } from '../support/extension';
import { freePort } from '../support/free-port';

/**
 * Issues 19 and "What a newcomer still trips on" (decisions 041, 051), as a new user takes it: the API starts building
 * the downloads when it starts; /try-now, visited by a Linux browser while they are prepared, gets the Linux download
 * before the build is over (the visitor's platform next), with its size and SHA-256 matching the file; extracted into
 * an empty folder and started with a PATH that has no `node`, the launcher runs the agent on the bundled runtime,
 * which prints the pairing code in words, makes a desktop shortcut, and pairs with the extension loaded from that
 * folder; the extension has the same ID from another folder; a second start says the agent is already running, and
 * its launcher waits for Enter before its terminal closes.
 */
let work: string;
let server: AppServer;
let browser: Browser;
let agentPort: number;
const children: ChildProcess[] = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'applypilot-install-'));
  agentPort = await freePort();
  const apiPort = await freePort();
  const extensionDir = path.join(work, 'extension-build');
  // The extension the download carries, built for this API and this agent port (the fixed key included), before the
  // API starts: it builds the downloads as soon as it listens.
  await buildExtension(extensionDir, agentPort, `http://localhost:${apiPort}`);
  server = await startAppServer(
    {
      DOWNLOADS_BUILD: 'start',
      DOWNLOADS_DIR: path.join(work, 'downloads'),
      EXTENSION_DIR: extensionDir,
    },
    { port: apiPort },
  );
  browser = await launchBrowser();
}, 300_000);

/**
 * Ends a launcher and the agent it started, as closing its terminal window does (the terminal hangs up the whole
 * process group): the shell waits on the runtime's node, so ending the shell alone left the agent running.
 */
async function stopLauncher(child: ChildProcess): Promise<void> {
  const group = child.pid;
  const signalGroup = (signal: NodeJS.Signals) => {
    if (group === undefined) return;
    try {
      process.kill(-group, signal);
    } catch {
      // The group has ended already.
    }
  };
  signalGroup('SIGTERM');
  await stopProcess(child);
  // Whatever of the group outlived its shell by a grace period (an agent still closing Chrome) is ended.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  signalGroup('SIGKILL');
}

afterAll(async () => {
  for (const child of children) await stopLauncher(child);
  await browser?.close();
  await server?.stop();
  await rm(work, { recursive: true, force: true });
});

/** Starts the extracted launcher as a double-click would, with nothing but the folder and a Chrome on PATH. */
function startLauncher(folder: string, env: Record<string, string>) {
  const child = spawn('/bin/sh', [path.join(folder, 'start-agent.sh')], {
    cwd: work,
    env,
    // Its input stays open, as a terminal's does: a launcher that waits for Enter waits here too.
    stdio: ['pipe', 'pipe', 'pipe'],
    // Its own process group, as a terminal window gives it: stopLauncher ends the agent with its shell.
    detached: true,
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp) => {
    const until = Date.now() + 60_000;
    while (!pattern.test(output)) {
      if (child.exitCode !== null || Date.now() > until)
        throw new Error(`No ${String(pattern)} in:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return pattern.exec(output);
  };
  return { child, output: () => output, exited, waitFor };
}

/** The executable of every process this user runs (Linux /proc), to see what the agent runs on. */
async function runningExecutables(): Promise<string[]> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const exes = await Promise.all(pids.map((pid) => readlink(`/proc/${pid}/exe`).catch(() => '')));
  return exes.filter(Boolean);
}

describe('installing from /try-now on a computer without Node.js', () => {
  let folder: string;
  let shownSha = '';

  it('offers the Linux download before the others are built, with its size and SHA-256, and the file matches', async () => {
    const context = await browser.newContext({
      baseURL: server.origin,
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    });
    const page = await context.newPage();
    // The order the downloads become ready, as the API lists them (looked at every 200 ms, the way the page asks
    // with the visitor's platform): Linux is built next for this Linux visitor, before either Mac.
    const order: string[] = [];
    let watching = true;
    const watch = (async () => {
      while (watching) {
        const list = (await (await fetch(`${server.origin}/api/downloads?first=linux-x64`)).json()) as {
          files: { platform: string }[];
        };
        for (const { platform } of list.files) if (!order.includes(platform)) order.push(platform);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    await page.goto('/try-now');
    // The API has been building since it started (Windows first): the page says so while it runs.
    await page.getByText(/^Preparing the downloads/).waitFor();
    await snapshot(page, 'install-try-now-preparing');
    const link = page.getByRole('link', { name: 'Download', exact: true });
    await link.waitFor({ timeout: 600_000 });
    await snapshot(page, 'install-try-now-linux');
    expect(await link.getAttribute('href')).toBe('/downloads/ApplyPilot-agent-linux-x64.zip');
    expect(await page.getByText('ApplyPilot for Linux (64-bit)').count()).toBe(1);
    const facts = await page
      .getByText(/^ApplyPilot-agent-linux-x64\.zip · about \d+ MB · Requires Google Chrome$/)
      .count();
    expect(facts).toBe(1);
    shownSha = (await page.locator('code').first().textContent()) ?? '';
    expect(shownSha).toMatch(/^[0-9a-f]{64}$/);
    const macs = page.getByRole('link', { name: /^ApplyPilot for macOS \((Apple silicon|Intel)\)$/ });
    await macs.nth(1).waitFor({ timeout: 600_000 });
    watching = false;
    await watch;
    const linux = order.indexOf('linux-x64');
    expect(linux, order.join(', ')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('macos-arm64'), order.join(', ')).toBeGreaterThan(linux);
    expect(order.indexOf('macos-x64'), order.join(', ')).toBeGreaterThan(linux);
    expect(await page.getByRole('link', { name: 'ApplyPilot for Windows (64-bit)' }).count()).toBe(1);
    expect(await macs.count()).toBe(2);
    // Step 2: the unpacked install with its pictures (no store listing configured).
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Load the extension in Chrome').waitFor();
    expect(await page.getByText(/^Double-click start-agent\.sh/).count()).toBe(1);
    expect(
      await page.getByText(/At the first Start the agent opens its own Chrome window \(not before\)/).count(),
    ).toBe(1);
    const pictures = page.locator('figure img');
    expect(await pictures.count()).toBe(3);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(100);
    }
    await snapshot(page, 'install-try-now-step-2');
    await context.close();

    const response = await fetch(`${server.origin}/downloads/ApplyPilot-agent-linux-x64.zip`);
    expect(response.status).toBe(200);
    const zip = Buffer.from(await response.arrayBuffer());
    expect(createHash('sha256').update(zip).digest('hex')).toBe(shownSha);
    // Extracted into an empty folder with the system's unzip, which applies the modes the zip records.
    const empty = path.join(work, 'Downloads');
    await mkdir(empty);
    const zipFile = path.join(work, 'ApplyPilot-agent-linux-x64.zip');
    await writeFile(zipFile, zip);
    await promisify(execFile)('unzip', ['-q', zipFile, '-d', empty]);
    folder = path.join(empty, 'ApplyPilot-agent');
    expect(((await stat(path.join(folder, 'runtime', 'node'))).mode & 0o111) !== 0).toBe(true);
    expect(((await stat(path.join(folder, 'start-agent.sh'))).mode & 0o111) !== 0).toBe(true);
  }, 900_000);

  it('runs on its bundled runtime with no node on PATH, says the code in words and pairs with the extension from that folder', async () => {
    // PATH holds only Chrome: no node, no coreutils.
    const bin = path.join(work, 'bin');
    await mkdir(bin);
    await symlink(CHROMIUM_PATH, path.join(bin, 'chromium'));
    const home = path.join(work, 'home');
    await mkdir(path.join(home, 'Desktop'), { recursive: true });
    const env = { PATH: bin, HOME: home, AGENT_PORT: String(agentPort), AGENT_HEADLESS: '1' };
    const agent = startLauncher(folder, env);
    const code = (await agent.waitFor(/Your pairing code is (\d{6})\./))?.[1] ?? '';
    expect(agent.output()).toContain(`The ApplyPilot agent ${AGENT_VERSION} is running.`);
    expect(agent.output()).not.toMatch(/[{}]/);
    expect(await runningExecutables()).toContain(path.join(folder, 'runtime', 'node'));

    // The first start made the shortcut: on the desktop and in the applications menu, starting this launcher.
    await agent.waitFor(/A shortcut "ApplyPilot Agent" is now on your desktop/);
    const entry = await readFile(path.join(home, 'Desktop', 'applypilot-agent.desktop'), 'utf8');
    expect(entry).toContain(`Exec="${path.join(folder, 'start-agent.sh')}"`);
    expect(((await stat(path.join(home, 'Desktop', 'applypilot-agent.desktop'))).mode & 0o111) !== 0).toBe(
      true,
    );

    const chrome = await launchWithExtension(path.join(folder, 'extension'));
    try {
      expect(chrome.extensionId).toBe(EXTENSION_ID);
      const popup = await chrome.context.newPage();
      await popup.goto(`chrome-extension://${chrome.extensionId}/popup.html`);
      await popup.getByLabel('Pairing code').fill(code);
      await popup.getByRole('button', { name: 'Pair' }).click();
      await agent.waitFor(
        /Paired with the ApplyPilot extension\. Press Start Automation on your dashboard at /,
      );
      expect(agent.output()).toContain(`on your dashboard at ${server.origin} to begin.`);
    } finally {
      await chrome.close();
    }

    // Started again (a second double-click): it says so and keeps its terminal open until Enter; the first keeps
    // running.
    const second = startLauncher(folder, env);
    await second.waitFor(/Press Enter to close this window\.$/);
    expect(second.output()).toContain('The ApplyPilot agent is already running on this computer.');
    second.child.stdin?.write('\n');
    expect(await second.exited).toBe(1);
    expect(agent.child.exitCode).toBeNull();
  }, 300_000);

  it('gives the extension the same ID from another folder', async () => {
    const elsewhere = path.join(work, 'elsewhere', 'my-extension');
    await cp(path.join(folder, 'extension'), elsewhere, { recursive: true });
    const chrome = await launchWithExtension(elsewhere);
    try {
      expect(chrome.extensionId).toBe(EXTENSION_ID);
    } finally {
      await chrome.close();
    }
  }, 120_000);
});
