import { MESSAGES } from '@applypilot/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DialogProvider } from '../../components/dialog-provider';
import { AuthProvider } from '../../lib/auth/auth-context';
import { usePublicConfig } from '../../lib/public-config';
import { stubFetch, withQueryClient, type RecordedCall } from '../../lib/test-support';
import { LoginForm } from './login-form';

const config = {
  googleClientId: null,
  paymentMode: 'sandbox',
  razorpayKeyId: null,
  plans: [],
  extensionUrl: 'https://example.com/ext',
  downloadUrl: '/downloads/agent.zip',
};

/**
 * Shows once the site's configuration has reached the page's cache: the form re-renders with it in the same update,
 * so after this appears, what the form does not show because of the configuration is really not shown.
 */
function ConfigLoaded() {
  return usePublicConfig().data ? <span data-testid="config-loaded" /> : null;
}

function renderForm(
  answer: (call: RecordedCall) => { status?: number; body?: unknown },
  googleClientId: string | null = null,
) {
  const calls = stubFetch((call) =>
    call.url === '/api/config' ? { body: { ...config, googleClientId } } : answer(call),
  );
  render(
    withQueryClient(
      <AuthProvider>
        <DialogProvider>
          <LoginForm />
          <ConfigLoaded />
        </DialogProvider>
      </AuthProvider>,
    ),
  );
  // What reached the server besides the config: read live, the list grows as the test runs.
  return {
    get calls() {
      return calls.filter((call) => call.url !== '/api/config');
    },
  };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login form', () => {
  it('switching modes clears the fields and the error; the name field is for sign-up only', async () => {
    renderForm(() => ({ status: 401, body: { success: false, error: MESSAGES.invalidCredentials } }));
    expect(screen.queryByLabelText('Full name')).toBeNull();
    type('Email', 'asha@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MESSAGES.invalidCredentials);

    fireEvent.click(screen.getByRole('tab', { name: 'SIGN UP' }));
    expect(field('Full name').value).toBe('');
    expect(field('Email').value).toBe('');
    expect(field('Password').value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows "Processing..." on a disabled button while busy, and the server error in red after', async () => {
    let release: () => void = () => undefined;
    const server = renderForm(() => ({
      status: 401,
      body: { success: false, error: MESSAGES.invalidCredentials },
    }));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await gate;
      return realFetch(...args);
    });
    type('Email', 'asha@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const busy = await screen.findByRole('button', { name: MESSAGES.processing });
    expect(busy).toHaveProperty('disabled', true);
    await act(async () => release());
    expect(await screen.findByTestId('login-error')).toHaveProperty(
      'textContent',
      MESSAGES.invalidCredentials,
    );
    expect(server.calls.at(-1)).toMatchObject({
      method: 'POST',
      url: '/auth/login',
      body: { email: 'asha@example.com', password: 'wrong-password' },
    });
  });

  it('after a sign-up shows the registration modal and switches to login mode', async () => {
    const server = renderForm(() => ({ body: { success: true } }));
    fireEvent.click(screen.getByRole('tab', { name: 'SIGN UP' }));
    type('Full name', 'Asha Verma');
    type('Email', 'asha@example.com');
    type('Password', 'long enough');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    // The specification's sentence, then where the verification link went.
    expect(
      await screen.findByText(
        `${MESSAGES.registrationSuccessful} We sent a verification link to asha@example.com. Open it to confirm your address; you can log in before you do.`,
      ),
    ).toBeTruthy();
    expect(server.calls).toEqual([
      {
        url: '/auth/register',
        method: 'POST',
        body: { name: 'Asha Verma', email: 'asha@example.com', password: 'long enough' },
        credentials: 'include',
      },
    ]);
    fireEvent.click(screen.getByTestId('modal-confirm'));
    await waitFor(() => expect(screen.queryByTestId('modal')).toBeNull());
    expect(screen.getByRole('tab', { name: 'LOGIN' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('Full name')).toBeNull();
  });

  it('forgot password: an address without "@" gets the alert and no call', async () => {
    const server = renderForm(() => ({ body: { message: 'sent' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(await screen.findByTestId('modal-input'), { target: { value: 'asha.example.com' } });
    fireEvent.click(screen.getByTestId('modal-confirm'));
    expect(await screen.findByText(MESSAGES.invalidEmailPrompt)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it("forgot password: shows the server's message, or the fallback", async () => {
    const server = renderForm(() => ({ body: { success: true } }));
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    fireEvent.change(await screen.findByTestId('modal-input'), { target: { value: ' asha@example.com ' } });
    fireEvent.click(screen.getByTestId('modal-confirm'));
    expect(await screen.findByText(MESSAGES.forgotPasswordSent)).toBeTruthy();
    expect(server.calls).toMatchObject([
      { url: '/auth/forgot-password', method: 'POST', body: { email: 'asha@example.com' } },
    ]);
  });

  it("forgot password: a failed request shows the server's error in red, else the exception's message", async () => {
    let answer: { status: number; body?: unknown } | 'offline' = {
      status: 429,
      body: { success: false, error: 'Too many requests. Please try again in 10 minutes.' },
    };
    const server = renderForm(() => {
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return answer;
    });
    const ask = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      fireEvent.change(await screen.findByTestId('modal-input'), { target: { value: 'asha@example.com' } });
      fireEvent.click(screen.getByTestId('modal-confirm'));
    };
    await ask();
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Too many requests. Please try again in 10 minutes.',
    );
    // No "instructions were sent" claim after a failure.
    expect(screen.queryByText(MESSAGES.forgotPasswordSent)).toBeNull();
    expect(screen.queryByTestId('modal')).toBeNull();

    answer = 'offline';
    await ask();
    // The exception's own message (section 8's second choice).
    await waitFor(() => expect(screen.getByTestId('login-error').textContent).toBe('Failed to fetch'));
    expect(screen.queryByText(MESSAGES.forgotPasswordSent)).toBeNull();
    expect(server.calls).toHaveLength(2);
  });

  it('has no Google button when the deployment has no Google client id', async () => {
    renderForm(() => ({ status: 500 }));
    await screen.findByRole('button', { name: 'Log In' });
    await screen.findByTestId('config-loaded');
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
    expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).toBeNull();
  });

  it('loads Google Identity Services when configured and signs in with its credential', async () => {
    const user = { email: 'asha@example.com', displayName: 'Asha', isPremium: false, emailVerified: true };
    const nonce = 'n'.repeat(43);
    const server = renderForm(
      (call) =>
        call.url === '/auth/google/nonce'
          ? { body: { success: true, nonce } }
          : { body: { success: true, user } },
      'client-123.apps.googleusercontent.com',
    );
    await screen.findByTestId('google-sign-in');
    const script = document.querySelector<HTMLScriptElement>(
      'script[src="https://accounts.google.com/gsi/client"]',
    );
    expect(script).not.toBeNull();
    let onCredential: (response: { credential?: string }) => void = () => undefined;
    const initialize = vi.fn(
      (options: { client_id: string; nonce?: string; callback: typeof onCredential }) => {
        onCredential = options.callback;
      },
    );
    const renderButton = vi.fn();
    window.google = { accounts: { id: { initialize, renderButton } } };
    act(() => {
      script?.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(renderButton).toHaveBeenCalled());
    expect(initialize.mock.calls[0]?.[0].client_id).toBe('client-123.apps.googleusercontent.com');
    // The API's nonce goes to Google before the button exists (decision 034).
    expect(initialize.mock.calls[0]?.[0].nonce).toBe(nonce);
    await act(async () => onCredential({ credential: 'id-token' }));
    await waitFor(() => expect(localStorage.getItem('userData')).toBe(JSON.stringify(user)));
    expect(server.calls).toMatchObject([
      { url: '/auth/google/nonce', method: 'POST' },
      { url: '/auth/google', method: 'POST', body: { credential: 'id-token' } },
    ]);
    delete window.google;
    script?.remove();
  });
});
