import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  findPlan,
  MESSAGES,
  ORDER_CREATION_LIMIT,
  PAISE_PER_RUPEE,
  PAYMENT_CURRENCY,
  tooManyAttempts,
  type CreateOrderRequest,
  type ProcessPaymentRequest,
} from '@applypilot/contracts';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import type { SessionUser } from '../sessions/session-repository';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './payment-gateway';
import { PaymentError } from './payment-errors';
import type { PaymentOrder, PaymentRepository } from './payment-repository';
import { checkoutSignature, signaturesMatch } from './signatures';

export interface CreatedOrder {
  order_id: string;
  /** Rupees, as the purchase page expects (it multiplies by 100 for the widget). */
  amount: number;
  currency: typeof PAYMENT_CURRENCY;
  key: string;
}

export type VerificationResult =
  { kind: 'fulfilled'; credits: number } | { kind: 'already'; credits: number } | { kind: 'pending' };

/** The outcome of one payment, whoever reports it (the checkout callback or a webhook). */
export type SettleResult = VerificationResult | { kind: 'mismatch' } | { kind: 'declined' };

/** A webhook's outcome: `unconfirmed` when the payment provider does not know the payment the webhook names. */
export type WebhookSettleResult = SettleResult | { kind: 'unconfirmed' };

/** What a webhook says about a payment: only which payment and which order, never whether it is paid. */
export interface WebhookPaymentClaim {
  id: string;
  order_id?: string | null | undefined;
}

/** Our order id, also Razorpay's receipt: 4 + 24 characters, well under the 40 allowed. */
const newOrderId = () => `apo_${randomBytes(12).toString('hex')}`;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface PaymentServiceDeps {
  repository: PaymentRepository;
  /** Undefined in production without Razorpay keys: the sandbox is refused there, so nothing can be bought. */
  gateway: PaymentGateway | undefined;
  rateLimits: RateLimitService;
  log: FastifyBaseLogger;
}

export function createPaymentService({ repository, gateway, rateLimits, log }: PaymentServiceDeps) {
  function requireGateway(): PaymentGateway {
    if (!gateway) throw new PaymentError(503, MESSAGES.paymentsUnavailable);
    return gateway;
  }

  function checkEmail(user: SessionUser, userEmail: string) {
    // Who pays comes from the session; the email in the body only guards against buying for the wrong account.
    if (!sameEmail(user.email, userEmail)) throw new PaymentError(403, MESSAGES.paymentEmailMismatch);
  }

  /**
   * Compares what the provider says about a payment (fetched from it, never taken from a caller) with the order we
   * stored, then fulfils a captured one. Shared by the checkout callback and the webhook.
   */
  async function settle(order: PaymentOrder, payment: GatewayPayment): Promise<SettleResult> {
    if (
      payment.order_id !== order.razorpayOrderId ||
      payment.amount !== order.amountPaise ||
      payment.currency !== order.currency
    ) {
      log.warn(
        { orderId: order.id, paymentId: payment.id, amount: payment.amount, currency: payment.currency },
        'payment does not match its order',
      );
      return { kind: 'mismatch' };
    }
    if (payment.status === 'authorized' || payment.status === 'created') return { kind: 'pending' };
    if (payment.status !== 'captured') return { kind: 'declined' };
    if (order.status === 'paid' && order.razorpayPaymentId !== payment.id) {
      // Razorpay took a second payment for a paid order: credits stay single, the money needs a refund by hand.
      log.error(
        { orderId: order.id, paymentId: payment.id },
        'second captured payment for a paid order: refund it',
      );
    }
    const result = await repository.fulfil(order.id, payment.id);
    if (result.kind === 'not_payable') {
      log.warn(
        { orderId: order.id, paymentId: payment.id },
        'captured payment for an order that cannot be paid',
      );
      return { kind: 'mismatch' };
    }
    if (result.kind === 'fulfilled')
      log.info({ orderId: order.id, paymentId: payment.id }, 'order fulfilled');
    return result;
  }

  return {
    async createOrder(user: SessionUser, body: CreateOrderRequest): Promise<CreatedOrder> {
      checkEmail(user, body.userEmail);
      const plan = findPlan(body.planName);
      if (!plan) throw new PaymentError(400, MESSAGES.unknownPlan);
      const provider = requireGateway();

      // Counted and checked in one statement, so parallel calls cannot make more orders than the limit (decision 034).
      const verdict = await rateLimits.consume([
        { bucket: `payment-order:user:${user.userId}`, max: ORDER_CREATION_LIMIT },
      ]);
      if (verdict.limited) {
        throw new PaymentError(429, tooManyAttempts(verdict.retryAfterSeconds), verdict.retryAfterSeconds);
      }

      // The price comes from the catalogue, never from the client.
      const id = newOrderId();
      const amountPaise = plan.price * PAISE_PER_RUPEE;
      await repository.insertOrder({
        id,
        userId: user.userId,
        planName: plan.name,
        credits: plan.credits,
        amountPaise,
        currency: PAYMENT_CURRENCY,
      });
      let razorpayOrderId: string;
      try {
        const created = await provider.createOrder({
          amount: amountPaise,
          currency: PAYMENT_CURRENCY,
          receipt: id,
          notes: { user_id: String(user.userId), user_email: user.email, plan: plan.name },
        });
        if (created.amount !== amountPaise || created.currency !== PAYMENT_CURRENCY) {
          throw new GatewayError(
            'server',
            `Razorpay made order ${created.id} for ${created.amount} ${created.currency}`,
          );
        }
        razorpayOrderId = created.id;
      } catch (error) {
        await repository.markNotCreated(id);
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ err: error, orderId: id }, 'order creation failed at the payment provider');
        if (error.kind === 'refused') throw new PaymentError(502, MESSAGES.paymentServiceRefused);
        throw new PaymentError(error.kind === 'timeout' ? 504 : 503, MESSAGES.paymentServiceNotResponding);
      }
      await repository.markCreated(id, razorpayOrderId);
      return {
        order_id: razorpayOrderId,
        amount: plan.price,
        currency: PAYMENT_CURRENCY,
        key: provider.keyId,
      };
    },

    /** The checkout callback: trusted only after the signature AND Razorpay itself confirm the payment. */
    async processPayment(user: SessionUser, body: ProcessPaymentRequest): Promise<VerificationResult> {
      checkEmail(user, body.userEmail);
      const provider = requireGateway();
      // Another user's order is "not found": its existence is none of this caller's business.
      const order = await repository.findForUser(body.razorpay_order_id, user.userId);
      if (!order?.razorpayOrderId) throw new PaymentError(404, MESSAGES.paymentOrderNotFound);

      const expected = checkoutSignature(
        provider.signingSecret,
        order.razorpayOrderId,
        body.razorpay_payment_id,
      );
      if (!signaturesMatch(expected, body.razorpay_signature)) {
        log.warn({ orderId: order.id }, 'checkout signature mismatch');
        throw new PaymentError(400, MESSAGES.paymentSignatureInvalid);
      }
      if (order.status === 'paid') {
        if (order.razorpayPaymentId === body.razorpay_payment_id) {
          return { kind: 'already', credits: await repository.balanceOf(user.userId) };
        }
        log.warn(
          { orderId: order.id, paymentId: body.razorpay_payment_id },
          'second payment for a paid order',
        );
        throw new PaymentError(409, MESSAGES.paymentAlreadyPaid);
      }

      let payment: GatewayPayment;
      try {
        payment = await provider.fetchPayment(body.razorpay_payment_id);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        log.warn({ err: error, orderId: order.id }, 'payment lookup failed at the payment provider');
        if (error.kind === 'refused') throw new PaymentError(400, MESSAGES.paymentSignatureInvalid);
        // The buyer may have paid: the webhook will still credit the order.
        throw new PaymentError(error.kind === 'timeout' ? 504 : 503, MESSAGES.paymentConfirmationDelayed);
      }
      const result = await settle(order, payment);
      if (result.kind === 'mismatch') throw new PaymentError(400, MESSAGES.paymentAmountMismatch);
      if (result.kind === 'declined') throw new PaymentError(400, MESSAGES.paymentDeclined);
      return result;
    },

    /**
     * A signed webhook names a payment of one of our orders; undefined when the order is not ours. The webhook's own
     * status, amount and currency are not believed: a leaked or guessed webhook secret must not be able to credit an
     * unpaid order (decision 048). The payment is fetched from the provider (GET /v1/payments/{id}, the sandbox
     * answers the same call) and settled like the checkout callback's. A provider that does not answer is a
     * PaymentError (503/504): the route answers it so that Razorpay delivers the webhook again later.
     */
    async settleFromWebhook(claim: WebhookPaymentClaim): Promise<WebhookSettleResult | undefined> {
      if (!claim.order_id) return undefined;
      const order = await repository.findByRazorpayOrderId(claim.order_id);
      if (!order) return undefined;
      const provider = requireGateway();
      let payment: GatewayPayment;
      try {
        payment = await provider.fetchPayment(claim.id);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        if (error.kind === 'refused') {
          log.warn(
            { orderId: order.id, paymentId: claim.id },
            'a signed webhook names a payment the payment provider does not know',
          );
          return { kind: 'unconfirmed' };
        }
        log.warn({ err: error, orderId: order.id }, 'webhook payment lookup failed at the payment provider');
        throw new PaymentError(error.kind === 'timeout' ? 504 : 503, MESSAGES.paymentServiceNotResponding);
      }
      if (payment.id !== claim.id) {
        log.warn({ orderId: order.id, paymentId: claim.id }, 'the provider answered for another payment');
        return { kind: 'mismatch' };
      }
      return settle(order, payment);
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
