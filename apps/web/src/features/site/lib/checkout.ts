import { PRODUCT_NAME, type CreateOrderResponse, type PaymentResult } from '@applypilot/contracts';

export interface CheckoutRequest {
  order: CreateOrderResponse;
  planName: string;
  email: string;
  /** The payment provider's public key id from /api/config (null in sandbox mode). */
  keyId: string | null;
}

export type CheckoutOutcome = { kind: 'paid'; payment: PaymentResult } | { kind: 'dismissed' };

/** The part of Razorpay's checkout widget we use (FACTS.md, "Checkout widget"). */
interface CheckoutWidget {
  open(): void;
}
interface CheckoutOptions {
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
type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutWidget;

/** Checkout theme colour: the site's blue (--ap-blue). */
const THEME_BLUE = '#2563eb';

/**
 * Opens the provider's checkout widget for an order and settles when the buyer pays or closes it. The payments issue
 * completes this: it loads the widget script (Razorpay's, or the built-in sandbox that speaks the same protocol).
 * Until a widget is on the page, opening fails with a message the purchase page shows as a payment failure.
 */
export function openCheckout({ order, planName, email, keyId }: CheckoutRequest): Promise<CheckoutOutcome> {
  const Widget = (window as unknown as { Razorpay?: CheckoutConstructor }).Razorpay;
  if (typeof Widget !== 'function') {
    return Promise.reject(new Error('The payment window is not available yet. No charge was made.'));
  }
  return new Promise<CheckoutOutcome>((resolve) => {
    const widget = new Widget({
      key: keyId,
      // Section 7: the widget gets the order amount times 100 (paise).
      amount: Math.round(order.amount * 100),
      currency: 'INR',
      name: PRODUCT_NAME,
      description: `Purchase: ${planName}`,
      order_id: order.order_id,
      prefill: { email },
      theme: { color: THEME_BLUE },
      handler: (payment) => resolve({ kind: 'paid', payment }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }) },
    });
    widget.open();
  });
}
