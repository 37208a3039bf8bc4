import { MESSAGES, STORAGE_KEYS, tooManyAttempts, type User } from '@applypilot/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { stubFetch, withQueryClient, type RecordedCall } from '../../lib/test-support';
import { VerifyEmailBanner } from './verify-email-banner';

const ravi: User = { email: 'ravi@example.com', displayName: null, isPremium: false, emailVerified: false };

function renderBanner(user: User, answer: (call: RecordedCall) => { status?: number; body?: unknown }) {
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  const calls = stubFetch(answer);
  render(withQueryClient(<AuthProvider>{<VerifyEmailBanner />}</AuthProvider>));
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('verify-email banner', () => {
  it('asks an unverified user to verify, resends the link and shows the server message', async () => {
    const calls = renderBanner(ravi, (call) =>
      call.url === '/auth/resend-verification'
        ? { body: { success: true, message: MESSAGES.verificationSent(ravi.email) } }
        : { body: { success: true, user: ravi } },
    );
    const banner = await screen.findByTestId('verify-email-banner');
    expect(banner.textContent).toContain(MESSAGES.verifyEmailBanner(ravi.email));
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.resendVerificationLink }));
    expect((await screen.findByTestId('verify-email-banner-reply')).textContent).toBe(
      MESSAGES.verificationSent(ravi.email),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/auth/resend-verification']);
  });

  it('shows a refusal as an alert', async () => {
    renderBanner(ravi, (call) =>
      call.url === '/auth/resend-verification'
        ? { status: 429, body: { success: false, error: tooManyAttempts(600) } }
        : { body: { success: true, user: ravi } },
    );
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.resendVerificationLink }));
    expect((await screen.findByRole('alert')).textContent).toBe(tooManyAttempts(600));
  });

  it('disappears once the server says the address is verified', async () => {
    let verifiedNow = false;
    renderBanner(ravi, (call) =>
      call.url === '/auth/resend-verification'
        ? { body: { success: true, message: MESSAGES.emailAlreadyVerified } }
        : { body: { success: true, user: { ...ravi, emailVerified: verifiedNow } } },
    );
    await screen.findByTestId('verify-email-banner');
    verifiedNow = true;
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.resendVerificationLink }));
    await waitFor(() => expect(screen.queryByTestId('verify-email-banner')).toBeNull());
  });

  it("reads an old stored record without emailVerified, then takes the server's word", async () => {
    const oldRecord = { email: ravi.email, displayName: null, isPremium: false };
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(oldRecord));
    stubFetch(() => ({ body: { success: true, user: { ...ravi, emailVerified: true } } }));
    render(withQueryClient(<AuthProvider>{<VerifyEmailBanner />}</AuthProvider>));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? '{}').emailVerified).toBe(true),
    );
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
  });
});
