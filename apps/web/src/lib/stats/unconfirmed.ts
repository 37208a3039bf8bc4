import {
  APPLICATION_ROUTES,
  ApplicationResponseSchema,
  UnconfirmedApplicationsResponseSchema,
  type UnconfirmedApplication,
} from '@applypilot/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/**
 * Issue 30 (decision 055): applications submitted on a company site whose own confirmation never came. Their credit
 * was given back; the user says in the history whether each arrived: "It arrived" takes one credit, "It did not
 * arrive" closes it with nothing charged.
 */
export const UNCONFIRMED_QUERY_KEY = ['unconfirmed-applications'] as const;

export function useUnconfirmedApplications() {
  return useQuery({
    queryKey: UNCONFIRMED_QUERY_KEY,
    queryFn: async ({ signal }): Promise<UnconfirmedApplication[]> =>
      (
        await apiFetch(APPLICATION_ROUTES.unconfirmedList, {
          schema: UnconfirmedApplicationsResponseSchema,
          signal,
        })
      ).applications,
  });
}

/** The user's answer; resolves with the balance after it, rejects with the API's words (ApiError). */
export async function answerUnconfirmed(id: string, answer: 'arrived' | 'notArrived'): Promise<number> {
  const response = await apiFetch(APPLICATION_ROUTES[answer](id), {
    method: 'POST',
    schema: ApplicationResponseSchema,
  });
  return response.availableJobs;
}
