import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, SERVER_AI_MODEL } from '@applypilot/contracts';
import { AI_MESSAGES } from './ai-messages';

/**
 * Why a call to the model did not give a usable answer. Each kind has one HTTP status and one message (decision 026),
 * in the payments module's manner: the upstream refused (502), is unreachable or over quota (503), or too slow (504).
 */
export type AiFailureKind =
  | 'retired'
  | 'quota'
  | 'timeout'
  | 'bad_output'
  | 'unavailable'
  | 'unfaithful'
  /** A tailoring that passed the checks but could not be made into a PDF (kept as `bad_output` on its row). */
  | 'unrenderable';

export class AiFailure extends Error {
  override name = 'AiFailure';
  constructor(
    readonly kind: AiFailureKind,
    /** Unfaithful: what the output broke, in the words of MESSAGES.aiUnfaithful; otherwise a note for the log. */
    readonly detail = '',
    /** Quota: seconds Gemini asked us to wait (its RetryInfo), else a minute. */
    readonly retryAfterSeconds?: number,
  ) {
    super(`${kind}${detail ? `: ${detail}` : ''}`);
  }
}

export interface FailureReply {
  status: number;
  message: string;
  retryAfterSeconds?: number;
}

/** The answer for a failed tailoring: every message says the credits were returned, which they were. */
export function tailorFailureReply(failure: AiFailure): FailureReply {
  switch (failure.kind) {
    case 'retired':
      return { status: 502, message: MESSAGES.aiModelRetired(SERVER_AI_MODEL) };
    case 'quota':
      return {
        status: 503,
        message: MESSAGES.aiQuotaExceeded,
        retryAfterSeconds: failure.retryAfterSeconds ?? 60,
      };
    case 'timeout':
      return { status: 504, message: MESSAGES.aiTimedOut };
    case 'bad_output':
      return { status: 502, message: MESSAGES.aiBadOutput };
    case 'unfaithful':
      return { status: 502, message: MESSAGES.aiUnfaithful(failure.detail) };
    case 'unavailable':
      return { status: 503, message: MESSAGES.aiUnavailable };
    case 'unrenderable':
      return { status: 502, message: AI_MESSAGES.tailoringUnrenderable };
  }
}

/**
 * The same texts for answer-question, which costs no credits: the sentence about returned credits is dropped, so
 * nobody is told of a refund that never happened.
 */
export function withoutCreditsNote(message: string): string {
  return message
    .replace(/;\s*your credits were returned\.$/i, '.')
    .replace(/\s*Your credits were returned\.$/i, '')
    .trim();
}

export function answerFailureReply(failure: AiFailure): FailureReply {
  const reply = tailorFailureReply(failure);
  return { ...reply, message: withoutCreditsNote(reply.message) };
}

/** `{success: false, message, error}`: the agent reads `message` (as the brief of issue [8] says), the rest `error`. */
export function sendAiError(
  reply: FastifyReply,
  status: number,
  message: string,
  retryAfterSeconds?: number,
) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.code(status).send({ success: false, message, error: message });
}

/** Balances, answers and letters are per user and per call: no browser or proxy may keep one. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}
