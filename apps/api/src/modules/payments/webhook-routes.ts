import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@applypilot/contracts';
import { API_MESSAGES } from '../../http/api-messages';
import { GatewayPaymentSchema } from './payment-gateway';
import { sendPaymentFailure } from './payment-errors';
import type { PaymentRepository } from './payment-repository';
import type { PaymentService } from './payment-service';
import { hmacHex, signaturesMatch } from './signatures';

export const WEBHOOK_PATH = '/api/payment/webhook';

/** The events that mean "money captured for an order"; every other event is acknowledged and ignored. */
const FULFILLING_EVENTS = new Set(['payment.captured', 'order.paid']);

const WebhookSchema = z.object({
  event: z.string().min(1),
  payload: z.object({ payment: z.object({ entity: GatewayPaymentSchema }).optional() }).optional(),
});

/**
 * Razorpay's webhook: no session and no Origin (origin-check exempts this path); trusted only through the HMAC of the
 * RAW body, so this route keeps the bytes (its own content-type parser, scoped to this plugin). It answers without any
 * outbound call: the signed payload is Razorpay's word. Delivered at least once and in any order; the event id is
 * remembered after handling and the fulfilment itself is idempotent.
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
      let parsed: z.infer<typeof WebhookSchema>;
      try {
        const result = WebhookSchema.safeParse(JSON.parse(raw.toString('utf8')));
        if (!result.success) throw new Error('shape');
        parsed = result.data;
      } catch {
        return sendPaymentFailure(reply, 400, API_MESSAGES.badRequest);
      }

      const eventIdHeader = request.headers['x-razorpay-event-id'];
      const eventId = typeof eventIdHeader === 'string' && eventIdHeader !== '' ? eventIdHeader : undefined;
      if (eventId && (await repository.webhookEventSeen(eventId))) {
        return { success: true, duplicate: true };
      }

      const payment = parsed.payload?.payment?.entity;
      if (FULFILLING_EVENTS.has(parsed.event) && payment) {
        const result = await payments.settleFromWebhook(payment);
        // Not ours, or not matching: acknowledged all the same, because a retry would not change the answer.
        if (!result)
          request.log.warn({ event: parsed.event, paymentId: payment.id }, 'webhook for an unknown order');
        else
          request.log.info(
            { event: parsed.event, paymentId: payment.id, outcome: result.kind },
            'webhook handled',
          );
      }
      if (eventId) await repository.recordWebhookEvent(eventId, parsed.event);
      return { success: true };
    });
  });
}
