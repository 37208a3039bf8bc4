import { LOCAL_AGENT_PORT } from '@applypilot/contracts';
import { build } from 'esbuild';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { iconPng } from './png-icon';
import { ICON_SIZES, manifest } from './manifest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Reads the build's settings from the environment, refusing bad values by name (as the apps' configs do). */
function settings() {
  const raw = process.env.APP_ORIGIN?.trim();
  let appOrigin: string | null = null;
  if (raw) {
    const url = URL.canParse(raw) ? new URL(raw) : null;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new Error(
        `APP_ORIGIN must be an http(s) origin such as https://applypilot.example, not "${raw}"`,
      );
    }
    appOrigin = url.origin;
  }
  const port = Number(process.env.AGENT_PORT ?? LOCAL_AGENT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`AGENT_PORT must be a port number, not "${process.env.AGENT_PORT}"`);
  }
  const outDir = path.resolve(process.env.EXTENSION_OUT_DIR ?? path.join(root, 'dist'));
  return { appOrigin, agentOrigin: `http://127.0.0.1:${port}`, outDir };
}

/** Bundles the three scripts (classic scripts: content scripts cannot be modules) and writes the unpacked extension. */
async function main(): Promise<void> {
  const { appOrigin, agentOrigin, outDir } = settings();
  await rm(outDir, { recursive: true, force: true });
  await mkdir(path.join(outDir, 'icons'), { recursive: true });
  await build({
    entryPoints: {
      content: path.join(root, 'src/content/main.ts'),
      worker: path.join(root, 'src/worker/main.ts'),
      popup: path.join(root, 'src/popup/main.ts'),
    },
    outdir: outDir,
    bundle: true,
    format: 'iife',
    target: 'chrome116',
    charset: 'utf8',
    legalComments: 'none',
    minify: true,
    define: { __AGENT_ORIGIN__: JSON.stringify(agentOrigin) },
    logLevel: 'warning',
  });
  await copyFile(path.join(root, 'src/popup/popup.html'), path.join(outDir, 'popup.html'));
  await copyFile(path.join(root, 'src/popup/popup.css'), path.join(outDir, 'popup.css'));
  for (const size of ICON_SIZES) await writeFile(path.join(outDir, `icons/icon-${size}.png`), iconPng(size));
  await writeFile(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify(manifest({ appOrigin, agentOrigin }), null, 2)}\n`,
  );
  process.stdout.write(`extension built in ${path.relative(process.cwd(), outDir) || '.'}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
