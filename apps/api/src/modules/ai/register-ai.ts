import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Requester } from '../applications/requester';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import { registerAiRoutes } from './ai-routes';
import { createGeminiJson } from './gemini-client';
import { createTailoringRepository } from './tailoring-repository';

/** Server AI (issue [8]): registered always, so a server without GEMINI_API_KEY says so instead of answering 404. */
export function registerAi(
  app: FastifyInstance,
  deps: { config: Config; db: Db; requester: Requester; rateLimits: RateLimitService },
) {
  const { config } = deps;
  registerAiRoutes(app, {
    requester: deps.requester,
    rateLimits: deps.rateLimits,
    repository: createTailoringRepository(deps.db),
    gemini: config.GEMINI_API_KEY
      ? createGeminiJson({ apiKey: config.GEMINI_API_KEY, baseUrl: config.GEMINI_API_URL })
      : undefined,
    tailorTimeoutMs: config.AI_TAILOR_TIMEOUT_MS,
    answerTimeoutMs: config.AI_ANSWER_TIMEOUT_MS,
  });
}
