import type { FastifyInstance } from 'fastify';
import { MESSAGES, VerifyEmailRequestSchema } from '@applypilot/contracts';
import { parseBody } from '../../http/validate';
import { sendError, sendTooManyAttempts } from '../../http/replies';
import type { SessionService } from '../sessions/session-service';
import type { EmailVerificationService } from './email-verification-service';

export function registerEmailVerificationRoutes(
  app: FastifyInstance,
  deps: { verification: EmailVerificationService; sessions: SessionService },
) {
  const { verification, sessions } = deps;

  // Public: the link may be opened in another browser than the one that signed up.
  app.post('/auth/verify-email', async (request, reply) => {
    const body = parseBody(VerifyEmailRequestSchema, request.body);
    if (!(await verification.verify(body.token))) {
      return sendError(reply, 400, MESSAGES.verificationTokenInvalid);
    }
    return { success: true, message: MESSAGES.emailVerified };
  });

  app.post('/auth/resend-verification', async (request, reply) => {
    const user = await sessions.current(request);
    if (!user) return sendError(reply, 401, MESSAGES.notAuthenticated);
    const result = await verification.resend({ ...user, id: user.userId });
    if (result.kind === 'limited') return sendTooManyAttempts(reply, result.retryAfterSeconds);
    if (result.kind === 'already-verified') return { success: true, message: MESSAGES.emailAlreadyVerified };
    return { success: true, message: MESSAGES.verificationSent(user.email) };
  });
}
