import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './query-memory';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

let shared: QueryClient | null = null;

/** One client for the page's life: moving between a public page and the dashboard keeps what was fetched. */
export function sharedQueryClient(): QueryClient {
  if (!shared) {
    shared = createQueryClient();
    registerQueryClient(shared);
  }
  return shared;
}
