import { NeedsAnswerListResponseSchema, type NeedsAnswerItem } from '@applypilot/contracts';
import { apiFetch } from '../../../lib/api-client';

export const NEEDS_ANSWER_QUERY_KEY = ['needs-answer'] as const;

export async function fetchNeedsAnswer(signal?: AbortSignal): Promise<NeedsAnswerItem[]> {
  const answer = await apiFetch('/api/needs-answer', { schema: NeedsAnswerListResponseSchema, signal });
  return answer.items;
}

export async function resolveNeedsAnswer(id: string, resolution: 'answered' | 'dismissed'): Promise<void> {
  await apiFetch(`/api/needs-answer/${encodeURIComponent(id)}/resolve`, {
    method: 'POST',
    body: { resolution },
  });
}
