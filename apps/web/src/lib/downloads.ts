import type { DownloadList } from '@applypilot/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** Nobody's data: the deployment's downloads. Kept across people like the public config. */
export const DOWNLOADS_QUERY_KEY = ['downloads'] as const;
/** While the server prepares the downloads, the page asks again this often to move the progress along. */
export const DOWNLOADS_POLL_MS = 2000;

export async function fetchDownloads(): Promise<DownloadList> {
  // Loaded on demand, as the public config's schema is: the public pages that never ask do not download zod.
  const { DownloadListSchema } = await import('./downloads-schema');
  return apiFetch('/api/downloads', { schema: DownloadListSchema });
}

/**
 * GET /api/downloads (issue 19): the agent downloads per platform with size and SHA-256. Asking starts the server's
 * background build when they are missing; while it runs, the answer says what is being prepared and the page polls.
 */
export function useDownloads() {
  return useQuery({
    queryKey: DOWNLOADS_QUERY_KEY,
    queryFn: fetchDownloads,
    staleTime: Infinity,
    retry: 1,
    refetchInterval: (query) => (query.state.data?.state === 'preparing' ? DOWNLOADS_POLL_MS : false),
  });
}
