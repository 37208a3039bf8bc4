import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_DAYS } from '@applypilot/contracts';
import { hostCookieName } from '../../http/cookie-names';
import { clearCookie, readCookie, setCookie, type CookieOptions } from '../../http/cookies';
import { hashToken, randomToken } from '../../lib/tokens';
import type { SessionRepository, SessionUser } from './session-repository';

/** The session cookie's name on http (development); on https it is `__Host-ap_session` (sessionCookieName). */
export const SESSION_COOKIE = 'ap_session';
export const sessionCookieName = (secureCookies: boolean) => hostCookieName(SESSION_COOKIE, secureCookies);
const TTL_SECONDS = SESSION_TTL_DAYS * 24 * 60 * 60;
const PRUNE_EVERY = 100;

/**
 * Sessions live in the database (any instance can answer); the browser holds a 256-bit random token in an HttpOnly
 * cookie and the database only its SHA-256, so neither a log nor a database dump gives a usable session.
 */
export function createSessionService(
  repository: SessionRepository,
  options: { secureCookies: boolean },
  random: () => number = Math.random,
) {
  const name = sessionCookieName(options.secureCookies);
  // No Domain: the cookie belongs to this host only (and `__Host-` requires it).
  const cookieOptions: CookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.secureCookies,
  };
  const tokenFrom = (request: FastifyRequest): string | undefined => {
    // Only the name this origin sets: on https a bare `ap_session` could have been planted by another subdomain.
    const token = readCookie(request, name);
    // A real token is 43 base64url characters; anything else cannot match and costs no query.
    return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
  };

  return {
    async start(reply: FastifyReply, userId: number): Promise<void> {
      const token = randomToken();
      await repository.create(userId, hashToken(token), TTL_SECONDS);
      setCookie(reply, name, token, { ...cookieOptions, maxAge: TTL_SECONDS });
      if (random() * PRUNE_EVERY < 1) await repository.pruneExpired();
    },
    /** The user of a live session, from the cookie only. */
    async current(request: FastifyRequest): Promise<SessionUser | undefined> {
      const token = tokenFrom(request);
      return token ? repository.findLive(hashToken(token)) : undefined;
    },
    /** Ends this browser's session; answers whose it was (undefined when there was none). */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<number | undefined> {
      const token = tokenFrom(request);
      const userId = token ? await repository.delete(hashToken(token)) : undefined;
      clearCookie(reply, name, cookieOptions);
      return userId;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
