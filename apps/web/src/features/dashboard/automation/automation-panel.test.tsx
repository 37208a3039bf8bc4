import { MESSAGES, STORAGE_KEYS, type AgentEvent } from '@applypilot/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../../components/dialog-provider';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { resetAutomationState } from '../../../lib/automation/automation-store';
import { resetFollowedRun } from '../../../lib/automation/use-job-info-follows-run';
import { stubFetch, withQueryClient } from '../../../lib/test-support';
import { StartButton } from '../pages/start-button';
import { AutomationPanel } from './automation-panel';
import { userStorage } from '../../../lib/user-data/user-store';

const account = { email: 'asha@example.com', displayName: 'Asha Rao', isPremium: false, emailVerified: true };

function fromExtension(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });
}
const agent = (event: AgentEvent) => fromExtension({ type: 'AUTOMATION_EVENT', event });

function renderSummary(credits = 5) {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(account));
  userStorage.setItem(
    STORAGE_KEYS.resumeData,
    JSON.stringify({ base64: 'data:application/pdf;base64,JVBERi0', filename: 'Asha.pdf', text: 'Asha' }),
  );
  userStorage.setItem(
    STORAGE_KEYS.jobSearchSettings,
    JSON.stringify({
      jobTitle: 'Frontend',
      location: '',
      experienceLevel: 'Any',
      workType: 'Remote',
      datePosted: 'Any time',
    }),
  );
  userStorage.setItem(
    STORAGE_KEYS.automationProfile,
    JSON.stringify({ firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com', phone: '98765' }),
  );
  const calls = stubFetch((call) => {
    if (call.url === '/auth/me') return { body: { success: true, user: account } };
    if (call.url === '/api/agent/token') {
      return { body: { success: true, token: 'agent-token-0123456789abcdef', expiresAt: 1 } };
    }
    if (call.url === '/api/user/job-info') {
      return {
        body: {
          success: true,
          user: { jobHistory: [], availableJobs: credits, isPremium: false, dailyCount: 0, monthlyCount: 0 },
        },
      };
    }
    return { status: 404, body: { success: false, error: 'Not found' } };
  });
  const element = (
    <>
      <StartButton />
      <AutomationPanel />
    </>
  );
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
  return calls;
}

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

describe('Launch from the summary and live progress', () => {
  it('refuses without the extension in a modal alert', async () => {
    renderSummary();
    fireEvent.click(await screen.findByRole('button', { name: 'Start Automation' }));
    expect((await screen.findByTestId('modal')).textContent).toContain(MESSAGES.extensionNotConnected);
  });

  it('posts START_AUTOMATION, shows Processing..., follows the run and ends with the pricing link', async () => {
    const calls = renderSummary();
    fromExtension({ type: 'EXTENSION_READY' });
    const button = await screen.findByRole('button', { name: 'Start Automation' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/user/job-info')).toBe(true));
    fireEvent.click(button);

    await waitFor(() => expect(screen.getByTestId('start-automation').textContent).toBe('Processing...'));
    const start = posted.find((message) => (message as { type: string }).type === 'START_AUTOMATION') as {
      payload: { jobUrl: string; agentToken: string; apiUrl: string };
    };
    expect(start.payload.jobUrl).toBe(
      'https://www.linkedin.com/jobs/search/?keywords=Frontend&f_AL=true&f_WT=2',
    );
    expect(start.payload.agentToken).toBe('agent-token-0123456789abcdef');
    expect(start.payload.apiUrl).toBe(window.location.origin);
    expect(calls.find((call) => call.url === '/api/agent/token')?.method).toBe('POST');

    agent({ type: 'run-started', runId: 'r1', at: 1 });
    agent({ type: 'job-started', runId: 'r1', jobId: '1', title: 'Frontend Engineer', company: 'Acme' });
    const panel = within(screen.getByTestId('automation-panel'));
    expect(panel.getByTestId('current-job').textContent).toBe('Now: Frontend Engineer at Acme');
    agent({
      type: 'job-result',
      runId: 'r1',
      result: { jobId: '1', title: 'Frontend Engineer', company: 'Acme', outcome: 'applied' },
      creditsLeft: 0,
    });
    // A message from another origin is not the extension's.
    fromExtension({ type: 'AUTOMATION_ERROR', message: 'forged' }, 'https://evil.test');
    expect(panel.queryByText('forged')).toBeNull();
    expect(panel.getByTestId('run-applied').textContent).toBe('1');
    expect(panel.getByTestId('run-credits').textContent).toBe('0');
    expect(panel.getByRole('list', { name: 'Jobs this run' }).textContent).toContain('Applied');

    fireEvent.click(panel.getByRole('button', { name: 'Stop' }));
    expect(posted).toContainEqual({ type: 'STOP_AUTOMATION' });

    const before = calls.filter((call) => call.url === '/api/user/job-info').length;
    agent({
      type: 'run-ended',
      runId: 'r1',
      reason: 'no-credits',
      message: MESSAGES.noCredits,
      applied: 1,
      processed: 1,
    });
    expect(panel.getByRole('status').textContent).toContain(MESSAGES.noCredits);
    expect(panel.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/pricing');
    // The statistics refresh once the run is over.
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/user/job-info').length).toBeGreaterThan(before),
    );
  });

  it('shows tailored jobs: the line on each row, the count and the credits left', async () => {
    renderSummary();
    agent({ type: 'run-started', runId: 'r1', at: 1 });
    const panel = within(screen.getByTestId('automation-panel'));
    expect(panel.queryByTestId('run-tailored')).toBeNull();
    agent({
      type: 'job-tailored',
      runId: 'r1',
      jobId: '1',
      ok: true,
      sha256: 'a'.repeat(64),
      creditsLeft: 10,
    });
    expect(panel.getByTestId('run-credits').textContent).toBe('10');
    agent({
      type: 'job-result',
      runId: 'r1',
      result: { jobId: '1', title: 'Frontend Engineer', company: 'Acme', outcome: 'applied' },
      creditsLeft: 9,
    });
    agent({
      type: 'job-tailored',
      runId: 'r1',
      jobId: '2',
      ok: false,
      message: MESSAGES.aiQuotaExceeded,
      creditsLeft: 9,
    });
    agent({
      type: 'job-result',
      runId: 'r1',
      result: { jobId: '2', title: 'QA Engineer', company: 'Beta', outcome: 'applied' },
      creditsLeft: 8,
    });
    expect(panel.getByTestId('run-tailored').textContent).toBe('1');
    expect(panel.getByTestId('run-credits').textContent).toBe('8');
    expect(panel.getAllByTestId('run-tailoring').map((line) => line.textContent)).toEqual([
      'AI tailoring failed: The AI service is over its quota right now. Please try again later; your credits were returned. Sent with your resume as it is.',
      'Resume tailored with AI',
    ]);
  });

  const jobInfoCalls = (calls: { url: string }[]) =>
    calls.filter((call) => call.url === '/api/user/job-info').length;

  it('asks the API for job info at the start and after each application sent, and for nothing else (issue 20)', async () => {
    const calls = renderSummary(100);
    await waitFor(() => expect(jobInfoCalls(calls)).toBe(1));
    agent({ type: 'run-started', runId: 'r1', at: 1 });
    await waitFor(() => expect(jobInfoCalls(calls)).toBe(2));
    const panel = within(screen.getByTestId('automation-panel'));
    // The API's balance until the agent reports one.
    await waitFor(() => expect(panel.getByTestId('run-credits').textContent).toBe('100'));
    agent({ type: 'job-started', runId: 'r1', jobId: '1', title: 'Frontend Engineer', company: 'Acme' });
    agent({
      type: 'job-result',
      runId: 'r1',
      result: { jobId: '1', title: 'Frontend Engineer', company: 'Acme', outcome: 'skipped-external' },
    });
    agent({
      type: 'job-result',
      runId: 'r1',
      result: {
        jobId: '2',
        jobUrl: 'https://www.linkedin.com/jobs/view/2/',
        title: 'QA Engineer',
        company: 'Beta',
        outcome: 'applied',
      },
      creditsLeft: 99,
    });
    await waitFor(() => expect(jobInfoCalls(calls)).toBe(3));
    expect(panel.getByTestId('run-credits').textContent).toBe('99');
    expect(panel.getByRole('link', { name: 'QA Engineer' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/jobs/view/2/',
    );
    // A job that was not sent asks for nothing.
    agent({
      type: 'job-result',
      runId: 'r1',
      result: { jobId: '3', title: 'Tester', company: 'Gamma', outcome: 'needs-answer', question: 'Notice?' },
    });
    // Once its line is drawn and the effects of that render have run, any request it caused has been made: the
    // store's invalidation fetches at once (issue 20's hook runs in the render's effects).
    await panel.findByText(/Tester/);
    await act(async () => undefined);
    expect(jobInfoCalls(calls)).toBe(3);
  });

  it('starts a new run with the API credits, not the last run figure', async () => {
    const calls = renderSummary(100);
    await waitFor(() => expect(jobInfoCalls(calls)).toBe(1));
    agent({ type: 'run-started', runId: 'r1', at: 1 });
    agent({
      type: 'job-result',
      runId: 'r1',
      result: { jobId: '1', title: 'Frontend Engineer', company: 'Acme', outcome: 'applied' },
      creditsLeft: 0,
    });
    agent({
      type: 'run-ended',
      runId: 'r1',
      reason: 'no-credits',
      message: MESSAGES.noCredits,
      applied: 1,
      processed: 1,
    });
    const panel = within(screen.getByTestId('automation-panel'));
    expect(panel.getByTestId('run-credits').textContent).toBe('0');
    const before = jobInfoCalls(calls);
    agent({ type: 'run-started', runId: 'r2', at: 2 });
    await waitFor(() => expect(jobInfoCalls(calls)).toBeGreaterThan(before));
    await waitFor(() => expect(panel.getByTestId('run-credits').textContent).toBe('100'));
  });

  it('says the job in progress will not be submitted while stopping, and fills the bar when the run ends', async () => {
    renderSummary(3);
    agent({ type: 'run-started', runId: 'r1', at: 1 });
    const panel = within(screen.getByTestId('automation-panel'));
    agent({
      type: 'job-result',
      runId: 'r1',
      result: { jobId: '1', title: 'Frontend Engineer', company: 'Acme', outcome: 'applied' },
      creditsLeft: 2,
    });
    fireEvent.click(panel.getByRole('button', { name: 'Stop' }));
    expect(panel.getByRole('heading').textContent).toBe(
      'Stopping: the job in progress will not be submitted',
    );
    expect(Number(panel.getByRole('progressbar').getAttribute('data-percent'))).toBeLessThan(100);
    agent({
      type: 'run-ended',
      runId: 'r1',
      reason: 'stopped',
      message: 'Stopped.',
      applied: 1,
      processed: 1,
    });
    expect(panel.getByRole('heading').textContent).toBe('Run finished');
    expect(panel.getByRole('progressbar').getAttribute('data-percent')).toBe('100');
    expect(panel.getByTestId('run-processed').textContent).toBe('1');
    expect(panel.getAllByRole('listitem')).toHaveLength(1);
  });
});
