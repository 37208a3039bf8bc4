import { WINDOW_MESSAGE, type WindowMessage } from '@applypilot/contracts';
import { useSyncExternalStore } from 'react';
import { onLogout, onPerUserReset } from '../auth/session-events';
import {
  acceptMessage,
  automationReducer,
  INITIAL_AUTOMATION_STATE,
  type AutomationAction,
  type AutomationState,
} from './progress-state';

/**
 * One automation state for the page, shared by the summary, the setup screen and the header (a run outlives either
 * page). It listens to the extension's window messages while anything is subscribed; the header asks the extension
 * for the agent's state once the extension is found, so a reloaded page finds a running run.
 */
let state: AutomationState = INITIAL_AUTOMATION_STATE;
const listeners = new Set<() => void>();

function onWindowMessage(event: MessageEvent) {
  const message = acceptMessage(event);
  if (!message) return;
  dispatchAutomation({ type: 'message', message });
  // An error (the agent stopped, the pairing was lost) or a run's end changes what the header should say: ask.
  const ended = message.type === WINDOW_MESSAGE.automationEvent && message.event.type === 'run-ended';
  if (message.type === WINDOW_MESSAGE.automationError || ended) requestAgentState();
}

export function dispatchAutomation(action: AutomationAction): void {
  const next = automationReducer(state, action);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Posts to the extension's content script on this window, same origin only. */
export function postToExtension(message: WindowMessage): void {
  window.postMessage(message, window.location.origin);
}

// Asking is the header's job (use-agent-connection.ts): once the extension has answered the handshake, so the
// request is not posted before the content script listens, and again on focus, after an error and after a run.
function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('message', onWindowMessage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('message', onWindowMessage);
  };
}

export function useAutomationState(): AutomationState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

export function stopAutomation(): void {
  postToExtension({ type: WINDOW_MESSAGE.stopAutomation });
  dispatchAutomation({ type: 'stop-sent' });
}

/** Asks the extension for the agent's state again (focus, after a start or stop, when the extension appears). */
export function requestAgentState(): void {
  postToExtension({ type: WINDOW_MESSAGE.agentStateRequest });
}

/** Whether a run started from this page (or found running) is still going, as far as the page knows. */
export function isRunActive(current: AutomationState = state): boolean {
  return (
    current.connection === 'running' ||
    current.phase === 'starting' ||
    current.phase === 'running' ||
    current.phase === 'stopping'
  );
}

// Logging out stops a run in progress: it applies with the person's resume and credits, and the next person on this
// browser would see its progress. (The API also revokes the account's agent tokens at logout.)
onLogout(() => {
  if (isRunActive()) stopAutomation();
});

// The next person starts from an empty panel; what the extension said of the agent is not personal and stays.
onPerUserReset(() => dispatchAutomation({ type: 'reset' }));

/** Tests start from a clean page. */
export function resetAutomationState(): void {
  state = INITIAL_AUTOMATION_STATE;
}
