import { ANOTHER_PROGRAM_ON_AGENT_PORT, MESSAGES } from '@applypilot/contracts';
import type { AgentState } from '../shared/runtime-messages';

const LABELS: Record<AgentState['connection'], string> = {
  offline: 'Agent not running',
  unpaired: 'Not paired',
  'another-program': ANOTHER_PROGRAM_ON_AGENT_PORT,
  ready: 'Ready',
  running: 'Running',
};

/** The popup's words for the agent's state and its run's counts (issue 20: right after Stop too). */
export function describeState(state: AgentState): {
  status: string;
  counts: string | null;
  canStop: boolean;
} {
  const run = state.status;
  const stopping = state.connection === 'running' && run?.state === 'stopping';
  const label = stopping ? MESSAGES.runStopping : LABELS[state.connection];
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
