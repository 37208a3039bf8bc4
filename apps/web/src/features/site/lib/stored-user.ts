import { STORAGE_KEYS } from '@applypilot/contracts';

/** Whether a stored user record exists; the header reads this on every location change (section 2). */
export function hasStoredUser(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(STORAGE_KEYS.userData) !== null;
  } catch {
    // Storage can throw when the browser blocks it; treat the visitor as logged out.
    return false;
  }
}

/** The email of the stored user record, or null when there is none or it cannot be read. */
export function storedUserEmail(storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  try {
    const raw = storage.getItem(STORAGE_KEYS.userData);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'email' in parsed) {
      const email = (parsed as { email: unknown }).email;
      return typeof email === 'string' && email.length > 0 ? email : null;
    }
    return null;
  } catch {
    return null;
  }
}
