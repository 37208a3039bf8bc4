import { fromBase64url, randomBytes, toBase64url, utf8 } from './bytes';

/**
 * AES-256-GCM through WebCrypto (Node 20's globalThis.crypto and the extension's service worker have the same API).
 * A sealed value is its 12-byte IV and the ciphertext with its tag, both base64url. `aad` binds what is not inside
 * (the request's number and operation, the answer's status), so a box cannot be moved to another place.
 */
export interface Sealed {
  iv: string;
  box: string;
}

// Typed from the runtime's own WebCrypto, so this file compiles with Node's types and with the DOM's alike.
type Subtle = typeof globalThis.crypto.subtle;
type Data = Parameters<Subtle['encrypt']>[2];
const data = (bytes: Uint8Array) => bytes as unknown as Data;

function aesKey(key: Uint8Array, usage: 'encrypt' | 'decrypt') {
  return globalThis.crypto.subtle.importKey('raw', data(key), 'AES-GCM', false, [usage]);
}

export async function seal(key: Uint8Array, plaintext: Uint8Array, aad: string): Promise<Sealed> {
  const iv = randomBytes(12);
  const box = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv: data(iv), additionalData: data(utf8(aad)) },
    await aesKey(key, 'encrypt'),
    data(plaintext),
  );
  return { iv: toBase64url(iv), box: toBase64url(new Uint8Array(box)) };
}

/** The plaintext, or null when the box was not sealed with this key and this `aad` (or was changed since). */
export async function open(key: Uint8Array, sealed: Sealed, aad: string): Promise<Uint8Array | null> {
  const iv = fromBase64url(sealed.iv);
  const box = fromBase64url(sealed.box);
  if (!iv || iv.length !== 12 || !box || box.length < 16) return null;
  try {
    const plain = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: data(iv), additionalData: data(utf8(aad)) },
      await aesKey(key, 'decrypt'),
      data(box),
    );
    return new Uint8Array(plain);
  } catch {
    return null;
  }
}

export const sealJson = (key: Uint8Array, value: unknown, aad: string): Promise<Sealed> =>
  seal(key, utf8(JSON.stringify(value ?? null)), aad);

/** The JSON inside, or undefined when the box does not open (null is a valid value inside). */
export async function openJson(key: Uint8Array, sealed: Sealed, aad: string): Promise<unknown> {
  const plain = await open(key, sealed, aad);
  if (!plain) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return undefined;
  }
}
