import { STORAGE_KEYS, type User } from '@applypilot/contracts';

export type StoredUserResult = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'user'; user: User };

/**
 * Reads `userData` (document 1, section 3: JSON with at least an email). Older records may lack displayName,
 * isPremium or emailVerified, so those default (emailVerified to false until /auth/me, which runs on every load with
 * a stored user, says otherwise); anything that is not JSON, or has no email, is invalid.
 */
export function readStoredUser(storage: Storage = window.localStorage): StoredUserResult {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEYS.userData);
  } catch {
    return { kind: 'missing' };
  }
  if (raw === null) return { kind: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    console.error('Stored user data could not be parsed; it has been removed.', error);
    removeStoredUser(storage);
    return { kind: 'invalid' };
  }
  const user = toUser(value);
  if (!user) {
    console.error('Stored user data has no email; it has been removed.');
    removeStoredUser(storage);
    return { kind: 'invalid' };
  }
  return { kind: 'user', user };
}

/**
 * The checks of contracts' UserSchema, by hand: this runs on every first page load, and zod with the contracts'
 * schemas is about 27 KB of gzip JavaScript that the public pages otherwise never need. Building a `User` literal
 * keeps it in step with the contract: a field added there fails to compile here. /auth/me re-checks with the schema.
 */
function toUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const {
    email,
    displayName = null,
    isPremium = false,
    emailVerified = false,
  } = value as Record<string, unknown>;
  if (typeof email !== 'string' || email.trim() === '') return null;
  if (displayName !== null && typeof displayName !== 'string') return null;
  if (typeof isPremium !== 'boolean' || typeof emailVerified !== 'boolean') return null;
  // Older records lack emailVerified: read as false until /auth/me answers (decision 014).
  return { email, displayName, isPremium, emailVerified };
}

export function writeStoredUser(user: User, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  } catch (error) {
    // Private mode or a full quota: the session still works for this page's life.
    console.error('Could not store the user data.', error);
  }
}

export function removeStoredUser(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(STORAGE_KEYS.userData);
  } catch {
    // Nothing to do: storage is unavailable.
  }
}
