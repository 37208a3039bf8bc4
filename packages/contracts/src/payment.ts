import { z } from 'zod';

/**
 * POST /api/payment/create-order (document 1, section 7). The server's side arrives with the payments issue; the
 * purchase page already sends this body and reads this answer.
 */
export const CreateOrderRequestSchema = z.object({
  planName: z.string().min(1).max(100),
  userEmail: z.string().min(1).max(254),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

/**
 * `amount` is in rupees; the checkout widget gets it times 100 (paise). `key` is the public key id the order was made
 * with (null for the sandbox); the page falls back to /api/config's `razorpayKeyId` when it is absent.
 */
export const CreateOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  order_id: z.string().min(1),
  amount: z.number().positive(),
  currency: z.literal('INR').optional(),
  key: z.string().nullable().optional(),
});
export type CreateOrderResponse = z.infer<typeof CreateOrderResponseSchema>;

/** What the checkout widget hands back after a payment, sent on to POST /api/payment/process-payment. */
export const PaymentResultSchema = z.object({
  razorpay_order_id: z.string().min(1),
  razorpay_payment_id: z.string().min(1),
  razorpay_signature: z.string().min(1),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

export const ProcessPaymentRequestSchema = PaymentResultSchema.extend({
  userEmail: z.string().min(1).max(254),
});
export type ProcessPaymentRequest = z.infer<typeof ProcessPaymentRequestSchema>;

export const ProcessPaymentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
