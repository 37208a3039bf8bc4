import { MESSAGES, STORAGE_KEYS, type User } from '@applypilot/contracts';
import { QueryClientContext } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, apiFetch } from '../api-client';
import { loadedQueryClient, PUBLIC_CONFIG_QUERY_KEY } from '../query-memory';
import {
  adoptBrowserData,
  claimBrowserData,
  expireBrowserDataPlaintext,
  forgetBrowserData,
} from './browser-data';
import { useExtensionHandshake } from './extension-handshake';
import { clearPendingLogout, flushPendingLogout, markLogoutPending, sendLogout } from './pending-logout';
import { announceLogout, resetPerUserState } from './session-events';
import { readStoredUser, removeStoredUser, writeStoredUser } from './stored-user';

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  extensionConnected: boolean;
  /** Stores the user (from a login or Google sign-in answer) and marks the session authenticated. */
  login(user: User): void;
  /**
   * Ends the session here at once (the user, the key of their sealed browser data and every value opened with it, the
   * in-memory caches, a run in progress), then on the server; a request that fails is sent again at the next chance
   * (pending-logout.ts). The sealed data stays on the computer for their next sign-in (decision 049).
   */
  logout(): Promise<void>;
  /**
   * Re-reads the signed-in user from /auth/me (after verifying the email, for example); resolves with the user the
   * server knows (null when nobody is signed in or the server could not be asked).
   */
  refreshUser(): Promise<User | null>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  // The app loads the data layer only with the pages that fetch (decision 035): its client, when there is one yet.
  const providedClient = useContext(QueryClientContext);
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const extensionConnected = useExtensionHandshake(isLoading ? undefined : (user?.email ?? null));

  // What the page holds in memory for the person who just left: queries (job info, history, the needs-answer queue)
  // and page-wide stores. The deployment's public config is nobody's and stays.
  const dropMemory = useCallback(() => {
    (providedClient ?? loadedQueryClient())?.removeQueries({
      predicate: (query) => query.queryKey[0] !== PUBLIC_CONFIG_QUERY_KEY[0],
    });
    resetPerUserState();
  }, [providedClient]);

  // The session ended without a logout (expired, reset elsewhere): the sealed data stays for the same person's next
  // sign-in; this page forgets its key with the rest of its memory (decision 049).
  const forget = useCallback(() => {
    removeStoredUser();
    setUser(null);
    dropMemory();
  }, [dropMemory]);

  // Asks the server whether the session still lives, so that a session ended elsewhere (logout in another
  // tab, password reset, expiry) logs this page out too; a live one refreshes the user (isPremium and
  // emailVerified may change).
  const confirmSession = useCallback(
    (signal?: AbortSignal): Promise<User | null> =>
      // The schema (and zod with it) loads only for a visitor with a stored session, not on every first visit.
      import('./me-schema')
        .then(({ MeResponseSchema }) => apiFetch('/auth/me', { schema: MeResponseSchema, signal }))
        .then((answer) => {
          const stored = readStoredUser();
          if (!answer.success || stored.kind !== 'user') return null;
          // The cookie now names someone else (signed in from another tab): their data, not the last person's.
          if (stored.user.email.toLowerCase() !== answer.user.email.toLowerCase()) {
            claimBrowserData(answer.user.email);
            dropMemory();
          }
          writeStoredUser(answer.user);
          setUser(answer.user);
          return answer.user;
        })
        .catch((error: unknown) => {
          // Only the server saying "no session" logs out; a network hiccup keeps the stored user.
          if (error instanceof ApiError && error.status === 401) forget();
          return null;
        }),
    [forget, dropMemory],
  );

  // Session restore (document 1, section 4), then the server's confirmation. A logout the server never heard of goes
  // first, so nothing else is asked with a cookie the user meant to end.
  useEffect(() => {
    const stored = readStoredUser();
    if (stored.kind === 'user') adoptBrowserData(stored.user.email);
    else expireBrowserDataPlaintext();
    setUser(stored.kind === 'user' ? stored.user : null);
    setIsLoading(false);
    const controller = new AbortController();
    void flushPendingLogout().then(() => {
      if (stored.kind === 'user' && !controller.signal.aborted) void confirmSession(controller.signal);
    });
    return () => controller.abort();
  }, [confirmSession]);

  // Back online: a logout that failed offline reaches the server now.
  useEffect(() => {
    const onOnline = () => void flushPendingLogout();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  // Coming back to the tab re-checks the session, so a page left open does not act on a dead one.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && readStoredUser().kind === 'user') void confirmSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [confirmSession]);

  // Another tab logging in or out changes userData; follow it. When the person changes (a logout there, or someone
  // else signing in), this page's memory of the last one goes too, with the key of their sealed data.
  const userEmail = user?.email ?? null;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.userData) return;
      const stored = readStoredUser();
      const next = stored.kind === 'user' ? stored.user : null;
      if ((next?.email.toLowerCase() ?? null) !== (userEmail?.toLowerCase() ?? null)) dropMemory();
      setUser(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [userEmail, dropMemory]);

  const login = useCallback(
    (next: User) => {
      // Another person's plaintext from before decision 049 (or plaintext nobody owns) is removed, and whatever this
      // page held for anyone (a key, opened values, queries) is dropped, before this one's session is stored. Their
      // own sealed data opens with their key on the dashboard.
      claimBrowserData(next.email);
      dropMemory();
      // The cookie this answer set replaced any older one: a logout still pending can no longer reach its session.
      clearPendingLogout();
      writeStoredUser(next);
      setUser(next);
    },
    [dropMemory],
  );

  const logout = useCallback(async () => {
    // Marked before asking, so a tab closed mid-request still ends the session at the next page load.
    markLogoutPending();
    announceLogout();
    forgetBrowserData();
    removeStoredUser();
    setUser(null);
    dropMemory();
    if (await sendLogout()) clearPendingLogout();
  }, [dropMemory]);

  // Without a stored user there is nobody to refresh, and no reason to ask the server.
  const refreshUser = useCallback(
    () => (readStoredUser().kind === 'user' ? confirmSession() : Promise.resolve(null)),
    [confirmSession],
  );

  const value = useMemo<AuthState>(
    () => ({
      user,
      isAuthenticated: user !== null,
      isLoading,
      extensionConnected,
      login,
      logout,
      refreshUser,
    }),
    [user, isLoading, extensionConnected, login, logout, refreshUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error(MESSAGES.useAuthOutsideProvider);
  return state;
}
