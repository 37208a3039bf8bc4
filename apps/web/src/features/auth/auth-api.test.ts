import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLogoutPending, markLogoutPending } from '../../lib/auth/pending-logout';
import { stubFetch } from '../../lib/test-support';
import { loginWithGoogle, loginWithPassword } from './auth-api';

const user = { email: 'bilal@example.com', displayName: 'Bilal', isPremium: false, emailVerified: true };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('signing in after a logout the server never heard of (issue 16)', () => {
  it('ends the old session with its cookie before the password sign-in replaces the cookie', async () => {
    markLogoutPending();
    const calls = stubFetch(() => ({ body: { success: true, user } }));
    await loginWithPassword(user.email, 'secret-pass-1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /auth/logout', 'POST /auth/login']);
    expect(isLogoutPending()).toBe(false);
  });

  it('does the same before a Google sign-in', async () => {
    markLogoutPending();
    const calls = stubFetch(() => ({ body: { success: true, user } }));
    await loginWithGoogle('google-credential');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /auth/logout', 'POST /auth/google']);
  });

  it('asks nothing extra when no logout is pending', async () => {
    const calls = stubFetch(() => ({ body: { success: true, user } }));
    await loginWithPassword(user.email, 'secret-pass-1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /auth/login']);
  });
});
