import { WINDOW_MESSAGE } from '@applypilot/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { announceLogout, resetPerUserState } from '../auth/session-events';
import { dispatchAutomation, resetAutomationState, useAutomationState } from './automation-store';
import { renderHook } from '@testing-library/react';

let posted: unknown[];

beforeEach(() => {
  resetAutomationState();
  posted = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
});

const agentState = (connection: 'ready' | 'running') =>
  dispatchAutomation({ type: 'message', message: { type: WINDOW_MESSAGE.agentState, connection } });

describe('the automation store at logout (issue 16)', () => {
  it('stops a run in progress', () => {
    agentState('running');
    announceLogout();
    expect(posted).toEqual([{ type: WINDOW_MESSAGE.stopAutomation }]);
  });

  it('stops a start the extension has not answered yet', () => {
    agentState('ready');
    dispatchAutomation({ type: 'launch-sent' });
    announceLogout();
    expect(posted).toEqual([{ type: WINDOW_MESSAGE.stopAutomation }]);
  });

  it('sends nothing when no run goes on', () => {
    agentState('ready');
    announceLogout();
    expect(posted).toEqual([]);
  });

  it("empties the panel for the next person, keeping the agent's connection", () => {
    const { result, rerender } = renderHook(() => useAutomationState());
    agentState('ready');
    dispatchAutomation({ type: 'launch-sent' });
    rerender();
    expect(result.current.phase).toBe('starting');
    resetPerUserState();
    rerender();
    expect(result.current.phase).toBe('idle');
    expect(result.current.connection).toBe('ready');
  });
});
