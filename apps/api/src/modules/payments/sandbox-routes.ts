import type { FastifyInstance } from 'fastify';
import {
  MESSAGES,
  SandboxOrderRequestSchema,
  type CheckoutFailure,
  type PaymentResult,
} from '@applypilot/contracts';
import type { SessionService } from '../sessions/session-service';
import { PaymentError } from './payment-errors';
import type { PaymentRepository } from './payment-repository';
import { answer, parsePaymentBody, sessionUser } from './payment-routes';
import { SANDBOX_CHECKOUT_SCRIPT } from './sandbox-checkout-script';
import type { SandboxGateway } from './sandbox-gateway';

const SANDBOX_FAILURE_DESCRIPTION = 'Payment failed';

/**
 * The built-in sandbox's browser side: the checkout script and what a buyer does inside it (pay, fail). Registered only
 * outside production and without Razorpay keys; the payment it makes is verified by the ordinary process-payment code.
 */
export function registerSandboxRoutes(
  app: FastifyInstance,
  deps: { sandbox: SandboxGateway; repository: PaymentRepository; sessions: SessionService },
) {
  const { sandbox, repository, sessions } = deps;

  app.get('/sandbox/checkout.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SANDBOX_CHECKOUT_SCRIPT),
  );

  /** The order must be one of the session user's, as Razorpay's checkout only pays the order it was opened for. */
  async function ownOrder(request: Parameters<typeof sessionUser>[1]): Promise<string> {
    const user = await sessionUser(sessions, request);
    const { order_id: orderId } = parsePaymentBody(SandboxOrderRequestSchema, request.body);
    const order = await repository.findForUser(orderId, user.userId);
    if (!order) throw new PaymentError(404, MESSAGES.paymentOrderNotFound);
    return orderId;
  }

  app.post('/sandbox/pay', (request, reply) =>
    answer(reply, async () => {
      const orderId = await ownOrder(request);
      const paid = await sandbox.pay(orderId);
      if (paid === 'not_found') throw new PaymentError(404, MESSAGES.paymentOrderNotFound);
      if (paid === 'already_paid') throw new PaymentError(409, MESSAGES.paymentAlreadyPaid);
      const result: PaymentResult = {
        razorpay_order_id: orderId,
        razorpay_payment_id: paid.paymentId,
        razorpay_signature: paid.signature,
      };
      return { success: true, ...result };
    }),
  );

  app.post('/sandbox/fail', (request, reply) =>
    answer(reply, async () => {
      const orderId = await ownOrder(request);
      const failed = await sandbox.fail(orderId, SANDBOX_FAILURE_DESCRIPTION);
      if (failed === 'not_found') throw new PaymentError(404, MESSAGES.paymentOrderNotFound);
      if (failed === 'already_paid') throw new PaymentError(409, MESSAGES.paymentAlreadyPaid);
      // Razorpay's `payment.failed` argument, which the script hands to the page's callbacks.
      const failure: CheckoutFailure = {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: SANDBOX_FAILURE_DESCRIPTION,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: failed.paymentId },
        },
      };
      return { success: true, failure };
    }),
  );
}
