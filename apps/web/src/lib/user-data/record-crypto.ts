/**
 * One stored value, sealed with AES-256-GCM under the account's key (decision 049). Every record has its own random
 * 96-bit IV, and its additional data names the account and the record, so a record copied into another account's
 * namespace, or under another name, fails to open exactly like a changed byte does.
 */
export interface SealedRecord {
  iv: Uint8Array;
  data: Uint8Array;
}

const ADDITIONAL_DATA_PREFIX = 'applypilot-browser-data-v1';

/** A record that did not open: wrong key, another account's, another name's, or changed bytes. */
export class RecordRefusedError extends Error {
  constructor(name: string) {
    super(`The stored ${name} does not open with this account's key.`);
    this.name = 'RecordRefusedError';
  }
}

function additionalData(accountId: string, name: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${ADDITIONAL_DATA_PREFIX}\u0000${accountId}\u0000${name}`);
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The API's key (base64url, 32 bytes) as a CryptoKey that cannot be exported: a script on the page can use it while it
 * is held, but cannot copy it out to keep after Logout.
 */
export function importDataKey(base64Url: string): Promise<CryptoKey> {
  const raw = fromBase64Url(base64Url);
  if (raw.length !== 32) return Promise.reject(new Error('The browser data key is not 32 bytes.'));
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

export async function sealRecord(
  key: CryptoKey,
  accountId: string,
  name: string,
  value: string,
): Promise<SealedRecord> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(accountId, name) },
    key,
    new TextEncoder().encode(value),
  );
  return { iv, data: new Uint8Array(data) };
}

/** The value, or RecordRefusedError: a record is used whole and as written, or not at all. */
export async function openRecord(
  key: CryptoKey,
  accountId: string,
  name: string,
  sealed: SealedRecord,
): Promise<string> {
  try {
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: new Uint8Array(sealed.iv),
        additionalData: additionalData(accountId, name),
      },
      key,
      new Uint8Array(sealed.data),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new RecordRefusedError(name);
  }
}
