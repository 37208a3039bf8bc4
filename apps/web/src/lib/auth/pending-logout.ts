import { apiFetch } from '../api-client';

/**
 * Ours (issue 16): set when a logout starts and removed once the server answered it. While it is set, the browser's
 * session cookie (HttpOnly: the page can neither read nor delete it) may still name a live session on the server, so
 * the next chance (a page load, coming back online, the next sign-in) posts /auth/logout again with that cookie.
 * Not in contracts yet.
 */
export const PENDING_LOGOUT_KEY = 'pendingLogout';

export function markLogoutPending(storage: Storage = window.localStorage): void {
  try {
    storage.setItem(PENDING_LOGOUT_KEY, 'true');
  } catch {
    // Storage refused: this logout is tried once, as before.
  }
}

export function clearPendingLogout(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(PENDING_LOGOUT_KEY);
  } catch {
    // Nothing stored.
  }
}

export function isLogoutPending(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(PENDING_LOGOUT_KEY) !== null;
  } catch {
    return false;
  }
}

/** POST /auth/logout with whatever cookie the browser holds; true once the server answered it. */
export async function sendLogout(): Promise<boolean> {
  try {
    await apiFetch('/auth/logout', { method: 'POST', body: {} });
    return true;
  } catch (error) {
    console.error('Logout request failed; it will be sent again at the next chance.', error);
    return false;
  }
}

let flushing: Promise<void> | null = null;

/**
 * Ends on the server a session whose logout did not get through. Several callers at once (page load and `online`)
 * share one request. The mark goes only when the server answered: an answer without a session is still an answer.
 */
export function flushPendingLogout(storage: Storage = window.localStorage): Promise<void> {
  if (!isLogoutPending(storage)) return Promise.resolve();
  flushing ??= sendLogout()
    .then((answered) => {
      if (answered) clearPendingLogout(storage);
    })
    .finally(() => {
      flushing = null;
    });
  return flushing;
}
