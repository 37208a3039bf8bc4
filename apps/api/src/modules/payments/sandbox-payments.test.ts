import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, SANDBOX_CHECKOUT_LABEL } from '@applypilot/contracts';
import { sandboxPayments } from '../../db/schema';
import { backends } from '../../../test/backends';
import {
  accountState,
  asBuyer,
  createOrder,
  newBuyer,
  processPayment,
  type Buyer,
} from '../../../test/payment-helpers';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';
import { SANDBOX_KEY_ID, SANDBOX_KEY_SECRET } from './sandbox-gateway';
import { checkoutSignature } from './signatures';

const failure = (message: string) => ({ success: false, message, error: message });
const FREE_TRIAL = { delta: 5, reason: 'free_trial', reference: null };

describe.each(backends)('sandbox payments (no Razorpay keys, not production) on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  async function sandboxOrder(buyer: Buyer, planName = 'Pro Pack') {
    const response = await createOrder(t, buyer, planName);
    expect(response.statusCode).toBe(200);
    return response.json() as { order_id: string; amount: number; currency: string; key: string };
  }

  it('buys a plan end to end: create-order, /sandbox/pay, process-payment, credits', async () => {
    expect(t.config.paymentMode).toBe('sandbox');
    const buyer = await newBuyer(t);
    const order = await sandboxOrder(buyer);
    expect(order).toEqual({
      success: true,
      order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/) as unknown,
      amount: 1500,
      currency: 'INR',
      key: SANDBOX_KEY_ID,
    });

    const paid = await asBuyer(t, buyer, '/sandbox/pay', { order_id: order.order_id });
    expect(paid.statusCode).toBe(200);
    const result = paid.json() as {
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
    expect(result).toEqual({
      success: true,
      razorpay_order_id: order.order_id,
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/) as unknown,
      razorpay_signature: checkoutSignature(SANDBOX_KEY_SECRET, order.order_id, result.razorpay_payment_id),
    });

    const { success: _ignored, ...callback } = result as typeof result & { success: boolean };
    const verified = await processPayment(t, buyer, callback);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      success: true,
      message: MESSAGES.paymentSuccessful,
      availableJobs: 380,
    });
    const state = await accountState(t, buyer.userId);
    expect(state).toMatchObject({
      credits: 380,
      ledgerSum: 380,
      isPremium: true,
      ledger: [FREE_TRIAL, { delta: 375, reason: 'purchase', reference: `order:${state.orders[0]?.id}` }],
      orders: [
        { status: 'paid', razorpayOrderId: order.order_id, razorpayPaymentId: result.razorpay_payment_id },
      ],
    });

    // Razorpay takes no second payment for a paid order; the replayed callback adds nothing.
    const again = await asBuyer(t, buyer, '/sandbox/pay', { order_id: order.order_id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(failure(MESSAGES.paymentAlreadyPaid));
    expect((await processPayment(t, buyer, callback)).statusCode).toBe(200);
    expect(await accountState(t, buyer.userId)).toEqual(state);
  });

  it("records a failed attempt in Razorpay's shape; that payment is refused; the order can still be paid", async () => {
    const buyer = await newBuyer(t);
    const order = await sandboxOrder(buyer, 'Starter Pack');
    const failed = await asBuyer(t, buyer, '/sandbox/fail', { order_id: order.order_id });
    expect(failed.statusCode).toBe(200);
    const body = failed.json() as { failure: { error: { metadata: { payment_id: string } } } };
    const paymentId = body.failure.error.metadata.payment_id;
    expect(body).toEqual({
      success: true,
      failure: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.order_id, payment_id: paymentId },
        },
      },
    });
    const rows = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
    expect(rows).toMatchObject([
      { orderId: order.order_id, amount: 50_000, currency: 'INR', status: 'failed' },
    ]);

    // Even correctly signed, a failed payment credits nothing.
    const refused = await processPayment(t, buyer, {
      razorpay_order_id: order.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(SANDBOX_KEY_SECRET, order.order_id, paymentId),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(failure(MESSAGES.paymentDeclined));
    expect(await accountState(t, buyer.userId)).toMatchObject({ credits: 5, ledgerSum: 5, isPremium: false });

    expect((await asBuyer(t, buyer, '/sandbox/pay', { order_id: order.order_id })).statusCode).toBe(200);
  });

  it("pays only the session user's own orders", async () => {
    const owner = await newBuyer(t);
    const other = await newBuyer(t);
    const order = await sandboxOrder(owner);
    for (const path of ['/sandbox/pay', '/sandbox/fail']) {
      const anonymous = await asBuyer(t, undefined, path, { order_id: order.order_id });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(failure(MESSAGES.notAuthenticated));
      const foreign = await asBuyer(t, other, path, { order_id: order.order_id });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(failure(MESSAGES.paymentOrderNotFound));
      const missing = await asBuyer(t, owner, path, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(failure('The field "order_id" is missing or empty.'));
    }
    expect(
      await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, order.order_id)),
    ).toEqual([]);
  });

  it('serves a checkout script with the widget interface, built for a strict CSP', async () => {
    const response = await t.app.inject({ url: '/sandbox/checkout.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    const script = response.body;
    expect(() => new Script(script)).not.toThrow();
    expect(script).toContain('window.Razorpay = Razorpay');
    expect(script).toContain(JSON.stringify(SANDBOX_CHECKOUT_LABEL));
    for (const needle of [
      "'role', 'dialog'",
      "'aria-modal', 'true'",
      "'payment.failed'",
      'ondismiss',
      'handler',
    ]) {
      expect(script).toContain(needle);
    }
    for (const forbidden of [
      'innerHTML',
      'eval(',
      'new Function',
      "setAttribute('style",
      'onclick',
      'document.write',
    ]) {
      expect(script).not.toContain(forbidden);
    }
  });
});

describe('in production', () => {
  const [pglite] = backends;
  let t: TestApp;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite backend missing');
    // Production refuses to start without Razorpay keys (config.test.ts), so it always runs with them.
    t = await createTestApp(pglite, PRODUCTION_ENV);
  });
  afterAll(() => t.close());

  it('has no sandbox: its script and calls answer 404', async () => {
    expect(t.config.paymentMode).toBe('razorpay');
    const script = await t.app.inject({ url: '/sandbox/checkout.js' });
    expect(script.statusCode).toBe(404);
    for (const path of ['/sandbox/pay', '/sandbox/fail']) {
      const response = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', origin: PRODUCTION_ENV.APP_ORIGIN ?? '' },
        payload: JSON.stringify({ order_id: 'order_Anything000001' }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.notFound });
    }
  });
});
