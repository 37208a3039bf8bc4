import type { FastifyInstance } from 'fastify';
import { loadNlp } from '@applypilot/resume';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Requester } from '../applications/requester';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import { registerAiRoutes } from './ai-routes';
import { createGeminiJson } from './gemini-client';
import { sweepIntervalFromEnvironment } from '../applications/expiry-sweep';
import { createTailoringRepository } from './tailoring-repository';
import { registerTailoringSweep } from './tailoring-sweep';

/** Whether this process has loaded the checks' NLP model (it is shared by every app a process builds, as in tests). */
let nlpLoaded = false;

/** Server AI (issue [8]): registered always, so a server without GEMINI_API_KEY says so instead of answering 404. */
export function registerAi(
  app: FastifyInstance,
  deps: {
    config: Config;
    db: Db;
    requester: Requester;
    rateLimits: RateLimitService;
    /** How often stuck tailorings are swept; 0 turns the schedule off. */
    sweepIntervalMs?: number;
  },
) {
  const { config } = deps;
  if (config.GEMINI_API_KEY && !nlpLoaded) {
    // The faithfulness and letter checks read prose with wink-nlp: load its model now (about 0.1-0.2 s), so the
    // first tailoring does not wait for it. Without a key no check ever runs.
    nlpLoaded = true;
    app.log.info({ ms: Math.round(loadNlp()) }, 'AI checks ready');
  }
  const repository = createTailoringRepository(deps.db);
  // Stuck reservations are swept whether or not AI is configured now: a key removed since still left rows behind.
  // The same interval as the applications' reservations (RESERVATION_SWEEP_INTERVAL_MS, else 5 minutes).
  registerTailoringSweep(app, repository, deps.sweepIntervalMs ?? sweepIntervalFromEnvironment());
  registerAiRoutes(app, {
    requester: deps.requester,
    rateLimits: deps.rateLimits,
    repository,
    gemini: config.GEMINI_API_KEY
      ? createGeminiJson({ apiKey: config.GEMINI_API_KEY, baseUrl: config.GEMINI_API_URL })
      : undefined,
    tailorTimeoutMs: config.AI_TAILOR_TIMEOUT_MS,
    answerTimeoutMs: config.AI_ANSWER_TIMEOUT_MS,
  });
}
