import type { FastifyInstance } from 'fastify';
import {
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  MESSAGES,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
} from '@applypilot/contracts';
import { parseBody } from '../../http/validate';
import { sendError, sendTooManyAttempts } from '../../http/replies';
import type { AgentTokenRepository } from '../agent/agent-token-repository';
import type { SessionService } from '../sessions/session-service';
import { publicUser, type AuthService } from './auth-service';

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; sessions: SessionService; agentTokens: Pick<AgentTokenRepository, 'revokeAll'> },
) {
  const { auth, sessions, agentTokens } = deps;

  app.post('/auth/register', async (request, reply) => {
    const body = parseBody(RegisterRequestSchema, request.body);
    const result = await auth.register(body, request.ip);
    if (result.kind === 'limited') return sendTooManyAttempts(reply, result.retryAfterSeconds);
    if (result.kind === 'taken') return sendError(reply, 409, MESSAGES.emailTaken);
    return reply.code(201).send({ success: true });
  });

  app.post('/auth/login', async (request, reply) => {
    const body = parseBody(LoginRequestSchema, request.body);
    const result = await auth.login(body, request.ip);
    if (result.kind === 'limited') return sendTooManyAttempts(reply, result.retryAfterSeconds);
    if (result.kind === 'invalid') return sendError(reply, 401, MESSAGES.invalidCredentials);
    await sessions.start(reply, result.user.id);
    return { success: true, user: publicUser(result.user) };
  });

  // The answer is a few hundred bytes, under the compression threshold whatever the name: the route skips
  // @fastify/compress's two hooks, which it would only run to decide not to compress (issue 18, decision 038).
  app.get('/auth/me', { compress: false }, async (request, reply) => {
    const user = await sessions.current(request);
    if (!user) return sendError(reply, 401, MESSAGES.notAuthenticated);
    return { success: true, user: publicUser(user) };
  });

  app.post('/auth/logout', async (request, reply) => {
    // Signing out also stops an agent run started from this account: its tokens go with the session.
    const userId = await sessions.end(request, reply);
    if (userId !== undefined) await agentTokens.revokeAll(userId);
    return { success: true };
  });

  app.post('/auth/forgot-password', async (request, reply) => {
    const body = parseBody(ForgotPasswordRequestSchema, request.body);
    const result = await auth.forgotPassword(body.email, request.ip);
    if (result.kind === 'limited') return sendTooManyAttempts(reply, result.retryAfterSeconds);
    return { success: true, message: MESSAGES.forgotPasswordSent };
  });

  app.post('/auth/reset-password', async (request, reply) => {
    const body = parseBody(ResetPasswordRequestSchema, request.body);
    if (!(await auth.resetPassword(body.token, body.password))) {
      return sendError(reply, 400, MESSAGES.resetTokenInvalid);
    }
    // Every session of the account is gone; the browser's cookie (if any) is stale too.
    await sessions.end(request, reply);
    return { success: true, message: MESSAGES.passwordResetDone };
  });
}
