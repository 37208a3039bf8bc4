import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SealedRecord } from './record-crypto';

/** One sealed value as kept on the computer: whose it is (the account id), its name, and the AES-GCM output. */
export interface StoredRecord extends SealedRecord {
  account: string;
  name: string;
}

/** Where sealed records live. IndexedDB in the browser; a Map in tests that are not about IndexedDB. */
export interface RecordBackend {
  list(account: string): Promise<StoredRecord[]>;
  get(account: string, name: string): Promise<StoredRecord | undefined>;
  put(record: StoredRecord): Promise<void>;
  delete(account: string, name: string): Promise<void>;
}

export const USER_DATA_DB = 'applypilot-user-data';
const STORE = 'records';

interface UserDataDb extends DBSchema {
  records: { key: [string, string]; value: StoredRecord; indexes: { account: string } };
}

/**
 * IndexedDB, not localStorage: the resume PDF as ciphertext is bytes (no base64 on top of the data URI), several
 * accounts' setups fit side by side (localStorage holds about 5 MB for the whole site), and nothing is parsed on the
 * public pages' first load. Records are keyed by [account, name], so two accounts never share a slot.
 */
export function indexedDbBackend(): RecordBackend {
  let db: Promise<IDBPDatabase<UserDataDb>> | undefined;
  const open = () => {
    db ??= openDB<UserDataDb>(USER_DATA_DB, 1, {
      upgrade(database) {
        const store = database.createObjectStore(STORE, { keyPath: ['account', 'name'] });
        store.createIndex('account', 'account');
      },
    }).catch((error: unknown) => {
      db = undefined;
      throw error;
    });
    return db;
  };
  return {
    async list(account) {
      return (await open()).getAllFromIndex(STORE, 'account', account);
    },
    async get(account, name) {
      return (await open()).get(STORE, [account, name]);
    },
    async put(record) {
      await (await open()).put(STORE, record);
    },
    async delete(account, name) {
      await (await open()).delete(STORE, [account, name]);
    },
  };
}

/** Records in a Map (tests; what a record looks like to IndexedDB is tested with fake-indexeddb). */
export function memoryBackend(): RecordBackend & { records: Map<string, StoredRecord> } {
  const records = new Map<string, StoredRecord>();
  const id = (account: string, name: string) => `${account}\u0000${name}`;
  return {
    records,
    async list(account) {
      return [...records.values()].filter((record) => record.account === account);
    },
    async get(account, name) {
      return records.get(id(account, name));
    },
    async put(record) {
      records.set(id(record.account, record.name), {
        ...record,
        iv: new Uint8Array(record.iv),
        data: new Uint8Array(record.data),
      });
    },
    async delete(account, name) {
      records.delete(id(account, name));
    },
  };
}
