import {
  NeedsAnswerListResponseSchema,
  NeedsAnswerResolveQuestionResponseSchema,
  type NeedsAnswerGroup,
} from '@applypilot/contracts';
import { apiFetch } from '../../../lib/api-client';

export const NEEDS_ANSWER_QUERY_KEY = ['needs-answer'] as const;

/** Open questions, one per question with the jobs waiting on it (issue 20). */
export async function fetchNeedsAnswer(signal?: AbortSignal): Promise<NeedsAnswerGroup[]> {
  const answer = await apiFetch('/api/needs-answer', { schema: NeedsAnswerListResponseSchema, signal });
  return answer.groups;
}

/** Answers or dismisses a question for every job waiting on it; the number of jobs released. */
export async function resolveQuestion(
  question: string,
  resolution: 'answered' | 'dismissed',
): Promise<number> {
  const answer = await apiFetch('/api/needs-answer/resolve', {
    method: 'POST',
    body: { question, resolution },
    schema: NeedsAnswerResolveQuestionResponseSchema,
  });
  return answer.resolved;
}
