import { userStorage } from '../../../lib/user-data/user-store';

/**
 * Access to the signed-in person's sealed browser data (decision 049) that never throws: it can be locked, refuse a
 * write, or hold text that is not JSON.
 * Section 8 of the second document: a read or write failure in the resume builder falls back to defaults.
 */
export function readStored(key: string): unknown {
  try {
    const raw = userStorage.getItem(key);
    if (raw === null) return undefined;
    return JSON.parse(raw) as unknown;
  } catch (error) {
    console.warn(`Could not read ${key} from browser storage`, error);
    return undefined;
  }
}

/** True when a value exists under the key, even an unreadable one. */
export function hasStored(key: string): boolean {
  try {
    return userStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

export function writeStored(key: string, value: unknown): boolean {
  try {
    userStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn(`Could not write ${key} to browser storage`, error);
    return false;
  }
}
