import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, ORDER_CREATION_LIMIT } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { startFakeRazorpay, signWebhook, webhookBody, type FakeRazorpay } from '../../../test/fake-razorpay';
import { accountState, createOrder, newBuyer, processPayment } from '../../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const WEBHOOK_SECRET = 'whsec_race_51d0';
const postgres = backends.find((backend) => backend.name === 'postgres');
// Said in the test's name, so a run without PostgreSQL shows these cases as skipped rather than leaving them out.
const onPostgres = postgres ? 'on PostgreSQL' : 'on PostgreSQL (skipped: TEST_DATABASE_URL is unset)';

/** Races need several connections: PGlite has one, so these cases run on PostgreSQL (a pool of 4 in tests). */
describe('payment fulfilment under concurrency', () => {
  let fake: FakeRazorpay;
  let t: TestApp | undefined;
  beforeAll(async () => {
    if (!postgres) return;
    fake = await startFakeRazorpay();
    t = await createTestApp(postgres, {
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it.skipIf(!postgres)(
    `20 concurrent verifications of one payment and a racing webhook fulfil once ${onPostgres}`,
    async () => {
      if (!t) throw new Error('no app');
      const app = t;
      const buyer = await newBuyer(app);
      const created = await createOrder(app, buyer, 'Premium Pack');
      expect(created.statusCode).toBe(200);
      const orderId = (created.json() as { order_id: string }).order_id;
      const payment = fake.pay(orderId, 'captured');
      const callback = {
        razorpay_order_id: orderId,
        razorpay_payment_id: payment.id,
        razorpay_signature: fake.checkoutSignature(orderId, payment.id),
      };
      const body = webhookBody('order.paid', payment, fake.orders.get(orderId));

      const [hook, ...answers] = await Promise.all([
        app.app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          payload: body,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signWebhook(body, WEBHOOK_SECRET),
            'x-razorpay-event-id': 'evt_race_1',
          },
        }),
        ...Array.from({ length: 20 }, () => processPayment(app, buyer, callback)),
      ]);
      expect(hook?.statusCode).toBe(200);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({
          success: true,
          message: MESSAGES.paymentSuccessful,
          availableJobs: 1005,
        });
      }
      const state = await accountState(app, buyer.userId);
      expect(state).toMatchObject({ credits: 1005, ledgerSum: 1005, isPremium: true });
      expect(state.ledger.filter((row) => row.reason === 'purchase')).toEqual([
        { delta: 1000, reason: 'purchase', reference: `order:${state.orders[0]?.id}` },
      ]);
      expect(state.orders).toMatchObject([{ status: 'paid', razorpayPaymentId: payment.id }]);
    },
  );

  it.skipIf(!postgres)(
    `20 concurrent deliveries of webhooks for one order fulfil once ${onPostgres}`,
    async () => {
      if (!t) throw new Error('no app');
      const app = t;
      const buyer = await newBuyer(app);
      const created = await createOrder(app, buyer, 'Starter Pack');
      const orderId = (created.json() as { order_id: string }).order_id;
      const payment = fake.pay(orderId, 'captured');
      // Razorpay's retries reuse the event id; payment.captured and order.paid have ids of their own.
      const deliveries = Array.from({ length: 20 }, (_, i) => {
        const body =
          i % 2 === 0
            ? webhookBody('payment.captured', payment)
            : webhookBody('order.paid', payment, fake.orders.get(orderId));
        return app.app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          payload: body,
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signWebhook(body, WEBHOOK_SECRET),
            'x-razorpay-event-id': `evt_burst_${i % 4}`,
          },
        });
      });
      const answers = await Promise.all(deliveries);
      expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
      const state = await accountState(app, buyer.userId);
      expect(state).toMatchObject({ credits: 105, ledgerSum: 105, isPremium: true });
      expect(state.ledger.filter((row) => row.reason === 'purchase')).toHaveLength(1);
    },
  );

  it.skipIf(!postgres)(
    `30 concurrent order creations of one account make exactly ${ORDER_CREATION_LIMIT} orders ${onPostgres}`,
    async () => {
      if (!t) throw new Error('no app');
      const app = t;
      const buyer = await newBuyer(app);
      const answers = await Promise.all(Array.from({ length: 30 }, () => createOrder(app, buyer)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(ORDER_CREATION_LIMIT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30 - ORDER_CREATION_LIMIT);
      const state = await accountState(app, buyer.userId);
      expect(state.orders).toHaveLength(ORDER_CREATION_LIMIT);
      expect(state.orders.every((order) => order.status === 'created')).toBe(true);
    },
  );
});
