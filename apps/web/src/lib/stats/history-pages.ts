import {
  HISTORY_CURSOR_PARAM,
  HistoryPageResponseSchema,
  type HistoryPageResponse,
} from '@applypilot/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { useAuth } from '../auth/auth-context';

export type HistoryPage = Omit<HistoryPageResponse, 'success'>;

export const HISTORY_PAGES_QUERY_KEY = ['job-history'] as const;

/** GET /api/user/applications: one page of the sent history (50, newest first) after `cursor`, or the first. */
export async function fetchHistoryPage(cursor: string | null, signal?: AbortSignal): Promise<HistoryPage> {
  const query = cursor === null ? '' : `?${HISTORY_CURSOR_PARAM}=${encodeURIComponent(cursor)}`;
  const answer = await apiFetch(`/api/user/applications${query}`, {
    schema: HistoryPageResponseSchema,
    signal,
  });
  return { jobHistory: answer.jobHistory, nextCursor: answer.nextCursor };
}

/**
 * The whole history behind "View All Applications (N)", page by page. `openedAt` keys one viewing: the pages of a
 * viewing follow each other's cursors, so nothing is skipped or shown twice while new applications arrive; opening
 * the list again starts from the newest. Never refetched behind the reader's back.
 */
export function useHistoryPages(openedAt: number) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: [...HISTORY_PAGES_QUERY_KEY, user?.email ?? null, openedAt],
    queryFn: ({ pageParam, signal }) => fetchHistoryPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: user !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
