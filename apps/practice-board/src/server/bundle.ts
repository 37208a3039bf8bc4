import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLIENT_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/main.ts');

let cached: Promise<string> | null = null;

/** The page's script, bundled once per process from the TypeScript in src/client (CSS comes in as text). */
export function clientBundle(): Promise<string> {
  cached ??= build({
    entryPoints: [CLIENT_ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    loader: { '.css': 'text' },
    logLevel: 'silent',
  }).then((result) => {
    const file = result.outputFiles[0];
    if (!file) throw new Error('esbuild produced no output');
    return file.text;
  });
  return cached;
}
