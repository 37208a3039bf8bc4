import { MESSAGES, STORAGE_KEYS } from '@applypilot/contracts';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { LoginPage } from './login-page';

afterEach(() => localStorage.clear());

/**
 * The page's first paint, before the session is read (a server render runs no effects, as a browser paints before
 * they run): that is the moment section 2 says /login shows "Initializing Session...".
 */
function firstPaint(): string {
  return renderToString(
    <MemoryRouter initialEntries={['/login']}>
      <AuthProvider>
        <LoginPage />
      </AuthProvider>
    </MemoryRouter>,
  );
}

describe('/login while the session initialises', () => {
  it('shows "Initializing Session..." and no form, whether or not a user is stored', () => {
    for (const stored of [null, JSON.stringify({ email: 'asha@example.com' })]) {
      if (stored) localStorage.setItem(STORAGE_KEYS.userData, stored);
      const html = firstPaint();
      expect(html).toContain(MESSAGES.initializingSession);
      expect(html).not.toContain('<form');
    }
  });
});
