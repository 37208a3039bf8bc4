import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
  const zip = await buildZip();
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, zip);
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
