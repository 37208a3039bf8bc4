import { z } from 'zod';

/** Razorpay's order entity, as far as we read it (FACTS.md, "Razorpay"). */
export const GatewayOrderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  amount_paid: z.number().int().default(0),
  currency: z.string(),
  receipt: z.string().nullable().optional(),
  status: z.string(),
});
export type GatewayOrder = z.infer<typeof GatewayOrderSchema>;

/** Razorpay's payment entity: `status` is created, authorized, captured, refunded or failed. */
export const GatewayPaymentSchema = z.object({
  id: z.string().min(1),
  order_id: z.string().nullable().optional(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullable().optional(),
});
export type GatewayPayment = z.infer<typeof GatewayPaymentSchema>;

export interface CreateGatewayOrder {
  /** Paise. */
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/**
 * What the payment service needs from a payment provider. Razorpay's HTTP API and the built-in sandbox both provide
 * it, so the same service code (and the same signature check) runs in both modes.
 */
export interface PaymentGateway {
  /** The public key id handed to the checkout widget. */
  keyId: string;
  /** Signs `order_id|payment_id` for the checkout callback (Razorpay's key secret, or the sandbox's). */
  signingSecret: string;
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
  fetchOrder(orderId: string): Promise<GatewayOrder>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
}

/**
 * `unreachable`: no answer (connection refused, reset, DNS); `timeout`: no answer in time; `server`: a 5xx or an answer
 * we cannot read; `refused`: a 4xx with Razorpay's `{error: {code, description}}` (bad id, bad request, bad keys).
 */
export type GatewayErrorKind = 'unreachable' | 'timeout' | 'server' | 'refused';

export class GatewayError extends Error {
  override name = 'GatewayError';
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
