import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Razorpay's REST API (https://razorpay.com/docs/api/), speaking its wire protocol: HTTP Basic
 * `key_id:key_secret`, JSON entities, and `{error: {code, description, source, step, reason}}` on failure. The test
 * decides what the buyer did (a payment captured, authorized or failed) and whether Razorpay is up.
 */
export interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export type FakePaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: FakePaymentStatus;
  order_id: string;
  method: 'card';
  captured: boolean;
  email: string;
  contact: string;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

/**
 * `down`: the connection is cut without an answer; `error`: 500; `slow`: the answer comes after `slowMs`; `revoked`:
 * every call answers 401 "Authentication failed", as after the keys were regenerated in the dashboard.
 */
export type FakeMode = 'up' | 'down' | 'error' | 'slow' | 'revoked';

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  mode: FakeMode;
  slowMs: number;
  orders: Map<string, FakeOrder>;
  payments: Map<string, FakePayment>;
  /** Every request that reached the fake, in order. */
  requests: { method: string; path: string; authorized: boolean; body: unknown }[];
  /** What the buyer did in the checkout: a payment for the order (its amount unless `amount` is given). */
  pay(
    orderId: string,
    status: FakePaymentStatus,
    overrides?: Partial<Pick<FakePayment, 'amount' | 'currency'>>,
  ): FakePayment;
  /** Razorpay captures an authorized payment (auto-capture, or the merchant's capture call). */
  capture(paymentId: string): FakePayment;
  /** The checkout callback's signature, as Razorpay's widget hands it to the page. */
  checkoutSignature(orderId: string, paymentId: string): string;
  close(): Promise<void>;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join('')}`;

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function razorpayError(res: ServerResponse, status: number, code: string, description: string) {
  sendJson(res, status, {
    error: {
      code,
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  });
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const keyId = `rzp_test_${randomBytes(7).toString('hex')}`;
  const keySecret = randomBytes(18).toString('base64url');
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const timers = new Set<NodeJS.Timeout>();

  const fake: Omit<FakeRazorpay, 'url' | 'close'> = {
    keyId,
    keySecret,
    mode: 'up',
    slowMs: 2_000,
    orders: new Map(),
    payments: new Map(),
    requests: [],
    pay(orderId, status, overrides = {}) {
      const order = fake.orders.get(orderId);
      if (!order) throw new Error(`fake razorpay: no order ${orderId}`);
      const payment: FakePayment = {
        id: razorpayId('pay'),
        entity: 'payment',
        amount: overrides.amount ?? order.amount,
        currency: overrides.currency ?? order.currency,
        status,
        order_id: orderId,
        method: 'card',
        captured: status === 'captured',
        email: 'buyer@example.com',
        contact: '+919999999999',
        error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
        error_description: status === 'failed' ? 'Payment failed' : null,
        created_at: Math.floor(Date.now() / 1000),
      };
      fake.payments.set(payment.id, payment);
      order.attempts += 1;
      order.status = order.status === 'paid' ? 'paid' : 'attempted';
      if (status === 'captured') markPaid(order, payment);
      return payment;
    },
    capture(paymentId) {
      const payment = fake.payments.get(paymentId);
      if (!payment) throw new Error(`fake razorpay: no payment ${paymentId}`);
      payment.status = 'captured';
      payment.captured = true;
      const order = fake.orders.get(payment.order_id);
      if (order) markPaid(order, payment);
      return payment;
    },
    checkoutSignature(orderId, paymentId) {
      return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
    },
  };

  function markPaid(order: FakeOrder, payment: FakePayment) {
    order.status = 'paid';
    order.amount_paid = payment.amount;
    order.amount_due = order.amount - payment.amount;
  }

  async function route(req: IncomingMessage, res: ServerResponse, body: unknown) {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (req.headers.authorization !== expectedAuth || fake.mode === 'revoked') {
      return razorpayError(res, 401, 'BAD_REQUEST_ERROR', 'Authentication failed');
    }
    if (req.method === 'POST' && path === '/v1/orders') {
      const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (typeof input.amount !== 'number' || !Number.isInteger(input.amount) || input.amount < 100) {
        return razorpayError(res, 400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00');
      }
      if (input.currency !== 'INR')
        return razorpayError(res, 400, 'BAD_REQUEST_ERROR', 'Currency is not supported');
      if (typeof input.receipt === 'string' && input.receipt.length > 40) {
        return razorpayError(res, 400, 'BAD_REQUEST_ERROR', 'receipt: the length must be no more than 40.');
      }
      const order: FakeOrder = {
        id: razorpayId('order'),
        entity: 'order',
        amount: input.amount,
        amount_paid: 0,
        amount_due: input.amount,
        currency: input.currency,
        receipt: typeof input.receipt === 'string' ? input.receipt : null,
        status: 'created',
        attempts: 0,
        notes: (input.notes ?? {}) as Record<string, string>,
        created_at: Math.floor(Date.now() / 1000),
      };
      fake.orders.set(order.id, order);
      return sendJson(res, 200, order);
    }
    const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && orderMatch) {
      const order = fake.orders.get(decodeURIComponent(orderMatch[1] ?? ''));
      if (!order) return razorpayError(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      return sendJson(res, 200, order);
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && paymentMatch) {
      const payment = fake.payments.get(decodeURIComponent(paymentMatch[1] ?? ''));
      if (!payment) return razorpayError(res, 400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      return sendJson(res, 200, payment);
    }
    return razorpayError(res, 400, 'BAD_REQUEST_ERROR', 'The requested URL was not found on the server.');
  }

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      fake.requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorized: req.headers.authorization === expectedAuth,
        body,
      });
      if (fake.mode === 'down') {
        req.socket.destroy();
        return;
      }
      if (fake.mode === 'error') {
        return sendJson(res, 500, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
        });
      }
      if (fake.mode === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) void route(req, res, body);
        }, fake.slowMs);
        timers.add(timer);
        return;
      }
      return route(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return Object.assign(fake, {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw body with the webhook secret, lowercase hex. */
export function signWebhook(rawBody: string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** A webhook body as Razorpay sends it for `payment.captured` or `order.paid`. */
export function webhookBody(
  event: 'payment.captured' | 'order.paid' | 'payment.failed' | 'refund.created',
  payment: FakePayment,
  order?: FakeOrder,
): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_TestAccount0001',
    event,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload: { payment: { entity: payment }, ...(order ? { order: { entity: order } } : {}) },
    created_at: Math.floor(Date.now() / 1000),
  });
}
