import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AGENT_API_TOKEN_ISSUE_LIMIT,
  AGENT_API_TOKEN_TTL_HOURS,
  MESSAGES,
  NeedsAnswerReportSchema,
  NeedsAnswerResolveQuestionRequestSchema,
  NeedsAnswerResolveRequestSchema,
  type NeedsAnswerItem,
} from '@applypilot/contracts';
import { sendError, sendTooManyAttempts } from '../../http/replies';
import { parseBody } from '../../http/validate';
import { randomToken, hashToken } from '../../lib/tokens';
import type { Requester } from '../applications/requester';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import type { AgentTokenRepository } from './agent-token-repository';
import { groupByQuestion, type NeedsAnswerRepository } from './needs-answer-repository';

/** Tokens and questions are per user and change with every call: no browser or proxy may keep an answer. */
async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

const TTL_SECONDS = AGENT_API_TOKEN_TTL_HOURS * 60 * 60;
const IdParamsSchema = z.object({ id: z.uuid() });

export function registerAgentRoutes(
  app: FastifyInstance,
  deps: {
    requester: Requester;
    agentTokens: AgentTokenRepository;
    needsAnswer: NeedsAnswerRepository;
    rateLimits: RateLimitService;
  },
) {
  const { requester, agentTokens, needsAnswer, rateLimits } = deps;

  // The dashboard asks for a token when it starts a run and hands it to the local agent: session cookie only (an
  // agent token cannot mint another, so a leaked one dies with its 12 hours). An unverified account gets none: it
  // could not reserve anyway, and refusing here stops a run before the agent opens a browser (decision 033).
  app.post('/api/agent/token', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    if (!asking.user.emailVerified) return sendError(reply, 403, MESSAGES.emailNotVerified);
    const limit = await rateLimits.consume([
      { bucket: `agent-token:user:${asking.user.userId}`, max: AGENT_API_TOKEN_ISSUE_LIMIT },
    ]);
    if (limit.limited) return sendTooManyAttempts(reply, limit.retryAfterSeconds);
    const token = randomToken();
    const expiresAt = await agentTokens.create(asking.user.userId, hashToken(token), TTL_SECONDS);
    return { success: true, token, expiresAt };
  });

  app.post('/api/agent/needs-answer', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agentOrSession(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const report = parseBody(NeedsAnswerReportSchema, request.body);
    const { item, created } = await needsAnswer.report(asking.user.userId, report);
    return reply.code(created ? 201 : 200).send({ success: true, item });
  });

  app.get('/api/needs-answer', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const items: NeedsAnswerItem[] = await needsAnswer.listOpen(asking.user.userId);
    return { success: true, items, groups: groupByQuestion(items) };
  });

  // One answer for a question releases every job waiting on it (issue 20).
  app.post('/api/needs-answer/resolve', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const body = parseBody(NeedsAnswerResolveQuestionRequestSchema, request.body);
    const resolved = await needsAnswer.resolveQuestion(asking.user.userId, body.question, body.resolution);
    return { success: true, question: body.question, resolution: body.resolution, resolved };
  });

  app.post('/api/needs-answer/:id/resolve', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const body = parseBody(NeedsAnswerResolveRequestSchema, request.body);
    // A malformed id names no question, like an unknown one or another user's: the same 404 for all three.
    const params = IdParamsSchema.safeParse(request.params);
    if (!params.success) return sendError(reply, 404, MESSAGES.needsAnswerNotFound);
    const resolution = await needsAnswer.resolve(asking.user.userId, params.data.id, body.resolution);
    if (!resolution) return sendError(reply, 404, MESSAGES.needsAnswerNotFound);
    return { success: true, id: params.data.id, resolution };
  });
}
