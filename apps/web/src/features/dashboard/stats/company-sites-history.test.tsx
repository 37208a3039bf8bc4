import { MESSAGES, STORAGE_KEYS, type JobStats, type SkippedJobEntry } from '@applypilot/contracts';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { resetFollowedSkippedRun } from '../../../lib/stats/skipped-jobs';
import type { StatsSummary } from '../../../lib/stats/summary';
import { stubFetch, withQueryClient, type RecordedCall, type StubAnswer } from '../../../lib/test-support';
import { HistoryTab } from './history-tab';
import { OverviewTab } from './overview-tab';
import { SkippedJobsList } from './skipped-jobs-list';
import { UnconfirmedList } from './unconfirmed-list';

/**
 * The history and statistics for company sites (issue 30) and pages not understood (issue 27), decision 055: "via
 * Greenhouse" on sent rows, the applications waiting for "did it arrive?", the skipped jobs of every kind with their
 * reasons and links, and the split of the statistics.
 */

const account = { email: 'asha@example.com', displayName: 'Asha Rao', isPremium: false, emailVerified: true };
const SUBMITTED = Date.UTC(2026, 10, 27, 12);

function renderWith(element: React.ReactNode, responder: (call: RecordedCall) => StubAnswer | undefined) {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(account));
  const calls = stubFetch((call) => {
    if (call.url === '/auth/me') return { body: { success: true, user: account } };
    return responder(call) ?? { status: 404, body: { success: false, error: 'Not found' } };
  });
  const router = createMemoryRouter([{ path: '*', element }]);
  render(withQueryClient(<AuthProvider>{<RouterProvider router={router} />}</AuthProvider>));
  return calls;
}

async function settle() {
  for (let i = 0; i < 8; i += 1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

beforeEach(() => {
  localStorage.clear();
  resetFollowedSkippedRun();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the history of company-site applications', () => {
  it('says "via Greenhouse" with the site’s link on a row sent there, and nothing on an Easy Apply row', () => {
    renderWith(
      <HistoryTab
        preview={[
          {
            jobTitle: 'Backend Engineer',
            jobUrl: 'https://www.linkedin.com/jobs/view/1/',
            company: 'Acme',
            appliedAt: { _seconds: 1_790_000_000 },
            site: 'Greenhouse',
            siteUrl: 'https://boards.greenhouse.io/acme/jobs/4012345',
          },
          {
            jobTitle: 'Frontend Engineer',
            jobUrl: 'https://www.linkedin.com/jobs/view/2/',
            company: 'Beta',
            appliedAt: { _seconds: 1_790_000_000 },
            site: 'linkedin',
            siteUrl: null,
          },
          {
            jobTitle: 'QA Engineer',
            jobUrl: 'https://www.linkedin.com/jobs/view/3/',
            company: 'Gamma',
            appliedAt: { _seconds: 1_790_000_000 },
            site: 'Lever',
            siteUrl: 'javascript:alert(1)',
          },
        ]}
        total={3}
      />,
      () => undefined,
    );
    const sites = screen.getAllByTestId('history-site');
    expect(sites.map((site) => site.textContent)).toEqual(['via Greenhouse', 'via Lever']);
    expect(within(sites[0]!).getByRole('link', { name: 'Greenhouse' }).getAttribute('href')).toBe(
      'https://boards.greenhouse.io/acme/jobs/4012345',
    );
    // Only http(s) addresses become links.
    expect(within(sites[1]!).queryByRole('link')).toBeNull();
  });

  it('asks about each unconfirmed application; It arrived charges it, It did not arrive closes it', async () => {
    let waiting = [
      {
        id: '11111111-1111-4111-8111-111111111111',
        jobId: '4100000007',
        jobTitle: 'Platform Engineer',
        jobUrl: 'https://www.linkedin.com/jobs/view/4100000007/',
        company: 'Acme',
        site: 'Greenhouse',
        siteUrl: 'https://boards.greenhouse.io/acme/jobs/7',
        submittedAt: SUBMITTED,
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        jobId: '4100000008',
        jobTitle: 'Data Engineer',
        jobUrl: 'https://www.linkedin.com/jobs/view/4100000008/',
        company: 'Beta',
        site: 'Ashby',
        siteUrl: null,
        submittedAt: SUBMITTED,
      },
    ];
    const calls = renderWith(<UnconfirmedList />, (call) => {
      if (call.url === '/api/applications/unconfirmed')
        return { body: { success: true, applications: waiting } };
      const answered = /^\/api\/applications\/([^/]+)\/(arrived|not-arrived)$/.exec(call.url);
      if (answered && call.method === 'POST') {
        const [, id, route] = answered;
        const application = waiting.find((a) => a.id === id)!;
        waiting = waiting.filter((a) => a.id !== id);
        return {
          body: {
            success: true,
            application: { id, jobId: application.jobId, status: route === 'arrived' ? 'sent' : 'cancelled' },
            availableJobs: 4,
          },
        };
      }
      return undefined;
    });
    await settle();
    const section = screen.getByTestId('unconfirmed');
    expect(within(section).getByRole('heading').textContent).toBe('Submitted, not confirmed');
    expect(section.querySelector('p')?.textContent).toBe(
      'ApplyPilot submitted these on the company’s own site, but the site did not confirm them, so no credit was taken. Check your email or the site: if an application arrived, press It arrived (1 credit); if it did not, press It did not arrive (nothing is charged).',
    );
    const rows = screen.getAllByTestId('unconfirmed-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Platform EngineerAcme · via Greenhouse · Nov 27, 2026It arrivedIt did not arrive',
      'Data EngineerBeta · via Ashby · Nov 27, 2026It arrivedIt did not arrive',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Greenhouse' }).getAttribute('href')).toBe(
      'https://boards.greenhouse.io/acme/jobs/7',
    );

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'It arrived' }));
    await settle();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/applications/11111111-1111-4111-8111-111111111111/arrived',
    ]);
    expect(within(section).getByRole('status').textContent).toBe(
      '“Platform Engineer” is recorded as sent: 1 credit used.',
    );
    expect(screen.getAllByTestId('unconfirmed-row').map((row) => row.textContent?.split('Beta')[0])).toEqual([
      'Data Engineer',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'It did not arrive' }));
    await settle();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/applications/11111111-1111-4111-8111-111111111111/arrived',
      '/api/applications/22222222-2222-4222-8222-222222222222/not-arrived',
    ]);
    expect(screen.getByRole('status').textContent).toBe('“Data Engineer” is closed: nothing was charged.');
    expect(screen.queryAllByTestId('unconfirmed-row')).toEqual([]);
  });

  it('shows the API’s 402 with a way to buy credits, and keeps the row', async () => {
    renderWith(<UnconfirmedList />, (call) => {
      if (call.url === '/api/applications/unconfirmed')
        return {
          body: {
            success: true,
            applications: [
              {
                id: '33333333-3333-4333-8333-333333333333',
                jobId: '4100000009',
                jobTitle: 'SRE',
                jobUrl: 'https://www.linkedin.com/jobs/view/4100000009/',
                company: 'Acme',
                site: 'Lever',
                siteUrl: 'https://jobs.lever.co/acme/9',
                submittedAt: SUBMITTED,
              },
            ],
          },
        };
      if (call.url.endsWith('/arrived'))
        return { status: 402, body: { success: false, error: MESSAGES.arrivedNeedsCredit } };
      return undefined;
    });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'It arrived' }));
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'You have no credits left to pay for this application. Buy credits, then press "It arrived" again. Buy credits',
    );
    expect(within(alert).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getAllByTestId('unconfirmed-row')).toHaveLength(1);
  });

  it('is not shown while nothing waits', async () => {
    renderWith(<UnconfirmedList />, (call) =>
      call.url === '/api/applications/unconfirmed'
        ? { body: { success: true, applications: [] } }
        : undefined,
    );
    await settle();
    expect(screen.queryByTestId('unconfirmed')).toBeNull();
  });
});

describe('the skipped jobs of every kind', () => {
  const entry = (changes: Partial<SkippedJobEntry>): SkippedJobEntry => ({
    id: String(Math.random()),
    jobId: '4100000001',
    jobUrl: 'https://www.linkedin.com/jobs/view/4100000001/',
    jobTitle: 'Data Engineer',
    company: 'Acme',
    kind: 'not-understood',
    score: null,
    reason: MESSAGES.pageNotUnderstood,
    missingSkills: [],
    capture: null,
    site: null,
    siteUrl: null,
    createdAt: SUBMITTED,
    ...changes,
  });

  it('lists each with why and the site’s link; a page not understood has the support mail', async () => {
    renderWith(<SkippedJobsList />, (call) =>
      call.url === '/api/skipped-jobs'
        ? {
            body: {
              success: true,
              skipped: [
                entry({ capture: '4100000001-1764300000000.html' }),
                entry({
                  jobId: '4100000002',
                  jobTitle: 'Platform Engineer',
                  kind: 'site-not-supported',
                  reason: MESSAGES.companySiteNotSupported,
                  site: 'Workday',
                  siteUrl: 'https://globex.wd5.myworkdayjobs.com/careers/job/R1',
                }),
                entry({
                  jobId: '4100000003',
                  jobTitle: 'Backend Engineer',
                  kind: 'closed',
                  reason: MESSAGES.postingClosed,
                  site: 'Greenhouse',
                  siteUrl: 'https://boards.greenhouse.io/initech/jobs/999',
                }),
                entry({
                  jobId: '4100000004',
                  jobTitle: 'Go Engineer',
                  kind: 'fit',
                  score: 31,
                  reason: 'Fit 31%: asks for Go (8 years), which your profile does not list',
                  missingSkills: ['Go'],
                }),
              ],
            },
          }
        : undefined,
    );
    await settle();
    const table = screen.getByTestId('skipped-jobs');
    expect(
      within(table)
        .getAllByTestId('skipped-reason')
        .map((cell) => cell.textContent),
    ).toEqual([
      'LinkedIn showed a page ApplyPilot does not understand yet. Nothing was sent and no credit was spent.',
      'Company site not supported yet: Workday',
      'Closed on Greenhouse',
      'Fit 31%: asks for Go (8 years), which your profile does not list',
    ]);
    expect(within(table).getByRole('link', { name: 'Workday' }).getAttribute('href')).toBe(
      'https://globex.wd5.myworkdayjobs.com/careers/job/R1',
    );
    expect(within(table).getByRole('link', { name: 'Greenhouse' }).getAttribute('href')).toBe(
      'https://boards.greenhouse.io/initech/jobs/999',
    );
    // Only the page with a kept copy offers the mail.
    const buttons = within(table).getAllByRole('button', { name: 'Email support with the page' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.closest('tr')?.getAttribute('data-job-id')).toBe('4100000001');
    expect(screen.getByRole('heading', { name: 'Skipped Jobs' })).toBeTruthy();
  });

  it('says when nothing was skipped', async () => {
    renderWith(<SkippedJobsList />, (call) =>
      call.url === '/api/skipped-jobs' ? { body: { success: true, skipped: [] } } : undefined,
    );
    await settle();
    expect(screen.getByText('No jobs skipped yet.')).toBeTruthy();
  });
});

describe('the statistics split by site', () => {
  it('counts Easy Apply and company sites apart, and says nothing for an older server', () => {
    const summary = {
      total: 5,
      today: 1,
      todayChange: null,
      thirtyDays: 5,
      thirtyDaysChange: null,
      bars: [],
      timeOfDay: [],
    } as unknown as StatsSummary;
    const stats = { easyApply: 3, companySites: 2 } as JobStats;
    renderWith(<OverviewTab summary={summary} availableJobs={4} stats={stats} />, () => undefined);
    expect(screen.getByTestId('stats-by-site').textContent).toBe(
      'Sent through LinkedIn Easy Apply: 3 · On company sites (Greenhouse, Lever, Ashby): 2',
    );
    cleanup();
    renderWith(<OverviewTab summary={summary} availableJobs={4} />, () => undefined);
    expect(screen.queryByTestId('stats-by-site')).toBeNull();
  });
});
