import {
  DEFAULT_FIT_THRESHOLD,
  FIT_THRESHOLD_REASON,
  STORAGE_KEYS,
  type AgentEvent,
} from '@applypilot/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../components/dialog-provider';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { resetAutomationState } from '../../../lib/automation/automation-store';
import { resetFollowedRun } from '../../../lib/automation/use-job-info-follows-run';
import { stubFetch, withQueryClient } from '../../../lib/test-support';
import { StartButton } from '../pages/start-button';
import { FitSettingsFields } from '../setup/fit-settings';
import { SkippedJobsList } from '../stats/skipped-jobs-list';
import { FitStats } from '../stats/fit-stats';
import { AutomationPanel } from './automation-panel';
import { userStorage } from '../../../lib/user-data/user-store';

/** Issue 21 on the dashboard: the setup's fit settings, the START_AUTOMATION payload, the panel's fit lines, the
 * history's skipped jobs and the statistics' figures. */

const account = { email: 'asha@example.com', displayName: 'Asha Rao', isPremium: false, emailVerified: true };
const SKIP_LINE = 'Fit 38%: asks for Go (8 years) and Kubernetes, which your profile does not list';

function seedSetup() {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(account));
  userStorage.setItem(
    STORAGE_KEYS.resumeData,
    JSON.stringify({ base64: 'data:application/pdf;base64,JVBERi0', filename: 'Asha.pdf', text: 'Asha' }),
  );
  userStorage.setItem(
    STORAGE_KEYS.jobSearchSettings,
    JSON.stringify({
      jobTitle: 'Backend',
      location: '',
      experienceLevel: 'Any',
      workType: 'Any',
      datePosted: 'Any time',
    }),
  );
  userStorage.setItem(
    STORAGE_KEYS.automationProfile,
    JSON.stringify({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '98765' }),
  );
}

function stubApi(
  stats: { skippedForFit: number; skippedForDealBreaker: number } = {
    skippedForFit: 3,
    skippedForDealBreaker: 1,
  },
) {
  return stubFetch((call) => {
    if (call.url === '/auth/me') return { body: { success: true, user: account } };
    if (call.url === '/api/agent/token')
      return { body: { success: true, token: 'agent-token-0123456789abcdef', expiresAt: 1 } };
    if (call.url === '/api/user/job-info')
      return {
        body: {
          success: true,
          user: { jobHistory: [], availableJobs: 5, isPremium: false, dailyCount: 0, monthlyCount: 0 },
        },
      };
    if (call.url === '/api/skipped-jobs')
      return {
        body: {
          success: true,
          skipped: [
            {
              id: 's1',
              jobId: '4100000001',
              jobUrl: 'https://www.linkedin.com/jobs/view/4100000001/',
              jobTitle: 'Senior Backend Engineer',
              company: 'Kubera Cloud',
              kind: 'fit',
              score: 38,
              reason: SKIP_LINE,
              missingSkills: ['Go', 'Kubernetes'],
              capture: null,
              site: null,
              siteUrl: null,
              createdAt: Date.UTC(2026, 10, 27, 12),
            },
          ],
        },
      };
    if (call.url === '/api/fit/stats')
      return {
        body: {
          success: true,
          ...stats,
          topMissingSkills: [
            { skill: 'Go', count: 3 },
            { skill: 'Kubernetes', count: 2 },
          ],
        },
      };
    return { status: 404, body: { success: false, error: 'Not found' } };
  });
}

function renderWith(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    withQueryClient(
      <AuthProvider>
        <DialogProvider>
          <RouterProvider router={router} />
        </DialogProvider>
      </AuthProvider>,
    ),
  );
}

function fromExtension(data: unknown) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: window }),
    );
  });
}
const agent = (event: AgentEvent) => fromExtension({ type: 'AUTOMATION_EVENT', event });

let posted: unknown[] = [];
beforeEach(() => {
  localStorage.clear();
  resetAutomationState();
  resetFollowedRun();
  posted = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown) => void posted.push(message));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the job fit settings in Assistant Setup', () => {
  it('are on by default at the benchmark threshold, with the reason beside it', () => {
    renderWith(<FitSettingsFields />);
    const skip = screen.getByRole('checkbox', { name: 'Skip jobs that fit less than' });
    const dealBreaker = screen.getByRole('checkbox', { name: 'Never apply when a deal-breaker is found' });
    expect((skip as HTMLInputElement).checked).toBe(true);
    expect((dealBreaker as HTMLInputElement).checked).toBe(true);
    expect(
      (screen.getByRole('spinbutton', { name: 'Fit threshold in percent' }) as HTMLInputElement).value,
    ).toBe(String(DEFAULT_FIT_THRESHOLD));
    expect(screen.getByTestId('fit-threshold-note').textContent).toContain(FIT_THRESHOLD_REASON);
  });

  it('keeps a lowered threshold and a switched-off setting, and refuses a threshold over 100', () => {
    renderWith(<FitSettingsFields />);
    const threshold = screen.getByRole('spinbutton', { name: 'Fit threshold in percent' });
    fireEvent.change(threshold, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Never apply when a deal-breaker is found' }));
    expect(JSON.parse(userStorage.getItem(STORAGE_KEYS.jobFitSettings) ?? '{}')).toEqual({
      skipBelow: true,
      threshold: 30,
      skipDealBreakers: false,
    });
    fireEvent.change(threshold, { target: { value: '140' } });
    expect(screen.getByTestId('fit-threshold-note').textContent).toMatch(
      /^Enter a whole number from 0 to 100\./,
    );
    expect(JSON.parse(userStorage.getItem(STORAGE_KEYS.jobFitSettings) ?? '{}').threshold).toBe(30);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Skip jobs that fit less than' }));
    expect(threshold).toHaveProperty('disabled', true);
    expect(JSON.parse(userStorage.getItem(STORAGE_KEYS.jobFitSettings) ?? '{}').skipBelow).toBe(false);
  });
});

describe('a run with the fit check', () => {
  it('sends the settings to the agent and shows each job’s fit line on the live panel', async () => {
    seedSetup();
    userStorage.setItem(
      STORAGE_KEYS.jobFitSettings,
      JSON.stringify({ skipBelow: true, threshold: 40, skipDealBreakers: true }),
    );
    const calls = stubApi();
    renderWith(
      <>
        <StartButton />
        <AutomationPanel />
      </>,
    );
    fromExtension({ type: 'EXTENSION_READY' });
    const button = await screen.findByRole('button', { name: 'Start Automation' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/user/job-info')).toBe(true));
    fireEvent.click(button);
    await waitFor(() =>
      expect(posted.some((m) => (m as { type: string }).type === 'START_AUTOMATION')).toBe(true),
    );
    const start = posted.find((m) => (m as { type: string }).type === 'START_AUTOMATION') as {
      payload: { fit: unknown };
    };
    expect(start.payload.fit).toEqual({ skipBelow: true, threshold: 40, skipDealBreakers: true });

    agent({ type: 'run-started', runId: 'r1', at: 1 });
    agent({
      type: 'job-result',
      runId: 'r1',
      result: {
        jobId: '1',
        title: 'Senior Backend Engineer',
        company: 'Kubera Cloud',
        outcome: 'skipped',
        reason: SKIP_LINE,
        fit: {
          score: 38,
          summary: SKIP_LINE,
          reasons: ['asks for Go (8 years) and Kubernetes, which your profile does not list'],
          missing: ['Go', 'Kubernetes'],
          dealBreakers: [],
          skipped: 'fit',
        },
      },
    });
    agent({
      type: 'job-result',
      runId: 'r1',
      result: {
        jobId: '2',
        title: 'Python Developer',
        company: 'Acme',
        outcome: 'applied',
        fit: {
          score: 82,
          summary: 'Fit 82%: mentions Kafka, which your profile does not list',
          reasons: [],
          missing: [],
          dealBreakers: [],
        },
      },
      creditsLeft: 4,
    });
    const rows = within(screen.getByRole('list', { name: 'Jobs this run' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'AppliedPython Developer · AcmeFit 82%: mentions Kafka, which your profile does not list',
      `Skipped: not a fitSenior Backend Engineer · Kubera Cloud${SKIP_LINE}`,
    ]);
    expect(screen.getByTestId('run-applied').textContent).toBe('1');
  });
});

describe('skipped jobs in the history and the statistics', () => {
  it('lists each skipped job with its reason, and counts skips and missing skills', async () => {
    seedSetup();
    stubApi();
    renderWith(
      <>
        <FitStats />
        <SkippedJobsList />
      </>,
    );
    expect((await screen.findByTestId('fit-stats-skipped')).textContent).toBe(
      'Skipped for fit: 3 · Skipped for a deal-breaker: 1',
    );
    expect(screen.getByTestId('fit-stats-missing').textContent).toBe(
      'Most common missing skills: Go (3), Kubernetes (2). Add the ones you have to your screening answers, or change your search.',
    );
    const table = await screen.findByTestId('skipped-jobs');
    expect(within(table).getByRole('link', { name: 'Senior Backend Engineer' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/jobs/view/4100000001/',
    );
    expect(within(table).getByTestId('skipped-reason').textContent).toBe(SKIP_LINE);
  });

  it('before any skip, says none was skipped and what the card will count, not that every job fitted', async () => {
    seedSetup();
    stubApi({ skippedForFit: 0, skippedForDealBreaker: 0 });
    renderWith(<FitStats />);
    expect((await screen.findByTestId('fit-stats-skipped')).textContent).toBe(
      'Skipped for fit: 0 · Skipped for a deal-breaker: 0',
    );
    expect(screen.getByTestId('fit-stats-empty').textContent?.replace(/\s+/g, ' ')).toBe(
      'No jobs skipped yet. Before it applies, the assistant checks each job against your profile; the jobs it skips, and the skills they asked for that your profile lacks, are counted here.',
    );
    expect(screen.queryByText(/fitted your profile/)).toBeNull();
  });
});
