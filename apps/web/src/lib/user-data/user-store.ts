import { MESSAGES } from '@applypilot/contracts';
import { onPerUserReset } from '../auth/session-events';
import { indexedDbBackend, type RecordBackend } from './record-backend';
import { openRecord, RecordRefusedError, sealRecord } from './record-crypto';

/**
 * The signed-in person's browser data (decision 049): sealed records on the computer, opened in memory while that
 * person's key is held. Pages read and write through `userStorage`, a synchronous Storage over the opened values;
 * each write is sealed and kept in the background (`flushUserData` waits for it and reports a refusal).
 *
 * Locked (nobody's key is held): reads find nothing and writes are refused. Logout, another person signing in and a
 * session ending all lock it (session-events), which drops the key and every opened value from memory.
 */
export type UserDataStatus =
  | { kind: 'locked' }
  | { kind: 'unlocking'; email: string }
  | { kind: 'open'; email: string; accountId: string }
  | { kind: 'failed'; email: string; message: string };

interface OpenStore {
  accountId: string;
  email: string;
  key: CryptoKey;
  backend: RecordBackend;
  values: Map<string, string>;
}

export interface OpenOptions {
  accountId: string;
  email: string;
  key: CryptoKey;
  backend?: RecordBackend;
  /** From markUnlocking: the open is dropped when another unlock or a lock came after it. */
  ticket?: number;
  /** Plaintext left by the version before this store (legacy-data.ts), moved in and removed once kept sealed. */
  legacy?: { values: readonly (readonly [string, string])[]; remove(): void };
}

let status: UserDataStatus = { kind: 'locked' };
let store: OpenStore | null = null;
/** Bumped at every open and lock, so an open that finishes after a lock (or a newer open) changes nothing. */
let generation = 0;
let writes: Promise<void> = Promise.resolve();
let writeFailure: unknown = null;
let defaultBackend: RecordBackend | undefined;

const statusListeners = new Set<() => void>();
const changeListeners = new Set<(name: string | null) => void>();

/** Tabs of one browser tell each other which record changed (IndexedDB has no `storage` event). */
const CHANNEL = 'applypilot-user-data';
let channel: BroadcastChannel | null = null;

function normalise(email: string): string {
  return email.trim().toLowerCase();
}

function setStatus(next: UserDataStatus): void {
  status = next;
  for (const listener of statusListeners) listener();
}

function emitChange(name: string | null): void {
  for (const listener of changeListeners) listener(name);
}

export function getUserDataStatus(): UserDataStatus {
  return status;
}

export function subscribeUserDataStatus(listener: () => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** A value changed (its name), or every value did (null: opened, locked, another person). */
export function onUserDataChange(listener: (name: string | null) => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** The store is open for this person (email compared without case). */
export function isUserDataOpenFor(email: string): boolean {
  return status.kind === 'open' && status.email === normalise(email);
}

/**
 * An unlock begins: returns its ticket. Only the latest unlock, with no lock since, may open the store or fail it, so
 * an answer that arrives after a logout or another person's sign-in changes nothing.
 */
export function markUnlocking(email: string): number {
  generation += 1;
  const hadValues = store !== null;
  // Whatever was open (somebody else's, or this person's before a retry) is not readable while this one opens.
  store = null;
  setStatus({ kind: 'unlocking', email: normalise(email) });
  if (hadValues) emitChange(null);
  return generation;
}

export function markUnlockFailed(ticket: number, message: string): void {
  if (ticket === generation && status.kind === 'unlocking') {
    setStatus({ kind: 'failed', email: status.email, message });
  }
}

function backendOrDefault(backend: RecordBackend | undefined): RecordBackend {
  if (backend) return backend;
  defaultBackend ??= indexedDbBackend();
  return defaultBackend;
}

function announce(accountId: string, name: string): void {
  try {
    channel?.postMessage({ account: accountId, name });
  } catch {
    // A closed channel: the other tabs read the record at their next open.
  }
}

/** Each name's writes in order (the last one wins); different names are kept at the same time. */
const pendingByName = new Map<string, Promise<void>>();

function persist(open: OpenStore, name: string): void {
  const slot = `${open.accountId}\u0000${name}`;
  const previous = pendingByName.get(slot) ?? Promise.resolve();
  const write = previous
    .then(async () => {
      const value = open.values.get(name);
      if (value === undefined) await open.backend.delete(open.accountId, name);
      else {
        const sealed = await sealRecord(open.key, open.accountId, name, value);
        await open.backend.put({ account: open.accountId, name, ...sealed });
      }
      announce(open.accountId, name);
    })
    .catch((error: unknown) => {
      writeFailure = error;
      console.error(`Could not keep ${name} in this browser.`, error);
    });
  pendingByName.set(slot, write);
  writes = Promise.all([writes, write]).then(() => undefined);
  void write.then(() => {
    if (pendingByName.get(slot) === write) pendingByName.delete(slot);
  });
}

/** Waits until every write so far is kept; throws the browser's refusal (a full disk, blocked storage) if one failed. */
export async function flushUserData(): Promise<void> {
  await writes;
  if (writeFailure !== null) {
    const failure = writeFailure;
    writeFailure = null;
    throw failure instanceof Error ? failure : new Error(String(failure));
  }
}

async function readAll(open: OpenStore): Promise<void> {
  for (const record of await open.backend.list(open.accountId)) {
    try {
      open.values.set(record.name, await openRecord(open.key, open.accountId, record.name, record));
    } catch (error) {
      if (!(error instanceof RecordRefusedError)) throw error;
      // Changed bytes, another account's record moved here, or a key that is not this record's (a database reset
      // in development): never used, and removed so it is not tried again.
      console.warn(`${error.message} It was removed.`);
      await open.backend.delete(open.accountId, record.name);
    }
  }
}

async function refresh(open: OpenStore, name: string): Promise<void> {
  const record = await open.backend.get(open.accountId, name);
  let value: string | undefined;
  if (record) {
    try {
      value = await openRecord(open.key, open.accountId, name, record);
    } catch {
      return;
    }
  }
  if (store !== open) return;
  if (value === undefined) open.values.delete(name);
  else open.values.set(name, value);
  emitChange(name);
}

function listenToOtherTabs(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    const data = event.data as { account?: unknown; name?: unknown } | null;
    const open = store;
    if (!open || data?.account !== open.accountId || typeof data.name !== 'string') return;
    void refresh(open, data.name);
  };
}

/**
 * Opens the account's records with its key: each is decrypted into memory (a record that does not open is dropped),
 * then the plaintext of the version before is moved in and removed once kept. Resolves when pages may read.
 * Storage that cannot be opened at all (IndexedDB blocked) still opens, empty, and every save reports the refusal.
 */
export async function openUserData(options: OpenOptions): Promise<void> {
  if (options.ticket !== undefined && options.ticket !== generation) return;
  generation += 1;
  const mine = generation;
  const email = normalise(options.email);
  const open: OpenStore = {
    accountId: options.accountId,
    email,
    key: options.key,
    backend: backendOrDefault(options.backend),
    values: new Map(),
  };
  try {
    await readAll(open);
  } catch (error) {
    console.error('The saved setup in this browser could not be read.', error);
  }
  if (mine !== generation) return;
  let migrated = false;
  for (const [name, value] of options.legacy?.values ?? []) {
    // A value kept sealed already is newer than plaintext from before the upgrade.
    if (open.values.has(name)) continue;
    open.values.set(name, value);
    persist(open, name);
    migrated = true;
  }
  store = open;
  listenToOtherTabs();
  setStatus({ kind: 'open', email, accountId: open.accountId });
  emitChange(null);
  if (options.legacy && (options.legacy.values.length === 0 || !migrated)) options.legacy.remove();
  else if (options.legacy) {
    const legacy = options.legacy;
    // The plaintext goes only once its sealed copy is kept: a refused write keeps it for the next sign-in.
    await flushUserData().then(
      () => legacy.remove(),
      (error: unknown) => console.error('The plaintext setup was kept: it could not be sealed.', error),
    );
  }
}

/** Forgets the key and every opened value (Logout, another person, a session that ended). */
export function lockUserData(): void {
  generation += 1;
  const wasOpen = store !== null || status.kind !== 'locked';
  store = null;
  if (!wasOpen) return;
  setStatus({ kind: 'locked' });
  emitChange(null);
}

onPerUserReset(lockUserData);

function locked(): Error {
  return new Error(MESSAGES.userDataLocked);
}

/**
 * The signed-in person's values as a Storage (what the setup, the builder and the interview settings used
 * localStorage for): reads and writes are synchronous against memory, writes are sealed and kept in the background.
 */
export const userStorage: Storage = {
  get length() {
    return store?.values.size ?? 0;
  },
  key(index: number) {
    return store ? ([...store.values.keys()][index] ?? null) : null;
  },
  getItem(name: string) {
    return store?.values.get(name) ?? null;
  },
  setItem(name: string, value: string) {
    if (!store) throw locked();
    const text = String(value);
    if (store.values.get(name) === text) return;
    store.values.set(name, text);
    persist(store, name);
  },
  removeItem(name: string) {
    if (!store) throw locked();
    if (!store.values.has(name)) return;
    store.values.delete(name);
    persist(store, name);
  },
  clear() {
    if (!store) throw locked();
    for (const name of [...store.values.keys()]) {
      store.values.delete(name);
      persist(store, name);
    }
  },
};
