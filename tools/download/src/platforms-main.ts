import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AGENT_VERSION, DOWNLOAD_PLATFORMS, type DownloadPlatform } from '@applypilot/contracts';
import { downloadSettings } from './build-settings';
import { buildPlatformZip, buildStoreZip, repoRoot } from './build-zip';
import {
  MANIFEST_FILE,
  PLATFORM_FILES,
  sha256,
  STORE_ZIP,
  type DownloadsManifest,
} from './downloads-manifest';
import { runtimeFiles } from './runtimes';

/** One JSON line per step on stdout: the API relays it to /try-now while the downloads are prepared. */
function progress(platform: DownloadPlatform, percent: number): void {
  process.stdout.write(`${JSON.stringify({ preparing: { platform, percent } })}\n`);
}

/** Written beside, then renamed: a half-written zip is never served. */
async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/**
 * `npm run build:platforms -w tools/download` (the API runs it in the background when its downloads are missing or
 * out of date): the Windows, macOS and Linux downloads with the runtime inside, the store package of the extension,
 * then downloads.json. DOWNLOADS_DIR (default build/downloads), RUNTIME_CACHE_DIR (default build/cache/node-runtimes),
 * EXTENSION_DIR (default apps/extension/dist).
 */
async function main(): Promise<void> {
  const dotenv = path.join(repoRoot, '.env');
  if (process.env.APP_DOTENV?.trim() !== 'off' && existsSync(dotenv)) process.loadEnvFile(dotenv);
  const out = path.resolve(repoRoot, process.env.DOWNLOADS_DIR?.trim() || 'build/downloads');
  const cache = process.env.RUNTIME_CACHE_DIR?.trim()
    ? path.resolve(process.env.RUNTIME_CACHE_DIR.trim())
    : undefined;
  const extensionDir = process.env.EXTENSION_DIR?.trim()
    ? path.resolve(process.env.EXTENSION_DIR.trim())
    : undefined;
  const settings = await downloadSettings(process.env, repoRoot);
  await mkdir(out, { recursive: true });
  const manifest: DownloadsManifest = {
    version: AGENT_VERSION,
    apiOrigin: settings.apiOrigin,
    files: [],
    storeZip: null,
  };
  for (const platform of DOWNLOAD_PLATFORMS) {
    progress(platform, 0);
    const runtime = await runtimeFiles(platform, cache);
    progress(platform, 40);
    const zip = await buildPlatformZip(platform, {
      settings,
      runtime,
      ...(extensionDir ? { extensionDir } : {}),
    });
    progress(platform, 90);
    const file = PLATFORM_FILES[platform];
    await writeAtomically(path.join(out, file), zip);
    manifest.files.push({ platform, file, bytes: zip.length, sha256: sha256(zip) });
    progress(platform, 100);
  }
  const store = await buildStoreZip(extensionDir);
  await writeAtomically(path.join(out, STORE_ZIP), store);
  manifest.storeZip = { file: STORE_ZIP, bytes: store.length };
  await writeAtomically(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  process.stdout.write(`${JSON.stringify({ done: true })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
