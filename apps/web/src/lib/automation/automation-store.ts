import { WINDOW_MESSAGE, type WindowMessage } from '@applypilot/contracts';
import { useSyncExternalStore } from 'react';
import {
  acceptMessage,
  automationReducer,
  INITIAL_AUTOMATION_STATE,
  type AutomationAction,
  type AutomationState,
} from './progress-state';

/**
 * One automation state for the page, shared by the summary and the setup screen (a run outlives either page). It
 * listens to the extension's window messages while anything is subscribed, and asks the extension for the agent's
 * state when listening starts so a reloaded page finds a running run.
 */
let state: AutomationState = INITIAL_AUTOMATION_STATE;
const listeners = new Set<() => void>();

function onWindowMessage(event: MessageEvent) {
  const message = acceptMessage(event);
  if (message) dispatchAutomation({ type: 'message', message });
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

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('message', onWindowMessage);
    postToExtension({ type: WINDOW_MESSAGE.agentStateRequest });
  }
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

/** Tests start from a clean page. */
export function resetAutomationState(): void {
  state = INITIAL_AUTOMATION_STATE;
}
