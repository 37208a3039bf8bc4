import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, ORDER_CREATION_LIMIT, tooManyAttempts } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { startFakeRazorpay, signWebhook, webhookBody, type FakeRazorpay } from '../../../test/fake-razorpay';
import {
  accountState,
  createOrder,
  newBuyer,
  processPayment,
  type Buyer,
  type PaymentCallback,
} from '../../../test/payment-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_9f3c2a';
const FREE_TRIAL = { delta: 5, reason: 'free_trial', reference: null };

let fake: FakeRazorpay;
beforeAll(async () => {
  fake = await startFakeRazorpay();
});
afterAll(() => fake.close());

const failure = (message: string) => ({ success: false, message, error: message });

describe.each(backends)('payments through Razorpay on $name', (backend) => {
  let t: TestApp;
  let webhookCounter = 0;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      RAZORPAY_KEY_ID: fake.keyId,
      RAZORPAY_KEY_SECRET: fake.keySecret,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: fake.url,
      // Under the fake's 2 s "slow" answer, so that case times out however busy the machine; long enough for a
      // prompt answer beside the rest of the suite.
      RAZORPAY_TIMEOUT_MS: '1500',
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    fake.mode = 'up';
  });

  /** An order for the buyer, made through our API; returns Razorpay's order id and ours. */
  async function order(buyer: Buyer, planName = 'Pro Pack') {
    const response = await createOrder(t, buyer, planName);
    expect(response.statusCode, response.body).toBe(200);
    const orderId = (response.json() as { order_id: string }).order_id;
    const stored = (await accountState(t, buyer.userId)).orders.find((o) => o.razorpayOrderId === orderId);
    if (!stored) throw new Error('order row missing');
    return { orderId, ourId: stored.id };
  }

  function callback(orderId: string, paymentId: string): PaymentCallback {
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: fake.checkoutSignature(orderId, paymentId),
    };
  }

  function sendWebhook(
    body: string,
    options: { signature?: string | null; eventId?: string; origin?: string } = {},
  ) {
    webhookCounter += 1;
    const signature = options.signature === undefined ? signWebhook(body, WEBHOOK_SECRET) : options.signature;
    return t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': options.eventId ?? `evt_${backend.name}_${webhookCounter}`,
        ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
        ...(options.origin ? { origin: options.origin } : {}),
      },
    });
  }

  const untouched = (ourId: string, orderId: string) => ({
    credits: 5,
    ledgerSum: 5,
    isPremium: false,
    ledger: [FREE_TRIAL],
    orders: [
      {
        id: ourId,
        status: 'created',
        planName: 'Pro Pack',
        credits: 375,
        amountPaise: 150_000,
        currency: 'INR',
        razorpayOrderId: orderId,
        razorpayPaymentId: null,
      },
    ],
  });

  it('buys a plan: order, captured payment, verified signature, credits added once, premium', async () => {
    const buyer = await newBuyer(t);
    const before = fake.requests.length;
    const response = await createOrder(t, buyer, 'Pro Pack');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { order_id: string };
    expect(body).toEqual({
      success: true,
      order_id: body.order_id,
      amount: 1500,
      currency: 'INR',
      key: fake.keyId,
    });
    expect(response.headers['cache-control']).toBe('no-store');

    // Razorpay got the price from the catalogue in paise, our id as the receipt, and who bought what in the notes.
    const [created] = fake.requests.slice(before);
    const [stored] = (await accountState(t, buyer.userId)).orders;
    expect(created).toEqual({
      method: 'POST',
      path: '/v1/orders',
      authorized: true,
      body: {
        amount: 150_000,
        currency: 'INR',
        receipt: stored?.id,
        notes: { user_id: String(buyer.userId), user_email: buyer.email, plan: 'Pro Pack' },
      },
    });
    expect(stored?.id).toMatch(/^apo_[0-9a-f]{24}$/);
    expect(fake.orders.get(body.order_id)?.receipt).toBe(stored?.id);

    const payment = fake.pay(body.order_id, 'captured');
    const paid = await processPayment(t, buyer, callback(body.order_id, payment.id));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ success: true, message: MESSAGES.paymentSuccessful, availableJobs: 380 });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payments/${payment.id}`,
      authorized: true,
    });

    const after = await accountState(t, buyer.userId);
    expect(after).toEqual({
      credits: 380,
      ledgerSum: 380,
      isPremium: true,
      ledger: [FREE_TRIAL, { delta: 375, reason: 'purchase', reference: `order:${stored?.id}` }],
      orders: [{ ...stored, status: 'paid', razorpayPaymentId: payment.id }],
    });

    // A replay (a double click, a retried request) answers success and adds nothing.
    const replay = await processPayment(t, buyer, callback(body.order_id, payment.id));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ success: true, message: MESSAGES.paymentSuccessful, availableJobs: 380 });
    expect(await accountState(t, buyer.userId)).toEqual(after);
  });

  it('refuses a forged signature and changes nothing', async () => {
    const buyer = await newBuyer(t);
    const { orderId, ourId } = await order(buyer);
    const payment = fake.pay(orderId, 'captured');
    const forged = [
      { ...callback(orderId, payment.id), razorpay_signature: 'f'.repeat(64) },
      // Signed with another secret.
      {
        ...callback(orderId, payment.id),
        razorpay_signature: signWebhook(`${orderId}|${payment.id}`, 'guess'),
      },
      // Razorpay's signature for another payment id.
      { ...callback(orderId, 'pay_Other000000001'), razorpay_payment_id: payment.id },
      { ...callback(orderId, payment.id), razorpay_signature: 'short' },
    ];
    for (const body of forged) {
      const response = await processPayment(t, buyer, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(failure(MESSAGES.paymentSignatureInvalid));
    }
    expect(await accountState(t, buyer.userId)).toEqual(untouched(ourId, orderId));
  });

  it("refuses to verify another user's order, even with a valid signature", async () => {
    const owner = await newBuyer(t);
    const other = await newBuyer(t);
    const { orderId, ourId } = await order(owner);
    const payment = fake.pay(orderId, 'captured');
    const response = await processPayment(t, other, callback(orderId, payment.id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(failure(MESSAGES.paymentOrderNotFound));
    expect(await accountState(t, owner.userId)).toEqual(untouched(ourId, orderId));
    const otherState = await accountState(t, other.userId);
    expect(otherState).toMatchObject({ credits: 5, ledgerSum: 5, isPremium: false, orders: [] });
  });

  it('refuses a payment whose amount or currency does not match the order', async () => {
    const buyer = await newBuyer(t);
    const { orderId, ourId } = await order(buyer);
    for (const overrides of [{ amount: 100 }, { currency: 'USD' }]) {
      const payment = fake.pay(orderId, 'captured', overrides);
      const response = await processPayment(t, buyer, callback(orderId, payment.id));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(failure(MESSAGES.paymentAmountMismatch));
      // The webhook for the same payment does not credit it either.
      const hook = await sendWebhook(webhookBody('payment.captured', payment));
      expect(hook.statusCode).toBe(200);
    }
    expect(await accountState(t, buyer.userId)).toEqual(untouched(ourId, orderId));
  });

  it('answers a failed payment with its failure and credits nothing', async () => {
    const buyer = await newBuyer(t);
    const { orderId, ourId } = await order(buyer);
    const payment = fake.pay(orderId, 'failed');
    const response = await processPayment(t, buyer, callback(orderId, payment.id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(failure(MESSAGES.paymentDeclined));
    expect(await accountState(t, buyer.userId)).toEqual(untouched(ourId, orderId));
  });

  it('answers an authorised-only payment as pending; the webhook completes it once', async () => {
    const buyer = await newBuyer(t);
    const { orderId, ourId } = await order(buyer, 'Starter Pack');
    const payment = fake.pay(orderId, 'authorized');
    const pending = await processPayment(t, buyer, callback(orderId, payment.id));
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual({ success: false, status: 'pending', message: MESSAGES.paymentPending });
    expect((await accountState(t, buyer.userId)).ledger).toEqual([FREE_TRIAL]);

    // An `payment.authorized` event is acknowledged and changes nothing.
    const authorizedHook = await sendWebhook(
      JSON.stringify({ event: 'payment.authorized', payload: { payment: { entity: payment } } }),
    );
    expect(authorizedHook.statusCode).toBe(200);
    expect((await accountState(t, buyer.userId)).credits).toBe(5);

    fake.capture(payment.id);
    const hook = await sendWebhook(webhookBody('payment.captured', payment));
    expect(hook.statusCode).toBe(200);
    expect(hook.json()).toEqual({ success: true });
    const after = await accountState(t, buyer.userId);
    expect(after).toMatchObject({
      credits: 105,
      ledgerSum: 105,
      isPremium: true,
      ledger: [FREE_TRIAL, { delta: 100, reason: 'purchase', reference: `order:${ourId}` }],
    });
    // The page's later call sees the credits already there.
    const again = await processPayment(t, buyer, callback(orderId, payment.id));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: MESSAGES.paymentSuccessful, availableJobs: 105 });
    expect(await accountState(t, buyer.userId)).toEqual(after);
  });

  it('webhook: refuses a missing or wrong signature (400), acknowledges a duplicate event without adding', async () => {
    const buyer = await newBuyer(t);
    const { orderId, ourId } = await order(buyer);
    const payment = fake.pay(orderId, 'captured');
    const body = webhookBody('order.paid', payment, fake.orders.get(orderId));

    for (const signature of [
      null,
      'nope',
      signWebhook(body, 'another-secret'),
      signWebhook(`${body} `, WEBHOOK_SECRET),
    ]) {
      const response = await sendWebhook(body, { signature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(failure(MESSAGES.webhookSignatureInvalid));
    }
    expect(await accountState(t, buyer.userId)).toEqual(untouched(ourId, orderId));

    // The webhook is a server-to-server call: a foreign Origin header does not stop it (its HMAC does the job).
    const eventId = `evt_dup_${backend.name}`;
    const first = await sendWebhook(body, { eventId, origin: 'https://razorpay.example' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const duplicate = await sendWebhook(body, { eventId });
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json()).toEqual({ success: true, duplicate: true });
    // Razorpay also sends payment.captured for the same payment: a new event, the same single fulfilment.
    const sibling = await sendWebhook(webhookBody('payment.captured', payment));
    expect(sibling.statusCode).toBe(200);
    const after = await accountState(t, buyer.userId);
    expect(after).toMatchObject({
      credits: 380,
      ledgerSum: 380,
      isPremium: true,
      ledger: [FREE_TRIAL, { delta: 375, reason: 'purchase', reference: `order:${ourId}` }],
    });
    expect(after.orders[0]).toMatchObject({ status: 'paid', razorpayPaymentId: payment.id });
    const seen = (await t.database.db.execute(
      sql`SELECT event FROM payment_webhook_events WHERE event_id = ${eventId}`,
    )) as unknown as { rows: { event: string }[] };
    expect(seen.rows).toEqual([{ event: 'order.paid' }]);
  });

  it('webhook: acknowledges events for unknown orders and other event types', async () => {
    const unknown = await sendWebhook(
      JSON.stringify({
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: 'pay_X',
              order_id: 'order_NotOurs000001',
              amount: 100,
              currency: 'INR',
              status: 'captured',
            },
          },
        },
      }),
    );
    expect(unknown.statusCode).toBe(200);
    const other = await sendWebhook(JSON.stringify({ event: 'refund.created', payload: {} }));
    expect(other.statusCode).toBe(200);
    const garbage = await sendWebhook('not json');
    expect(garbage.statusCode).toBe(400);
  });

  it('Razorpay down, failing, slow or refusing at order time: a clear message, no order, nothing credited', async () => {
    const buyer = await newBuyer(t);
    const cases = [
      { mode: 'down', status: 503 },
      { mode: 'error', status: 503 },
      { mode: 'slow', status: 504 },
    ] as const;
    fake.mode = 'revoked';
    const refused = await createOrder(t, buyer);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual(failure(MESSAGES.paymentServiceRefused));
    for (const { mode, status } of cases) {
      fake.mode = mode;
      const response = await createOrder(t, buyer);
      expect(response.statusCode, mode).toBe(status);
      expect(response.json()).toEqual(failure(MESSAGES.paymentServiceNotResponding));
    }
    const state = await accountState(t, buyer.userId);
    expect(state.orders.map((o) => [o.status, o.razorpayOrderId])).toEqual([
      ['not_created', null],
      ['not_created', null],
      ['not_created', null],
      ['not_created', null],
    ]);
    expect(state).toMatchObject({ credits: 5, ledgerSum: 5, isPremium: false });
  });

  it('Razorpay down or slow at verification: a clear message, nothing credited, a later webhook still credits', async () => {
    for (const [mode, status] of [
      ['down', 503],
      ['slow', 504],
    ] as const) {
      const buyer = await newBuyer(t);
      const { orderId, ourId } = await order(buyer);
      const payment = fake.pay(orderId, 'captured');
      fake.mode = mode;
      const response = await processPayment(t, buyer, callback(orderId, payment.id));
      expect(response.statusCode, mode).toBe(status);
      expect(response.json()).toEqual(failure(MESSAGES.paymentConfirmationDelayed));
      expect(await accountState(t, buyer.userId)).toEqual(untouched(ourId, orderId));

      // The webhook cannot be confirmed while Razorpay's API is unavailable: a 503 that Razorpay delivers again,
      // nothing credited and the event not remembered, so the same event credits once Razorpay answers.
      const body = webhookBody('order.paid', payment, fake.orders.get(orderId));
      const eventId = `evt_redelivered_${mode}_${backend.name}`;
      const early = await sendWebhook(body, { eventId });
      expect(early.statusCode, mode).toBe(status);
      expect(early.json()).toEqual(failure(MESSAGES.paymentServiceNotResponding));
      expect(await accountState(t, buyer.userId)).toEqual(untouched(ourId, orderId));
      fake.mode = 'up';
      const hook = await sendWebhook(body, { eventId });
      expect(hook.statusCode).toBe(200);
      expect(hook.json()).toEqual({ success: true });
      expect(await accountState(t, buyer.userId)).toMatchObject({
        credits: 380,
        ledgerSum: 380,
        isPremium: true,
        ledger: [FREE_TRIAL, { delta: 375, reason: 'purchase', reference: `order:${ourId}` }],
      });
    }
  });

  it('webhook: a valid signature credits nothing that Razorpay does not confirm; a confirmed payment credits once', async () => {
    const buyer = await newBuyer(t);
    const { orderId, ourId } = await order(buyer, 'Starter Pack');
    const starter = { ...untouched(ourId, orderId) };
    starter.orders = [{ ...starter.orders[0]!, planName: 'Starter Pack', credits: 100, amountPaise: 50_000 }];
    const captured = (entity: Record<string, unknown>) =>
      JSON.stringify({ event: 'payment.captured', payload: { payment: { entity } } });
    const claim = { order_id: orderId, amount: 50_000, currency: 'INR', status: 'captured' };

    // A payment Razorpay never made, claimed captured with the order's exact amount (the forged webhook of the review).
    const invented = await sendWebhook(captured({ ...claim, id: 'pay_Invented000001' }));
    expect(invented.statusCode).toBe(200);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/v1/payments/pay_Invented000001',
      authorized: true,
    });
    // A payment Razorpay only authorised, claimed captured.
    const authorized = fake.pay(orderId, 'authorized');
    expect((await sendWebhook(captured({ ...claim, id: authorized.id }))).statusCode).toBe(200);
    // A failed payment, claimed captured.
    const failed = fake.pay(orderId, 'failed');
    expect((await sendWebhook(captured({ ...claim, id: failed.id }))).statusCode).toBe(200);
    // Another order's captured payment, named with this order.
    const other = await order(await newBuyer(t), 'Starter Pack');
    const othersPayment = fake.pay(other.orderId, 'captured');
    expect((await sendWebhook(captured({ ...claim, id: othersPayment.id }))).statusCode).toBe(200);
    expect(await accountState(t, buyer.userId)).toEqual(starter);

    // Razorpay captures the authorised payment: its webhook (twice, as Razorpay may) credits the order once.
    fake.capture(authorized.id);
    for (const eventId of [`evt_confirmed_a_${backend.name}`, `evt_confirmed_b_${backend.name}`]) {
      const hook = await sendWebhook(webhookBody('payment.captured', authorized), { eventId });
      expect(hook.statusCode).toBe(200);
    }
    expect(await accountState(t, buyer.userId)).toMatchObject({
      credits: 105,
      ledgerSum: 105,
      isPremium: true,
      ledger: [FREE_TRIAL, { delta: 100, reason: 'purchase', reference: `order:${ourId}` }],
    });
  });

  it("needs a session (401) and the session's own email (403, compared trimmed and lower-cased)", async () => {
    const buyer = await newBuyer(t);
    const noSession = await createOrder(t, undefined, 'Pro Pack', buyer.email);
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toEqual(failure(MESSAGES.notAuthenticated));
    const noSessionVerify = await processPayment(t, undefined, callback('order_A', 'pay_B'), buyer.email);
    expect(noSessionVerify.statusCode).toBe(401);
    expect(noSessionVerify.json()).toEqual(failure(MESSAGES.notAuthenticated));

    const wrong = await createOrder(t, buyer, 'Pro Pack', 'someone-else@example.com');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(failure(MESSAGES.paymentEmailMismatch));
    const { orderId, ourId } = await order(buyer);
    const payment = fake.pay(orderId, 'captured');
    const wrongVerify = await processPayment(
      t,
      buyer,
      callback(orderId, payment.id),
      'someone-else@example.com',
    );
    expect(wrongVerify.statusCode).toBe(403);
    expect(wrongVerify.json()).toEqual(failure(MESSAGES.paymentEmailMismatch));
    expect(await accountState(t, buyer.userId)).toEqual(untouched(ourId, orderId));

    const padded = await createOrder(t, buyer, 'Pro Pack', `  ${buyer.email.toUpperCase()} `);
    expect(padded.statusCode).toBe(200);
  });

  it('takes the price from the catalogue: an unknown plan is a 400, a bad body a 400 with the field', async () => {
    const buyer = await newBuyer(t);
    const unknown = await createOrder(t, buyer, 'Free Money Pack');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(failure(MESSAGES.unknownPlan));
    const missing = await createOrder(t, buyer, '');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(failure('The field "planName" is missing or empty.'));
    expect((await accountState(t, buyer.userId)).orders).toEqual([]);
  });

  it(`limits order creation to ${ORDER_CREATION_LIMIT} per account in the window`, async () => {
    const buyer = await newBuyer(t);
    for (let i = 0; i < ORDER_CREATION_LIMIT; i += 1) {
      expect((await createOrder(t, buyer, 'Starter Pack')).statusCode).toBe(200);
    }
    const limited = await createOrder(t, buyer, 'Starter Pack');
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(limited.json()).toEqual(failure(tooManyAttempts(retryAfter)));
    expect((await accountState(t, buyer.userId)).orders).toHaveLength(ORDER_CREATION_LIMIT);
    // Another account is not affected.
    expect((await createOrder(t, await newBuyer(t), 'Starter Pack')).statusCode).toBe(200);
  });
});
