import {
  CreateOrderResponseSchema,
  MESSAGES,
  ProcessPaymentResponseSchema,
  type CreateOrderResponse,
  type PaymentResult,
} from '@applypilot/contracts';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * The text of a failed payment call (section 8): the server's `message`, else its `error`, else the fallback. The
 * api client's own fallback ("An unexpected error occurred.") is deliberately not used here: the catalogue names a
 * specific one for each payment step.
 */
export function paymentFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { message?: unknown; error?: unknown };
    for (const candidate of [body.message, body.error]) {
      if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
    }
  }
  return fallback;
}

export async function createOrder(planName: string, userEmail: string): Promise<CreateOrderResponse> {
  try {
    return await apiFetch('/api/payment/create-order', {
      method: 'POST',
      body: { planName, userEmail },
      schema: CreateOrderResponseSchema,
    });
  } catch (error) {
    throw new Error(paymentFailureMessage(error, MESSAGES.orderCreationFailed));
  }
}

/** The answer of POST /api/payment/process-payment when it succeeded. */
export interface VerifiedPayment {
  success: true;
  message?: string;
}

export async function verifyPayment(result: PaymentResult, userEmail: string): Promise<VerifiedPayment> {
  try {
    return await apiFetch('/api/payment/process-payment', {
      method: 'POST',
      body: { ...result, userEmail },
      schema: ProcessPaymentResponseSchema,
    });
  } catch (error) {
    throw new Error(paymentFailureMessage(error, MESSAGES.paymentVerificationFailedFallback));
  }
}

/**
 * What the buyer reads after a verified payment. The specification's success text, unless the server says something
 * else: that is the pending case (the payment is authorised but not captured yet; the webhook adds the credits), and
 * its own message tells the buyer so.
 */
export function verifiedPaymentMessage(answer: VerifiedPayment): string {
  const message = answer.message?.trim();
  return message ? message : MESSAGES.paymentSuccessful;
}
