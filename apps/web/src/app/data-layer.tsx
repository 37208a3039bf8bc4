import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { sharedQueryClient } from '../lib/query-client';

/**
 * The pages that fetch (sign-in, purchase, the download page, the dashboard) sit under this route: TanStack Query
 * loads with the first of them, never with the public pages (decision 035).
 */
export function DataLayer() {
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
