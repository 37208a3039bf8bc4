import { equalBytes } from '@noble/curves/utils.js';

/** Bytes helpers that run the same in Node 20 and in the extension's service worker (no Buffer). */

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

export function concat(...parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** CPace's prepend_len: the length as LEB128, then the bytes (draft-irtf-cfrg-cpace). */
export function lengthPrefixed(bytes: Uint8Array): Uint8Array {
  const length: number[] = [];
  let n = bytes.length;
  do {
    length.push((n & 0x7f) | (n >= 0x80 ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  return concat(Uint8Array.from(length), bytes);
}

/** CPace's lv_cat: every part length-prefixed. */
export const lvCat = (...parts: readonly Uint8Array[]): Uint8Array => concat(...parts.map(lengthPrefixed));

export function randomBytes(length: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of base64url text, or null when it is not base64url. */
export function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Compares without an early exit, so the time taken says nothing about where two secrets differ. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return equalBytes(a, b);
}
