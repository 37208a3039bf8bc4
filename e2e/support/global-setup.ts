import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makePgliteTemplate, PGLITE_TEMPLATE_ENV } from './app-server';

/**
 * Once per e2e run: one API start on a fresh DATA_DIR makes the migrated, empty embedded database that every other
 * API of the run copies (support/app-server.ts). The workers inherit the variable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'applypilot-e2e-template-'));
  process.env[PGLITE_TEMPLATE_ENV] = await makePgliteTemplate(dir);
  return () => rm(dir, { recursive: true, force: true });
}
