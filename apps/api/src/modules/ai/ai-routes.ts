import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AI_ANSWER_LIMIT,
  AI_API,
  AI_TAILOR_LIMIT,
  AnswerQuestionRequestSchema,
  MESSAGES,
  type AnswerQuestionResponse,
} from '@applypilot/contracts';
import { TailorResumeRequestSchema, type TailorResumeResponse } from '@applypilot/resume';
import { sendTooManyAttempts } from '../../http/replies';
import { parseBody } from '../../http/validate';
import type { Requester } from '../applications/requester';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import { AiFailure, answerFailureReply, sendAiError, tailorFailureReply } from './ai-failure';
import { AI_MESSAGES } from './ai-messages';
import { ANSWER_JSON_SCHEMA, ANSWER_SYSTEM, answerPrompt } from './answer-prompt';
import { checkAnswer, ModelAnswerSchema } from './answer-check';
import type { GeminiJson } from './gemini-client';
import { resumeInputSha256, tailorResume } from './tailor-resume';
import type { TailoringRepository } from './tailoring-repository';

/** Balances and answers are per user and per call: no browser or proxy may keep one. */
async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

export interface AiRouteDeps {
  requester: Requester;
  rateLimits: RateLimitService;
  repository: TailoringRepository;
  /** Undefined without GEMINI_API_KEY: both routes answer 503 aiNotConfigured before anything is spent. */
  gemini: GeminiJson | undefined;
  tailorTimeoutMs: number;
  answerTimeoutMs: number;
}

/**
 * POST /api/ai/tailor-resume and /api/ai/answer-question (issue [8], decision 026), called by the local agent with its
 * bearer token. Order of checks for tailoring: token → body → AI configured → verified email → a repeat within 24 h
 * (answered free) → rate limit → credits (one statement) → model → faithfulness → done, or failed with credits back.
 */
export function registerAiRoutes(app: FastifyInstance, deps: AiRouteDeps) {
  const { requester, rateLimits, repository, gemini } = deps;

  app.post(AI_API.tailorResume, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agent(request);
    if ('error' in asking) return sendAiError(reply, 401, asking.error);
    const userId = asking.user.userId;
    const body = parseBody(TailorResumeRequestSchema, request.body);
    if (!gemini) return sendAiError(reply, 503, MESSAGES.aiNotConfigured);
    const verified = await repository.isVerified(userId);
    if (verified === undefined) return sendAiError(reply, 401, MESSAGES.notAuthenticated);
    if (!verified) return sendAiError(reply, 403, MESSAGES.emailNotVerified);

    const answer = (id: string, resume: TailorResumeResponse['resume'], credits: number) => {
      const response: TailorResumeResponse = {
        success: true,
        tailoringId: id,
        resume,
        availableJobs: credits,
      };
      return reply.send(response);
    };
    const repeat = await repository.findRepeat(userId, body.job.jobId, resumeInputSha256(body.resume));
    if (repeat) return answer(repeat.id, repeat.tailored, repeat.credits);

    const limit = await rateLimits.consume([{ bucket: `ai-tailor:user:${userId}`, max: AI_TAILOR_LIMIT }]);
    if (limit.limited) return sendTooManyAttempts(reply, limit.retryAfterSeconds);

    const outcome = await tailorResume(
      { repository, gemini, timeoutMs: deps.tailorTimeoutMs, log: request.log },
      userId,
      body,
    );
    switch (outcome.kind) {
      case 'tailored':
        return answer(outcome.id, outcome.resume, outcome.credits);
      case 'not_enough':
        return sendAiError(reply, 402, MESSAGES.notEnoughCreditsToCustomize(outcome.credits));
      case 'in_flight':
        return sendAiError(reply, 409, AI_MESSAGES.tailoringInFlight);
      case 'no_user':
        return sendAiError(reply, 401, MESSAGES.notAuthenticated);
      case 'failed': {
        const failed = tailorFailureReply(outcome.failure);
        return sendAiError(reply, failed.status, failed.message, failed.retryAfterSeconds);
      }
    }
  });

  app.post(AI_API.answerQuestion, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agent(request);
    if ('error' in asking) return sendAiError(reply, 401, asking.error);
    const body = parseBody(AnswerQuestionRequestSchema, request.body);
    if (!gemini) return sendAiError(reply, 503, MESSAGES.aiNotConfigured);
    const limit = await rateLimits.consume([
      { bucket: `ai-answer:user:${asking.user.userId}`, max: AI_ANSWER_LIMIT },
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
      request.log.warn({ kind: error.kind, detail: error.detail }, 'answer-question failed');
      const failed = answerFailureReply(error);
      return sendAiError(reply, failed.status, failed.message, failed.retryAfterSeconds);
    }
  });
}
