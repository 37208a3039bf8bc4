import {
  FIT_API,
  FitSkipsResponseSchema,
  FitStatsResponseSchema,
  type FitSkipEntry,
  type FitStatsResponse,
} from '@applypilot/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/**
 * Jobs the agent skipped for fit (issue 21), for the history and the statistics. They change while a run goes on, so
 * both are read again every FIT_REFRESH_MS while shown.
 */
export const FIT_SKIPS_QUERY_KEY = ['fit-skips'] as const;
export const FIT_STATS_QUERY_KEY = ['fit-stats'] as const;
const FIT_REFRESH_MS = 15_000;

export function useFitSkips() {
  return useQuery({
    queryKey: FIT_SKIPS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<FitSkipEntry[]> =>
      (await apiFetch(FIT_API.skips, { schema: FitSkipsResponseSchema, signal })).skips,
    refetchInterval: FIT_REFRESH_MS,
  });
}

export function useFitStats() {
  return useQuery({
    queryKey: FIT_STATS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<FitStatsResponse> =>
      apiFetch(FIT_API.stats, { schema: FitStatsResponseSchema, signal }),
    refetchInterval: FIT_REFRESH_MS,
  });
}

/** "Go (3), Kubernetes (2)". */
export function missingSkillsText(skills: FitStatsResponse['topMissingSkills']): string {
  return skills.map((entry) => `${entry.skill} (${entry.count})`).join(', ');
}
