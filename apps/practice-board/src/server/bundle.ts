import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT_ENTRY = path.join(SRC, 'client/main.ts');
/** The company-site stand-ins' page script (decision 053). */
const SITES_ENTRY = path.join(SRC, 'sites/client/main.ts');

const cached = new Map<string, Promise<string>>();

function bundle(entry: string): Promise<string> {
  let result = cached.get(entry);
  if (!result) {
    result = build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'iife',
      target: 'es2022',
      loader: { '.css': 'text' },
      logLevel: 'silent',
    }).then((built) => {
      const file = built.outputFiles[0];
      if (!file) throw new Error('esbuild produced no output');
      return file.text;
    });
    cached.set(entry, result);
  }
  return result;
}

/** The page's script, bundled once per process from the TypeScript in src/client (CSS comes in as text). */
export function clientBundle(): Promise<string> {
  return bundle(CLIENT_ENTRY);
}

/** The company sites' page script, bundled once per process from src/sites/client. */
export function siteBundle(): Promise<string> {
  return bundle(SITES_ENTRY);
}
