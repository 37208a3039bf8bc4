import { WINDOW_MESSAGE } from '@applypilot/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { CONNECTION_RECHECK_MS } from '../../lib/automation/agent-connection';
import { resetAutomationState } from '../../lib/automation/automation-store';
import { withQueryClient } from '../../lib/test-support';
import { ExtensionStatus } from './extension-status';

function fromExtension(data: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: window }),
    );
  });
}

let posted: unknown[];
const stateRequests = () =>
  posted.filter((m) => (m as { type?: string }).type === WINDOW_MESSAGE.agentStateRequest).length;

function renderStatus() {
  render(
    withQueryClient(
      <AuthProvider>
        <ExtensionStatus />
      </AuthProvider>,
    ),
  );
  return () => screen.getByTestId('extension-status');
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  resetAutomationState();
  posted = [];
  // The page's own posts (pings, state requests) are recorded, not delivered back.
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the header says what is really connected', () => {
  it('no extension: "Extension not found", and nothing asked of an agent', () => {
    const status = renderStatus();
    expect(status().textContent).toBe('Extension not found');
    expect(status().dataset.state).toBe('no-extension');
    expect(status().title).toBe('Install or enable the ApplyPilot extension, then refresh this page.');
    act(() => vi.advanceTimersByTime(CONNECTION_RECHECK_MS * 2));
    expect(stateRequests()).toBe(0);
  });

  it('each answer of the extension, in its words', () => {
    const status = renderStatus();
    fromExtension({ type: WINDOW_MESSAGE.extensionReady });
    expect(status().textContent).toBe('Extension found');
    // Found: the header asks the extension about the agent at once.
    expect(stateRequests()).toBe(1);
    const cases: [string, string][] = [
      ['offline', 'Agent not running'],
      ['unpaired', 'Extension not paired'],
      // Decision 048: the extension's word that something else holds the agent's port, said as the contract says it.
      ['another-program', "Another program answers on the agent's port"],
      ['ready', 'Ready'],
      ['running', 'Running'],
    ];
    for (const [connection, label] of cases) {
      fromExtension({ type: WINDOW_MESSAGE.agentState, connection });
      expect([status().textContent, status().dataset.state]).toEqual([label, connection]);
    }
  });

  it('asks again when the tab comes back, and every few seconds only while a step is missing', () => {
    const status = renderStatus();
    fromExtension({ type: WINDOW_MESSAGE.extensionReady });
    fromExtension({ type: WINDOW_MESSAGE.agentState, connection: 'offline' });
    const first = stateRequests();
    act(() => vi.advanceTimersByTime(CONNECTION_RECHECK_MS));
    expect(stateRequests()).toBe(first + 1);

    fromExtension({ type: WINDOW_MESSAGE.agentState, connection: 'ready' });
    expect(status().textContent).toBe('Ready');
    const ready = stateRequests();
    act(() => vi.advanceTimersByTime(CONNECTION_RECHECK_MS * 3));
    expect(stateRequests()).toBe(ready);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(stateRequests()).toBe(ready + 1);
  });

  it('an error from the extension (the agent went away) makes it ask, and the answer shows', () => {
    const status = renderStatus();
    fromExtension({ type: WINDOW_MESSAGE.extensionReady });
    fromExtension({ type: WINDOW_MESSAGE.agentState, connection: 'ready' });
    const before = stateRequests();
    fromExtension({
      type: WINDOW_MESSAGE.automationError,
      message: 'The ApplyPilot agent is not running. Start it, then try again.',
    });
    expect(stateRequests()).toBe(before + 1);
    fromExtension({ type: WINDOW_MESSAGE.agentState, connection: 'offline' });
    expect(status().textContent).toBe('Agent not running');
  });

  it('ignores an AGENT_STATE from another origin', () => {
    const status = renderStatus();
    fromExtension({ type: WINDOW_MESSAGE.extensionReady });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: WINDOW_MESSAGE.agentState, connection: 'ready' },
          origin: 'http://localhost:9999',
          source: window,
        }),
      );
    });
    expect(status().textContent).toBe('Extension found');
  });
});
