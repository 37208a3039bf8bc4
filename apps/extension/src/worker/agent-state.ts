import type { AgentStatus } from '@applypilot/contracts';
import type { AgentState } from '../shared/runtime-messages';
import type { AgentResult } from './agent-client';

/** The connection the dashboard and popup show, from one status call. */
export function stateFromStatus(result: AgentResult<AgentStatus>, hasToken: boolean): AgentState {
  switch (result.kind) {
    case 'offline':
      return { connection: 'offline' };
    case 'unauthorized':
      return { connection: 'unpaired' };
    case 'refused':
      // Something answers on the agent's port but not as the agent does: as good as no agent.
      return { connection: 'offline' };
    case 'ok':
      if (!hasToken) return { connection: 'unpaired' };
      return { connection: result.value.state === 'idle' ? 'ready' : 'running', status: result.value };
  }
}
