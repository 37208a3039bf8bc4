import { MESSAGES } from '@applypilot/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { RequireAuth } from './require-auth';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the dashboard guard', () => {
  it('shows "Loading..." while the auth state loads (its first paint), not the dashboard', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/dashboard']}>
        <AuthProvider>
          <RequireAuth>
            <p>dashboard content</p>
          </RequireAuth>
        </AuthProvider>
      </MemoryRouter>,
    );
    expect(html).toContain(MESSAGES.loading);
    expect(html).not.toContain('dashboard content');
  });

  it('then sends a visitor without a session to /login', async () => {
    vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/dashboard',
          element: (
            <RequireAuth>
              <p>dashboard content</p>
            </RequireAuth>
          ),
        },
        { path: '/login', element: <p>login page</p> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>,
    );
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.loading)).toBeNull();
  });
});
