import { hkdf } from '@noble/hashes/hkdf.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concat, utf8 } from './bytes';

/** HMAC-SHA-256 of a label and the parts, the label first so that no two purposes share a MAC. */
export function mac(key: Uint8Array, label: string, ...parts: readonly Uint8Array[]): Uint8Array {
  return hmac(sha256, key, concat(utf8(label), ...parts));
}

/** HKDF-SHA-256 (RFC 5869): 32 bytes for one purpose (`info`). */
export function derive(secret: Uint8Array, salt: Uint8Array, info: string): Uint8Array {
  return hkdf(sha256, secret, salt, utf8(info), 32);
}
