import { MESSAGES, STORAGE_KEYS, type User } from '@applypilot/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, apiFetch } from '../api-client';
import { PUBLIC_CONFIG_QUERY_KEY } from '../public-config';
import { useExtensionHandshake } from './extension-handshake';
import { readStoredUser, removeStoredUser, writeStoredUser } from './stored-user';

export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  extensionConnected: boolean;
  /** Stores the user (from a login or Google sign-in answer) and marks the session authenticated. */
  login(user: User): void;
  /** Ends the session on the server, then forgets the user here. */
  logout(): Promise<void>;
  /** Re-reads the signed-in user from /auth/me (after verifying the email, for example); resolves when done. */
  refreshUser(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const extensionConnected = useExtensionHandshake();

  const forget = useCallback(() => {
    removeStoredUser();
    setUser(null);
    // Per-user data must not outlive the session; the deployment's public config may.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== PUBLIC_CONFIG_QUERY_KEY[0] });
  }, [queryClient]);

  // Asks the server whether the session still lives, so that a session ended elsewhere (logout in another
  // tab, password reset, expiry) logs this page out too; a live one refreshes the user (isPremium and
  // emailVerified may change).
  const confirmSession = useCallback(
    (signal?: AbortSignal): Promise<void> =>
      // The schema (and zod with it) loads only for a visitor with a stored session, not on every first visit.
      import('./me-schema')
        .then(({ MeResponseSchema }) => apiFetch('/auth/me', { schema: MeResponseSchema, signal }))
        .then((answer) => {
          if (!answer.success || readStoredUser().kind !== 'user') return;
          writeStoredUser(answer.user);
          setUser(answer.user);
        })
        .catch((error: unknown) => {
          // Only the server saying "no session" logs out; a network hiccup keeps the stored user.
          if (error instanceof ApiError && error.status === 401) forget();
        }),
    [forget],
  );

  // Session restore (document 1, section 4), then the server's confirmation.
  useEffect(() => {
    const stored = readStoredUser();
    setUser(stored.kind === 'user' ? stored.user : null);
    setIsLoading(false);
    if (stored.kind !== 'user') return;
    const controller = new AbortController();
    void confirmSession(controller.signal);
    return () => controller.abort();
  }, [confirmSession]);

  // Coming back to the tab re-checks the session, so a page left open does not act on a dead one.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && readStoredUser().kind === 'user') void confirmSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [confirmSession]);

  // Another tab logging in or out changes userData; follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.userData) return;
      const stored = readStoredUser();
      setUser(stored.kind === 'user' ? stored.user : null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback((next: User) => {
    writeStoredUser(next);
    setUser(next);
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiFetch('/auth/logout', { method: 'POST', body: {} });
    } catch (error) {
      // The local session ends regardless; the cookie is HttpOnly and expires on the server's side.
      console.error('Logout request failed.', error);
    }
    forget();
  }, [forget]);

  // Without a stored user there is nobody to refresh, and no reason to ask the server.
  const refreshUser = useCallback(
    () => (readStoredUser().kind === 'user' ? confirmSession() : Promise.resolve()),
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
