import { STORAGE_KEYS } from '@applypilot/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { stubFetch, withQueryClient } from '../../../lib/test-support';
import { CreditsCard } from './credits-card';

const user = { email: 'ravi@example.com', displayName: null, isPremium: false };

function renderCard(jobInfo: () => { status?: number; body?: unknown } | Promise<never>) {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  stubFetch((call) => (call.url === '/api/user/job-info' ? jobInfo() : { body: { success: true, user } }));
  const router = createMemoryRouter([{ path: '*', element: <CreditsCard /> }]);
  render(withQueryClient(<AuthProvider>{<RouterProvider router={router} />}</AuthProvider>));
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CreditsCard', () => {
  it('shows the available credits from job info and links to the plans', async () => {
    renderCard(() => ({
      body: {
        success: true,
        user: { jobHistory: [], availableJobs: 380, isPremium: true, dailyCount: 0, monthlyCount: 0 },
      },
    }));
    expect(screen.getByRole('heading', { name: 'Available Credits' })).toBeTruthy();
    expect((await screen.findByTestId('available-credits')).textContent).toBe('380');
    expect(screen.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/pricing');
  });

  it('says it is loading until job info answers', () => {
    renderCard(() => new Promise<never>(() => undefined));
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByTestId('available-credits')).toBeNull();
  });

  it('shows no figure when job info cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard(() => ({ status: 500, body: { success: false, error: 'Database unavailable.' } }));
    expect((await screen.findByTestId('available-credits')).textContent).toBe('—');
  });
});
