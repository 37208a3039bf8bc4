import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { paymentOrders, users } from '../src/db/schema';
import { postJson, registerAndLogin, TEST_ORIGIN, type TestApp } from './test-app';

export interface Buyer {
  cookie: string;
  email: string;
  userId: number;
}

export async function newBuyer(t: TestApp): Promise<Buyer> {
  const { cookie, user } = await registerAndLogin(t.app);
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (!row) throw new Error('registered user not found');
  return { cookie, email: user.email, userId: row.id };
}

/** A same-origin browser call with the buyer's session cookie. */
export function asBuyer(
  t: TestApp,
  buyer: Buyer | undefined,
  url: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return postJson(t.app, url, body, {
    headers: { origin: TEST_ORIGIN },
    ...(buyer ? { cookies: { ap_session: buyer.cookie } } : {}),
  });
}

export const createOrder = (
  t: TestApp,
  buyer: Buyer | undefined,
  planName = 'Pro Pack',
  userEmail = buyer?.email ?? 'x@example.com',
) => asBuyer(t, buyer, '/api/payment/create-order', { planName, userEmail });

export interface PaymentCallback {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export const processPayment = (
  t: TestApp,
  buyer: Buyer | undefined,
  callback: PaymentCallback,
  userEmail = buyer?.email ?? 'x@example.com',
) => asBuyer(t, buyer, '/api/payment/process-payment', { ...callback, userEmail });

/** What reached the database for one account: balance, ledger, premium flag and its orders. */
export async function accountState(t: TestApp, userId: number) {
  const result = await t.database.db.execute(sql`
    SELECT u.credits, u.is_premium,
      COALESCE((SELECT SUM(delta) FROM credit_ledger l WHERE l.user_id = u.id), 0) AS ledger_sum
    FROM users u WHERE u.id = ${userId}`);
  const row = (
    result as unknown as { rows: { credits: number; is_premium: boolean; ledger_sum: string | number }[] }
  ).rows[0];
  const ledger = await t.database.db.execute(
    sql`SELECT delta, reason, reference FROM credit_ledger WHERE user_id = ${userId} ORDER BY id`,
  );
  const orders = await t.database.db
    .select({
      id: paymentOrders.id,
      status: paymentOrders.status,
      planName: paymentOrders.planName,
      credits: paymentOrders.credits,
      amountPaise: paymentOrders.amountPaise,
      currency: paymentOrders.currency,
      razorpayOrderId: paymentOrders.razorpayOrderId,
      razorpayPaymentId: paymentOrders.razorpayPaymentId,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(paymentOrders.createdAt);
  return {
    credits: Number(row?.credits),
    ledgerSum: Number(row?.ledger_sum),
    isPremium: row?.is_premium,
    ledger: (
      ledger as unknown as { rows: { delta: number; reason: string; reference: string | null }[] }
    ).rows.map((r) => ({ delta: Number(r.delta), reason: r.reason, reference: r.reference })),
    orders,
  };
}
