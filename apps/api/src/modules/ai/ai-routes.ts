import type { FastifyInstance } from 'fastify';
import {
  AI_ANSWER_LIMIT,
  AI_API,
  AI_TAILOR_LIMIT,
  AnswerQuestionRequestSchema,
  MESSAGES,
  withinAiRequestSize,
  type AnswerQuestionResponse,
} from '@applypilot/contracts';
import { TailorResumeRequestSchema, type TailorResumeResponse } from '@applypilot/resume';
import { sendTooManyAttempts } from '../../http/replies';
import { parseBody } from '../../http/validate';
import type { Requester } from '../applications/requester';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import {
  AiFailure,
  answerFailureReply,
  sendAiError,
  tailorFailureReply,
  withoutCreditsNote,
} from './ai-failure';
import { AI_MESSAGES } from './ai-messages';
import { agentOf, aiRouteOptions } from './ai-route-options';
import { ANSWER_JSON_SCHEMA, ANSWER_SYSTEM, answerPrompt } from './answer-prompt';
import { checkAnswer, ModelAnswerSchema } from './answer-check';
import { registerCoverLetterRoute } from './cover-letter-route';
import { registerFitOpinionRoute } from './fit-opinion-route';
import type { GeminiJson } from './gemini-client';
import { neverByAi } from './question-rules';
import { tailorResume } from './tailor-resume';
import type { TailoringRepository } from './tailoring-repository';

/** The request schemas behind their size check (decision 040): what they accept, the body limit lets through. */
const TailorBodySchema = withinAiRequestSize('tailorResume', TailorResumeRequestSchema);
const AnswerBodySchema = withinAiRequestSize('answerQuestion', AnswerQuestionRequestSchema);

export interface AiRouteDeps {
  requester: Requester;
  rateLimits: RateLimitService;
  repository: TailoringRepository;
  /** Undefined without GEMINI_API_KEY: every route answers 503 aiNotConfigured before anything is spent. */
  gemini: GeminiJson | undefined;
  tailorTimeoutMs: number;
  answerTimeoutMs: number;
}

/**
 * POST /api/ai/tailor-resume, /api/ai/answer-question and /api/ai/cover-letter (issue [8], decision 026; truth issue),
 * called by the local agent with its bearer token, for a verified email only: the token's lookup reads the account as
 * it is now, so a token issued before the address stopped being verified is refused too. The token is checked before
 * the body is read (aiRouteOptions). Order of checks for tailoring: token → body size → body → AI configured →
 * verified email → rate limit → credits or a free repeat (one statement) → model → faithfulness → done (its hash
 * kept), or failed (its kind kept) with credits back.
 */
export function registerAiRoutes(app: FastifyInstance, deps: AiRouteDeps) {
  const { requester, rateLimits, repository, gemini } = deps;

  app.post(AI_API.tailorResume, aiRouteOptions('tailorResume', requester), async (request, reply) => {
    const user = agentOf(request);
    const userId = user.userId;
    const body = parseBody(TailorBodySchema, request.body);
    if (!gemini) return sendAiError(reply, 503, MESSAGES.aiNotConfigured);
    if (!user.emailVerified) return sendAiError(reply, 403, MESSAGES.emailNotVerified);
    // Before the repeat lookup: a free repeat calls the model too.
    const limit = await rateLimits.consume([{ bucket: `ai-tailor:user:${userId}`, max: AI_TAILOR_LIMIT }]);
    if (limit.limited) return sendTooManyAttempts(reply, limit.retryAfterSeconds);

    const outcome = await tailorResume(
      { repository, gemini, timeoutMs: deps.tailorTimeoutMs, log: request.log },
      userId,
      body,
    );
    switch (outcome.kind) {
      case 'tailored': {
        const response: TailorResumeResponse = {
          success: true,
          tailoringId: outcome.id,
          resume: outcome.resume,
          availableJobs: outcome.credits,
        };
        return reply.send(response);
      }
      case 'not_enough':
        return sendAiError(reply, 402, MESSAGES.notEnoughCreditsToCustomize(outcome.credits));
      case 'in_flight':
        return sendAiError(reply, 409, AI_MESSAGES.tailoringInFlight);
      case 'no_user':
        return sendAiError(reply, 401, MESSAGES.notAuthenticated);
      case 'failed': {
        const failed = tailorFailureReply(outcome.failure);
        // A free repeat took no credits: its message says nothing of returning them.
        const message = outcome.free ? withoutCreditsNote(failed.message) : failed.message;
        return sendAiError(reply, failed.status, message, failed.retryAfterSeconds);
      }
    }
  });

  app.post(AI_API.answerQuestion, aiRouteOptions('answerQuestion', requester), async (request, reply) => {
    const user = agentOf(request);
    const body = parseBody(AnswerBodySchema, request.body);
    if (!gemini) return sendAiError(reply, 503, MESSAGES.aiNotConfigured);
    if (!user.emailVerified) return sendAiError(reply, 403, MESSAGES.emailNotVerified);
    // Consents, attestations, agreements, referrers and signatures are the user's to give: no model is asked.
    if (neverByAi(body.question, body.options) !== undefined) {
      const response: AnswerQuestionResponse = { success: true, answer: { status: 'unknown' } };
      return reply.send(response);
    }
    const limit = await rateLimits.consume([
      { bucket: `ai-answer:user:${user.userId}`, max: AI_ANSWER_LIMIT },
    ]);
    if (limit.limited) return sendTooManyAttempts(reply, limit.retryAfterSeconds);
    try {
      const modelAnswer = await gemini.generateJson({
        system: ANSWER_SYSTEM,
        prompt: answerPrompt(body),
        jsonSchema: ANSWER_JSON_SCHEMA,
        schema: ModelAnswerSchema,
        timeoutMs: deps.answerTimeoutMs,
      });
      const response: AnswerQuestionResponse = { success: true, answer: checkAnswer(body, modelAnswer) };
      return reply.send(response);
    } catch (error) {
      if (!(error instanceof AiFailure)) throw error;
      request.log.warn({ kind: error.kind }, 'answer-question failed');
      const failed = answerFailureReply(error);
      return sendAiError(reply, failed.status, failed.message, failed.retryAfterSeconds);
    }
  });

  registerFitOpinionRoute(app, { requester, rateLimits, gemini, timeoutMs: deps.answerTimeoutMs });
  registerCoverLetterRoute(app, {
    requester,
    rateLimits,
    repository,
    gemini,
    // A letter is written like a tailoring (a few hundred words), not looked up like an answer.
    timeoutMs: deps.tailorTimeoutMs,
  });
}
