import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  DEFAULT_SECTION_ORDER,
  TailoringAnswerSchema,
  checkStructuredTailoring,
  checkTextTailoring,
  renderResume,
  type ResumeData,
  type StructuredResume,
  type TailorResumeRequest,
} from '@applypilot/resume';
import { safeError } from '../../http/safe-error';
import { AiFailure } from './ai-failure';
import type { GeminiJson } from './gemini-client';
import { RESUME_JSON_SCHEMA, tailorPrompt } from './tailor-prompt';
import type { TailoringRepository } from './tailoring-repository';

export type TailorOutcome =
  | { kind: 'tailored'; id: string; resume: StructuredResume; credits: number }
  | { kind: 'not_enough'; credits: number }
  | { kind: 'in_flight' | 'no_user' }
  /** `free`: a repeat that took no credits, so its message says nothing of credits returned. */
  | { kind: 'failed'; failure: AiFailure; free: boolean };

/** SHA-256 of the request's resume, so a repeat of the same job with the same resume is recognised. */
export function resumeInputSha256(resume: TailorResumeRequest['resume']): string {
  return createHash('sha256').update(JSON.stringify(resume)).digest('hex');
}

/** SHA-256 of the tailored resume as the response carries it (`resume`): all the server keeps of it. */
export function resumeOutputSha256(resume: StructuredResume): string {
  return createHash('sha256').update(JSON.stringify(resume)).digest('hex');
}

/** The failure kind a row keeps: a resume that would not render is output we could not use. */
function failureKindOf(failure: AiFailure) {
  return failure.kind === 'unrenderable' ? 'bad_output' : failure.kind;
}

/** The order of a resume built from text: the standard order, then any custom section the model made. */
function orderFor(data: ResumeData): string[] {
  const custom = Object.keys(data).filter((key) => !DEFAULT_SECTION_ORDER.includes(key));
  return [...DEFAULT_SECTION_ORDER, ...custom];
}

/** The PDF the agent will make of a tailoring: renderResume with the resume's own order and layout. */
export function renderTailored(resume: StructuredResume): Uint8Array {
  return renderResume(resume.data, resume.order, resume.config);
}

/**
 * One tailoring: reserve the credits, or open a free repeat (one statement), ask the model OUTSIDE any transaction
 * (PGlite runs one statement at a time, so nothing may wait on the network while holding it), check the answer
 * against the original (every sentence against the parts it cites, decision 046), render it as the agent will,
 * then record its hash or give the credits back (one statement each). Nothing of the resume,
 * the job or the refusal's words is stored or logged.
 */
export async function tailorResume(
  deps: {
    repository: TailoringRepository;
    gemini: GeminiJson;
    timeoutMs: number;
    log: FastifyBaseLogger;
    /** Renders the tailored resume as the agent will (tests replace it to make it fail). */
    render?: (resume: StructuredResume) => unknown;
  },
  userId: number,
  request: TailorResumeRequest,
): Promise<TailorOutcome> {
  const { repository, gemini } = deps;
  const render = deps.render ?? renderTailored;
  const inputSha256 = resumeInputSha256(request.resume);
  const jobId = request.job.jobId;
  let reserved = await repository.reserve(userId, jobId, inputSha256);
  if (reserved.kind === 'in_flight' || reserved.kind === 'not_enough') {
    // Credits or the job may be held by a call that died; give those back, then try once more.
    if ((await repository.sweepStuck(userId)) > 0)
      reserved = await repository.reserve(userId, jobId, inputSha256);
  }
  if (reserved.kind !== 'reserved') return reserved;

  try {
    const { system, prompt } = tailorPrompt(request);
    const answer = await gemini.generateJson({
      system,
      prompt,
      jsonSchema: RESUME_JSON_SCHEMA,
      schema: TailoringAnswerSchema,
      timeoutMs: deps.timeoutMs,
    });
    const verdict =
      request.resume.kind === 'structured'
        ? checkStructuredTailoring(request.resume.data, answer)
        : checkTextTailoring(request.resume.text, answer);
    if (!verdict.ok) throw new AiFailure('unfaithful', verdict.why);
    const { data } = verdict;
    const resume: StructuredResume =
      request.resume.kind === 'structured'
        ? {
            data,
            order: request.resume.order,
            ...(request.resume.config ? { config: request.resume.config } : {}),
          }
        : { data, order: orderFor(data) };
    // The agent renders the PDF with the same renderer: one that fails here would fail there, after the charge.
    try {
      render(resume);
    } catch {
      throw new AiFailure('unrenderable', 'the tailored resume could not be rendered');
    }
    if (await repository.complete(reserved.id, resumeOutputSha256(resume))) {
      return { kind: 'tailored', id: reserved.id, resume, credits: reserved.credits };
    }
    // Only the stuck sweep (ten minutes on) can take the row first; the credits went back with it.
    throw new AiFailure('timeout', 'reservation swept before the answer');
  } catch (error) {
    const failure = error instanceof AiFailure ? error : new AiFailure('unavailable', 'unexpected');
    if (!(error instanceof AiFailure))
      deps.log.error({ error: safeError(error) }, 'tailoring failed unexpectedly');
    // The kind only, in the log and the row: an unfaithful detail quotes the resume (contact details among them).
    else deps.log.warn({ kind: failure.kind, free: reserved.free }, 'tailoring failed; credits returned');
    await repository.fail(reserved.id, failureKindOf(failure));
    return { kind: 'failed', failure, free: reserved.free };
  }
}
