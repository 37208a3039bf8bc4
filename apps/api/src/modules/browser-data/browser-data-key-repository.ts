import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The per-account key of the browser's encrypted store (decision 049). */
export interface BrowserDataKeyRepository {
  /**
   * The account's key, made on the first call and the same ever after (sessions, devices and restarts alike). Undefined
   * when the account no longer exists.
   */
  keyFor(userId: number): Promise<string | undefined>;
}

interface KeyRow {
  browser_data_key: string | null;
}

export function createBrowserDataKeyRepository(db: Db): BrowserDataKeyRepository {
  const read = async (userId: number) =>
    rowsOf<KeyRow>(await db.execute(sql`SELECT browser_data_key FROM users WHERE id = ${userId}`))[0];

  return {
    async keyFor(userId) {
      // A read first: every dashboard load asks, and only the first may write (the users row is also the one every
      // spending statement locks, so it is not rewritten for nothing).
      const existing = await read(userId);
      if (!existing) return undefined;
      if (existing.browser_data_key !== null) return existing.browser_data_key;
      // Two first requests at once: the row lock makes the second UPDATE see the first's key and change nothing, and
      // it then reads the key the first one wrote.
      const fresh = randomBytes(32).toString('base64url');
      const made = rowsOf<KeyRow>(
        await db.execute(sql`
          UPDATE users SET browser_data_key = ${fresh}
          WHERE id = ${userId} AND browser_data_key IS NULL
          RETURNING browser_data_key`),
      )[0];
      if (made?.browser_data_key) return made.browser_data_key;
      return (await read(userId))?.browser_data_key ?? undefined;
    },
  };
}
