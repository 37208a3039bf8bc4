import { MESSAGES, STORAGE_KEYS, type User } from '@applypilot/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, withQueryClient } from '../test-support';
import { AuthProvider, useAuth } from './auth-context';
import { BROWSER_DATA_OWNER_KEY, PER_USER_KEYS } from './browser-data';
import { isLogoutPending, markLogoutPending } from './pending-logout';
import { onLogout, onPerUserReset } from './session-events';
import { getUserDataStatus, userStorage } from '../user-data/user-store';

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

describe('per-user browser data (issue 16)', () => {
  const bilal: User = {
    email: 'bilal@example.com',
    displayName: 'Bilal',
    isPremium: false,
    emailVerified: true,
  };
  const ashaKeys = () => {
    for (const key of PER_USER_KEYS) localStorage.setItem(key, `"asha"`);
    localStorage.setItem(BROWSER_DATA_OWNER_KEY, asha.email);
  };
  const perUserLeft = () => PER_USER_KEYS.filter((key) => localStorage.getItem(key) !== null);

  function withClient() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const clientWrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    );
    return { client, clientWrapper };
  }

  it('logout locks the sealed data, removes plaintext left from before, the cached queries and the page-wide stores, then tells the server', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    ashaKeys();
    const calls = stubFetch(() => ({ body: { success: true, user: asha } }));
    const { client, clientWrapper } = withClient();
    client.setQueryData(['job-info', asha.email], { availableJobs: 3 });
    const reset = vi.fn();
    const stop = onPerUserReset(reset);
    const { result } = renderHook(() => useAuth(), { wrapper: clientWrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => result.current.logout());
    stop();
    expect(result.current.isAuthenticated).toBe(false);
    expect(perUserLeft()).toEqual([]);
    expect(stored()).toBeNull();
    // The key and every opened value are gone from this page (decision 049); the sealed records stay on the computer.
    expect(getUserDataStatus()).toEqual({ kind: 'locked' });
    expect(userStorage.length).toBe(0);
    expect(client.getQueryData(['job-info', asha.email])).toBeUndefined();
    expect(reset).toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /auth/me', 'POST /auth/logout']);
    expect(isLogoutPending()).toBe(false);
  });

  it('a logout whose request fails ends the session here and is sent again when the browser is back online', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    let online = false;
    const calls = stubFetch(() => {
      if (!online) throw new TypeError('Failed to fetch');
      return { body: { success: true } };
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(() => result.current.logout());
    expect(result.current.isAuthenticated).toBe(false);
    expect(isLogoutPending()).toBe(true);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(isLogoutPending()).toBe(false));
    expect(calls.map((c) => `${c.method} ${c.url} ${c.credentials}`)).toEqual([
      'GET /auth/me include',
      'POST /auth/logout include',
      'POST /auth/logout include',
    ]);
  });

  it('a logout still pending at the next page load is sent before anything else', async () => {
    markLogoutPending();
    const calls = stubFetch(() => ({ body: { success: true } }));
    renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(isLogoutPending()).toBe(false));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /auth/logout']);
  });

  it("another person signing in finds none of the last person's data", async () => {
    ashaKeys();
    userStorage.setItem(STORAGE_KEYS.resumeData, '"open for the last person"');
    stubFetch(() => ({ status: 500 }));
    const reset = vi.fn();
    const stop = onPerUserReset(reset);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.login(bilal));
    stop();
    expect(perUserLeft()).toEqual([]);
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBeNull();
    expect(stored()).toEqual(bilal);
    expect(reset).toHaveBeenCalled();
    expect(getUserDataStatus()).toEqual({ kind: 'locked' });
    expect(userStorage.getItem(STORAGE_KEYS.resumeData)).toBeNull();
  });

  it('the same person signing in again (after the session expired) keeps their data', async () => {
    ashaKeys();
    stubFetch(() => ({ status: 500 }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.login(asha));
    expect(perUserLeft()).toEqual([...PER_USER_KEYS]);
  });

  it('the session ending on the server keeps the data for its owner, marked as theirs', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    ashaKeys();
    stubFetch(() => ({ status: 401, body: { success: false, error: MESSAGES.notAuthenticated } }));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(false));
    expect(perUserLeft()).toEqual([...PER_USER_KEYS]);
    expect(localStorage.getItem(BROWSER_DATA_OWNER_KEY)).toBe(asha.email);
  });

  it("another tab's logout drops this page's cached queries and stores too", async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    stubFetch(() => ({ body: { success: true, user: asha } }));
    const { client, clientWrapper } = withClient();
    client.setQueryData(['job-info', asha.email], { availableJobs: 3 });
    client.setQueryData(['public-config'], { serverAi: false });
    const reset = vi.fn();
    const stop = onPerUserReset(reset);
    const { result } = renderHook(() => useAuth(), { wrapper: clientWrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    // What the other tab's logout looks like here: the key is gone, and a storage event names it.
    localStorage.removeItem(STORAGE_KEYS.userData);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userData }));
    });
    stop();
    expect(result.current.isAuthenticated).toBe(false);
    expect(client.getQueryData(['job-info', asha.email])).toBeUndefined();
    expect(client.getQueryData(['public-config'])).toEqual({ serverAi: false });
    expect(reset).toHaveBeenCalled();
  });

  it('logout asks the page-wide stores to stop a run before the session ends', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    const order: string[] = [];
    stubFetch((call) => {
      order.push(`${call.method} ${call.url}`);
      return { body: { success: true, user: asha } };
    });
    const stop = onLogout(() => order.push('stop the run'));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(order).toHaveLength(1));
    await act(() => result.current.logout());
    stop();
    expect(order).toEqual(['GET /auth/me', 'stop the run', 'POST /auth/logout']);
  });
});
