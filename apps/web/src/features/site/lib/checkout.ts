import {
  MESSAGES,
  PRODUCT_NAME,
  type CreateOrderResponse,
  type PaymentResult,
  type PublicConfig,
} from '@applypilot/contracts';

/** Where the checkout widget comes from: Razorpay's own script, or the API's sandbox that speaks its protocol. */
export const CHECKOUT_SCRIPT_URLS: Record<PublicConfig['paymentMode'], string> = {
  razorpay: 'https://checkout.razorpay.com/v1/checkout.js',
  sandbox: '/sandbox/checkout.js',
};

/** A stalled download must end in a message the buyer can act on, not a button stuck on "Processing...". */
export const CHECKOUT_SCRIPT_TIMEOUT_MS = 30_000;

/** What Razorpay's widget hands to `payment.failed` listeners (FACTS.md, "Checkout widget"). */
export interface CheckoutFailure {
  error?: { code?: string; description?: string };
}

/** The part of Razorpay's checkout widget we use. */
export interface CheckoutWidget {
  open(): void;
  on?(event: 'payment.failed', listener: (response: CheckoutFailure) => void): void;
}
export interface CheckoutOptions {
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
export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutWidget;

/** Checkout theme colour (section 7, "theme colour blue"): the site's blue (--ap-blue). */
export const THEME_BLUE = '#2563eb';

function widgetOnPage(): CheckoutConstructor | null {
  const widget = (window as unknown as { Razorpay?: unknown }).Razorpay;
  return typeof widget === 'function' ? (widget as CheckoutConstructor) : null;
}

let loading: Promise<CheckoutConstructor> | null = null;

/**
 * Puts the checkout widget's script on the page once per page life and resolves with its constructor. Only /buy calls
 * this, so no other page pays for a third-party script. A failed load is forgotten, so the next Pay tries again.
 */
export function loadCheckoutScript(
  mode: PublicConfig['paymentMode'],
  timeoutMs: number = CHECKOUT_SCRIPT_TIMEOUT_MS,
): Promise<CheckoutConstructor> {
  const present = widgetOnPage();
  if (present) return Promise.resolve(present);
  loading ??= injectScript(CHECKOUT_SCRIPT_URLS[mode], timeoutMs).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

function injectScript(src: string, timeoutMs: number): Promise<CheckoutConstructor> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const settle = (widget: CheckoutConstructor | null) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (widget) {
        resolve(widget);
        return;
      }
      script.remove();
      reject(new Error(MESSAGES.checkoutUnavailable));
    };
    const timer = setTimeout(() => settle(null), timeoutMs);
    // A script that loads but defines no widget (a proxy's error page, say) is as useless as one that failed.
    script.onload = () => settle(widgetOnPage());
    script.onerror = () => settle(null);
    document.head.appendChild(script);
  });
}

export interface CheckoutRequest {
  order: CreateOrderResponse;
  planName: string;
  email: string;
  /** The public key id from /api/config, used when the order answer does not name one (null in sandbox mode). */
  keyId: string | null;
}

export interface CheckoutHandlers {
  onPaid(payment: PaymentResult): void;
  onDismissed(): void;
  /**
   * A payment attempt failed. Razorpay's widget stays open after this so the buyer can try again, and may still call
   * onPaid or onDismissed later.
   */
  onFailed(description: string): void;
}

/** The description of a failed attempt; the widget normally gives one. */
export function failureDescription(response: CheckoutFailure | undefined): string {
  const description = response?.error?.description;
  return typeof description === 'string' && description.trim() !== ''
    ? description
    : MESSAGES.paymentAttemptFailed;
}

/** Opens the checkout widget for an order with the options of section 7. */
export function openCheckout(
  Widget: CheckoutConstructor,
  { order, planName, email, keyId }: CheckoutRequest,
  handlers: CheckoutHandlers,
): void {
  const widget = new Widget({
    key: order.key ?? keyId,
    // Section 7: the widget gets the order amount times 100 (paise).
    amount: Math.round(order.amount * 100),
    currency: 'INR',
    name: PRODUCT_NAME,
    description: `Purchase: ${planName}`,
    order_id: order.order_id,
    prefill: { email },
    theme: { color: THEME_BLUE },
    handler: (payment) => handlers.onPaid(payment),
    modal: { ondismiss: () => handlers.onDismissed() },
  });
  widget.on?.('payment.failed', (response) => handlers.onFailed(failureDescription(response)));
  widget.open();
}
