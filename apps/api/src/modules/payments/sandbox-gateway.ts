import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxOrders, sandboxPayments } from '../../db/schema';
import {
  GatewayError,
  type CreateGatewayOrder,
  type GatewayOrder,
  type GatewayPayment,
  type PaymentGateway,
} from './payment-gateway';
import { SANDBOX_KEY_ID, SANDBOX_KEY_SECRET } from './sandbox-secrets';
import { checkoutSignature } from './signatures';

export { SANDBOX_KEY_ID, SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET } from './sandbox-secrets';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay-looking ids: a prefix and 14 letters or digits. */
function sandboxId(prefix: 'order' | 'pay'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

const notFound = () => new GatewayError('refused', 'The id provided does not exist', 'BAD_REQUEST_ERROR');

export interface SandboxPaymentResult {
  paymentId: string;
  signature: string;
}

/**
 * Razorpay's side of a purchase, kept in the database so any API instance can answer and nothing lives in memory.
 * `pay` and `fail` stand in for what a buyer does inside Razorpay's checkout.
 */
export function createSandboxGateway(db: Db) {
  async function orderById(orderId: string): Promise<GatewayOrder | undefined> {
    const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!row) return undefined;
    const paid = row.status === 'paid';
    return {
      id: row.id,
      amount: row.amount,
      amount_paid: paid ? row.amount : 0,
      currency: row.currency,
      receipt: row.receipt,
      status: row.status,
    };
  }

  const gateway: PaymentGateway = {
    keyId: SANDBOX_KEY_ID,
    signingSecret: SANDBOX_KEY_SECRET,
    async createOrder(input: CreateGatewayOrder): Promise<GatewayOrder> {
      const id = sandboxId('order');
      await db.insert(sandboxOrders).values({
        id,
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      });
      return {
        id,
        amount: input.amount,
        amount_paid: 0,
        currency: input.currency,
        receipt: input.receipt,
        status: 'created',
      };
    },
    async fetchOrder(orderId: string): Promise<GatewayOrder> {
      const order = await orderById(orderId);
      if (!order) throw notFound();
      return order;
    },
    async fetchPayment(paymentId: string): Promise<GatewayPayment> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      if (!row) throw notFound();
      return {
        id: row.id,
        order_id: row.orderId,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        error_description: row.errorDescription,
      };
    },
  };

  return {
    gateway,
    /**
     * A captured payment of the order's full amount, signed like Razorpay's checkout callback; `not_found` or `already_paid` when the order
     * does not exist or is paid already (Razorpay takes no second payment for a paid order).
     */
    async pay(orderId: string): Promise<SandboxPaymentResult | 'not_found' | 'already_paid'> {
      const paymentId = sandboxId('pay');
      // One statement: the order turns paid and its payment is written together, or neither happens.
      const result = await db.execute(sql`
        WITH o AS (
          UPDATE ${sandboxOrders} SET status = 'paid'
          WHERE id = ${orderId} AND status <> 'paid'
          RETURNING id, amount, currency
        )
        INSERT INTO ${sandboxPayments} (id, order_id, amount, currency, status)
        SELECT ${paymentId}, id, amount, currency, 'captured' FROM o
        RETURNING id`);
      if ((result as unknown as { rows: unknown[] }).rows.length === 0) {
        return (await orderById(orderId)) ? 'already_paid' : 'not_found';
      }
      return { paymentId, signature: checkoutSignature(SANDBOX_KEY_SECRET, orderId, paymentId) };
    },
    /** A failed attempt: recorded like Razorpay records one; the order stays payable. */
    async fail(
      orderId: string,
      description: string,
    ): Promise<{ paymentId: string } | 'not_found' | 'already_paid'> {
      const order = await orderById(orderId);
      if (!order) return 'not_found';
      if (order.status === 'paid') return 'already_paid';
      const paymentId = sandboxId('pay');
      await db.insert(sandboxPayments).values({
        id: paymentId,
        orderId,
        amount: order.amount,
        currency: order.currency,
        status: 'failed',
        errorDescription: description,
      });
      await db
        .update(sandboxOrders)
        .set({ status: 'attempted' })
        .where(and(eq(sandboxOrders.id, orderId), eq(sandboxOrders.status, 'created')));
      return { paymentId };
    },
  };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
