import { MESSAGES, POPULAR_LABEL, STORAGE_KEYS, type User } from '@applypilot/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { JOB_INFO_QUERY_KEY } from '../../../lib/job-info';
import { stubFetch, type RecordedCall } from '../../../lib/test-support';
import type { CheckoutOptions } from '../lib/checkout';
import { BuyPage } from './buy-page';

const buyer: User = {
  email: 'asha@example.com',
  displayName: 'Asha Verma',
  isPremium: false,
  emailVerified: true,
};
const config = {
  googleClientId: null,
  paymentMode: 'sandbox',
  razorpayKeyId: null,
  plans: [],
  extensionUrl: 'https://chromewebstore.google.com/detail/applypilot',
  downloadUrl: '/downloads/agent.zip',
};
const order = { success: true, order_id: 'order_1', amount: 1500, currency: 'INR', key: 'rzp_sandbox_key' };
const payment = { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };

type Answer = { status?: number; body?: unknown };
let answers: Record<string, Answer>;
let calls: RecordedCall[];

/** The checkout widget on the page: records what it was opened with so a test can act as the buyer. */
interface OpenedWidget {
  options: CheckoutOptions;
  fail(description: string): void;
}
let widgets: OpenedWidget[];
class FakeWidget {
  private failed?: (response: unknown) => void;
  constructor(private readonly options: CheckoutOptions) {}
  on(_event: string, listener: (response: unknown) => void) {
    this.failed = listener;
  }
  open() {
    widgets.push({
      options: this.options,
      fail: (description) => this.failed?.({ error: { code: 'BAD_REQUEST_ERROR', description } }),
    });
  }
}

beforeEach(() => {
  localStorage.clear();
  widgets = [];
  answers = {
    '/api/config': { body: config },
    '/auth/me': { body: { success: true, user: buyer } },
    '/api/payment/create-order': { body: order },
    '/api/payment/process-payment': { body: { success: true } },
  };
  calls = stubFetch(
    (call) => answers[call.url] ?? { status: 404, body: { success: false, error: 'Not found.' } },
  );
  (window as unknown as { Razorpay: unknown }).Razorpay = FakeWidget;
  vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

function renderBuy(
  state: unknown = { selectedPlanName: 'Pro Pack', price: 1, credits: 1 },
  user: User | null = buyer,
) {
  if (user) localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(user));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/buy', element: <BuyPage /> },
      { path: '/pricing', element: <h1>Pricing</h1> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [{ pathname: '/buy', state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

const payButton = () => screen.getByRole('button', { name: /^Pay ₹1,500 Now$|^Processing\.\.\.$/ });

/** The page as it arrives: no question before it (decision 050), the account named above Pay. */
async function confirmAccount() {
  expect((await screen.findByTestId('buy-account')).textContent).toBe(`Credits go to ${buyer.email}`);
  expect(screen.queryByTestId('modal')).toBeNull();
}

async function payAndOpenWidget(): Promise<OpenedWidget> {
  fireEvent.click(screen.getByRole('button', { name: MESSAGES.payNow(1500) }));
  await waitFor(() => expect(widgets).toHaveLength(1));
  expect(payButton().textContent).toBe(MESSAGES.processing);
  return widgets[0] as OpenedWidget;
}

describe('/buy', () => {
  it('shows "Loading plan details..." until the plan is read from navigation state (its first paint)', () => {
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[{ pathname: '/buy', state: { planToBuy: 'Pro Pack' } }]}>
          <AuthProvider>
            <BuyPage />
          </AuthProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain(MESSAGES.loadingPlan);
    expect(html).not.toContain('Confirm Your Purchase');
  });

  it('shows the plan from the price table, not from navigation state, and the account, with no question first', async () => {
    renderBuy({ planToBuy: 'Pro Pack', paymentState: { price: 1 } });
    expect(await screen.findByRole('heading', { name: 'Pro Pack' })).toBeTruthy();
    expect(screen.getByText(POPULAR_LABEL)).toBeTruthy();
    expect(screen.getByTestId('buy-price').textContent).toBe('₹1,500');
    expect(screen.getByText('Total for 375 Credits')).toBeTruthy();
    expect(screen.getByText('375').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      'or 62 with an AI-tailored resume (6 credits each)',
    );
    await confirmAccount();
  });

  it('goes back to /pricing by "Choose another pack", and without a known plan', async () => {
    const { router } = renderBuy();
    fireEvent.click(await screen.findByRole('link', { name: 'Choose another pack' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    cleanup();

    const unknown = renderBuy({ selectedPlanName: 'Gold Pack' });
    await waitFor(() => expect(unknown.router.state.location.pathname).toBe('/pricing'));
  });

  it('disables Pay with "Login required" when no email is known', async () => {
    renderBuy(undefined, null);
    const pay = await screen.findByRole('button', { name: MESSAGES.payNow(1500) });
    expect(pay.hasAttribute('disabled')).toBe(true);
    expect(pay.getAttribute('title')).toBe(MESSAGES.loginRequired);
    expect(screen.queryByTestId('modal')).toBeNull();
  });

  it('pays: order, widget, verification, the success alert, then the dashboard with fresh job info', async () => {
    const { router, queryClient } = renderBuy();
    queryClient.setQueryData([...JOB_INFO_QUERY_KEY, buyer.email], { availableJobs: 5 });
    await confirmAccount();
    const widget = await payAndOpenWidget();

    expect(calls.find((call) => call.url === '/api/payment/create-order')?.body).toEqual({
      planName: 'Pro Pack',
      userEmail: buyer.email,
    });
    expect(widget.options).toMatchObject({
      key: 'rzp_sandbox_key',
      amount: 150000,
      currency: 'INR',
      description: 'Purchase: Pro Pack',
      order_id: 'order_1',
      prefill: { email: buyer.email },
    });

    act(() => widget.options.handler(payment));
    await screen.findByText(MESSAGES.paymentSuccessful);
    expect(calls.find((call) => call.url === '/api/payment/process-payment')?.body).toEqual({
      ...payment,
      userEmail: buyer.email,
    });
    expect(queryClient.getQueryState([...JOB_INFO_QUERY_KEY, buyer.email])?.isInvalidated).toBe(true);
    fireEvent.click(screen.getByTestId('modal-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows a pending payment's own message, then goes to the dashboard", async () => {
    answers['/api/payment/process-payment'] = {
      status: 202,
      body: {
        success: false,
        status: 'pending',
        message: 'Your payment is being confirmed. Credits will be added shortly.',
      },
    };
    const { router } = renderBuy();
    await confirmAccount();
    const widget = await payAndOpenWidget();
    act(() => widget.options.handler(payment));
    await screen.findByText('Your payment is being confirmed. Credits will be added shortly.');
    fireEvent.click(screen.getByTestId('modal-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says the payment was cancelled when the widget is closed, and clears busy', async () => {
    const { router } = renderBuy();
    await confirmAccount();
    const widget = await payAndOpenWidget();
    act(() => widget.options.modal.ondismiss());
    await screen.findByText(MESSAGES.paymentCancelled);
    expect(payButton().textContent).toBe(MESSAGES.payNow(1500));
    fireEvent.click(screen.getByTestId('modal-confirm'));
    await waitFor(() => expect(screen.queryByTestId('modal')).toBeNull());
    expect(router.state.location.pathname).toBe('/buy');
  });

  it("tells a failed attempt's description, once, when the buyer closes the widget", async () => {
    renderBuy();
    await confirmAccount();
    const widget = await payAndOpenWidget();
    act(() => widget.fail('Payment failed'));
    // The widget stays open for another try: nothing of ours covers it yet, and the page is still busy.
    expect(screen.queryByTestId('modal')).toBeNull();
    expect(payButton().textContent).toBe(MESSAGES.processing);
    act(() => widget.options.modal.ondismiss());
    await screen.findByText(MESSAGES.paymentFailed('Payment failed'));
    expect(screen.getAllByTestId('modal')).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.paymentCancelled)).toBeNull();
    expect(payButton().textContent).toBe(MESSAGES.payNow(1500));
  });

  it('still verifies a payment that succeeds after a failed attempt in the same widget', async () => {
    const { router } = renderBuy();
    await confirmAccount();
    const widget = await payAndOpenWidget();
    act(() => widget.fail('Your card was declined.'));
    act(() => widget.options.handler(payment));
    await screen.findByText(MESSAGES.paymentSuccessful);
    fireEvent.click(screen.getByTestId('modal-confirm'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("reports a refused order with the server's message, and a failed verification", async () => {
    answers['/api/payment/create-order'] = {
      status: 400,
      body: { success: false, message: 'Unknown plan.' },
    };
    renderBuy();
    await confirmAccount();
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.payNow(1500) }));
    await screen.findByText(MESSAGES.paymentFailed('Unknown plan.'));
    expect(widgets).toHaveLength(0);
    expect(payButton().textContent).toBe(MESSAGES.payNow(1500));
    fireEvent.click(screen.getByTestId('modal-confirm'));

    answers['/api/payment/create-order'] = { body: order };
    answers['/api/payment/process-payment'] = { status: 400, body: { success: false } };
    const widget = await payAndOpenWidget();
    act(() => widget.options.handler(payment));
    await screen.findByText(MESSAGES.paymentVerificationFailed(MESSAGES.paymentVerificationFailedFallback));
    expect(payButton().textContent).toBe(MESSAGES.payNow(1500));
  });
});
