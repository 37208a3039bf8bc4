import { STORAGE_KEYS, type User } from '@applypilot/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { stubFetch, withQueryClient } from '../../../lib/test-support';
import { DashboardHomePage } from './dashboard-home-page';

// The greeting is the subject; the panels below it have their own tests.
vi.mock('../automation/automation-panel', () => ({ AutomationPanel: () => null }));
vi.mock('../stats/statistics-panel', () => ({ StatisticsPanel: () => null }));
vi.mock('./start-button', () => ({ StartButton: () => null }));

const asha: User = {
  email: 'asha@example.com',
  displayName: 'Asha Verma',
  isPremium: false,
  emailVerified: true,
};

function renderHome(totalApplications: number | 'never') {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
  stubFetch((call) => {
    if (call.url !== '/api/user/job-info') return { body: { success: true, user: asha } };
    if (totalApplications === 'never') return new Promise<never>(() => undefined);
    const info = { jobHistory: [], availableJobs: 5, isPremium: false, dailyCount: 0, monthlyCount: 0 };
    return { body: { success: true, user: { ...info, totalApplications } } };
  });
  render(
    withQueryClient(
      <AuthProvider>
        <MemoryRouter>
          <DashboardHomePage />
        </MemoryRouter>
      </AuthProvider>,
    ),
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dashboard greeting (decision 043)', () => {
  it('says "Welcome" to an account that has sent no application yet', async () => {
    renderHome(0);
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha!' })).toBeTruthy();
  });

  it('says "Welcome back" once the account has sent applications', async () => {
    renderHome(3);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Asha!' })).toBeTruthy();
  });

  it('says "Welcome" while the figures are still loading', async () => {
    renderHome('never');
    expect(await screen.findByRole('heading', { name: 'Welcome, Asha!' })).toBeTruthy();
  });
});
