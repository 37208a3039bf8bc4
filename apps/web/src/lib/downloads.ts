import type { DownloadList, DownloadPlatform } from '@applypilot/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** Nobody's data: the deployment's downloads. Kept across people like the public config. */
export const DOWNLOADS_QUERY_KEY = ['downloads'] as const;
/** While the server prepares the downloads, the page asks again this often to move the progress along. */
export const DOWNLOADS_POLL_MS = 2000;

export async function fetchDownloads(first?: DownloadPlatform): Promise<DownloadList> {
  // Loaded on demand, as the public config's schema is: the public pages that never ask do not download zod.
  const { DownloadListSchema } = await import('./downloads-schema');
  return apiFetch(first ? `/api/downloads?first=${first}` : '/api/downloads', { schema: DownloadListSchema });
}

/**
 * GET /api/downloads (issue 19, decision 051): the agent downloads per platform with size and SHA-256, each as soon as
 * the server has built it. `first`, the visitor's platform, is built next while the server prepares them; while it
 * does, the answer says what is being prepared and the page polls.
 */
export function useDownloads(first?: DownloadPlatform) {
  return useQuery({
    queryKey: [...DOWNLOADS_QUERY_KEY, first ?? null],
    queryFn: () => fetchDownloads(first),
    staleTime: Infinity,
    retry: 1,
    refetchInterval: (query) => (query.state.data?.state === 'preparing' ? DOWNLOADS_POLL_MS : false),
  });
}
