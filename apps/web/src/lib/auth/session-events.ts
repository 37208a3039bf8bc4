/**
 * Page-wide stores outside React (the automation run, the builder's title) hear here when the signed-in person goes,
 * without lib/auth importing them (they load with the dashboard; auth loads on every page).
 */
const resetListeners = new Set<() => void>();
const logoutListeners = new Set<() => void>();

/** The person's in-memory state must go: a logout, another person signing in, the session ending, another tab's. */
export function onPerUserReset(listener: () => void): () => void {
  resetListeners.add(listener);
  return () => resetListeners.delete(listener);
}

export function resetPerUserState(): void {
  for (const listener of resetListeners) listener();
}

/** This tab's user pressed Logout: runs before the session ends (the automation store stops a run with it). */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

export function announceLogout(): void {
  for (const listener of logoutListeners) listener();
}
