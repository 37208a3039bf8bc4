import 'fake-indexeddb/auto';
import { BROWSER_DATA_API, MESSAGES, STORAGE_KEYS, type User } from '@applypilot/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { stubFetch, withQueryClient, type StubAnswer } from '../../lib/test-support';
import { indexedDbBackend } from '../../lib/user-data/record-backend';
import { importDataKey, sealRecord } from '../../lib/user-data/record-crypto';
import { lockUserData, userStorage } from '../../lib/user-data/user-store';
import { UserDataGate } from './user-data-gate';

const asha: User = { email: 'asha@example.com', displayName: 'Asha', isPremium: false, emailVerified: true };
const ASHA_KEY = 'q'.repeat(43);

function keyAnswer(email = asha.email, accountId = '7', key = ASHA_KEY): StubAnswer {
  return { body: { success: true, accountId, email, key } };
}

/** The page's content: what it reads of the setup once the gate lets it through. */
function Setup() {
  return <p data-testid="setup">Resume: {userStorage.getItem(STORAGE_KEYS.resumeData) ?? 'none'}</p>;
}

function renderGate() {
  render(
    withQueryClient(
      <AuthProvider>
        <UserDataGate>
          <Setup />
        </UserDataGate>
      </AuthProvider>,
    ),
  );
}

beforeEach(() => {
  localStorage.clear();
  lockUserData();
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard while the saved setup opens (decision 049)', () => {
  it('shows progress, never an empty setup, until the key has come and the records are open', async () => {
    // Asha's resume, sealed in this browser's IndexedDB by an earlier visit.
    const key = await importDataKey(ASHA_KEY);
    await indexedDbBackend().put({
      account: '7',
      name: STORAGE_KEYS.resumeData,
      ...(await sealRecord(key, '7', STORAGE_KEYS.resumeData, 'Asha_CV.pdf')),
    });

    let release: (answer: StubAnswer) => void = () => undefined;
    const held = new Promise<StubAnswer>((resolve) => (release = resolve));
    const calls = stubFetch((call) => {
      if (call.url === BROWSER_DATA_API.key) return held;
      return { body: { success: true, user: asha } };
    });

    renderGate();
    expect(await screen.findByText(MESSAGES.userDataUnlocking)).toBeTruthy();
    await vi.waitFor(() => expect(calls.some((call) => call.url === BROWSER_DATA_API.key)).toBe(true));
    expect(screen.queryByTestId('setup')).toBeNull();
    release(keyAnswer());
    expect((await screen.findByTestId('setup')).textContent).toBe('Resume: Asha_CV.pdf');
    expect(screen.queryByText(MESSAGES.userDataUnlocking)).toBeNull();
  });

  it('says why the setup could not be opened, and tries again when asked', async () => {
    let fail = true;
    stubFetch((call) => {
      if (call.url === BROWSER_DATA_API.key) {
        return fail
          ? { status: 503, body: { success: false, error: 'The service is busy. Try again in a moment.' } }
          : keyAnswer();
      }
      return { body: { success: true, user: asha } };
    });
    renderGate();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      MESSAGES.userDataUnlockFailed('The service is busy. Try again in a moment.'),
    );
    expect(screen.queryByTestId('setup')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.userDataRetry }));
    // The first test sealed Asha's resume in this file's IndexedDB: it is back.
    expect((await screen.findByTestId('setup')).textContent).toBe('Resume: Asha_CV.pdf');
  });

  it('opens nothing when the session now belongs to somebody else, and follows the session', async () => {
    const bilal: User = { ...asha, email: 'bilal@example.com', displayName: 'Bilal' };
    const calls = stubFetch((call) => {
      if (call.url === BROWSER_DATA_API.key) return keyAnswer(bilal.email, '8', 'b'.repeat(43));
      return { body: { success: true, user: bilal } };
    });
    renderGate();
    // The page re-reads the session, becomes Bilal's, and opens Bilal's store with Bilal's key: not Asha's resume.
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url === BROWSER_DATA_API.key).length).toBeGreaterThanOrEqual(2),
    );
    expect((await screen.findByTestId('setup')).textContent).toBe('Resume: none');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? '{}').email).toBe(bilal.email);
  });
});
