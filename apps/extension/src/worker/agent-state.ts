import type { AgentStatus } from '@applypilot/contracts';
import type { AgentState } from '../shared/runtime-messages';
import type { AgentResult } from './agent-client';

/** The connection the dashboard and popup show, from one status call. */
export function stateFromStatus(result: AgentResult<AgentStatus>): AgentState {
  switch (result.kind) {
    case 'offline':
      return { connection: 'offline' };
    case 'unpaired':
      return { connection: 'unpaired' };
    case 'another-program':
      return { connection: 'another-program' };
    case 'refused':
      // The agent proved itself and still refused its status: as good as no agent.
      return { connection: 'offline' };
    case 'ok':
      return { connection: result.value.state === 'idle' ? 'ready' : 'running', status: result.value };
  }
}
