import { BROWSER_DATA_API, BrowserDataKeyResponseSchema, MESSAGES } from '@applypilot/contracts';
import { apiFetch } from '../api-client';
import type { RecordBackend } from './record-backend';
import { importDataKey } from './record-crypto';
import { takeLegacyData } from './legacy-data';
import { markUnlockFailed, markUnlocking, openUserData } from './user-store';

export type UnlockOutcome = 'open' | 'other-account' | 'failed';

/**
 * Asks the API for the signed-in account's key (the session cookie goes with it) and opens that account's records.
 * 'other-account': the cookie now names somebody else (signed in from another tab), so nothing was opened; the caller
 * re-reads the session. A failure leaves the store failed with the error's message, for the page to offer a retry.
 */
export async function unlockUserData(
  email: string,
  options: { backend?: RecordBackend } = {},
): Promise<UnlockOutcome> {
  const ticket = markUnlocking(email);
  try {
    const answer = await apiFetch(BROWSER_DATA_API.key, { schema: BrowserDataKeyResponseSchema });
    if (answer.email.trim().toLowerCase() !== email.trim().toLowerCase()) {
      markUnlockFailed(ticket, MESSAGES.userDataLocked);
      return 'other-account';
    }
    const key = await importDataKey(answer.key);
    await openUserData({
      accountId: answer.accountId,
      email,
      key,
      backend: options.backend,
      ticket,
      legacy: takeLegacyData(email),
    });
    return 'open';
  } catch (error) {
    markUnlockFailed(ticket, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
