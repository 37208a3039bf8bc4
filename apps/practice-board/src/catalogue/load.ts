import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { CatalogueSchema, type Catalogue } from './schema';

export const CATALOGUE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../catalogue');
export const DEFAULT_CATALOGUE = path.join(CATALOGUE_DIR, 'default.json');

export class CatalogueError extends Error {}

/** `jobs[3].steps[1].questions[0].kind: Invalid option…`, one line per issue. */
export function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path
        .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
        .join('');
      return `${where || '(root)'}: ${issue.message}`;
    })
    .join('\n');
}

export function parseCatalogue(data: unknown, source = 'catalogue'): Catalogue {
  const result = CatalogueSchema.safeParse(data);
  if (!result.success)
    throw new CatalogueError(`${source} is not a valid catalogue:\n${formatIssues(result.error)}`);
  return result.data;
}

export async function loadCatalogue(file: string): Promise<Catalogue> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new CatalogueError(`Cannot read the catalogue ${file}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CatalogueError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  return parseCatalogue(data, file);
}
