import { STORAGE_KEYS } from '@applypilot/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { JOB_INFO_QUERY_KEY } from '../../../lib/job-info';
import type { HistoryEntry } from '../../../lib/stats/history-entry';
import { stubFetch, withQueryClient, type StubAnswer } from '../../../lib/test-support';
import { StatisticsPanel } from './statistics-panel';

const user = { email: 'ravi@example.com', displayName: null, isPremium: false };
// A fixed clock at local noon (only Date is faked): "today" never crosses midnight during a run.
const NOW = new Date(2026, 10, 23, 12, 0, 0).getTime();
const nowSeconds = Math.floor(NOW / 1000);

function entry(title: string, url: string, secondsAgo = 60): HistoryEntry {
  return { jobTitle: title, jobUrl: url, company: 'Acme', appliedAt: { _seconds: nowSeconds - secondsAgo } };
}

/** Server figures for an empty history counted on the test clock's local date. */
const STATS = {
  timeZone: 'UTC',
  localDate: '2026-11-23',
  today: 0,
  yesterdayUntilNow: 0,
  last30Days: 0,
  previous30Days: 0,
  lastSevenDays: [0, 0, 0, 0, 0, 0, 0],
  timeOfDay: { Morning: 0, Afternoon: 0, Evening: 0, Night: 0 },
};

/**
 * Job info as `info` says (null: never answers; a function: by the call's number, from 1); pages of the history from
 * `pages` (by cursor, '' = first).
 */
function renderPanel(
  info: Record<string, unknown> | null | ((call: number) => Record<string, unknown>),
  pages: (cursor: string) => StubAnswer | Promise<StubAnswer> = () => ({ status: 404, body: {} }),
) {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  let jobInfoAnswers = 0;
  const calls = stubFetch((call) => {
    if (call.url.startsWith('/api/user/applications')) {
      return pages(new URLSearchParams(call.url.split('?')[1] ?? '').get('cursor') ?? '');
    }
    if (call.url !== '/api/user/job-info') return { body: { success: true, user } };
    if (info === null) return new Promise<never>(() => undefined);
    jobInfoAnswers += 1;
    const fields = typeof info === 'function' ? info(jobInfoAnswers) : info;
    return {
      body: {
        success: true,
        user: {
          jobHistory: [],
          availableJobs: 5,
          isPremium: false,
          dailyCount: 0,
          monthlyCount: 0,
          ...fields,
        },
      },
    };
  });
  const router = createMemoryRouter([{ path: '*', element: <StatisticsPanel /> }]);
  render(withQueryClient(<AuthProvider>{<RouterProvider router={router} />}</AuthProvider>));
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  // jsdom has no canvas: Chart.js reports that it cannot draw, which is not what these tests look at.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
});

describe('StatisticsPanel', () => {
  it('shows the loading overlay until job info answers', () => {
    renderPanel(null);
    expect(screen.getByRole('status').textContent).toBe('Loading Statistics...');
  });

  it('opens on the overview, and moves between tabs by click and arrow keys', async () => {
    renderPanel({ jobHistory: [entry('Engineer', 'https://x.test/1')], availableJobs: 42 });
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeTruthy();
    expect(screen.getByTestId('stat-credits-value').textContent).toBe('42');
    expect(screen.getByTestId('stat-today-value').textContent).toBe('1');
    expect(screen.getByTestId('stat-today-change').textContent).toContain('no data');

    fireEvent.click(screen.getByRole('tab', { name: 'Metrics' }));
    expect(screen.getByRole('tabpanel', { name: 'Metrics' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Application Limits' })).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Metrics' }), { key: 'ArrowLeft' });
    const history = screen.getByRole('tab', { name: 'History' });
    expect(history.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(history);
    expect(screen.getByRole('heading', { name: 'Recent Job Applications' })).toBeTruthy();

    fireEvent.keyDown(history, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Metrics' }).getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Metrics' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows the chart empty states and the first-steps hint without applications', async () => {
    renderPanel({});
    await screen.findByRole('tab', { name: 'Overview' });
    expect(screen.getAllByText('No applications to chart yet.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByText('No job applications yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Metrics' }));
    expect(screen.getByTestId('tip-first-steps')).toBeTruthy();
    expect(screen.getByTestId('insight-active').textContent).toBe('N/A');
  });

  it('pages "View All Applications (N)" from the server, 50 at a time, with its progress, then Show Less', async () => {
    const all = Array.from({ length: 120 }, (_, i) =>
      entry(`Job ${i + 1}`, `https://x.test/${i + 1}`, 60 + i),
    );
    const pageOf = (from: number, next: string | null) => ({
      body: { success: true, jobHistory: all.slice(from, from + 50), nextCursor: next },
    });
    const asked: string[] = [];
    let releaseSecond: () => void = () => undefined;
    renderPanel(
      {
        jobHistory: all.slice(0, 5),
        totalApplications: 120,
        jobHistoryNextCursor: 'c5',
        stats: { ...STATS, today: 120 },
      },
      (cursor) => {
        asked.push(cursor);
        if (cursor === '') return pageOf(0, 'c50');
        if (cursor === 'c50') {
          return new Promise<StubAnswer>((resolve) => {
            releaseSecond = () => resolve(pageOf(50, 'c100'));
          });
        }
        return pageOf(100, null);
      },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const rows = () => within(screen.getByTestId('history-table')).getAllByRole('row').length - 1;
    expect(rows()).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'View All Applications (120)' }));
    await waitFor(() => expect(rows()).toBe(50));
    expect(screen.getByTestId('history-progress').textContent).toBe('Showing 50 of 120 applications');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Loading more applications...')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    releaseSecond();
    await waitFor(() => expect(rows()).toBe(100));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toBe(120));
    expect(screen.getByTestId('history-progress').textContent).toBe('Showing 120 of 120 applications');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText('Job 120')).toBeTruthy();
    expect(asked).toEqual(['', 'c50', 'c100']);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(rows()).toBe(5);
  });

  it('says when a page could not be loaded, keeps what is shown, and tries again on request', async () => {
    const all = Array.from({ length: 60 }, (_, i) =>
      entry(`Job ${i + 1}`, `https://x.test/${i + 1}`, 60 + i),
    );
    let failing = true;
    renderPanel({ jobHistory: all.slice(0, 5), totalApplications: 60, stats: STATS }, (cursor) => {
      if (cursor === '') return { body: { success: true, jobHistory: all.slice(0, 50), nextCursor: 'c50' } };
      if (failing) return { status: 500, body: { success: false, error: 'Database unavailable.' } };
      return { body: { success: true, jobHistory: all.slice(50), nextCursor: null } };
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    fireEvent.click(screen.getByRole('button', { name: 'View All Applications (60)' }));
    const rows = () => within(screen.getByTestId('history-table')).getAllByRole('row').length - 1;
    await waitFor(() => expect(rows()).toBe(50));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'More applications could not be loaded. Please try again.',
    );
    expect(rows()).toBe(50);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toBe(60));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("lists an older server's whole history: 5 entries, then all of them, then 5 again", async () => {
    const history = Array.from({ length: 7 }, (_, i) =>
      entry(`Job ${i + 1}`, `https://x.test/${i + 1}`, 60 + i),
    );
    renderPanel({ jobHistory: history });
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const rows = () => within(screen.getByTestId('history-table')).getAllByRole('row').length - 1;
    expect(rows()).toBe(5);
    fireEvent.click(screen.getByRole('button', { name: 'View All Applications (7)' }));
    expect(rows()).toBe(7);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(rows()).toBe(5);
  });

  it('titles entries by the fallback chain, as text, linking only http(s) URLs in a new tab', async () => {
    renderPanel({
      jobHistory: [
        entry('<img src=x onerror=alert(1)>', 'https://x.test/jobs/1'),
        entry('', 'https://x.test/jobs/senior-data-analyst'),
        entry('', 'https://x.test/'),
        entry('Pay Me', 'javascript:alert(1)'),
        entry('', 'not a url'),
      ],
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'History' }));
    const malicious = screen.getByRole('link', { name: '<img src=x onerror=alert(1)>' });
    expect(malicious.getAttribute('href')).toBe('https://x.test/jobs/1');
    expect(malicious.getAttribute('target')).toBe('_blank');
    expect(malicious.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'senior data analyst' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Job Link' })).toBeTruthy();
    expect(screen.getByText('Pay Me').closest('a')).toBeNull();
    expect(screen.getByText('not a url').closest('a')).toBeNull();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('shows a free user the limits, the upgrade button and the low-credit prompt', async () => {
    renderPanel({
      jobHistory: [entry('A', 'https://x.test/a')],
      availableJobs: 3,
      dailyCount: 36,
      monthlyCount: 1200,
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Metrics' }));
    expect(screen.getByRole('progressbar', { name: 'Daily Limit' }).getAttribute('aria-valuenow')).toBe('90');
    expect(screen.getByRole('progressbar', { name: 'Monthly Limit' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(screen.getByTestId('account-type').textContent).toBe('Free');
    // The balance is in credits here too: "Available Jobs" read as jobs on offer.
    expect(screen.getByText('Available Credits').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByTestId('tip-upgrade').textContent).toBe(
      'Only 3 credits left. Upgrade to Premium to keep applying.',
    );
    expect(screen.getByTestId('tip-approaching-daily').textContent).toContain('36/40');
  });

  it('shows a premium user no upgrade', async () => {
    renderPanel({ jobHistory: [entry('A', 'https://x.test/a')], availableJobs: 3, isPremium: true });
    fireEvent.click(await screen.findByRole('tab', { name: 'Metrics' }));
    expect(screen.getByTestId('account-type').textContent).toBe('Premium');
    expect(screen.queryByRole('link', { name: 'Upgrade to Premium' })).toBeNull();
    expect(screen.queryByTestId('tip-upgrade')).toBeNull();
  });

  it("shows the server's figures, counted over the whole history, not the newest few it sent", async () => {
    renderPanel({
      jobHistory: [entry('Newest', 'https://x.test/n')],
      totalApplications: 240,
      jobHistoryNextCursor: 'cursor',
      stats: {
        ...STATS,
        today: 12,
        yesterdayUntilNow: 8,
        last30Days: 200,
        previous30Days: 160,
        lastSevenDays: [3, 0, 5, 7, 9, 10, 12],
        timeOfDay: { Morning: 100, Afternoon: 120, Evening: 15, Night: 5 },
      },
    });
    expect((await screen.findByTestId('stat-today-value')).textContent).toBe('12');
    expect(screen.getByTestId('stat-today-change').textContent).toContain('+50.0%');
    expect(screen.getByTestId('stat-monthly-value').textContent).toBe('200');
    expect(screen.getByTestId('stat-monthly-change').textContent).toContain('+25.0%');
    expect(screen.getByTestId('stat-total-value').textContent).toBe('240');
    expect(screen.getByRole('img', { name: /Applications per day/ }).getAttribute('aria-label')).toBe(
      'Applications per day. 6d: 3, 5d: 0, 4d: 5, 3d: 7, 2d: 9, 1d: 10, Today: 12',
    );
    expect(screen.getByRole('img', { name: /by time of day/ }).getAttribute('aria-label')).toBe(
      'Applications by time of day. Morning: 100, Afternoon: 120, Evening: 15, Night: 5',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Metrics' }));
    expect(screen.getByTestId('insight-weekly').textContent).toBe('50.0');
    expect(screen.getByTestId('insight-daily').textContent).toBe('6.7');
    expect(screen.getByTestId('insight-active').textContent).toBe('Afternoon');
    expect(screen.getByTestId('account-total').textContent).toBe('240');
  });

  it('asks again once when the local day has turned since the server counted "today"', async () => {
    // Both answers name the 22nd (a server clock behind); the second is told apart by its credits.
    const calls = renderPanel((n) => ({ stats: { ...STATS, localDate: '2026-11-22' }, availableJobs: n }));
    await screen.findByTestId('stat-today-value');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user/job-info')).toHaveLength(2));
    // The second answer is on screen and its render's effects have run: a third request would have been made by now.
    await waitFor(() => expect(screen.getByTestId('stat-credits-value').textContent).toBe('2'));
    await act(async () => undefined);
    expect(calls.filter((c) => c.url === '/api/user/job-info')).toHaveLength(2);
  });

  it('says the statistics are unavailable when the first load fails', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
    stubFetch((call) =>
      call.url === '/api/user/job-info'
        ? { status: 500, body: { success: false, error: 'Database unavailable.' } }
        : { body: { success: true, user } },
    );
    const router = createMemoryRouter([{ path: '*', element: <StatisticsPanel /> }]);
    render(withQueryClient(<AuthProvider>{<RouterProvider router={router} />}</AuthProvider>));
    expect(
      await screen.findByText('Statistics could not be loaded. They will refresh automatically.'),
    ).toBeTruthy();
  });

  it('keeps the last figures on screen when a refresh fails', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
    let fail = false;
    stubFetch((call) => {
      if (call.url !== '/api/user/job-info') return { body: { success: true, user } };
      if (fail) return { status: 500, body: { success: false, error: 'Database unavailable.' } };
      const info = { jobHistory: [], availableJobs: 17, isPremium: false, dailyCount: 0, monthlyCount: 0 };
      return { body: { success: true, user: info } };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '*', element: <StatisticsPanel /> }]);
    render(
      <QueryClientProvider client={client}>
        <AuthProvider>{<RouterProvider router={router} />}</AuthProvider>
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('stat-credits-value')).textContent).toBe('17');
    fail = true;
    await act(() => client.refetchQueries({ queryKey: JOB_INFO_QUERY_KEY }));
    expect(console.error).toHaveBeenCalledWith('Job info could not be loaded.', expect.any(Error));
    expect(screen.getByTestId('stat-credits-value').textContent).toBe('17');
  });
});
