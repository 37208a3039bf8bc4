import { STATS_REFRESH_INTERVAL_MS, STORAGE_KEYS, type User } from '@applypilot/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from './auth/auth-context';
import { isPremiumUser, JOB_INFO_QUERY_KEY, useJobInfo, type JobInfo } from './job-info';
import { stubFetch } from './test-support';

const user: User = { email: 'ravi@example.com', displayName: null, isPremium: false, emailVerified: true };
const info: JobInfo = { jobHistory: [], availableJobs: 380, isPremium: true, dailyCount: 0, monthlyCount: 0 };

let loadNow: (() => Promise<JobInfo | undefined>) | undefined;
function Probe() {
  const { jobInfo, isLoading, load } = useJobInfo();
  loadNow = load;
  if (isLoading) return <p>loading</p>;
  return <p data-testid="credits">{jobInfo ? String(jobInfo.availableJobs) : 'none'}</p>;
}

/** Wraps the stubbed fetch to keep each path's request headers (the shared stub records bodies only). */
function recordHeaders(): Map<string, Headers> {
  const seen = new Map<string, Headers>();
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    seen.set(String(input), new Headers(init.headers));
    return inner(input, init);
  });
  return seen;
}

function renderProbe() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useJobInfo', () => {
  it("reads the user's job info, naming the user in x-user-email", async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
    const calls = stubFetch((call) =>
      call.url === '/api/user/job-info'
        ? { body: { success: true, user: info } }
        : { body: { success: true, user } },
    );
    const headers = recordHeaders();
    renderProbe();
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('credits').textContent).toBe('380'));
    const call = calls.find((c) => c.url === '/api/user/job-info');
    expect(call?.credentials).toBe('include');
    expect(headers.get('/api/user/job-info')?.get('x-user-email')).toBe(user.email);
    // The server counts the statistics' days and hours in the browser's zone (decision 035).
    expect(headers.get('/api/user/job-info')?.get('x-time-zone')).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('load() waits for the first answer when asked before it, with one request', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
    let answer: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const calls = stubFetch(async (call) => {
      if (call.url !== '/api/user/job-info') return { body: { success: true, user } };
      await held;
      return { body: { success: true, user: info } };
    });
    renderProbe();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/user/job-info')).toBe(true));
    const loaded = loadNow?.();
    answer?.();
    expect(await loaded).toEqual(info);
    expect(calls.filter((c) => c.url === '/api/user/job-info')).toHaveLength(1);
  });

  it('logs a failed or malformed answer to the console only and keeps the last figures', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
    let jobInfoAnswer: { status?: number; body: unknown } = { body: { success: true, user: info } };
    stubFetch((call) =>
      call.url === '/api/user/job-info' ? jobInfoAnswer : { body: { success: true, user } },
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryClient = renderProbe();
    await waitFor(() => expect(screen.getByTestId('credits').textContent).toBe('380'));

    jobInfoAnswer = { status: 500, body: { success: false, error: 'Database unavailable.' } };
    await act(() => queryClient.refetchQueries({ queryKey: JOB_INFO_QUERY_KEY }));
    expect(logged).toHaveBeenCalledWith('Job info could not be loaded.', expect.any(Error));
    expect(screen.getByTestId('credits').textContent).toBe('380');

    // An answer that does not match the contract is a failure too, not figures to show.
    logged.mockClear();
    jobInfoAnswer = { body: { success: true, user: { availableJobs: 'lots' } } };
    await act(() => queryClient.refetchQueries({ queryKey: JOB_INFO_QUERY_KEY }));
    expect(logged).toHaveBeenCalledOnce();
    expect(screen.getByTestId('credits').textContent).toBe('380');
  });

  it('asks again every 5 minutes (section 7), and not before', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
      let credits = 380;
      const calls = stubFetch((call) =>
        call.url === '/api/user/job-info'
          ? { body: { success: true, user: { ...info, availableJobs: credits } } }
          : { body: { success: true, user } },
      );
      const jobInfoCalls = () => calls.filter((call) => call.url === '/api/user/job-info').length;
      renderProbe();
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByTestId('credits').textContent).toBe('380');
      expect(jobInfoCalls()).toBe(1);
      credits = 375;
      await act(() => vi.advanceTimersByTimeAsync(STATS_REFRESH_INTERVAL_MS - 1000));
      expect(jobInfoCalls()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(jobInfoCalls()).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(screen.getByTestId('credits').textContent).toBe('375');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing for a visitor without a session', async () => {
    const calls = stubFetch(() => ({ body: {} }));
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('credits').textContent).toBe('none'));
    expect(calls.filter((c) => c.url === '/api/user/job-info')).toHaveLength(0);
  });
});

describe('isPremiumUser', () => {
  it("follows job info once it answered, the session's user until then", () => {
    const premiumUser = { ...user, isPremium: true };
    expect(isPremiumUser(undefined, user)).toBe(false);
    expect(isPremiumUser(undefined, premiumUser)).toBe(true);
    expect(isPremiumUser(undefined, null)).toBe(false);
    expect(isPremiumUser({ ...info, isPremium: true }, user)).toBe(true);
    expect(isPremiumUser({ ...info, isPremium: false }, premiumUser)).toBe(false);
  });
});
