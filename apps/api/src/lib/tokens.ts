import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL- and cookie-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
