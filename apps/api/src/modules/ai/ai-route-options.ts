import type { FastifyError, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { AI_BODY_LIMITS, AI_LIMIT_MESSAGES, type AiRequestKind } from '@applypilot/contracts';
import type { Requester } from '../applications/requester';
import type { SessionUser } from '../sessions/session-repository';
import { noStore, sendAiError } from './ai-failure';

/** The agent's account of each AI request, found before its body was read. */
const agents = new WeakMap<FastifyRequest, SessionUser>();

/** The account whose agent token opened this AI request (set by aiRouteOptions' onRequest). */
export function agentOf(request: FastifyRequest): SessionUser {
  const user = agents.get(request);
  if (!user) throw new Error('an AI route without aiRouteOptions');
  return user;
}

/**
 * Options every AI route shares (decision 040): a body limit computed from its schema's size (AI_BODY_LIMITS), so a
 * request the schema takes is never refused as too large; the agent token checked before that body is read (only an
 * agent of a real account may send a large one, and a stranger's answer stays 401); a 413 that says which request
 * and how large, in the AI routes' `{message, error}` shape the agent shows; and no caching of answers.
 */
export function aiRouteOptions(kind: AiRequestKind, requester: Requester): RouteShorthandOptions {
  return {
    bodyLimit: AI_BODY_LIMITS[kind],
    onSend: noStore,
    async onRequest(request, reply) {
      const asking = await requester.agent(request);
      if ('error' in asking) return sendAiError(reply, 401, asking.error);
      agents.set(request, asking.user);
    },
    errorHandler(error: FastifyError, request, reply) {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendAiError(reply, 413, AI_LIMIT_MESSAGES.bodyTooLarge(kind));
      return request.server.errorHandler(error, request, reply);
    },
  };
}
