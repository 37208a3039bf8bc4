import type { QueryClient } from '@tanstack/react-query';

/**
 * The data layer's query client once a page that fetches has loaded it (app/data-layer.tsx). The public pages never
 * load TanStack Query (decision 035); the session code, which runs on every page, reaches the client through here, so
 * it can drop one person's cached answers at logout without pulling the library into the first load.
 */
let loaded: QueryClient | null = null;

/** The deployment's public configuration: nobody's, kept when a person's answers are dropped. */
export const PUBLIC_CONFIG_QUERY_KEY = ['public-config'] as const;

export function registerQueryClient(client: QueryClient): void {
  loaded = client;
}

/** The client, if any page has loaded the data layer in this page life; null otherwise (nothing is cached then). */
export function loadedQueryClient(): QueryClient | null {
  return loaded;
}
