import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import {
  CreateOrderRequestSchema,
  MESSAGES,
  ProcessPaymentRequestSchema,
  type ProcessPaymentPending,
  type ProcessPaymentResponse,
} from '@applypilot/contracts';
import { BadRequestError, parseBody } from '../../http/validate';
import type { SessionUser } from '../sessions/session-repository';
import type { SessionService } from '../sessions/session-service';
import { PaymentError, sendPaymentError } from './payment-errors';
import type { PaymentService } from './payment-service';

/** The session's user, else a 401 PaymentError. Who pays comes from the cookie only. */
export async function sessionUser(sessions: SessionService, request: FastifyRequest): Promise<SessionUser> {
  const user = await sessions.current(request);
  if (!user) throw new PaymentError(401, MESSAGES.notAuthenticated);
  return user;
}

/** Like parseBody, but the failure carries `message` too (the purchase page reads `message`). */
export function parsePaymentBody<T>(schema: ZodType<T>, body: unknown): T {
  try {
    return parseBody(schema, body);
  } catch (error) {
    if (error instanceof BadRequestError) throw new PaymentError(400, error.message);
    throw error;
  }
}

/** Runs a payment handler; PaymentErrors become `{success: false, message, error}` with their status. */
export async function answer(reply: FastifyReply, handler: () => Promise<unknown>) {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof PaymentError) return sendPaymentError(reply, error);
    throw error;
  }
}

export function registerPaymentRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentService; sessions: SessionService },
) {
  const { payments, sessions } = deps;

  app.post('/api/payment/create-order', (request, reply) =>
    answer(reply, async () => {
      const user = await sessionUser(sessions, request);
      const body = parsePaymentBody(CreateOrderRequestSchema, request.body);
      const order = await payments.createOrder(user, body);
      return { success: true, ...order };
    }),
  );

  app.post('/api/payment/process-payment', (request, reply) =>
    answer(reply, async () => {
      const user = await sessionUser(sessions, request);
      const body = parsePaymentBody(ProcessPaymentRequestSchema, request.body);
      const result = await payments.processPayment(user, body);
      if (result.kind === 'pending') {
        const pending: ProcessPaymentPending = {
          success: false,
          status: 'pending',
          message: MESSAGES.paymentPending,
        };
        return reply.code(202).send(pending);
      }
      const done: ProcessPaymentResponse = {
        success: true,
        message: MESSAGES.paymentSuccessful,
        availableJobs: result.credits,
      };
      return done;
    }),
  );
}
