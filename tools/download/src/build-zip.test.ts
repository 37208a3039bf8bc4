import { pairWithAgent } from '@applypilot/agent-link';
import { EXTENSION_ORIGIN } from '@applypilot/contracts';
import { publicKeyBase64 } from '@applypilot/grants';
import { execFile, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadSettings } from './build-settings';
import { buildZip, repoRoot, ZIP_FOLDER } from './build-zip';
import { centralDirectory } from './test-support/central-directory';

/** The download is built for this site and this key (a fresh one: no test depends on the repository's .data). */
const SITE = 'https://applypilot.example';
const settings: DownloadSettings = {
  apiOrigin: SITE,
  grantPublicKey: publicKeyBase64(generateKeyPairSync('ed25519').privateKey),
};
/** The extension's fixed-key origin: the only one the agent's door lets pair (decision 041). */
const EXTENSION = EXTENSION_ORIGIN;

let work: string;
let extensionDir: string;
let zip: Uint8Array;
/** The unzipped ApplyPilot-agent folder. */
let folder: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'applypilot-download-'));
  // A stand-in for apps/extension/dist (unit tests run before the build): the zip copies whatever is there.
  extensionDir = path.join(work, 'extension');
  await mkdir(path.join(extensionDir, 'icons'), { recursive: true });
  await writeFile(path.join(extensionDir, 'manifest.json'), '{"manifest_version":3}');
  await writeFile(path.join(extensionDir, 'icons/icon-16.png'), 'png');
  zip = await buildZip({ extensionDir, settings });
  const target = path.join(work, 'unzipped');
  for (const [name, data] of Object.entries(unzipSync(zip))) {
    const file = path.join(target, name);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }
  folder = path.join(target, ZIP_FOLDER);
}, 120_000);

/** `node agent.mjs …` in the unzipped folder, as the launchers run it. */
async function runAgent(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(process.execPath, ['agent.mjs', ...args], { cwd: folder }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the agent download', () => {
  it('holds the agent, playwright-core, the launchers, the README and the extension in one folder', () => {
    const names = [...centralDirectory(zip).keys()];
    expect(names.every((name) => name.startsWith(`${ZIP_FOLDER}/`))).toBe(true);
    for (const name of [
      'agent.mjs',
      'package.json',
      'README.txt',
      'start-agent.cmd',
      'start-agent.command',
      'start-agent.sh',
      'node_modules/playwright-core/package.json',
      'extension/manifest.json',
      'extension/icons/icon-16.png',
    ]) {
      expect(names).toContain(`${ZIP_FOLDER}/${name}`);
    }
  });

  it('marks the macOS and Linux launchers executable, and nothing else', () => {
    const modes = centralDirectory(zip);
    const executable = [...modes].filter(([, mode]) => (mode & 0o111) !== 0).map(([name]) => name);
    expect(executable.sort()).toEqual([`${ZIP_FOLDER}/start-agent.command`, `${ZIP_FOLDER}/start-agent.sh`]);
    expect(modes.get(`${ZIP_FOLDER}/start-agent.sh`)).toBe(0o100755);
  });

  it('has launchers that check Node 20 and run the serve command', () => {
    const files = unzipSync(zip);
    const read = (name: string) => new TextDecoder().decode(files[`${ZIP_FOLDER}/${name}`]);
    for (const launcher of ['start-agent.sh', 'start-agent.command', 'start-agent.cmd']) {
      const text = read(launcher);
      expect(text).toContain('Node.js 20 or newer');
      expect(text).toMatch(/node agent\.mjs serve/);
    }
    expect(read('start-agent.cmd')).toContain('\r\n');
    expect(read('start-agent.sh').startsWith('#!/bin/sh\n')).toBe(true);
  });

  it('is byte-identical when built again', async () => {
    expect(Buffer.from(await buildZip({ extensionDir, settings })).equals(Buffer.from(zip))).toBe(true);
  }, 60_000);

  it('has a README that describes starting and pairing the agent for its site, and no other command', () => {
    const text = new TextDecoder().decode(unzipSync(zip)[`${ZIP_FOLDER}/README.txt`]);
    expect(text).toContain(`Start Automation" on your ApplyPilot dashboard (${SITE})`);
    expect(text).toContain('type the code and press "Pair"');
    expect(text).toContain("press Enter in the agent's window for a new, longer one and type that.");
    expect(text).toContain('start-agent.cmd --unpair');
    expect(text).not.toMatch(/agent\.mjs|apply --|--search/);
  });

  it('ships only the serve command: its usage names serve alone and `apply` is an unknown command', async () => {
    const help = await runAgent(['--help']);
    expect(help).toEqual({
      code: 0,
      stdout: [
        'Usage: node agent.mjs serve [--unpair] [--verbose] [--json]',
        '  serve      start the local ApplyPilot agent for the extension (AGENT_PORT, default 3110)',
        '  --unpair   forget the paired extension and print a new pairing code',
        '  --verbose  also show every step of a run: search pages, waits, retries',
        '  --json     print one JSON line per event on stdout instead of sentences (for tools and tests)',
        '',
      ].join('\n'),
      stderr: '',
    });
    const apply = await runAgent(['apply', '--search', 'x', '--profile', 'p', '--resume', 'r.pdf']);
    expect(apply.code).toBe(2);
    expect(apply.stdout).toBe('');
    expect(apply.stderr.split('\n')[0]).toBe('Unknown command "apply".');
    expect((await runAgent([])).stderr).toContain('No command given.');
  }, 60_000);

  it('holds none of the apply command line’s code', async () => {
    const bundle = new TextDecoder().decode(unzipSync(zip)[`${ZIP_FOLDER}/agent.mjs`]);
    // Markers that only the apply command line writes (checked in its source, so a renamed message fails here).
    const markers: [string, string][] = [
      ['apps/agent/src/cli/args.ts', 'Usage: npm run agent -- apply'],
      ['apps/agent/src/cli/args.ts', '--max must be a whole number of at least 1.'],
      ['apps/agent/src/cli/inputs.ts', ' is not a PDF.'],
      ['apps/agent/src/cli/main.ts', 'applypilot-screenshots'],
    ];
    for (const [file, marker] of markers) {
      expect(await readFile(path.join(repoRoot, file), 'utf8'), file).toContain(marker);
      expect(bundle, marker).not.toContain(marker);
    }
    // The server is there: the bundle is the agent, not an empty shell.
    expect(bundle).toContain(
      "Too many wrong codes were typed: press Enter in the agent's window for a new code",
    );
  });

  it('embeds the public key it was built with and the site, and pairs only with an extension for that site', async () => {
    const bundle = new TextDecoder().decode(unzipSync(zip)[`${ZIP_FOLDER}/agent.mjs`]);
    expect(bundle).toContain(JSON.stringify(settings.grantPublicKey));
    expect(bundle).toContain(JSON.stringify(SITE));
    expect(bundle).not.toMatch(/__GRANT_PUBLIC_KEY__|__API_ORIGIN__/);

    const port = await freePort();
    const child = spawn(process.execPath, ['agent.mjs', 'serve', '--json'], {
      cwd: folder,
      env: { ...process.env, AGENT_PORT: String(port), AGENT_DATA_DIR: path.join(work, 'agent-data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      // The code is printed once the agent listens.
      await new Promise<void>((resolve, reject) => {
        child.stderr.on('data', () => /Pairing code: \d{6}/.test(stderr) && resolve());
        child.once('exit', (code) => reject(new Error(`agent.mjs serve exited with ${code}: ${stderr}`)));
      });
      const code = /Pairing code: (\d{6})/.exec(stderr)?.[1] ?? '';
      // Pairing as the extension does it (decision 048): CPace on the code, through packages/agent-link.
      const fromExtension: typeof fetch = (input, init) =>
        fetch(input, {
          ...init,
          headers: { ...(init?.headers as Record<string, string>), origin: EXTENSION },
        });
      const pair = (apiOrigin: string) =>
        pairWithAgent(
          `http://127.0.0.1:${port}`,
          code,
          { extensionOrigin: EXTENSION, apiOrigin },
          fromExtension,
        );
      expect(await pair('http://localhost:8080')).toEqual({
        kind: 'refused',
        status: 403,
        message: 'This extension is for another ApplyPilot site.',
      });
      expect((await pair(SITE)).kind).toBe('ok');
      expect(stderr).toContain(`Paired with the ApplyPilot extension ${EXTENSION} for ${SITE}.`);
    } finally {
      child.kill();
    }
  }, 60_000);

  it('refuses to pack an extension built for another site than the agent', async () => {
    const other = path.join(work, 'other-extension');
    await mkdir(other, { recursive: true });
    await writeFile(
      path.join(other, 'manifest.json'),
      JSON.stringify({ content_scripts: [{ matches: ['http://localhost:8080/*'], js: ['content.js'] }] }),
    );
    await expect(buildZip({ extensionDir: other, settings })).rejects.toThrow(
      `runs on http://localhost:8080/*, not on APP_ORIGIN ${SITE}: build the extension and the download with the same APP_ORIGIN.`,
    );
  });
});
