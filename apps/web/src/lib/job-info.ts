import {
  JobInfoResponseSchema,
  STATS_REFRESH_INTERVAL_MS,
  TIME_ZONE_HEADER,
  type JobInfoResponse,
  type User,
} from '@applypilot/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from './api-client';
import { useAuth } from './auth/auth-context';

export type JobInfo = JobInfoResponse['user'];

export const JOB_INFO_QUERY_KEY = ['job-info'] as const;

/** The browser's IANA time zone (what the statistics count local days and hours in), UTC when it names none. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * GET /api/user/job-info (section 7). The server knows the user from the session cookie; `x-user-email` is sent
 * because the specification's client sends it, and the server refuses a header that names someone else. The
 * browser's time zone goes in a header too: the server counts the statistics' days and hours in it (decision 035).
 */
export async function fetchJobInfo(email: string, signal?: AbortSignal): Promise<JobInfo> {
  try {
    const answer = await apiFetch('/api/user/job-info', {
      schema: JobInfoResponseSchema,
      headers: { 'x-user-email': email, [TIME_ZONE_HEADER]: browserTimeZone() },
      signal,
    });
    return answer.user;
  } catch (error) {
    // Section 8: a failed job-stats fetch is logged to the console only; the query keeps its last data.
    if (!signal?.aborted) console.error('Job info could not be loaded.', error);
    throw error;
  }
}

export interface JobInfoState {
  jobInfo: JobInfo | undefined;
  /** True until the first answer (or failure) for this user. */
  isLoading: boolean;
  /** When the shown figures were fetched (ms), 0 before the first answer. */
  updatedAt: number;
  /** Asks again now (the statistics panel, when the local day has turned since the figures were counted). */
  refetch: () => void;
  /**
   * The figures as soon as there are any: at once when they have answered, else when the request in flight (or a new
   * one) does; undefined if it fails. Start waits on it, so a press before the first answer is not refused.
   */
  load: () => Promise<JobInfo | undefined>;
}

/**
 * Credits, premium state, the statistics' figures and the newest applications of the logged-in user, fetched on load
 * and every 5 minutes (section 7). Keyed by email so one account's figures never show for another.
 */
export function useJobInfo(): JobInfoState {
  const { user } = useAuth();
  const email = user?.email ?? null;
  const query = useQuery({
    queryKey: [...JOB_INFO_QUERY_KEY, email],
    queryFn: ({ signal }) => fetchJobInfo(email ?? '', signal),
    enabled: email !== null,
    refetchInterval: STATS_REFRESH_INTERVAL_MS,
  });
  const { refetch } = query;
  return {
    jobInfo: query.data,
    isLoading: query.isLoading,
    updatedAt: query.dataUpdatedAt,
    refetch: useCallback(() => void refetch(), [refetch]),
    // cancelRefetch: false joins the request already on its way instead of starting over.
    load: useCallback(
      async () => query.data ?? (await refetch({ cancelRefetch: false })).data,
      [query.data, refetch],
    ),
  };
}

/** Job info decides once it has answered; until then the session's user (from login or /auth/me) does. */
export function isPremiumUser(jobInfo: JobInfo | undefined, user: User | null): boolean {
  return jobInfo?.isPremium ?? user?.isPremium === true;
}

export function usePremium(): boolean {
  const { user } = useAuth();
  const { jobInfo } = useJobInfo();
  return isPremiumUser(jobInfo, user);
}

/** After a purchase: every page that shows job info fetches it again when it is next shown. */
export function invalidateJobInfo(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: JOB_INFO_QUERY_KEY });
}
