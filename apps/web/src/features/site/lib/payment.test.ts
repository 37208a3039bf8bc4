import { MESSAGES, type CreateOrderResponse } from '@applypilot/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { openCheckout } from './checkout';
import { createOrder, paymentFailureMessage } from './payment-api';

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

describe('openCheckout', () => {
  it('fails with a clear message while no checkout widget is on the page', async () => {
    await expect(openCheckout({ order, planName: 'Pro Pack', email: 'a@b.co', keyId: null })).rejects.toThrow(
      'The payment window is not available yet. No charge was made.',
    );
  });

  it('opens the widget with the options of section 7 and settles on payment or dismissal', async () => {
    const seen: Record<string, unknown>[] = [];
    let next: 'pay' | 'dismiss' = 'pay';
    class FakeWidget {
      constructor(private readonly options: Record<string, unknown>) {
        seen.push(options);
      }
      open() {
        if (next === 'pay') {
          (this.options.handler as (r: unknown) => void)({
            razorpay_order_id: 'order_123',
            razorpay_payment_id: 'pay_1',
            razorpay_signature: 'sig',
          });
        } else (this.options.modal as { ondismiss: () => void }).ondismiss();
      }
    }
    (window as unknown as { Razorpay: unknown }).Razorpay = FakeWidget;

    await expect(
      openCheckout({ order, planName: 'Pro Pack', email: 'a@b.co', keyId: 'rzp_test' }),
    ).resolves.toEqual({
      kind: 'paid',
      payment: { razorpay_order_id: 'order_123', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' },
    });
    expect(seen[0]).toMatchObject({
      key: 'rzp_test',
      amount: 150000,
      currency: 'INR',
      name: 'ApplyPilot',
      description: 'Purchase: Pro Pack',
      order_id: 'order_123',
      prefill: { email: 'a@b.co' },
      theme: { color: '#2563eb' },
    });

    next = 'dismiss';
    await expect(
      openCheckout({ order, planName: 'Pro Pack', email: 'a@b.co', keyId: null }),
    ).resolves.toEqual({
      kind: 'dismissed',
    });
  });
});
