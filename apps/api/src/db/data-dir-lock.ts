import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** The lock: a hard link to its holder's own file, so it appears with its content complete or not at all. */
export const LOCK_FILE = 'pglite.lock';
/** The lock file of API versions before decision 034 (a bare pid); still honoured while its process lives. */
const LEGACY_LOCK_FILE = 'api.lock';
const ATTEMPTS = 20;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** `<pid> <id>`: the holder's process and the name of its own file (`pglite.lock.<id>`). */
function readHolder(file: string): { pid: number; id: string } | 'none' | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'none';
    throw error;
  }
  const match = /^(\d+) ([0-9a-f]{32})\n$/.exec(text);
  return match ? { pid: Number(match[1]), id: match[2] ?? '' } : 'unreadable';
}

function lockedError(pid: number, dataDir: string): DataDirLockedError {
  return new DataDirLockedError(
    `Another ApplyPilot API process (pid ${pid}) is using the embedded database in ${dataDir}. ` +
      'Stop it first, or set DATA_DIR to another folder (or DATABASE_URL to use PostgreSQL).',
  );
}

/** A live process still holding the lock file of an older API version. */
function checkLegacyLock(dataDir: string): void {
  const file = path.join(dataDir, LEGACY_LOCK_FILE);
  let owner: number;
  try {
    owner = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return;
  }
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
    throw lockedError(owner, dataDir);
  }
  // Nobody creates this file any more, so removing a stale one races with nothing.
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}

/** Leftovers of holders that died between two steps; only files of dead processes, never another's live ones. */
function removeDeadLeftovers(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    const match = /^pglite\.lock\.(?:break\.)?(\d+)\.[0-9a-f]{32}$/.exec(name);
    if (!match || Number(match[1]) === process.pid || isAlive(Number(match[1]))) continue;
    try {
      unlinkSync(path.join(dataDir, name));
    } catch {
      // another process tidied it first
    }
  }
}

/**
 * PGlite has no protection against two processes opening one data directory (which corrupts it), so the API holds
 * DATA_DIR/pglite.lock while it runs (decision 034). Returns the release function.
 *
 * Without races: the holder writes `<pid> <id>` to its own file `pglite.lock.<pid>.<id>` first and then hard-links it
 * as `pglite.lock`, which either succeeds whole or fails because a lock exists (no reader ever sees a half-written
 * lock). A lock whose process is gone is broken by renaming the dead holder's own file, which only one process can
 * do; that one alone then removes `pglite.lock`, which nobody else can have replaced meanwhile (a new lock needs the
 * old one gone). Everyone then races again on the link, and exactly one wins.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  checkLegacyLock(dataDir);
  const lock = path.join(dataDir, LOCK_FILE);
  const id = randomBytes(16).toString('hex');
  const own = `${lock}.${process.pid}.${id}`;
  writeFileSync(own, `${process.pid} ${id}\n`, { flag: 'wx', mode: 0o600 });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      try {
        linkSync(own, lock);
        removeDeadLeftovers(dataDir);
        return () => release(lock, own, id);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const holder = readHolder(lock);
      if (holder === 'none') continue; // released meanwhile: try the link again
      if (holder === 'unreadable') {
        throw new DataDirLockedError(
          `The lock file ${lock} is not one this version wrote. If no ApplyPilot API uses ${dataDir}, delete it.`,
        );
      }
      // Our own pid with another id: a container restarted with the same pid, so the old holder is gone.
      if (holder.pid !== process.pid && isAlive(holder.pid)) throw lockedError(holder.pid, dataDir);
      breakStaleLock(lock, holder);
    }
  } catch (error) {
    unlinkSync(own);
    throw error;
  }
  unlinkSync(own);
  throw new DataDirLockedError(
    `Could not take the lock file ${lock}. If no ApplyPilot API uses ${dataDir}, delete it and start again.`,
  );
}

/** Blocks for a moment: a live process is in the middle of breaking a lock. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Removes a dead holder's lock, unless another process is already doing it. The claim's name carries the breaker's
 * pid and the holder's id, so a breaker that died half-way is seen and its claim taken over (again by one rename).
 */
function breakStaleLock(lock: string, holder: { pid: number; id: string }): void {
  const dir = path.dirname(lock);
  const claim = `${lock}.break.${process.pid}.${holder.id}`;
  try {
    renameSync(`${lock}.${holder.pid}.${holder.id}`, claim);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
    // Another process moved it first. Alive: it is removing the lock; look again in a moment. Dead: take its claim.
    const other = readdirSync(dir)
      .map((name) => new RegExp(`^${path.basename(lock)}\\.break\\.(\\d+)\\.${holder.id}$`).exec(name))
      .find((match) => match !== null);
    if (!other) return;
    if (Number(other[1]) === process.pid || isAlive(Number(other[1]))) return pause(20);
    try {
      renameSync(path.join(dir, other[0]), claim);
    } catch (moved) {
      if (errorCode(moved) === 'ENOENT') return;
      throw moved;
    }
  }
  // Only the process holding the claim gets here. If the lock still names the dead holder, nobody else can remove
  // it (its holder is dead, the claim is ours) and nobody can link a new one while it exists: removing it is safe.
  // If it does not, a breaker that died half-way had already removed it (and someone may hold a new one).
  const current = readHolder(lock);
  if (current !== 'none' && current !== 'unreadable' && current.id === holder.id) unlinkSync(lock);
  unlinkSync(claim);
}

function release(lock: string, own: string, id: string): void {
  // The lock first, then our own file: a crash in between leaves a leftover, never a lock nobody can break.
  const holder = readHolder(lock);
  if (holder !== 'none' && holder !== 'unreadable' && holder.id === id) {
    try {
      unlinkSync(lock);
    } catch {
      // already gone
    }
  }
  try {
    unlinkSync(own);
  } catch {
    // already gone
  }
}
