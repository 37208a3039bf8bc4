import {
  FIT_API,
  FitStatsResponseSchema,
  SKIPPED_JOBS_API,
  SkippedJobsResponseSchema,
  type FitStatsResponse,
  type JobOutcome,
  type SkippedJobEntry,
} from '@applypilot/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../api-client';
import { useAutomationState } from '../automation/automation-store';
import { UNCONFIRMED_QUERY_KEY } from './unconfirmed';

/**
 * Jobs the agent did not apply to (issue 21's fit skips, generalised by decision 055), for the history and the
 * statistics. Like job info (issue 20), they follow the run instead of being polled: read again when a run reports
 * another such job and when it ends, and never while no run is active. The applications waiting for the user's
 * "did it arrive?" (issue 30) follow the run the same way.
 */
export const SKIPPED_JOBS_QUERY_KEY = ['skipped-jobs'] as const;
export const FIT_STATS_QUERY_KEY = ['fit-stats'] as const;

/** The run's outcomes the agent records as skipped jobs. */
const SKIPPED_OUTCOMES: ReadonlySet<JobOutcome> = new Set([
  'skipped',
  'not-understood',
  'site-not-supported',
  'closed',
]);

export function useSkippedJobs() {
  useSkippedFollowRun();
  return useQuery({
    queryKey: SKIPPED_JOBS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<SkippedJobEntry[]> =>
      (await apiFetch(SKIPPED_JOBS_API, { schema: SkippedJobsResponseSchema, signal })).skipped,
  });
}

export function useFitStats() {
  useSkippedFollowRun();
  return useQuery({
    queryKey: FIT_STATS_QUERY_KEY,
    queryFn: async ({ signal }): Promise<FitStatsResponse> =>
      apiFetch(FIT_API.stats, { schema: FitStatsResponseSchema, signal }),
  });
}

/** The run, its jobs recorded by the API and whether it had ended when they were last asked for (one request per change). */
const RECORD_GRACE_MS = 2_000;

let followed: { runId: string | null; recorded: number; ended: boolean } = {
  runId: null,
  recorded: 0,
  ended: false,
};

export function useSkippedFollowRun(): void {
  const queryClient = useQueryClient();
  const { runId, results, phase } = useAutomationState();
  const recorded = results.filter(
    (row) => SKIPPED_OUTCOMES.has(row.outcome) || row.outcome === 'submitted-unconfirmed',
  ).length;
  const ended = phase === 'ended';
  useEffect(() => {
    if (runId === null) return;
    const same = followed.runId === runId;
    if (same && recorded <= followed.recorded && ended === followed.ended) return;
    const first = !same;
    followed = { runId, recorded, ended };
    // A new run has recorded nothing yet; the lists on screen are already current.
    if (first && recorded === 0 && !ended) return;
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: SKIPPED_JOBS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: FIT_STATS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: UNCONFIRMED_QUERY_KEY });
    };
    refresh();
    // The agent records a job with the API beside the event that reports it: ask once more when that has landed.
    window.setTimeout(refresh, RECORD_GRACE_MS);
  }, [runId, recorded, ended, queryClient]);
}

/** Tests start from a page that followed nothing. */
export function resetFollowedSkippedRun(): void {
  followed = { runId: null, recorded: 0, ended: false };
}

/** "Go (3), Kubernetes (2)". */
export function missingSkillsText(skills: FitStatsResponse['topMissingSkills']): string {
  return skills.map((entry) => `${entry.skill} (${entry.count})`).join(', ');
}
