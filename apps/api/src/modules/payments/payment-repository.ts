import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, paymentOrders, paymentWebhookEvents, users } from '../../db/schema';
import { rowsOf } from '../../db/rows';

export type PaymentOrder = typeof paymentOrders.$inferSelect;

export interface NewPaymentOrder {
  id: string;
  userId: number;
  planName: string;
  credits: number;
  amountPaise: number;
  currency: string;
}

/** The ledger reference of an order's purchase row; unique among purchase rows (credit_ledger_purchase_key). */
export const purchaseReference = (orderId: string) => `order:${orderId}`;

/** PostgreSQL's unique_violation, wherever the driver or Drizzle put the code. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export type FulfilmentResult =
  { kind: 'fulfilled'; credits: number } | { kind: 'already'; credits: number } | { kind: 'not_payable' };

export function createPaymentRepository(db: Db) {
  async function balanceOf(userId: number): Promise<number> {
    const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
    return row?.credits ?? 0;
  }

  return {
    async insertOrder(order: NewPaymentOrder): Promise<void> {
      await db.insert(paymentOrders).values({ ...order, status: 'creating' });
    },
    async markCreated(id: string, razorpayOrderId: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'created', razorpayOrderId })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'creating')));
    },
    /** Razorpay never made the order (down, slow or refused): the row stays as a record and can never be paid. */
    async markNotCreated(id: string): Promise<void> {
      await db
        .update(paymentOrders)
        .set({ status: 'not_created' })
        .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'creating')));
    },
    async findForUser(razorpayOrderId: string, userId: number): Promise<PaymentOrder | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.razorpayOrderId, razorpayOrderId), eq(paymentOrders.userId, userId)));
      return row;
    },
    async findByRazorpayOrderId(razorpayOrderId: string): Promise<PaymentOrder | undefined> {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.razorpayOrderId, razorpayOrderId));
      return row;
    },
    /**
     * The one fulfilment of an order, in ONE statement: the order turns paid (only from `created`, so a second caller
     * finds nothing to update), the account gets the order's credits and premium, and the ledger row is written. The
     * callback, its replays and the webhook all end here; whichever runs first wins, the others see `already`.
     */
    async fulfil(orderId: string, razorpayPaymentId: string): Promise<FulfilmentResult> {
      try {
        const result = await db.execute(sql`
          WITH o AS (
            UPDATE ${paymentOrders}
            SET status = 'paid', razorpay_payment_id = ${razorpayPaymentId}, paid_at = now()
            WHERE id = ${orderId} AND status = 'created'
            RETURNING id, user_id, credits
          ), u AS (
            UPDATE ${users} SET credits = ${users}.credits + o.credits, is_premium = true
            FROM o WHERE ${users}.id = o.user_id
            RETURNING ${users}.id AS user_id, ${users}.credits AS balance, o.credits AS delta, o.id AS order_id
          )
          INSERT INTO ${creditLedger} (user_id, delta, reason, reference)
          SELECT user_id, delta, 'purchase', 'order:' || order_id FROM u
          RETURNING (SELECT balance FROM u) AS credits`);
        const row = rowsOf<{ credits: number }>(result)[0];
        if (row) return { kind: 'fulfilled', credits: Number(row.credits) };
      } catch (error) {
        // A unique key said "done already" (a concurrent fulfilment won): the same answer as a replay.
        if (!isUniqueViolation(error)) throw error;
      }
      const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
      if (order?.status === 'paid') return { kind: 'already', credits: await balanceOf(order.userId) };
      return { kind: 'not_payable' };
    },
    balanceOf,
    async webhookEventSeen(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ eventId: paymentWebhookEvents.eventId })
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, eventId));
      return row !== undefined;
    },
    /** Recorded after the event was handled, so a crash in between means Razorpay's retry handles it again. */
    async recordWebhookEvent(eventId: string, event: string): Promise<void> {
      await db.insert(paymentWebhookEvents).values({ eventId, event }).onConflictDoNothing();
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
