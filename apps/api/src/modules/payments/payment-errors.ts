import type { FastifyReply } from 'fastify';
import type { PaymentFailure } from '@applypilot/contracts';

/** A payment call that cannot go on: the status and the text the purchase page shows. */
export class PaymentError extends Error {
  override name = 'PaymentError';
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** `message` for the purchase page (section 7), `error` for every other client of the API: the same text. */
export function sendPaymentFailure(reply: FastifyReply, status: number, message: string) {
  const body: PaymentFailure = { success: false, message, error: message };
  return reply.code(status).send(body);
}

export function sendPaymentError(reply: FastifyReply, error: PaymentError) {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return sendPaymentFailure(reply, error.status, error.message);
}
