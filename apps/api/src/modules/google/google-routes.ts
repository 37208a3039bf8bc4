import type { FastifyInstance } from 'fastify';
import { GoogleLoginRequestSchema, MESSAGES } from '@applypilot/contracts';
import { parseBody } from '../../http/validate';
import { sendError } from '../../http/replies';
import { publicUser } from '../auth/auth-service';
import type { UserRepository } from '../auth/user-repository';
import type { SessionService } from '../sessions/session-service';
import type { GoogleVerifier } from './google-verifier';
import { findOrCreateGoogleUser } from './google-service';

export function registerGoogleRoutes(
  app: FastifyInstance,
  deps: { verify: GoogleVerifier | undefined; users: UserRepository; sessions: SessionService },
) {
  app.post('/auth/google', async (request, reply) => {
    if (!deps.verify) return sendError(reply, 404, MESSAGES.googleNotConfigured);
    const body = parseBody(GoogleLoginRequestSchema, request.body);
    const verdict = await deps.verify(body.credential);
    if (!verdict.ok) {
      return sendError(
        reply,
        401,
        verdict.reason === 'unverified' ? MESSAGES.googleEmailUnverified : MESSAGES.googleTokenInvalid,
      );
    }
    const user = await findOrCreateGoogleUser(deps.users, verdict.identity);
    if (!user) return sendError(reply, 409, MESSAGES.emailTaken);
    await deps.sessions.start(reply, user.id);
    return { success: true, user: publicUser(user) };
  });
}
