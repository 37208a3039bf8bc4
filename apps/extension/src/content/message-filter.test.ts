import { WINDOW_MESSAGE } from '@applypilot/contracts';
import { describe, expect, it } from 'vitest';
import { acceptPageMessage } from './message-filter';

const self = { name: 'this window' };
const origin = 'http://localhost:8080';

const payload = {
  jobUrl: '',
  resumeText: 'Meera Iyer, product designer',
  resumeBase64: 'JVBERi0xLjQK',
  resumeFilename: 'meera.pdf',
  userEmail: 'meera@example.com',
  customize: false,
  search: { jobTitle: 'Product designer', location: 'Pune' },
  profile: { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.com', phone: '9876543210' },
  agentToken: 'a'.repeat(40),
  apiUrl: origin,
};

const from = (data: unknown, overrides: Partial<{ source: unknown; origin: string }> = {}) =>
  acceptPageMessage({ source: self, origin, data, ...overrides }, self, origin);

describe('acceptPageMessage', () => {
  it('accepts the page → extension messages from this window and origin', () => {
    expect(from({ type: WINDOW_MESSAGE.dashboardReady })).toEqual({ type: 'DASHBOARD_READY' });
    expect(from({ type: WINDOW_MESSAGE.stopAutomation })).toEqual({ type: 'STOP_AUTOMATION' });
    expect(from({ type: WINDOW_MESSAGE.agentStateRequest })).toEqual({ type: 'AGENT_STATE_REQUEST' });
    const start = from({ type: WINDOW_MESSAGE.startAutomation, payload });
    expect(start?.type).toBe('START_AUTOMATION');
  });

  it('ignores another origin, even with a well-formed message', () => {
    // Another port of the same host: the case that matters, a local server next to the dashboard.
    expect(
      from({ type: WINDOW_MESSAGE.startAutomation, payload }, { origin: 'http://localhost:8081' }),
    ).toBeNull();
    expect(from({ type: WINDOW_MESSAGE.agentStateRequest }, { origin: 'http://localhost:8081' })).toBeNull();
    // The same port under another name is another origin too.
    expect(from({ type: WINDOW_MESSAGE.dashboardReady }, { origin: 'http://127.0.0.1:8080' })).toBeNull();
    expect(from({ type: WINDOW_MESSAGE.dashboardReady }, { origin: 'https://evil.example' })).toBeNull();
    expect(from({ type: WINDOW_MESSAGE.dashboardReady }, { origin: 'null' })).toBeNull();
  });

  it('ignores other windows and frames of the same origin', () => {
    expect(
      from({ type: WINDOW_MESSAGE.startAutomation, payload }, { source: { name: 'a frame' } }),
    ).toBeNull();
    expect(from({ type: WINDOW_MESSAGE.stopAutomation }, { source: null })).toBeNull();
  });

  it('ignores unknown types, malformed payloads and non-objects', () => {
    expect(from({ type: 'START_AUTOMATION_NOW' })).toBeNull();
    expect(from({ type: WINDOW_MESSAGE.startAutomation })).toBeNull();
    expect(
      from({ type: WINDOW_MESSAGE.startAutomation, payload: { ...payload, customize: 'yes' } }),
    ).toBeNull();
    expect(from('START_AUTOMATION')).toBeNull();
    expect(from(null)).toBeNull();
  });

  it("ignores the extension's own messages echoed back by the page", () => {
    expect(from({ type: WINDOW_MESSAGE.extensionReady })).toBeNull();
    expect(from({ type: WINDOW_MESSAGE.automationError, message: 'x' })).toBeNull();
    expect(from({ type: WINDOW_MESSAGE.agentState, connection: 'ready' })).toBeNull();
  });
});
