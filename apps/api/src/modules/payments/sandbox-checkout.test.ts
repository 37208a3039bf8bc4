// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SANDBOX_CHECKOUT_LABEL,
  type CheckoutFailure,
  type PaymentResult,
} from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import {
  accountState,
  createOrder,
  newBuyer,
  processPayment,
  type Buyer,
} from '../../../test/payment-helpers';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../test/test-app';

/** The options the purchase page passes (apps/web/src/features/site/lib/checkout.ts). */
interface WidgetOptions {
  key: string | null;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { email: string };
  theme: { color: string };
  handler: (response: PaymentResult) => void;
  modal: { ondismiss: () => void };
}
interface Widget {
  open(): void;
  on(event: 'payment.failed', callback: (failure: CheckoutFailure) => void): void;
}
type WidgetConstructor = new (options: WidgetOptions) => Widget;

/** The few DOM members used here (the API's TypeScript has no DOM library; jsdom provides them at run time). */
interface Node {
  id: string;
  type: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): ArrayLike<Node>;
  click(): void;
}
const page = globalThis as unknown as {
  document: {
    querySelector(selector: string): Node | null;
    getElementById(id: string): Node | null;
    activeElement: unknown;
  };
  Razorpay?: WidgetConstructor;
};

const [pglite] = backends;
const realFetch = globalThis.fetch;

/**
 * The sandbox's checkout script in a DOM (jsdom), its requests answered by the real API: what a buyer sees and what
 * the page's callbacks receive. Real browsers run it in the end-to-end suite of the purchase page.
 */
describe('sandbox checkout script in a page', () => {
  let t: TestApp;
  let buyer: Buyer;
  let Razorpay: WidgetConstructor;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite backend missing');
    t = await createTestApp(pglite);
    buyer = await newBuyer(t);
    const script = await t.app.inject({ url: '/sandbox/checkout.js' });
    // The page's same-origin fetch, carried to the API with the buyer's cookie as the browser would.
    globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
      const response = await t.app.inject({
        method: (init?.method ?? 'GET') as 'GET' | 'POST',
        url: String(input),
        headers: { ...(init?.headers as Record<string, string>), origin: TEST_ORIGIN },
        cookies: { ap_session: buyer.cookie },
        ...(init?.body ? { payload: String(init.body) } : {}),
      });
      return new Response(response.body, {
        status: response.statusCode,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    // Runs the served text as a <script src> would.
    new Function(script.body)();
    if (!page.Razorpay) throw new Error('the script defined no window.Razorpay');
    Razorpay = page.Razorpay;
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await t.close();
  });

  async function open(planName: string) {
    const created = await createOrder(t, buyer, planName);
    const order = created.json() as { order_id: string; amount: number };
    const events: { paid?: PaymentResult; failed: CheckoutFailure[]; dismissed: number } = {
      failed: [],
      dismissed: 0,
    };
    let settle: () => void = () => undefined;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const widget = new Razorpay({
      key: null,
      amount: order.amount * 100,
      currency: 'INR',
      name: 'ApplyPilot',
      description: `Purchase: ${planName}`,
      order_id: order.order_id,
      prefill: { email: buyer.email },
      theme: { color: '#2563eb' },
      handler: (response) => {
        events.paid = response;
        settle();
      },
      modal: {
        ondismiss: () => {
          events.dismissed += 1;
          settle();
        },
      },
    });
    widget.on('payment.failed', (failure) => events.failed.push(failure));
    widget.open();
    const dialog = page.document.querySelector('[role="dialog"]');
    if (!dialog) throw new Error('no dialog');
    const button = (label: string) => {
      const found = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === label);
      if (!found) throw new Error(`no ${label} button`);
      return found;
    };
    return { order, events, settled, dialog, button };
  }

  it('shows an accessible dialog marked as a sandbox, with the description and the amount in rupees', async () => {
    const { dialog, button } = await open('Pro Pack');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(page.document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      SANDBOX_CHECKOUT_LABEL,
    );
    expect(page.document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Purchase: Pro Pack',
    );
    expect(dialog.querySelector('[data-testid="sandbox-amount"]')?.textContent).toBe('₹1,500');
    expect(['Pay', 'Fail', 'Close'].map((label) => button(label).type)).toEqual([
      'button',
      'button',
      'button',
    ]);
    expect(page.document.activeElement).toBe(button('Pay'));
    button('Close').click();
  });

  it('Close calls modal.ondismiss and removes the dialog', async () => {
    const { events, settled, button } = await open('Starter Pack');
    button('Close').click();
    await settled;
    expect(events).toMatchObject({ dismissed: 1, failed: [] });
    expect(events.paid).toBeUndefined();
    expect(page.document.querySelector('[role="dialog"]')).toBeNull();
  });

  it("Fail calls the payment.failed callbacks with Razorpay's shape and keeps the dialog open; Pay then pays", async () => {
    const { order, events, settled, button, dialog } = await open('Starter Pack');
    button('Fail').click();
    await expect.poll(() => events.failed.length).toBe(1);
    expect(events.failed[0]).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        metadata: { order_id: order.order_id },
      },
    });
    expect(dialog.querySelector('[role="status"]')?.textContent).toBe('Payment failed');
    button('Pay').click();
    await settled;
    expect(events.paid?.razorpay_order_id).toBe(order.order_id);
  });

  it('Pay hands the signed result to handler(); process-payment verifies it like a real one', async () => {
    const before = (await accountState(t, buyer.userId)).credits;
    const { order, events, settled, button } = await open('Pro Pack');
    button('Pay').click();
    await settled;
    expect(page.document.querySelector('[role="dialog"]')).toBeNull();
    const paid = events.paid;
    if (!paid) throw new Error('handler not called');
    expect(Object.keys(paid).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);
    expect(paid.razorpay_order_id).toBe(order.order_id);
    const verified = await processPayment(t, buyer, paid);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: MESSAGES.paymentSuccessful,
      availableJobs: before + 375,
    });
  });
});
