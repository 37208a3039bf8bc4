import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * The API's embedded database, opened by the test while the API is stopped (see AppServer.offline): for the states
 * no public call can make, such as a verified email or applications sent days ago.
 */
export async function withDatabase<T>(dataDir: string, work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
