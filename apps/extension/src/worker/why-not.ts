import { TEXT } from '../shared/texts';
import type { AgentClient, AgentResult } from './agent-client';

/**
 * Why the agent did not hand over a file the page asked for (a sent PDF, a page's capture), in words for people:
 * not running, not paired, another program on its port, or the agent's own refusal (`missing` for its 404 without
 * words). Null when there is nothing to say yet (the call should be made, or it succeeded).
 */
export async function notPaired(agent: Pick<AgentClient, 'status' | 'paired'>): Promise<string | null> {
  if (agent.paired) return null;
  const state = await agent.status();
  return state.kind === 'offline'
    ? TEXT.agentNotRunning
    : state.kind === 'another-program'
      ? TEXT.anotherProgram
      : TEXT.pairFirst;
}

export function refusedWith(result: Exclude<AgentResult<unknown>, { kind: 'ok' }>, missing: string): string {
  switch (result.kind) {
    case 'offline':
      return TEXT.agentNotRunning;
    case 'unpaired':
      return TEXT.pairFirst;
    case 'another-program':
      return TEXT.anotherProgram;
    case 'refused':
      return result.status === 404
        ? result.message || missing
        : TEXT.agentRefused(result.status, result.message);
  }
}
