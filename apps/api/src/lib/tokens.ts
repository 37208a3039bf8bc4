import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL- and cookie-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
