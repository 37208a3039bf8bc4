import { memoryBackend, type RecordBackend } from './record-backend';
import { lockUserData, openUserData } from './user-store';

/** The account every unit test's page is signed in as, as far as the sealed store knows (test-setup.ts). */
export const TEST_USER_DATA_ACCOUNT = { accountId: '1', email: 'test-user@example.com' };

let key: Promise<CryptoKey> | undefined;

/** Opens an empty store in memory (a fresh one per test), so pages read and write as a signed-in person's do. */
export async function openTestUserData(backend: RecordBackend = memoryBackend()): Promise<void> {
  key ??= crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await openUserData({ ...TEST_USER_DATA_ACCOUNT, key: await key, backend });
}

/** A computer whose storage refuses every write (a full disk), as the browser says it. */
export function refusingBackend(): RecordBackend {
  const backend = memoryBackend();
  return {
    ...backend,
    put: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
  };
}

export { lockUserData as lockTestUserData };
