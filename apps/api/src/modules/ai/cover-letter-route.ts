import type { FastifyInstance } from 'fastify';
import { AI_API, AI_COVER_LETTER_LIMIT, MESSAGES, withinAiRequestSize } from '@applypilot/contracts';
import {
  checkCoverLetter,
  CoverLetterRequestSchema,
  type CoverLetterResponse,
  type LetterResume,
  type SourcedSentence,
} from '@applypilot/resume';
import { sendTooManyAttempts } from '../../http/replies';
import { parseBody } from '../../http/validate';
import type { Requester } from '../applications/requester';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import { AiFailure, answerFailureReply, sendAiError } from './ai-failure';
import { AI_MESSAGES } from './ai-messages';
import { agentOf, aiRouteOptions } from './ai-route-options';
import {
  LETTER_JSON_SCHEMA,
  LETTER_SYSTEM,
  letterPrompt,
  ModelLetterSchema,
  normaliseLetter,
} from './cover-letter-prompt';
import type { GeminiJson } from './gemini-client';
import { resumeInputSha256 } from './tailor-resume';
import type { TailoringRepository } from './tailoring-repository';

/** The letter's schema behind its size check (decision 040). */
const LetterBodySchema = withinAiRequestSize('coverLetter', CoverLetterRequestSchema);

/**
 * POST /api/ai/cover-letter (truth issue, part 4): a letter for one job from the resume's facts and the job's title and
 * company, within the 5 credits of that job's tailoring, so no credits move here. Order: token (before the body is
 * read) → body size → body → AI configured
 * → verified email → this user's done tailoring of this job from this resume within 24 h (409) → rate limit → model →
 * letter check (every sentence against the resume parts it cites, decision 046; 422 naming what was added). Nothing
 * of the resume, job or letter is stored or logged.
 */
export function registerCoverLetterRoute(
  app: FastifyInstance,
  deps: {
    requester: Requester;
    rateLimits: RateLimitService;
    repository: TailoringRepository;
    gemini: GeminiJson | undefined;
    timeoutMs: number;
  },
) {
  const { requester, rateLimits, repository, gemini } = deps;

  app.post(AI_API.coverLetter, aiRouteOptions('coverLetter', requester), async (request, reply) => {
    const user = agentOf(request);
    const userId = user.userId;
    const body = parseBody(LetterBodySchema, request.body);
    if (!gemini) return sendAiError(reply, 503, MESSAGES.aiNotConfigured);
    if (!user.emailVerified) return sendAiError(reply, 403, MESSAGES.emailNotVerified);
    const tailored = await repository.isRecentDone(
      userId,
      body.tailoringId,
      body.job.jobId,
      resumeInputSha256(body.resume),
    );
    if (!tailored) return sendAiError(reply, 409, AI_MESSAGES.coverLetterNeedsTailoring);
    const limit = await rateLimits.consume([
      { bucket: `ai-cover-letter:user:${userId}`, max: AI_COVER_LETTER_LIMIT },
    ]);
    if (limit.limited) return sendTooManyAttempts(reply, limit.retryAfterSeconds);

    let paragraphs: SourcedSentence[][];
    try {
      paragraphs = await gemini.generateJson({
        system: LETTER_SYSTEM,
        prompt: letterPrompt(body),
        jsonSchema: LETTER_JSON_SCHEMA,
        schema: ModelLetterSchema,
        timeoutMs: deps.timeoutMs,
      });
    } catch (error) {
      if (!(error instanceof AiFailure)) throw error;
      request.log.warn({ kind: error.kind }, 'cover letter failed');
      const failed = answerFailureReply(error);
      return sendAiError(reply, failed.status, failed.message, failed.retryAfterSeconds);
    }
    const resume: LetterResume =
      body.resume.kind === 'structured'
        ? { kind: 'structured', data: body.resume.data }
        : { kind: 'text', text: body.resume.text };
    const verdict = checkCoverLetter(resume, paragraphs, body.job);
    if (!verdict.ok) {
      // The kind only: the refusal's words quote the resume and the letter.
      request.log.warn({ kind: 'unfaithful' }, 'cover letter refused');
      return sendAiError(reply, 422, AI_MESSAGES.coverLetterUnfaithful(verdict.why));
    }
    const letter = normaliseLetter(verdict.letter);
    const response: CoverLetterResponse = { success: true, letter };
    return reply.send(response);
  });
}
