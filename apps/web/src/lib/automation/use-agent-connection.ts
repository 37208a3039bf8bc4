import { useEffect } from 'react';
import { useAuth } from '../auth/auth-context';
import { CONNECTION_RECHECK_MS, connectionView, needsRecheck, type ConnectionView } from './agent-connection';
import { requestAgentState, useAutomationState } from './automation-store';

/**
 * The header's view of the extension and the agent. It asks the extension for the agent's state when the extension
 * is found, whenever the tab comes back (focus, visible), and every few seconds while the chain is incomplete; the
 * answers to a start or a stop, an error and a run's end update it through the automation store.
 */
export function useAgentConnection(): ConnectionView {
  const { extensionConnected } = useAuth();
  const { connection } = useAutomationState();
  const view = connectionView(extensionConnected, connection);
  const recheck = needsRecheck(view);

  useEffect(() => {
    if (!extensionConnected) return;
    requestAgentState();
    const onBack = () => {
      if (document.visibilityState === 'visible') requestAgentState();
    };
    window.addEventListener('focus', onBack);
    document.addEventListener('visibilitychange', onBack);
    return () => {
      window.removeEventListener('focus', onBack);
      document.removeEventListener('visibilitychange', onBack);
    };
  }, [extensionConnected]);

  useEffect(() => {
    if (!extensionConnected || !recheck) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') requestAgentState();
    }, CONNECTION_RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [extensionConnected, recheck]);

  return view;
}
