import type { PublicConfig } from '@applypilot/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export { PUBLIC_CONFIG_QUERY_KEY } from './query-memory';
import { PUBLIC_CONFIG_QUERY_KEY } from './query-memory';

export async function fetchPublicConfig(): Promise<PublicConfig> {
  // Loaded on demand: the public pages that never ask for the config do not download zod.
  const { PublicConfigSchema } = await import('./public-config-schema');
  return apiFetch('/api/config', { schema: PublicConfigSchema });
}

/** GET /api/config, fetched once per page life: the deployment's configuration does not change under a page. */
export function usePublicConfig() {
  return useQuery({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });
}
