import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@applypilot/contracts';
import { API_MESSAGES } from '../../http/api-messages';
import { PaymentError, sendPaymentError, sendPaymentFailure } from './payment-errors';
import type { PaymentRepository } from './payment-repository';
import type { PaymentService } from './payment-service';
import { hmacHex, signaturesMatch } from './signatures';

export const WEBHOOK_PATH = '/api/payment/webhook';

/** The events that mean "money captured for an order"; every other event is acknowledged and ignored. */
const FULFILLING_EVENTS = new Set(['payment.captured', 'order.paid']);

/** Razorpay's ids, event names and event ids: letters, digits, `_`, `.` and `-` (so no NUL, no markup). */
const token = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_.-]+$/);

/** Read for every event: only its name. Razorpay's other events carry shapes we never look at. */
const WebhookEventSchema = z.object({ event: token(100) });

/**
 * The payment of a fulfilling event, read strictly: a signed body is Razorpay's word, but a malformed one (a leaked
 * secret, a bug) must be a 400, never a NUL or a huge number on its way to the database (decision 034).
 */
const FulfillingEventSchema = z.object({
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: token(100),
            order_id: token(100).nullable().optional(),
            amount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
            currency: z.string().regex(/^[A-Z]{3}$/),
            status: z
              .string()
              .min(1)
              .max(40)
              .regex(/^[a-z_]+$/),
            error_description: z.string().max(1000).nullable().optional(),
          }),
        })
        .optional(),
    })
    .optional(),
});
const EventIdSchema = token(100);

/**
 * Razorpay's webhook: no session and no Origin (origin-check exempts this path); authenticated through the HMAC of the
 * RAW body, so this route keeps the bytes (its own content-type parser, scoped to this plugin). The signature only
 * says the body came from someone holding the webhook secret: a fulfilling event is a hint to ask Razorpay about the
 * payment it names, and only Razorpay's answer credits (decision 048). Delivered at least once and in any order; the
 * event id is remembered after handling (not when Razorpay could not be asked: the 503 makes Razorpay deliver it again)
 * and the fulfilment itself is idempotent.
 */
export async function registerWebhookRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentService; repository: PaymentRepository; secret: string | undefined },
) {
  const { payments, repository, secret } = deps;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post(WEBHOOK_PATH, async (request, reply) => {
      // Razorpay posts JSON; anything else is refused like every other JSON route, before any signature work.
      if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
        return sendPaymentFailure(reply, 415, API_MESSAGES.unsupportedMediaType);
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-razorpay-signature'];
      if (!secret) request.log.error('a webhook arrived but RAZORPAY_WEBHOOK_SECRET is not set');
      if (!secret || typeof signature !== 'string' || !signaturesMatch(hmacHex(secret, raw), signature)) {
        return sendPaymentFailure(reply, 400, MESSAGES.webhookSignatureInvalid);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return sendPaymentFailure(reply, 400, MESSAGES.malformedJson);
      }
      const named = WebhookEventSchema.safeParse(json);
      const eventIdHeader = request.headers['x-razorpay-event-id'];
      const eventId = eventIdHeader === undefined || eventIdHeader === '' ? undefined : eventIdHeader;
      if (!named.success || (eventId !== undefined && !EventIdSchema.safeParse(eventId).success)) {
        request.log.warn('a signed webhook with a malformed event name or id');
        return sendPaymentFailure(reply, 400, API_MESSAGES.badRequest);
      }
      const event = named.data.event;
      const fulfilling = FULFILLING_EVENTS.has(event) ? FulfillingEventSchema.safeParse(json) : undefined;
      if (fulfilling && !fulfilling.success) {
        request.log.warn({ event }, 'a signed webhook with a malformed payment');
        return sendPaymentFailure(reply, 400, API_MESSAGES.badRequest);
      }

      if (typeof eventId === 'string' && (await repository.webhookEventSeen(eventId))) {
        return { success: true, duplicate: true };
      }

      const payment = fulfilling?.data.payload?.payment?.entity;
      if (payment) {
        let result;
        try {
          result = await payments.settleFromWebhook(payment);
        } catch (error) {
          if (error instanceof PaymentError) return sendPaymentError(reply, error);
          throw error;
        }
        // Not ours, not confirmed or not matching: acknowledged all the same, because a retry would not change the answer.
        if (!result) request.log.warn({ event, paymentId: payment.id }, 'webhook for an unknown order');
        else request.log.info({ event, paymentId: payment.id, outcome: result.kind }, 'webhook handled');
      }
      if (typeof eventId === 'string') await repository.recordWebhookEvent(eventId, event);
      return { success: true };
    });
  });
}
