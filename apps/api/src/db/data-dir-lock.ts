import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no protection against two processes opening one data directory (which corrupts it), so the API holds
 * DATA_DIR/api.lock while it runs. The file holds the owner's pid; a lock whose process is gone is stale and taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    // Our own pid in the file means a previous run of a container restarted with the same pid: stale.
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(
        `Another ApplyPilot API process (pid ${owner}) is using the embedded database in ${dataDir}. ` +
          'Stop it first, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
      );
    }
    try {
      unlinkSync(file);
    } catch {
      // someone else removed the stale lock first; try again
    }
  }
  throw new DataDirLockedError(`Could not take the lock file ${file}.`);
}
