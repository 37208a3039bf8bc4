import { build } from 'esbuild';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { iconPng } from './png-icon';
import { ICON_SIZES, manifest } from './manifest';
import { buildSettings } from './settings';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bundles the three scripts (classic scripts: content scripts cannot be modules) and writes the unpacked extension. */
async function main(): Promise<void> {
  const { appOrigin, agentOrigin } = buildSettings(process.env);
  const outDir = path.resolve(process.env.EXTENSION_OUT_DIR ?? path.join(root, 'dist'));
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
    // Both fixed at build time: no page, message or setting can point the extension at another site or agent.
    define: {
      __AGENT_ORIGIN__: JSON.stringify(agentOrigin),
      __APP_ORIGIN__: JSON.stringify(appOrigin),
    },
    logLevel: 'warning',
  });
  await copyFile(path.join(root, 'src/popup/popup.html'), path.join(outDir, 'popup.html'));
  await copyFile(path.join(root, 'src/popup/popup.css'), path.join(outDir, 'popup.css'));
  for (const size of ICON_SIZES) await writeFile(path.join(outDir, `icons/icon-${size}.png`), iconPng(size));
  await writeFile(
    path.join(outDir, 'manifest.json'),
    `${JSON.stringify(manifest({ appOrigin, agentOrigin }), null, 2)}\n`,
  );
  process.stdout.write(
    `extension for ${appOrigin} built in ${path.relative(process.cwd(), outDir) || '.'}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
