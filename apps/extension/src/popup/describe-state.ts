import { ANOTHER_PROGRAM_ON_AGENT_PORT, MESSAGES } from '@applypilot/contracts';
import type { AgentState } from '../shared/runtime-messages';

const LABELS: Record<AgentState['connection'], string> = {
  offline: 'Agent not running',
  unpaired: 'Not paired',
  'another-program': ANOTHER_PROGRAM_ON_AGENT_PORT,
  ready: 'Ready',
  running: 'Running',
};

/** What the popup says of a run it does not show. */
export const OTHER_ACCOUNTS_RUN =
  'Its progress shows only to the account that started it, while that account is signed in on the site.';

/** The popup's words for the agent's state and its run's counts (issue 20: right after Stop too). */
export function describeState(state: AgentState): {
  status: string;
  counts: string | null;
  canStop: boolean;
} {
  const run = state.status;
  const stopping = state.connection === 'running' && run?.state === 'stopping';
  const label = stopping ? MESSAGES.runStopping : LABELS[state.connection];
  // The worker sends a running agent's state without its run when the run is not the signed-in account's (decision
  // 049): it says the agent is busy, not what it did for whom.
  if (!run && state.connection === 'running') {
    return { status: label, counts: OTHER_ACCOUNTS_RUN, canStop: true };
  }
  // No "Applied 0 of 0": counts show once a job has an outcome, for this run or, when idle, the last one.
  if (!run || run.processed === 0)
    return { status: label, counts: null, canStop: state.connection === 'running' && !stopping };
  const which = state.connection === 'running' ? 'this run' : 'the last run';
  const jobs = run.processed === 1 ? 'job' : 'jobs';
  return {
    status: label,
    counts: `Applied ${run.applied} of ${run.processed} ${jobs} processed in ${which}.`,
    canStop: state.connection === 'running' && !stopping,
  };
}
