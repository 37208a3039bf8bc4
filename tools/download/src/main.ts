import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildZip, DEFAULT_ZIP, repoRoot } from './build-zip';

/** `npm run build -w tools/download`: writes build/downloads/ApplyPilot-agent.zip (the API serves that folder). */
async function main(): Promise<void> {
  // The API reads the repository's .env (variables already set win): read it too, so the download is built for the
  // API's APP_ORIGIN and signing key (GRANT_SIGNING_KEY, or the key file in its DATA_DIR).
  const dotenv = path.join(repoRoot, '.env');
  if (existsSync(dotenv)) process.loadEnvFile(dotenv);
  const out = path.resolve(process.env.DOWNLOAD_OUT ?? DEFAULT_ZIP);
  const zip = await buildZip();
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, zip);
  process.stdout.write(
    `agent download: ${path.relative(process.cwd(), out)} (${Math.round(zip.length / 1024)} KiB)\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
