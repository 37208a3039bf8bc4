import { ANOTHER_PROGRAM_ON_AGENT_PORT, type AgentConnection } from '@applypilot/contracts';

/**
 * What the dashboard's header says about the automation chain (extension → local agent), from what is really known:
 * whether the extension answered the handshake, then what it said of the agent (AGENT_STATE). `checking` is the
 * moment between the two (the extension answers the handshake at once, the agent's state after a local request).
 */
export type ConnectionView = 'no-extension' | 'checking' | AgentConnection;

export function connectionView(extensionFound: boolean, connection: AgentConnection | null): ConnectionView {
  if (!extensionFound) return 'no-extension';
  return connection ?? 'checking';
}

/** Short label for the header, and the longer hint (tooltip) that says what to do next. */
export const CONNECTION_TEXT: Record<ConnectionView, { label: string; hint: string }> = {
  'no-extension': {
    label: 'Extension not found',
    hint: 'Install or enable the ApplyPilot extension, then refresh this page.',
  },
  checking: {
    label: 'Extension found',
    hint: 'The extension answered; asking it about the ApplyPilot agent.',
  },
  offline: {
    label: 'Agent not running',
    hint: 'The extension is here, but the ApplyPilot agent is not running on this computer. Start it.',
  },
  unpaired: {
    label: 'Extension not paired',
    hint: 'Open the ApplyPilot extension and type the pairing code the agent shows.',
  },
  // Decision 048: something on the agent's port could not prove it is the agent the extension paired with.
  'another-program': {
    label: ANOTHER_PROGRAM_ON_AGENT_PORT,
    hint:
      'The extension sent it nothing. Close that program and start the ApplyPilot agent; if you started it with ' +
      '--unpair, type its pairing code in the extension.',
  },
  ready: {
    label: 'Ready',
    hint: 'The extension and the agent are connected. Start Automation when you are ready.',
  },
  running: {
    label: 'Running',
    hint: 'The agent is applying to jobs now.',
  },
};

/** While the chain is incomplete the header asks again this often, so starting the agent or pairing shows soon. */
export const CONNECTION_RECHECK_MS = 5_000;

/** Views that may change by themselves (the user starts the agent, pairs in the popup). */
export function needsRecheck(view: ConnectionView): boolean {
  return view === 'checking' || view === 'offline' || view === 'unpaired' || view === 'another-program';
}
