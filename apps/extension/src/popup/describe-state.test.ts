import { ANOTHER_PROGRAM_ON_AGENT_PORT, MESSAGES } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { describeState, OTHER_ACCOUNTS_RUN } from './describe-state';

const status = (state: 'idle' | 'running' | 'stopping', applied: number, processed: number) => ({
  version: '1',
  state,
  runId: 'r1',
  applied,
  processed,
});

describe('the popup state (issue 20)', () => {
  it('right after its own Stop says what happens, without "Applied 0 of 0" and without a second Stop', () => {
    expect(describeState({ connection: 'running', status: status('stopping', 0, 0) })).toEqual({
      status: MESSAGES.runStopping,
      counts: null,
      canStop: false,
    });
    expect(describeState({ connection: 'running', status: status('stopping', 2, 5) })).toEqual({
      status: 'Stopping: the job in progress will not be submitted',
      counts: 'Applied 2 of 5 jobs processed in this run.',
      canStop: false,
    });
  });

  it('counts a running run once a job has an outcome, and names the last run when idle', () => {
    expect(describeState({ connection: 'running', status: status('running', 0, 0) })).toEqual({
      status: 'Running',
      counts: null,
      canStop: true,
    });
    expect(describeState({ connection: 'running', status: status('running', 1, 1) }).counts).toBe(
      'Applied 1 of 1 job processed in this run.',
    );
    expect(describeState({ connection: 'ready', status: status('idle', 3, 7) })).toEqual({
      status: 'Ready',
      counts: 'Applied 3 of 7 jobs processed in the last run.',
      canStop: false,
    });
    expect(describeState({ connection: 'offline' })).toEqual({
      status: 'Agent not running',
      counts: null,
      canStop: false,
    });
  });

  it("says another program answers on the agent's port, in the contract's words", () => {
    expect(describeState({ connection: 'another-program' })).toEqual({
      status: "Another program answers on the agent's port",
      counts: null,
      canStop: false,
    });
    expect(ANOTHER_PROGRAM_ON_AGENT_PORT).toBe("Another program answers on the agent's port");
  });
});

describe("another account's run (decision 049)", () => {
  it('says the agent is busy without its counts, and keeps Stop: anyone at the computer may stop it', () => {
    expect(describeState({ connection: 'running' })).toEqual({
      status: 'Running',
      counts: OTHER_ACCOUNTS_RUN,
      canStop: true,
    });
    // Idle and not the signed-in account's: nothing of the last run.
    expect(describeState({ connection: 'ready' })).toEqual({ status: 'Ready', counts: null, canStop: false });
  });
});
