import { AGENT_VERSION, type DownloadPlatform } from '@applypilot/contracts';
import { build } from 'esbuild';
import { zipSync, type Zippable } from 'fflate';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkExtensionSite, downloadSettings, type DownloadSettings } from './build-settings';
import { readme, startAgentCmd, startAgentCommand, startAgentSh } from './launchers';
import { launcherFor } from './platform-launchers';
import { platformReadme } from './platform-readme';
import { RUNTIMES } from './runtimes';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Everything sits in one folder, so unzipping never scatters files into the user's Downloads. */
export const ZIP_FOLDER = 'ApplyPilot-agent';
export const DEFAULT_ZIP = path.join(repoRoot, 'build', 'downloads', 'ApplyPilot-agent.zip');
export const DEFAULT_EXTENSION_DIR = path.join(repoRoot, 'apps/extension/dist');

/**
 * One fixed timestamp for every entry, built from local fields: zip stores local DOS time, so the bytes are the
 * same whatever the build machine's clock or time zone.
 */
const MTIME = new Date(2026, 0, 1, 0, 0, 0);
const UNIX = 3;
const FILE_MODE = 0o100644;
const EXEC_MODE = 0o100755;

export type Entry = { data: Uint8Array; executable?: boolean };

/** EXTENSION_STORE_ID at build time: the Chrome Web Store listing's ID the shipped agent also accepts (decision 041). */
function storeExtensionId(): string {
  const id = process.env.EXTENSION_STORE_ID?.trim() ?? '';
  if (id && !/^[a-p]{32}$/.test(id))
    throw new Error(`EXTENSION_STORE_ID must be a Chrome extension ID (32 letters a to p), not "${id}".`);
  return id;
}

/**
 * The agent's serve-only entry as one ESM file for Node 20, with the site and the grant key built in (decision 033):
 * the apply command line is not in it. playwright-core stays outside: it reads its own files at run time.
 */
export async function bundleAgent(settings: DownloadSettings): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [path.join(repoRoot, 'apps/agent/src/cli/serve-main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['playwright-core'],
    define: {
      __API_ORIGIN__: JSON.stringify(settings.apiOrigin),
      // Always defined (empty without a listing), so a shipped agent never takes an extension ID from its environment.
      __EXTENSION_STORE_ID__: JSON.stringify(storeExtensionId()),
      __GRANT_PUBLIC_KEY__: JSON.stringify(settings.grantPublicKey),
    },
    // Bundled CommonJS code may call require(); ESM has none, so give it Node's.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module';const require = __createRequire(import.meta.url);",
    },
    legalComments: 'inline',
    write: false,
    logLevel: 'warning',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error('esbuild produced no agent bundle');
  return file.contents;
}

/** Every file under `dir`, sorted, as paths relative to it with forward slashes. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const names = (await readdir(dir)).sort();
  const out: string[] = [];
  for (const name of names) {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if ((await stat(full)).isDirectory()) out.push(...(await listFiles(full, rel)));
    else out.push(rel);
  }
  return out;
}

async function addTree(entries: Map<string, Entry>, dir: string, into: string): Promise<void> {
  for (const rel of await listFiles(dir)) {
    entries.set(into ? `${into}/${rel}` : rel, { data: await readFile(path.join(dir, rel)) });
  }
}

async function builtExtension(extensionDir: string): Promise<void> {
  try {
    await stat(path.join(extensionDir, 'manifest.json'));
  } catch {
    throw new Error(`No built extension in ${extensionDir}: run "npm run build -w apps/extension" first.`);
  }
}

/** What every download holds: the bundled agent, its package.json, playwright-core and the unpacked extension. */
export async function agentEntries(
  settings: DownloadSettings,
  extensionDir: string = DEFAULT_EXTENSION_DIR,
): Promise<Map<string, Entry>> {
  await builtExtension(extensionDir);
  await checkExtensionSite(extensionDir, settings.apiOrigin);
  const require = createRequire(path.join(repoRoot, 'apps/agent/package.json'));
  const playwrightDir = path.dirname(require.resolve('playwright-core/package.json'));
  const entries = new Map<string, Entry>();
  entries.set('agent.mjs', { data: await bundleAgent(settings) });
  entries.set('package.json', { data: text('{ "type": "module", "private": true }\n') });
  await addTree(entries, playwrightDir, 'node_modules/playwright-core');
  await addTree(entries, extensionDir, 'extension');
  return entries;
}

/** Sorted entries under the one folder, fixed time and modes: the same input gives the same bytes. */
function packZip(entries: Map<string, Entry>, folder: string | null = ZIP_FOLDER): Uint8Array {
  const files: Zippable = {};
  for (const name of [...entries.keys()].sort()) {
    const entry = entries.get(name);
    if (!entry) continue;
    files[folder ? `${folder}/${name}` : name] = [
      entry.data,
      { mtime: MTIME, os: UNIX, attrs: (entry.executable ? EXEC_MODE : FILE_MODE) << 16, level: 6 },
    ];
  }
  return zipSync(files);
}

const text = (value: string) => new TextEncoder().encode(value);

/**
 * The zip's bytes for a computer with Node.js 20 (developers; the root build writes it): agent.mjs, playwright-core,
 * the launchers, README.txt and the unpacked extension. `settings` defaults to the environment's (APP_ORIGIN,
 * GRANT_SIGNING_KEY, DATA_DIR, NODE_ENV). People get the per-platform downloads with the runtime inside
 * (buildPlatformZip).
 */
export async function buildZip(
  options: { extensionDir?: string; settings?: DownloadSettings } = {},
): Promise<Uint8Array> {
  const extensionDir = options.extensionDir ?? DEFAULT_EXTENSION_DIR;
  const settings = options.settings ?? (await downloadSettings(process.env, repoRoot));
  const entries = await agentEntries(settings, extensionDir);
  entries.set('README.txt', { data: text(readme(settings.apiOrigin).replace(/\n/g, '\r\n')) });
  entries.set('start-agent.cmd', { data: text(startAgentCmd) });
  entries.set('start-agent.command', { data: text(startAgentCommand), executable: true });
  entries.set('start-agent.sh', { data: text(startAgentSh), executable: true });
  return packZip(entries);
}

/**
 * A download for one platform (issue 19, decision 041): everything buildZip has but the system-Node launchers, plus
 * the Node.js runtime of the pinned version for that platform in runtime/, its licence, the launcher that runs it
 * and a README that asks for nothing but Chrome.
 */
export async function buildPlatformZip(
  platform: DownloadPlatform,
  options: {
    settings: DownloadSettings;
    runtime: { binary: Uint8Array; license: Uint8Array | null };
    extensionDir?: string;
    /** agentEntries' result for these settings, when several platforms are built in a row (bundled once). */
    common?: ReadonlyMap<string, Entry>;
  },
): Promise<Uint8Array> {
  const entries = new Map(options.common ?? (await agentEntries(options.settings, options.extensionDir)));
  const launcher = launcherFor(platform, options.settings.apiOrigin);
  entries.set(launcher.name, { data: text(launcher.text), executable: launcher.executable });
  entries.set('README.txt', {
    data: text(platformReadme(platform, options.settings.apiOrigin, AGENT_VERSION)),
  });
  // Windows ignores the mode; macOS and Linux need it to run the binary.
  entries.set(RUNTIMES[platform].target, {
    data: options.runtime.binary,
    executable: platform !== 'windows-x64',
  });
  if (options.runtime.license) entries.set('runtime/LICENSE', { data: options.runtime.license });
  return packZip(entries);
}

/**
 * The extension as the Chrome Web Store takes it: the files at the zip's root and the manifest without `key` (the
 * store refuses a manifest with one; the listing gets its own ID).
 */
export async function buildStoreZip(extensionDir = DEFAULT_EXTENSION_DIR): Promise<Uint8Array> {
  await builtExtension(extensionDir);
  const entries = new Map<string, Entry>();
  await addTree(entries, extensionDir, '');
  const manifest = JSON.parse(await readFile(path.join(extensionDir, 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  delete manifest.key;
  entries.set('manifest.json', { data: text(`${JSON.stringify(manifest, null, 2)}\n`) });
  return packZip(entries, null);
}
