import { MESSAGES, STORAGE_KEYS, type User } from '@applypilot/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth/auth-context';
import { stubFetch, withQueryClient, type Responder } from '../../lib/test-support';
import { VerifyEmailPage } from './verify-email-page';

const asha: User = { email: 'asha@example.com', displayName: 'Asha', isPremium: false, emailVerified: false };

function renderPage(url: string, answer: Responder) {
  const calls = stubFetch(answer);
  const router = createMemoryRouter([{ path: '/verify-email', element: <VerifyEmailPage /> }], {
    initialEntries: [url],
  });
  // StrictMode runs effects twice in development: the link must still be posted once.
  render(
    <StrictMode>
      {withQueryClient(<AuthProvider>{<RouterProvider router={router} />}</AuthProvider>)}
    </StrictMode>,
  );
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

describe('/verify-email', () => {
  it('shows progress, posts the token once, then the success and a link to the dashboard', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const calls = renderPage('/verify-email?token=abc123', async () => {
      await answered;
      return { body: { success: true, message: MESSAGES.emailVerified } };
    });
    expect(await screen.findByText(MESSAGES.verifyingEmail)).toBeTruthy();
    release();
    expect((await screen.findByTestId('verify-email-success')).textContent).toBe(MESSAGES.emailVerified);
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/auth/verify-email', { token: 'abc123' }],
    ]);
  });

  it('refreshes a signed-in user so the dashboard knows the address is verified', async () => {
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(asha));
    let verified = false;
    renderPage('/verify-email?token=abc123', (call) => {
      if (call.url === '/auth/verify-email') {
        verified = true;
        return { body: { success: true, message: MESSAGES.emailVerified } };
      }
      return { body: { success: true, user: { ...asha, emailVerified: verified } } };
    });
    await screen.findByTestId('verify-email-success');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? '{}').emailVerified).toBe(true),
    );
  });

  it("shows the server's error for a bad link", async () => {
    renderPage('/verify-email?token=used', () => ({
      status: 400,
      body: { success: false, error: MESSAGES.verificationTokenInvalid },
    }));
    expect((await screen.findByTestId('verify-email-error')).textContent).toBe(
      MESSAGES.verificationTokenInvalid,
    );
    expect(screen.getByRole('link', { name: 'Go to login' })).toBeTruthy();
  });

  it('asks nothing of the server without a token', async () => {
    const calls = renderPage('/verify-email', () => ({ status: 500 }));
    expect((await screen.findByTestId('verify-email-error')).textContent).toBe(
      MESSAGES.verificationTokenInvalid,
    );
    expect(calls).toEqual([]);
  });
});
