import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostCookieName } from '../../http/cookie-names';
import { clearCookie, readCookie, setCookie, type CookieOptions } from '../../http/cookies';
import { randomToken } from '../../lib/tokens';

/** How long a sign-in may take between asking for a nonce and sending Google's ID token. */
export const GOOGLE_NONCE_TTL_SECONDS = 10 * 60;
const COOKIE = 'ap_google_nonce';

/**
 * The nonce of Google sign-in (decision 034). The API makes a random secret, keeps it in an HttpOnly cookie of this
 * browser, and hands the page only its SHA-256; the page gives that to Google Identity Services, which writes it into
 * the ID token's `nonce` claim. So an ID token is accepted only from the browser that asked for it: a token taken
 * from another site, a log or another browser carries another nonce. Nothing is kept on the server (any instance can
 * check it); single use is the route's job.
 */
export function createGoogleNonces(options: { secureCookies: boolean }) {
  const name = hostCookieName(COOKIE, options.secureCookies);
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secureCookies,
  };
  const nonceOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

  return {
    /** A new nonce for this browser (replacing any earlier one); answers what the page passes to Google. */
    issue(reply: FastifyReply): string {
      const secret = randomToken();
      setCookie(reply, name, secret, { ...cookieOptions, maxAge: GOOGLE_NONCE_TTL_SECONDS });
      return nonceOf(secret);
    },
    /** The nonce this browser's cookie stands for, if it holds one; the cookie is spent either way. */
    take(request: FastifyRequest, reply: FastifyReply): string | undefined {
      const secret = readCookie(request, name);
      clearCookie(reply, name, cookieOptions);
      return secret && /^[A-Za-z0-9_-]{43}$/.test(secret) ? nonceOf(secret) : undefined;
    },
  };
}
export type GoogleNonces = ReturnType<typeof createGoogleNonces>;

/** Constant-time comparison of the expected nonce with the ID token's claim. */
export function nonceMatches(expected: string, claim: string | undefined): boolean {
  if (claim === undefined) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(claim);
  return a.length === b.length && timingSafeEqual(a, b);
}
