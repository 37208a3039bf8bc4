import { STORAGE_KEYS } from '@applypilot/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { DialogProvider } from '../../../components/dialog-provider';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { userStorage } from '../../../lib/user-data/user-store';
import { stubFetch, withQueryClient, type RecordedCall, type StubAnswer } from '../../../lib/test-support';
import { SetupPage } from '../pages/setup-page';

export const account = {
  email: 'asha@example.com',
  displayName: 'Asha Rao',
  isPremium: false,
  emailVerified: true,
};

/** GET /api/config as a server with AI answers it (tests of a server without AI pass `serverAi: false`). */
export function publicConfig(extra: Record<string, unknown> = {}) {
  return {
    googleClientId: null,
    paymentMode: 'sandbox',
    razorpayKeyId: null,
    plans: [],
    extensionUrl: '/extension',
    downloadUrl: '/download',
    serverAi: true,
    ...extra,
  };
}

/** The setup page as the dashboard shows it, against a scripted API; `extra` answers the calls it does not know. */
export function renderSetup(extra: (call: RecordedCall) => StubAnswer | undefined = () => undefined) {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(account));
  const calls = stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/auth/me') return { body: { success: true, user: account } };
    if (call.url === '/api/config') return { body: publicConfig() };
    if (call.url === '/api/needs-answer') return { body: { success: true, items: [], groups: [] } };
    if (call.url === '/api/user/job-info') {
      return {
        body: {
          success: true,
          user: { jobHistory: [], availableJobs: 5, isPremium: false, dailyCount: 0, monthlyCount: 0 },
        },
      };
    }
    return { status: 404, body: { success: false, error: 'Not found' } };
  });
  const router = createMemoryRouter([{ path: '*', element: <SetupPage /> }], {
    initialEntries: ['/dashboard/setup'],
  });
  render(
    withQueryClient(
      <AuthProvider>
        <DialogProvider>
          <RouterProvider router={router} />
        </DialogProvider>
      </AuthProvider>,
    ),
  );
  return { calls, router };
}

/** A value of the signed-in person's sealed data, parsed. */
export function stored(key: string): unknown {
  const raw = userStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
}
