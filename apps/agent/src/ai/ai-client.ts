import {
  AI_ANSWER_TIMEOUT_MS,
  AI_API,
  AI_JOB_DESCRIPTION_MAX_CHARS,
  AI_TAILOR_TIMEOUT_MS,
  AnswerQuestionResponseSchema,
  type AiAnswer,
  type AiJob,
  type AnswerQuestionRequestInput,
} from '@applypilot/contracts';
import {
  CoverLetterResponseSchema,
  TailorResumeResponseSchema,
  type CoverLetterRequestInput,
  type TailorResumeRequestInput,
  type TailorResumeResponse,
} from '@applypilot/resume';
import { z } from 'zod';
import type { JobView } from '../engine/types';

/**
 * The server waits AI_*_TIMEOUT_MS for Gemini and then answers with its own message (504); the agent waits that long
 * plus this margin, so the server's plain-words answer normally arrives first and the agent's own time-out only
 * covers a server that went silent.
 */
export const AI_TIMEOUT_MARGIN_MS = 15_000;

/** What one AI call came to: the answer, or why not in words for people (the API's own message when it sent one). */
export type AiResult<T> = { kind: 'ok'; value: T } | { kind: 'failed'; status: number; message: string };

const ErrorBodySchema = z.object({ message: z.string().optional(), error: z.string().optional() });

export const AI_CLIENT_TEXT = {
  unreachable: 'The ApplyPilot server could not be reached.',
  timedOut: (seconds: number) => `The ApplyPilot server did not answer within ${seconds} seconds.`,
  unreadable: 'The ApplyPilot server sent an answer the agent could not read.',
  refused: (status: number) => `The ApplyPilot server answered ${status}.`,
  /** A 413 without a readable message (a proxy in front of the API refused it, say). */
  tooLarge: 'The request was too large for the ApplyPilot server.',
} as const;

/**
 * The API's `message` (AI routes, a too-long request among them: decision 040), else its `error` (rate limits), else
 * the status in words: the live panel and the agent's window show it when the base resume goes instead.
 */
async function errorMessage(res: Response): Promise<string> {
  const body = ErrorBodySchema.safeParse(await res.json().catch(() => null));
  const text = body.success ? (body.data.message ?? body.data.error) : undefined;
  return text?.trim() || (res.status === 413 ? AI_CLIENT_TEXT.tooLarge : AI_CLIENT_TEXT.refused(res.status));
}

/**
 * The job as every AI call sends it, cut to the lengths the API accepts (a page's title can be anything, and a
 * posting longer than the model is given would otherwise cost the whole tailoring).
 */
export function aiJob(job: JobView): AiJob {
  return {
    jobId: job.jobId,
    jobUrl: job.jobUrl.length <= 2048 ? job.jobUrl : '',
    title: job.title.slice(0, 300),
    company: job.company.slice(0, 300),
    description: job.description.slice(0, AI_JOB_DESCRIPTION_MAX_CHARS),
  };
}

/** The agent's AI calls to the API for one user (bearer agent token), decision 027. */
export class AiClient {
  constructor(
    private readonly apiUrl: string,
    private readonly token: string,
    private readonly timeouts = {
      tailor: AI_TAILOR_TIMEOUT_MS + AI_TIMEOUT_MARGIN_MS,
      answer: AI_ANSWER_TIMEOUT_MS + AI_TIMEOUT_MARGIN_MS,
      // The server gives a letter the tailoring's time (no constant of its own in the contracts).
      letter: AI_TAILOR_TIMEOUT_MS + AI_TIMEOUT_MARGIN_MS,
    },
  ) {}

  private async post<S extends z.ZodType>(
    pathname: string,
    body: unknown,
    schema: S,
    timeoutMs: number,
  ): Promise<AiResult<z.infer<S>>> {
    let res: Response;
    try {
      res = await fetch(new URL(pathname, this.apiUrl), {
        method: 'POST',
        headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return {
        kind: 'failed',
        status: 0,
        message: timedOut
          ? AI_CLIENT_TEXT.timedOut(Math.round(timeoutMs / 1000))
          : AI_CLIENT_TEXT.unreachable,
      };
    }
    if (res.status !== 200) return { kind: 'failed', status: res.status, message: await errorMessage(res) };
    const parsed = schema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) return { kind: 'failed', status: res.status, message: AI_CLIENT_TEXT.unreadable };
    return { kind: 'ok', value: parsed.data };
  }

  tailorResume(request: TailorResumeRequestInput): Promise<AiResult<TailorResumeResponse>> {
    return this.post(AI_API.tailorResume, request, TailorResumeResponseSchema, this.timeouts.tailor);
  }

  /** The letter's text for a job this user's tailoring was made for (no credits of its own). */
  async coverLetter(request: CoverLetterRequestInput): Promise<AiResult<string>> {
    const result = await this.post(
      AI_API.coverLetter,
      request,
      CoverLetterResponseSchema,
      this.timeouts.letter,
    );
    return result.kind === 'ok' ? { kind: 'ok', value: result.value.letter } : result;
  }

  async answerQuestion(request: AnswerQuestionRequestInput): Promise<AiResult<AiAnswer>> {
    const result = await this.post(
      AI_API.answerQuestion,
      request,
      AnswerQuestionResponseSchema,
      this.timeouts.answer,
    );
    return result.kind === 'ok' ? { kind: 'ok', value: result.value.answer } : result;
  }
}
