import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AGENT_VERSION, AGENT_ZIP_STAMP_NAME, type DownloadStamp } from '@applypilot/contracts';
import { downloadSettings } from './build-settings';
import { buildStoreZip, buildZip, DEFAULT_ZIP, repoRoot } from './build-zip';
import { STORE_ZIP } from './downloads-manifest';

/**
 * `npm run build -w tools/download`: writes build/downloads/ApplyPilot-agent.zip (for a computer with Node.js) and the
 * extension's store package (the API serves that folder). The per-platform downloads with the runtime inside are
 * platforms-main.ts, which the API runs in the background.
 */
async function main(): Promise<void> {
  // The API reads the repository's .env (variables already set win): read it too, so the download is built for the
  // API's APP_ORIGIN and signing key (GRANT_SIGNING_KEY, or the key file in its DATA_DIR).
  const dotenv = path.join(repoRoot, '.env');
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  const out = path.resolve(process.env.DOWNLOAD_OUT ?? DEFAULT_ZIP);
  const settings = await downloadSettings(process.env, repoRoot);
  const zip = await buildZip({ settings });
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, zip);
  // What it was built for: the API serves it only while the site, the version and the key are its own (decision 051).
  const stamp: DownloadStamp = {
    version: AGENT_VERSION,
    apiOrigin: settings.apiOrigin,
    grantPublicKey: settings.grantPublicKey,
  };
  await writeFile(path.join(path.dirname(out), AGENT_ZIP_STAMP_NAME), `${JSON.stringify(stamp, null, 2)}\n`);
  // The Chrome Web Store package beside it (no `key`; decision 041): small, so every build makes it.
  await writeFile(path.join(path.dirname(out), STORE_ZIP), await buildStoreZip());
  process.stdout.write(
    `agent download: ${path.relative(process.cwd(), out)} (${Math.round(zip.length / 1024)} KiB)\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
