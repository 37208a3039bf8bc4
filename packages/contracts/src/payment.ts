import { z } from 'zod';
import { hasNoControlCharacters, noControlCharacters } from './auth';

/** Razorpay's ids (`order_…`, `pay_…`) and hex signatures: letters, digits, underscores and dashes only. */
const providerToken = (name: string, max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${name} is not valid.` });

/** Every order is in Indian rupees; Razorpay counts the amount in paise (1 rupee = 100 paise). */
export const PAYMENT_CURRENCY = 'INR';
export const PAISE_PER_RUPEE = 100;
/** Orders one account may create in the rate-limit window (RATE_LIMIT_WINDOW_MINUTES): a buyer retries a few times. */
export const ORDER_CREATION_LIMIT = 10;
/** Razorpay's `receipt` may hold at most 40 characters; our order id is used as the receipt. */
export const RECEIPT_MAX_LENGTH = 40;

/**
 * POST /api/payment/create-order (document 1, section 7). The price comes from the plan catalogue on the server, never
 * from this body; `userEmail` must be the session's own address.
 */
export const CreateOrderRequestSchema = z.object({
  planName: z.string().min(1).max(100).refine(hasNoControlCharacters, noControlCharacters('Plan name')),
  userEmail: z.string().min(1).max(254).refine(hasNoControlCharacters, noControlCharacters('Email')),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

/**
 * `amount` is in rupees; the checkout widget gets it times 100 (paise). `currency` and `key` (the public key id, or
 * the sandbox's) are always sent by the server; the page falls back to /api/config's `razorpayKeyId` when `key` is
 * absent.
 */
export const CreateOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  order_id: z.string().min(1),
  amount: z.number().positive(),
  currency: z.literal(PAYMENT_CURRENCY).optional(),
  key: z.string().min(1).nullable().optional(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/** What the checkout widget hands back after a payment, sent on to POST /api/payment/process-payment. */
export const PaymentResultSchema = z.object({
  razorpay_order_id: providerToken('The order id', 100),
  razorpay_payment_id: providerToken('The payment id', 100),
  razorpay_signature: providerToken('The payment signature', 200),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

export const ProcessPaymentRequestSchema = PaymentResultSchema.extend({
  userEmail: z.string().min(1).max(254).refine(hasNoControlCharacters, noControlCharacters('Email')),
});
export type ProcessPaymentRequest = z.infer<typeof ProcessPaymentRequestSchema>;

/** The credits are on the account (now, or already by an earlier call or the webhook). */
export const ProcessPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** The balance after the purchase. */
  availableJobs: z.number().int().nonnegative().optional(),
});
export type ProcessPaymentResponse = z.infer<typeof ProcessPaymentResponseSchema>;

/**
 * HTTP 202: Razorpay has authorised the payment but not captured it yet. Not a failure and not a success: the
 * webhook adds the credits once Razorpay captures it, so the page shows `message` and sends the user on.
 */
export const ProcessPaymentPendingSchema = z.object({
  success: z.literal(false),
  status: z.literal('pending'),
  message: z.string(),
});
export type ProcessPaymentPending = z.infer<typeof ProcessPaymentPendingSchema>;

/**
 * Every failed payment call answers `{success: false, message, error}` with the same text in both fields: the purchase
 * page reads `message` (section 7), the rest of the API's clients read `error`.
 */
export const PaymentFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
});
export type PaymentFailure = z.infer<typeof PaymentFailureSchema>;

/** POST /sandbox/pay and /sandbox/fail (built-in sandbox, outside production only). */
export const SandboxOrderRequestSchema = z.object({
  order_id: providerToken('The order id', 100),
});
export type SandboxOrderRequest = z.infer<typeof SandboxOrderRequestSchema>;

/** Razorpay's `payment.failed` callback argument, as the sandbox widget reproduces it. */
export const CheckoutFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export type CheckoutFailure = z.infer<typeof CheckoutFailureSchema>;

/** Shown on the sandbox's checkout dialog so nobody mistakes it for a real payment. */
export const SANDBOX_CHECKOUT_LABEL = 'Sandbox payment: no money moves';
