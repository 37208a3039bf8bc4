import { STORAGE_KEYS, type PublicConfig, type User } from '@applypilot/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { stubFetch, withQueryClient } from '../../../lib/test-support';
import { Sidebar } from './sidebar';

// The app shell passes the builder's real actions (they pull in the PDF stack); the sidebar only decides where they
// appear.
const ResumeActions = () => <div data-testid="resume-actions">resume actions</div>;

const config: PublicConfig = {
  googleClientId: null,
  paymentMode: 'sandbox',
  razorpayKeyId: null,
  plans: [],
  extensionUrl: 'https://chromewebstore.google.com/detail/applypilot',
  downloadUrl: '/downloads/agent.zip',
};

/** Job info as the server answers it; `never` keeps the call pending (the page is still loading it). */
type JobInfoAnswer = { isPremium: boolean } | 'never';

function renderSidebar(
  path: string,
  user: User,
  open = true,
  jobInfo: JobInfoAnswer = user,
  publicConfig: PublicConfig = config,
) {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  stubFetch((call) => {
    if (call.url === '/api/config') return { body: publicConfig };
    if (call.url === '/api/user/job-info') {
      if (jobInfo === 'never') return new Promise<never>(() => undefined);
      const info = {
        jobHistory: [],
        availableJobs: 5,
        isPremium: jobInfo.isPremium,
        dailyCount: 0,
        monthlyCount: 0,
      };
      return { body: { success: true, user: info } };
    }
    return { body: { success: true, user } };
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <Sidebar
            open={open}
            onToggle={() => undefined}
            onOpen={() => undefined}
            resumeActions={ResumeActions}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(withQueryClient(<AuthProvider>{<RouterProvider router={router} />}</AuthProvider>));
}

const free: User = { email: 'ravi@example.com', displayName: null, isPremium: false, emailVerified: true };
const premium: User = {
  email: 'asha@example.com',
  displayName: 'Asha Verma',
  isPremium: true,
  emailVerified: true,
};

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('dashboard sidebar', () => {
  it('opens the submenu of the area the route is in, with the builder actions under Resume Builder', async () => {
    renderSidebar('/dashboard/resume-builder', free);
    await screen.findByTestId('submenu-resume');
    expect(await screen.findByTestId('resume-actions')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resume Builder' }));
    expect(screen.queryByTestId('submenu-resume')).toBeNull();
  });

  it('lists each page once: Interview Assistant and Interview Settings are one entry each, no submenu', async () => {
    renderSidebar('/dashboard/interview-settings', free);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await screen.findByText('Get Extension');
    const entries = [...nav.querySelectorAll('a, button')].map((element) => element.textContent);
    expect(entries).toEqual([
      'Dashboard',
      'Assistant Setup',
      'Interview Assistant',
      'Interview Settings',
      'Resume Builder',
      'Get Extension',
    ]);
    expect(screen.getByRole('link', { name: 'Interview Assistant' }).getAttribute('href')).toBe(
      '/dashboard/interview-assistant',
    );
    // One link to the settings page, and it is the one marked current.
    const settings = screen.getAllByRole('link', { name: /settings/i });
    expect(settings).toHaveLength(1);
    expect(settings[0]?.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('submenu-interview')).toBeNull();
  });

  it('names the Settings entry for what it opens: the interview settings', async () => {
    renderSidebar('/dashboard', free);
    const entry = (await screen.findByText('Interview Settings')).closest('a');
    expect(entry?.getAttribute('href')).toBe('/dashboard/interview-settings');
    // Open, the label carries its whole name as a tooltip too.
    expect(screen.getByText('Interview Assistant').getAttribute('title')).toBe('Interview Assistant');
    // Collapsed, the same name is the entry's tooltip and its accessible name.
    cleanup();
    renderSidebar('/dashboard', free, false);
    const closed = await screen.findByRole('link', { name: 'Interview Settings' });
    expect(closed.getAttribute('title')).toBe('Interview Settings');
  });

  it('shows no submenu and no builder actions when collapsed', async () => {
    renderSidebar('/dashboard/resume-builder', free, false);
    await screen.findByText('Resume Builder');
    expect(screen.queryByTestId('submenu-resume')).toBeNull();
    expect(screen.queryByTestId('resume-actions')).toBeNull();
  });

  it('links Get Extension to the download page by default, in the same tab', async () => {
    renderSidebar('/dashboard', free, true, free, { ...config, extensionUrl: '/try-now' });
    const link = (await screen.findByText('Get Extension')).closest('a');
    expect(link?.getAttribute('href')).toBe('/try-now');
    expect(link?.getAttribute('target')).toBeNull();
  });

  it('links Get Extension to a configured store in a new tab', async () => {
    renderSidebar('/dashboard', free);
    const link = (await screen.findByText('Get Extension')).closest('a');
    expect(link?.getAttribute('href')).toBe(config.extensionUrl);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('offers Upgrade Plan to a free user, with the email as name and its letter as avatar', async () => {
    renderSidebar('/dashboard', free);
    expect(await screen.findByRole('button', { name: 'Upgrade Plan' })).toBeTruthy();
    expect(screen.getByTestId('sidebar-user-name').textContent).toBe('ravi@example.com');
    expect(screen.getByTestId('sidebar-avatar').textContent).toBe('R');
    expect(screen.queryByText('Premium')).toBeNull();
  });

  it("takes the avatar's letter from the name, and gives the long name and the email their whole text as tooltips", async () => {
    const long: User = {
      email: 'venkataraman.priyadarshini@example-company.co.in',
      displayName: 'Priyadarshini Venkataraman-Subramanian',
      isPremium: false,
      emailVerified: true,
    };
    renderSidebar('/dashboard', long);
    const name = await screen.findByTestId('sidebar-user-name');
    expect(name.textContent).toBe('Priyadarshini Venkataraman-Subramanian');
    expect(name.getAttribute('title')).toBe('Priyadarshini Venkataraman-Subramanian');
    const email = screen.getByTestId('sidebar-user-email');
    expect(email.textContent).toBe('venkataraman.priyadarshini@example-company.co.in');
    expect(email.getAttribute('title')).toBe('venkataraman.priyadarshini@example-company.co.in');
    expect(screen.getByTestId('sidebar-avatar').textContent).toBe('P');
  });

  it('hides Upgrade Plan and shows the Premium badge for a premium user', async () => {
    renderSidebar('/dashboard', premium);
    await waitFor(() => expect(screen.getByTestId('sidebar-user-name').textContent).toBe('Asha Verma'));
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade Plan' })).toBeNull();
  });

  it('shows the Premium badge as soon as job info says so, though the session still says free', async () => {
    renderSidebar('/dashboard', free, true, { isPremium: true });
    await screen.findByText('Premium');
    expect(screen.queryByRole('button', { name: 'Upgrade Plan' })).toBeNull();
  });

  it('follows job info over the session when it says the account is not premium', async () => {
    renderSidebar('/dashboard', premium, true, { isPremium: false });
    await screen.findByRole('button', { name: 'Upgrade Plan' });
    expect(screen.queryByText('Premium')).toBeNull();
  });

  it("uses the session's premium state while job info is loading", async () => {
    renderSidebar('/dashboard', premium, true, 'never');
    await screen.findByText('Premium');
    expect(screen.queryByRole('button', { name: 'Upgrade Plan' })).toBeNull();
  });
});
