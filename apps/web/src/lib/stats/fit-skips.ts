import {
  FIT_API,
  FitSkipsResponseSchema,
  FitStatsResponseSchema,
  type FitSkipEntry,
  type FitStatsResponse,
} from '@applypilot/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../api-client';
import { useAutomationState } from '../automation/automation-store';

/**
 * Jobs the agent skipped for fit (issue 21), for the history and the statistics. Like job info (issue 20), they follow
 * the run instead of being polled: read again when a run reports another skip and when it ends, and never while no
 * run is active.
 */
export const FIT_SKIPS_QUERY_KEY = ['fit-skips'] as const;
export const FIT_STATS_QUERY_KEY = ['fit-stats'] as const;

export function useFitSkips() {
  useFitFollowsRun();
  return useQuery({
    queryKey: FIT_SKIPS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<FitSkipEntry[]> =>
      (await apiFetch(FIT_API.skips, { schema: FitSkipsResponseSchema, signal })).skips,
  });
}

export function useFitStats() {
  useFitFollowsRun();
  return useQuery({
    queryKey: FIT_STATS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<FitStatsResponse> =>
      apiFetch(FIT_API.stats, { schema: FitStatsResponseSchema, signal }),
  });
}

/** The run, its skips and whether it had ended when the fit figures were last asked for (one request per change). */
const FIT_RECORD_GRACE_MS = 2_000;

let followed: { runId: string | null; skipped: number; ended: boolean } = {
  runId: null,
  skipped: 0,
  ended: false,
};

function useFitFollowsRun(): void {
  const queryClient = useQueryClient();
  const { runId, results, phase } = useAutomationState();
  const skipped = results.filter((row) => row.fit?.skipped).length;
  const ended = phase === 'ended';
  useEffect(() => {
    if (runId === null) return;
    const same = followed.runId === runId;
    if (same && skipped <= followed.skipped && ended === followed.ended) return;
    const first = !same;
    followed = { runId, skipped, ended };
    // A new run has skipped nothing yet; the figures on screen are already current.
    if (first && skipped === 0 && !ended) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: FIT_SKIPS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: FIT_STATS_QUERY_KEY });
    };
    refresh();
    // The agent records a skip with the API beside the event that reports it: ask once more when that has landed.
    window.setTimeout(refresh, FIT_RECORD_GRACE_MS);
  }, [runId, skipped, ended, queryClient]);
}

/** Tests start from a page that followed nothing. */
export function resetFollowedFitRun(): void {
  followed = { runId: null, skipped: 0, ended: false };
}

/** "Go (3), Kubernetes (2)". */
export function missingSkillsText(skills: FitStatsResponse['topMissingSkills']): string {
  return skills.map((entry) => `${entry.skill} (${entry.count})`).join(', ');
}
