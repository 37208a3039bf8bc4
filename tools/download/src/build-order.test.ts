import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateKeyPairSync } from 'node:crypto';
import { createInterface } from 'node:readline';
import { DOWNLOAD_PLATFORMS, DownloadsManifestSchema, EXTENSION_PUBLIC_KEY } from '@applypilot/contracts';
import { publicKeyBase64 } from '@applypilot/grants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildOrder, firstFromArgs } from './build-order';
import { NODE_VERSION, RUNTIMES } from './runtimes';

describe('the order of the platform build', () => {
  it('starts in the contracts’ order, or with the platform asked for first', () => {
    const drain = (order: BuildOrder) => [...Array(5)].map(() => order.next()).filter(Boolean);
    expect(drain(new BuildOrder(DOWNLOAD_PLATFORMS))).toEqual([...DOWNLOAD_PLATFORMS]);
    expect(drain(new BuildOrder(DOWNLOAD_PLATFORMS, 'linux-x64'))).toEqual([
      'linux-x64',
      'windows-x64',
      'macos-arm64',
      'macos-x64',
    ]);
  });

  it('moves a platform asked for later to the front of what is left, and never makes one twice', () => {
    const order = new BuildOrder(DOWNLOAD_PLATFORMS);
    expect(order.next()).toBe('windows-x64');
    order.prefer('linux-x64');
    order.prefer('windows-x64');
    expect(order.next()).toBe('linux-x64');
    expect([order.next(), order.next(), order.next()]).toEqual(['macos-arm64', 'macos-x64', undefined]);
  });

  it('reads --first and refuses an unknown platform', () => {
    expect(firstFromArgs(['--first', 'macos-arm64'])).toBe('macos-arm64');
    expect(firstFromArgs([])).toBeUndefined();
    expect(() => firstFromArgs(['--first', 'beos'])).toThrow('--first takes a platform');
  });
});

/** A tarball in the runtime cache holding a tiny stand-in binary, as `npm pack` would have left it. */
function tarball(files: Record<string, string>): Buffer {
  const blocks: Buffer[] = [];
  for (const [name, text] of Object.entries(files)) {
    const header = Buffer.alloc(512);
    header.write(name, 0);
    header.write('0000755\0', 100);
    header.write(`${Buffer.byteLength(text).toString(8).padStart(11, '0')}\0`, 124);
    header.write('0', 156);
    header.write('ustar\0', 257);
    const body = Buffer.alloc(Math.ceil(Buffer.byteLength(text) / 512) * 512);
    body.write(text);
    blocks.push(header, body);
  }
  return gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
}

/**
 * platforms-main.ts run as the API runs it (a child process, progress on stdout, requests on stdin), on stand-in
 * runtimes: the platform asked for is built first, one asked for on the way is built next, and downloads.json lists
 * each platform as soon as its zip is written.
 */
describe('the platform build as a child process', () => {
  let work: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'applypilot-platform-build-'));
    await mkdir(path.join(work, 'cache'));
    for (const spec of Object.values(RUNTIMES))
      await writeFile(
        path.join(work, 'cache', `${spec.pkg}-${NODE_VERSION}.tgz`),
        tarball({ [spec.binary]: `stand-in ${spec.pkg}`, 'package/LICENSE': 'Node.js is licensed' }),
      );
    await mkdir(path.join(work, 'extension'));
    await writeFile(
      path.join(work, 'extension', 'manifest.json'),
      JSON.stringify({ manifest_version: 3, name: 'ApplyPilot', key: EXTENSION_PUBLIC_KEY }),
    );
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it('builds the platform asked for first, then the one a later request asks for', async () => {
    const out = path.join(work, 'downloads');
    const key = publicKeyBase64(generateKeyPairSync('ed25519').privateKey);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'platforms-main.ts'), '--first', 'linux-x64'],
      {
        env: {
          PATH: process.env.PATH ?? '',
          APP_DOTENV: 'off',
          APP_ORIGIN: 'http://localhost:8080',
          DOWNLOADS_DIR: out,
          DOWNLOADS_GRANT_PUBLIC_KEY: key,
          RUNTIME_CACHE_DIR: path.join(work, 'cache'),
          EXTENSION_DIR: path.join(work, 'extension'),
        },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const started: string[] = [];
    const listed: string[][] = [];
    for await (const line of createInterface({ input: child.stdout })) {
      const message = JSON.parse(line) as { preparing?: { platform: string; percent: number }; done?: true };
      if (message.preparing?.percent === 0) {
        started.push(message.preparing.platform);
        // While Linux is built, a macOS (Intel) visitor arrives.
        if (started.length === 1) child.stdin.write(`${JSON.stringify({ first: 'macos-x64' })}\n`);
      }
      if (message.preparing?.percent === 100) {
        const manifest = DownloadsManifestSchema.parse(
          JSON.parse(await readFile(path.join(out, 'downloads.json'), 'utf8')),
        );
        listed.push(manifest.files.map((file) => file.platform));
      }
    }
    expect(stderr).toBe('');
    expect(started).toEqual(['linux-x64', 'macos-x64', 'windows-x64', 'macos-arm64']);
    expect(listed).toEqual([
      ['linux-x64'],
      ['linux-x64', 'macos-x64'],
      ['linux-x64', 'macos-x64', 'windows-x64'],
      ['linux-x64', 'macos-x64', 'windows-x64', 'macos-arm64'],
    ]);
    const manifest = DownloadsManifestSchema.parse(
      JSON.parse(await readFile(path.join(out, 'downloads.json'), 'utf8')),
    );
    expect(manifest.grantPublicKey).toBe(key);
    expect(manifest.nodeVersion).toBe(NODE_VERSION);
    expect(manifest.files.map((file) => file.platform)).toEqual([...DOWNLOAD_PLATFORMS]);
  }, 300_000);
});
