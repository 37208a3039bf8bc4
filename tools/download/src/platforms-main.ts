import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AGENT_VERSION,
  DOWNLOAD_PLATFORMS,
  DownloadsManifestSchema,
  type DownloadPlatform,
} from '@applypilot/contracts';
import { downloadSettings, type DownloadSettings } from './build-settings';
import { BuildOrder, firstFromArgs } from './build-order';
import { agentEntries, buildPlatformZip, buildStoreZip, repoRoot } from './build-zip';
import {
  MANIFEST_FILE,
  PLATFORM_FILES,
  sha256,
  STORE_ZIP,
  type DownloadsManifest,
} from './downloads-manifest';
import { NODE_VERSION, runtimeFiles } from './runtimes';

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
 * The files an earlier build made for these very settings (site, agent version, grant key, runtime) and that are still
 * there whole: an interrupted build (a server restarted half-way) goes on where it stopped. Anything else starts anew.
 */
async function reusable(out: string, settings: DownloadSettings): Promise<DownloadsManifest['files']> {
  try {
    const parsed = DownloadsManifestSchema.safeParse(
      JSON.parse(await readFile(path.join(out, MANIFEST_FILE), 'utf8')),
    );
    if (!parsed.success) return [];
    const old = parsed.data;
    if (
      old.version !== AGENT_VERSION ||
      old.apiOrigin !== settings.apiOrigin ||
      old.grantPublicKey !== settings.grantPublicKey ||
      old.nodeVersion !== NODE_VERSION
    )
      return [];
    const kept = [];
    for (const file of old.files) {
      const info = await stat(path.join(out, file.file)).catch(() => null);
      if (info?.size === file.bytes && file.file === PLATFORM_FILES[file.platform]) kept.push(file);
    }
    return kept;
  } catch {
    return [];
  }
}

/**
 * `npm run build:platforms -w tools/download [-- --first <platform>]` (the API runs it in the background when it
 * starts, decision 051): the Windows, macOS (Apple silicon and Intel) and Linux downloads with the runtime inside, one
 * after the other, the platform asked for first; downloads.json is rewritten after each, so each is served as soon as
 * it exists. Then the store package of the extension. DOWNLOADS_DIR (default build/downloads), RUNTIME_CACHE_DIR
 * (default build/cache/node-runtimes), EXTENSION_DIR (default apps/extension/dist).
 */
async function main(): Promise<void> {
  const order = new BuildOrder(DOWNLOAD_PLATFORMS, firstFromArgs(process.argv.slice(2)));
  // The API asks for a visitor's platform on standard input; a terminal's input is no such channel.
  const stopListening = process.stdin.isTTY ? () => undefined : order.listen(process.stdin);
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
    grantPublicKey: settings.grantPublicKey,
    nodeVersion: NODE_VERSION,
    files: await reusable(out, settings),
    storeZip: null,
  };
  const writeManifest = () =>
    writeAtomically(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  // Bundled once for every platform: the agent, playwright-core and the extension are the same in each.
  const common = await agentEntries(settings, extensionDir);
  for (let platform = order.next(); platform; platform = order.next()) {
    if (manifest.files.some((file) => file.platform === platform)) continue;
    progress(platform, 0);
    const runtime = await runtimeFiles(platform, cache);
    progress(platform, 40);
    const zip = await buildPlatformZip(platform, { settings, runtime, common });
    progress(platform, 90);
    const file = PLATFORM_FILES[platform];
    await writeAtomically(path.join(out, file), zip);
    manifest.files.push({ platform, file, bytes: zip.length, sha256: sha256(zip) });
    await writeManifest();
    progress(platform, 100);
  }
  stopListening();
  manifest.files.sort(
    (a, b) => DOWNLOAD_PLATFORMS.indexOf(a.platform) - DOWNLOAD_PLATFORMS.indexOf(b.platform),
  );
  const store = await buildStoreZip(extensionDir);
  await writeAtomically(path.join(out, STORE_ZIP), store);
  manifest.storeZip = { file: STORE_ZIP, bytes: store.length };
  await writeManifest();
  process.stdout.write(`${JSON.stringify({ done: true })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
