import { MESSAGES, STORAGE_KEYS, type User } from '@applypilot/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, withQueryClient } from '../test-support';
import { AuthProvider, useAuth } from './auth-context';

const asha: User = {
  email: 'asha@example.com',
  displayName: 'Asha Verma',
  isPremium: false,
  emailVerified: true,
};
const wrapper = ({ children }: { children: ReactNode }) =>
  withQueryClient(<AuthProvider>{children}</AuthProvider>);

function stored(): unknown {
  const raw = localStorage.getItem(STORAGE_KEYS.userData);
  return raw === null ? null : JSON.parse(raw);
}

beforeEach(() => {
  localStorage.clear();
  // The extension pings are not under test here.
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('session state', () => {
  it('is unauthenticated without stored user data, and asks nothing of the server', async () => {
    const calls = stubFetch(() => ({ status: 500 }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeNull();
    expect(calls).toEqual([]);
  });

  it('restores the stored user and refreshes it from /auth/me', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    const calls = stubFetch(() => ({ body: { success: true, user: { ...asha, isPremium: true } } }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.user?.isPremium).toBe(true));
    expect(result.current.isAuthenticated).toBe(true);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /auth/me']);
    expect(stored()).toEqual({ ...asha, isPremium: true });
  });

  it('logs the page out when the server says the session has ended', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    stubFetch(() => ({ status: 401, body: { success: false, error: MESSAGES.notAuthenticated } }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(stored()).toBeNull();
  });

  it('keeps the stored user when the server cannot be reached', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(result.current.user).toEqual(asha);
  });

  it('removes unparseable stored data, logs the error, and is unauthenticated', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, '{not json');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 500 }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
    expect(consoleError).toHaveBeenCalled();
  });

  it('login stores the user; logout calls the server and removes it', async () => {
    const calls = stubFetch(() => ({ body: { success: true } }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.login(asha));
    expect(result.current.isAuthenticated).toBe(true);
    expect(stored()).toEqual(asha);
    await act(() => result.current.logout());
    expect(result.current.isAuthenticated).toBe(false);
    expect(stored()).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.url} ${c.credentials}`)).toEqual(['POST /auth/logout include']);
  });

  it('throws the specification message outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(MESSAGES.useAuthOutsideProvider);
  });
});

describe('session re-check', () => {
  it('logs out when the tab becomes visible again and the session has ended meanwhile', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    let alive = true;
    const calls = stubFetch(() =>
      alive
        ? { body: { success: true, user: asha } }
        : { status: 401, body: { success: false, error: MESSAGES.notAuthenticated } },
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(calls.length).toBe(1));
    expect(result.current.isAuthenticated).toBe(true);
    alive = false;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(stored()).toBeNull();
  });
});
