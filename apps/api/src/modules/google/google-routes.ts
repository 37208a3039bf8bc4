import type { FastifyInstance } from 'fastify';
import { GoogleLoginRequestSchema, LOGIN_FAILURE_LIMIT_PER_IP, MESSAGES } from '@applypilot/contracts';
import { parseBody } from '../../http/validate';
import { sendError, sendTooManyAttempts } from '../../http/replies';
import { publicUser } from '../auth/auth-service';
import type { UserRepository } from '../auth/user-repository';
import { clientKey } from '../rate-limit/client-key';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import type { SessionService } from '../sessions/session-service';
import { createGoogleNonces, GOOGLE_NONCE_TTL_SECONDS, nonceMatches } from './google-nonce';
import type { GoogleVerifier } from './google-verifier';
import { findOrCreateGoogleUser } from './google-service';

export const GOOGLE_NONCE_PATH = '/auth/google/nonce';

export function registerGoogleRoutes(
  app: FastifyInstance,
  deps: {
    verify: GoogleVerifier | undefined;
    users: UserRepository;
    sessions: SessionService;
    rateLimits: RateLimitService;
    secureCookies: boolean;
  },
) {
  const nonces = createGoogleNonces({ secureCookies: deps.secureCookies });

  /** The page asks for a nonce before it starts Google's button; a POST, so the Origin check covers it. */
  app.post(GOOGLE_NONCE_PATH, async (_request, reply) => {
    if (!deps.verify) return sendError(reply, 404, MESSAGES.googleNotConfigured);
    return { success: true, nonce: nonces.issue(reply) };
  });

  app.post('/auth/google', async (request, reply) => {
    const verify = deps.verify;
    if (!verify) return sendError(reply, 404, MESSAGES.googleNotConfigured);
    const body = parseBody(GoogleLoginRequestSchema, request.body);
    // Like password logins (decision 013): counted before any work, given back on success, per client address.
    const limits = [{ bucket: `google:ip:${clientKey(request.ip)}`, max: LOGIN_FAILURE_LIMIT_PER_IP }];
    const verdict = await deps.rateLimits.consume(limits);
    if (verdict.limited) return sendTooManyAttempts(reply, verdict.retryAfterSeconds);

    const expected = nonces.take(request, reply);
    const checked = expected ? await verify(body.credential) : undefined;
    if (checked && !checked.ok && checked.reason === 'unverified') {
      return sendError(reply, 401, MESSAGES.googleEmailUnverified);
    }
    if (!expected || !checked?.ok || !nonceMatches(expected, checked.nonce)) {
      request.log.info(
        { reason: !expected ? 'no nonce cookie' : !checked?.ok ? 'token refused' : 'nonce mismatch' },
        'Google sign-in refused',
      );
      return sendError(reply, 401, MESSAGES.googleTokenInvalid);
    }
    // One sign-in per nonce, across every instance: the rate-limit table remembers it for the nonce's life.
    const first = await deps.rateLimits.consume([
      { bucket: `google:nonce:${expected}`, max: 1, windowSeconds: GOOGLE_NONCE_TTL_SECONDS },
    ]);
    if (first.limited) {
      request.log.info({ reason: 'nonce used before' }, 'Google sign-in refused');
      return sendError(reply, 401, MESSAGES.googleTokenInvalid);
    }

    const user = await findOrCreateGoogleUser(deps.users, checked.identity);
    if (!user) return sendError(reply, 409, MESSAGES.emailTaken);
    await deps.rateLimits.refund(limits);
    await deps.sessions.start(reply, user.id);
    return { success: true, user: publicUser(user) };
  });
}
