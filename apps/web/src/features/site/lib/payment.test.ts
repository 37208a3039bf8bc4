import { MESSAGES, type CreateOrderResponse } from '@applypilot/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { openCheckout, type CheckoutConstructor, type CheckoutOptions } from './checkout';
import { createOrder, paymentFailureMessage, verifiedPaymentMessage, verifyPayment } from './payment-api';

const order: CreateOrderResponse = { success: true, order_id: 'order_123', amount: 1500 };

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { Razorpay?: unknown }).Razorpay;
});

describe('payment failure messages (section 8)', () => {
  it("takes the server's message, else its error, else the step's fallback", () => {
    const failed = (body: unknown) => new ApiError('ignored', 400, body);
    expect(paymentFailureMessage(failed({ success: false, message: 'Unknown plan.' }), 'x')).toBe(
      'Unknown plan.',
    );
    expect(paymentFailureMessage(failed({ success: false, error: 'Not found.' }), 'x')).toBe('Not found.');
    expect(
      paymentFailureMessage(failed({ success: false, message: ' ' }), MESSAGES.orderCreationFailed),
    ).toBe(MESSAGES.orderCreationFailed);
    expect(paymentFailureMessage(new TypeError('Failed to fetch'), MESSAGES.orderCreationFailed)).toBe(
      MESSAGES.orderCreationFailed,
    );
  });

  it('createOrder posts the plan and email and reports a 404 as a failed order', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ success: false, error: 'Not found.' }), { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(createOrder('Pro Pack', 'a@b.co')).rejects.toThrow('Not found.');
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/payment/create-order');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ planName: 'Pro Pack', userEmail: 'a@b.co' });
  });

  it('createOrder refuses an answer without an order id', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
    await expect(createOrder('Pro Pack', 'a@b.co')).rejects.toThrow(MESSAGES.orderCreationFailed);
  });
});

describe('verifyPayment', () => {
  const payment = { razorpay_order_id: 'order_123', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' };
  const answering = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));

  it("credits with section 4's text, or passes on a pending payment's own message", async () => {
    answering(200, { success: true, message: MESSAGES.paymentSuccessful, availableJobs: 380 });
    const credited = await verifyPayment(payment, 'a@b.co');
    expect(verifiedPaymentMessage(credited)).toBe(MESSAGES.paymentSuccessful);

    answering(202, { success: false, status: 'pending', message: 'Your payment is being confirmed.' });
    const pending = await verifyPayment(payment, 'a@b.co');
    expect(verifiedPaymentMessage(pending)).toBe('Your payment is being confirmed.');
  });

  it("fails with the server's message, else the fallback", async () => {
    answering(400, { success: false, message: 'The payment could not be verified.', error: 'x' });
    await expect(verifyPayment(payment, 'a@b.co')).rejects.toThrow('The payment could not be verified.');
    answering(500, {});
    await expect(verifyPayment(payment, 'a@b.co')).rejects.toThrow(
      MESSAGES.paymentVerificationFailedFallback,
    );
  });
});

describe('loadCheckoutScript', () => {
  // Fresh module per test: the loader remembers its script for the page's life.
  const load = async () => (await import('./checkout')).loadCheckoutScript;
  beforeEach(() => {
    vi.resetModules();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });
  const injected = () =>
    Array.from(document.head.querySelectorAll('script')).map((s) => s.getAttribute('src'));

  it('loads the sandbox or Razorpay script once, and resolves with the widget it defines', async () => {
    const loadCheckoutScript = await load();
    const first = loadCheckoutScript('sandbox');
    const second = loadCheckoutScript('sandbox');
    expect(injected()).toEqual(['/sandbox/checkout.js']);
    class Widget {
      open() {}
    }
    (window as unknown as { Razorpay: unknown }).Razorpay = Widget;
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Widget);
    await expect(second).resolves.toBe(Widget);
    // Already on the page: nothing more is fetched.
    await expect(loadCheckoutScript('sandbox')).resolves.toBe(Widget);
    expect(injected()).toEqual(['/sandbox/checkout.js']);
  });

  it('fails with the clear message when the script does not load, and tries again next time', async () => {
    const loadCheckoutScript = await load();
    const attempt = loadCheckoutScript('razorpay');
    expect(injected()).toEqual(['https://checkout.razorpay.com/v1/checkout.js']);
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(MESSAGES.checkoutUnavailable);
    expect(injected()).toEqual([]);

    const retry = loadCheckoutScript('razorpay');
    expect(injected()).toEqual(['https://checkout.razorpay.com/v1/checkout.js']);
    // Loaded, but no widget defined (an error page served as script): still a failure.
    document.head.querySelector('script')?.dispatchEvent(new Event('load'));
    await expect(retry).rejects.toThrow(MESSAGES.checkoutUnavailable);
  });

  it('gives up on a script that never arrives', async () => {
    const loadCheckoutScript = await load();
    await expect(loadCheckoutScript('sandbox', 10)).rejects.toThrow(MESSAGES.checkoutUnavailable);
  });
});

describe('openCheckout', () => {
  type Listener = (response: unknown) => void;
  function fakeWidget() {
    const seen: { options: CheckoutOptions; listeners: Record<string, Listener> }[] = [];
    class FakeWidget {
      readonly listeners: Record<string, Listener> = {};
      constructor(readonly options: CheckoutOptions) {
        seen.push(this);
      }
      on(event: string, listener: Listener) {
        this.listeners[event] = listener;
      }
      open() {}
    }
    return { Widget: FakeWidget as unknown as CheckoutConstructor, seen };
  }
  const handlers = () => ({ onPaid: vi.fn(), onDismissed: vi.fn(), onFailed: vi.fn() });

  it('opens the widget with the options of section 7 and reports payment, dismissal and failure', () => {
    const { Widget, seen } = fakeWidget();
    const on = handlers();
    openCheckout(Widget, { order, planName: 'Pro Pack', email: 'a@b.co', keyId: 'rzp_test' }, on);
    const [widget] = seen;
    expect(widget?.options).toMatchObject({
      key: 'rzp_test',
      amount: 150000,
      currency: 'INR',
      name: 'ApplyPilot',
      description: 'Purchase: Pro Pack',
      order_id: 'order_123',
      prefill: { email: 'a@b.co' },
      theme: { color: '#2563eb' },
    });
    const payment = {
      razorpay_order_id: 'order_123',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    };
    widget?.options.handler(payment);
    expect(on.onPaid).toHaveBeenCalledWith(payment);
    widget?.options.modal.ondismiss();
    expect(on.onDismissed).toHaveBeenCalledOnce();
    widget?.listeners['payment.failed']?.({
      error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' },
    });
    widget?.listeners['payment.failed']?.({ error: {} });
    expect(on.onFailed.mock.calls).toEqual([['Card declined'], [MESSAGES.paymentAttemptFailed]]);
  });

  it("prefers the order's key to the configured one", () => {
    const { Widget, seen } = fakeWidget();
    openCheckout(
      Widget,
      { order: { ...order, key: 'rzp_live_x' }, planName: 'Pro Pack', email: 'a@b.co', keyId: 'rzp_test' },
      handlers(),
    );
    openCheckout(Widget, { order, planName: 'Pro Pack', email: 'a@b.co', keyId: 'rzp_test' }, handlers());
    expect(seen.map((widget) => widget.options.key)).toEqual(['rzp_live_x', 'rzp_test']);
  });
});
