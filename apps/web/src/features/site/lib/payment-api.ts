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

/**
 * A payment the server accepted: the credits are on the account, or the payment is authorised but not captured yet
 * (HTTP 202 `{success: false, status: 'pending', message}`) and the webhook adds them once it is.
 */
export type Verification = { kind: 'credited' } | { kind: 'pending'; message: string };

function pendingMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 202) return null;
  const body = error.body as { status?: unknown; message?: unknown } | undefined;
  return body?.status === 'pending' && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : null;
}

export async function verifyPayment(result: PaymentResult, userEmail: string): Promise<Verification> {
  try {
    await apiFetch('/api/payment/process-payment', {
      method: 'POST',
      body: { ...result, userEmail },
      schema: ProcessPaymentResponseSchema,
    });
    return { kind: 'credited' };
  } catch (error) {
    // Not a failure: the money is authorised; the page says so instead of "verification failed".
    const pending = pendingMessage(error);
    if (pending !== null) return { kind: 'pending', message: pending };
    throw new Error(paymentFailureMessage(error, MESSAGES.paymentVerificationFailedFallback));
  }
}

/** What the buyer reads after an accepted payment: section 4's success text, or the server's pending message. */
export function verifiedPaymentMessage(verification: Verification): string {
  return verification.kind === 'pending' ? verification.message : MESSAGES.paymentSuccessful;
}
