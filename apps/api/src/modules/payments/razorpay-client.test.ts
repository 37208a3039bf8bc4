import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRazorpay, type FakeRazorpay } from '../../../test/fake-razorpay';
import { GatewayError } from './payment-gateway';
import { createRazorpayClient } from './razorpay-client';

/** The client against the fake's wire protocol: every failure is a GatewayError of a kind the service maps. */
describe('Razorpay client', () => {
  let fake: FakeRazorpay;
  beforeAll(async () => {
    fake = await startFakeRazorpay();
  });
  afterAll(() => fake.close());

  const client = (overrides: Partial<Parameters<typeof createRazorpayClient>[0]> = {}) =>
    createRazorpayClient({
      baseUrl: fake.url,
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      // Under the fake's 2 s "slow" answer; long enough for a prompt one beside the rest of the suite.
      timeoutMs: 1500,
      ...overrides,
    });

  async function failureOf(promise: Promise<unknown>): Promise<GatewayError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof GatewayError)) throw new Error(`expected a GatewayError, got ${String(error)}`);
    return error;
  }

  it('creates and fetches orders and payments with Basic auth', async () => {
    fake.mode = 'up';
    const order = await client().createOrder({
      amount: 50_000,
      currency: 'INR',
      receipt: 'r1',
      notes: { a: 'b' },
    });
    expect(order).toMatchObject({
      amount: 50_000,
      amount_paid: 0,
      currency: 'INR',
      receipt: 'r1',
      status: 'created',
    });
    const payment = fake.pay(order.id, 'captured');
    expect(await client().fetchPayment(payment.id)).toMatchObject({
      id: payment.id,
      order_id: order.id,
      amount: 50_000,
      currency: 'INR',
      status: 'captured',
    });
    expect(await client().fetchOrder(order.id)).toMatchObject({
      id: order.id,
      status: 'paid',
      amount_paid: 50_000,
    });
  });

  it("maps Razorpay's error body, bad keys, unknown ids, 5xx, a cut connection, a dead port and a time-out", async () => {
    fake.mode = 'up';
    const badKeys = await failureOf(client({ keySecret: 'wrong' }).fetchOrder('order_X'));
    expect([badKeys.kind, badKeys.code, badKeys.message]).toEqual([
      'refused',
      'BAD_REQUEST_ERROR',
      'Razorpay refused GET /v1/orders/order_X (401 BAD_REQUEST_ERROR): Authentication failed',
    ]);
    const unknown = await failureOf(client().fetchPayment('pay_Unknown'));
    expect([unknown.kind, unknown.message]).toEqual([
      'refused',
      'Razorpay refused GET /v1/payments/pay_Unknown (400 BAD_REQUEST_ERROR): The id provided does not exist',
    ]);
    fake.mode = 'error';
    expect((await failureOf(client().fetchOrder('order_X'))).kind).toBe('server');
    fake.mode = 'down';
    expect((await failureOf(client().fetchOrder('order_X'))).kind).toBe('unreachable');
    fake.mode = 'slow';
    const slow = await failureOf(client().fetchOrder('order_X'));
    expect([slow.kind, slow.message]).toEqual([
      'timeout',
      'Razorpay did not answer GET /v1/orders/order_X within 1500 ms',
    ]);
    fake.mode = 'up';
    // Port 9 (discard) has no listener here: connection refused.
    expect((await failureOf(client({ baseUrl: 'http://127.0.0.1:9' }).fetchOrder('order_X'))).kind).toBe(
      'unreachable',
    );
  });
});
