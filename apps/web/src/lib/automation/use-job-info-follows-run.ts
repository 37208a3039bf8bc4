import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateJobInfo } from '../job-info';
import { useAutomationState } from './automation-store';

/** The run and its sent count whose job info was last asked for (shared by every component that follows the run). */
let followed: { runId: string | null; applied: number } = { runId: null, applied: 0 };

/**
 * Job info follows the run (issue 20): asked again when a run starts (its credits come from the API, not the last
 * run's figure) and each time the agent reports an application sent, so the cards, the 7-day bars, the doughnut, the
 * history's first page and the credits change within a second. Nothing polls: without a run there is nothing to
 * follow, and the 5-minute refresh stays as it was. Several components may call it; one request goes per change.
 */
export function useJobInfoFollowsRun(): void {
  const queryClient = useQueryClient();
  const { runId, applied } = useAutomationState();
  useEffect(() => {
    if (runId === null) return;
    if (followed.runId === runId && applied <= followed.applied) return;
    followed = { runId, applied };
    void invalidateJobInfo(queryClient);
  }, [runId, applied, queryClient]);
}

/** Tests start from a page that followed nothing. */
export function resetFollowedRun(): void {
  followed = { runId: null, applied: 0 };
}
