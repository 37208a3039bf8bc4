import type { FastifyInstance } from 'fastify';
import {
  AI_FIT_OPINION_LIMIT,
  FIT_API,
  FitOpinionRequestSchema,
  MESSAGES,
  type FitOpinionResponse,
} from '@applypilot/contracts';
import { sendTooManyAttempts } from '../../http/replies';
import { parseBody } from '../../http/validate';
import type { Requester } from '../applications/requester';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import { AiFailure, answerFailureReply, sendAiError } from './ai-failure';
import { agentOf, aiRouteOptions } from './ai-route-options';
import { checkFitOpinion, FIT_JSON_SCHEMA, FIT_SYSTEM, fitPrompt, ModelFitSchema } from './fit-opinion';
import type { GeminiJson } from './gemini-client';

/**
 * POST /api/ai/fit-opinion (issue 21, item 4): a free, rate-limited second opinion on a job within a few points of
 * the user's fit threshold, asked by the local agent with its token (verified email only). Order of checks: token →
 * body size → body → AI configured → verified email → rate limit → model → the check of what it cites.
 */
export function registerFitOpinionRoute(
  app: FastifyInstance,
  deps: {
    requester: Requester;
    rateLimits: RateLimitService;
    gemini: GeminiJson | undefined;
    timeoutMs: number;
  },
) {
  const { requester, rateLimits, gemini } = deps;
  // The same body size as a screening answer: a description and a list of skills.
  app.post(FIT_API.opinion, aiRouteOptions('answerQuestion', requester), async (request, reply) => {
    const user = agentOf(request);
    const body = parseBody(FitOpinionRequestSchema, request.body);
    if (!gemini) return sendAiError(reply, 503, MESSAGES.aiNotConfigured);
    if (!user.emailVerified) return sendAiError(reply, 403, MESSAGES.emailNotVerified);
    const limit = await rateLimits.consume([
      { bucket: `ai-fit:user:${user.userId}`, max: AI_FIT_OPINION_LIMIT },
    ]);
    if (limit.limited) return sendTooManyAttempts(reply, limit.retryAfterSeconds);
    try {
      const model = await gemini.generateJson({
        system: FIT_SYSTEM,
        prompt: fitPrompt(body),
        jsonSchema: FIT_JSON_SCHEMA,
        schema: ModelFitSchema,
        timeoutMs: deps.timeoutMs,
      });
      const response: FitOpinionResponse = { success: true, ...checkFitOpinion(body, model) };
      return reply.send(response);
    } catch (error) {
      if (!(error instanceof AiFailure)) throw error;
      request.log.warn({ kind: error.kind }, 'fit-opinion failed');
      const failed = answerFailureReply(error);
      return sendAiError(reply, failed.status, failed.message, failed.retryAfterSeconds);
    }
  });
}
