import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api/src → the repository root. npm runs workspace scripts with cwd apps/api, so relative paths resolve here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const apiRoot = path.join(repoRoot, 'apps', 'api');
export const migrationsFolder = path.join(apiRoot, 'drizzle');
