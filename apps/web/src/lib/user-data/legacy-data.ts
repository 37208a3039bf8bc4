import { BROWSER_DATA_OWNER_KEY, clearBrowserDataPlaintext, isPerUserKey } from '../auth/browser-data';

/**
 * The plaintext the version before decision 049 kept in localStorage (decision 033: one person's at a time, marked
 * with the owner's email). Only its owner's store takes it in; anyone else's opening removes it unread.
 */
export function takeLegacyData(
  email: string,
  storage: Storage = window.localStorage,
): { values: [string, string][]; remove(): void } {
  const remove = () => clearBrowserDataPlaintext(storage);
  let owner: string | null;
  const values: [string, string][] = [];
  try {
    owner = storage.getItem(BROWSER_DATA_OWNER_KEY);
    for (let i = 0; i < storage.length; i += 1) {
      const name = storage.key(i);
      if (name === null || !isPerUserKey(name)) continue;
      const value = storage.getItem(name);
      if (value !== null) values.push([name, value]);
    }
  } catch {
    return { values: [], remove };
  }
  if (owner !== email.trim().toLowerCase()) {
    // Somebody else's, or nobody's (the sign-in that claimed it would have marked it): never read into this store.
    if (values.length > 0) remove();
    return { values: [], remove };
  }
  return { values, remove };
}
