import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test-support';
import { flushPendingLogout, isLogoutPending, markLogoutPending, PENDING_LOGOUT_KEY } from './pending-logout';

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('a logout the server has not heard of', () => {
  it('asks nothing when no logout is pending', async () => {
    const calls = stubFetch(() => ({ body: { success: true } }));
    await flushPendingLogout();
    expect(calls).toEqual([]);
  });

  it('posts /auth/logout with the cookie and forgets the mark once the server answered', async () => {
    markLogoutPending();
    const calls = stubFetch(() => ({ body: { success: true } }));
    await flushPendingLogout();
    expect(calls.map((c) => `${c.method} ${c.url} ${c.credentials}`)).toEqual(['POST /auth/logout include']);
    expect(localStorage.getItem(PENDING_LOGOUT_KEY)).toBeNull();
  });

  it('keeps the mark while the server cannot be reached, or answers with an error', async () => {
    markLogoutPending();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await flushPendingLogout();
    expect(isLogoutPending()).toBe(true);
    stubFetch(() => ({ status: 503, body: { success: false, error: 'Down for a moment.' } }));
    await flushPendingLogout();
    expect(isLogoutPending()).toBe(true);
  });

  it('sends one request for callers at the same moment (page load and back online)', async () => {
    markLogoutPending();
    const calls = stubFetch(() => ({ body: { success: true } }));
    await Promise.all([flushPendingLogout(), flushPendingLogout()]);
    expect(calls).toHaveLength(1);
  });
});
