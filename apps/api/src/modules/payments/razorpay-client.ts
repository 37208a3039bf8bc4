import { z, type ZodType } from 'zod';
import {
  GatewayError,
  GatewayOrderSchema,
  GatewayPaymentSchema,
  type CreateGatewayOrder,
  type PaymentGateway,
} from './payment-gateway';

export interface RazorpayClientOptions {
  /** RAZORPAY_API_URL without a trailing slash; tests point it at a local fake. */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  /** Each call is abandoned after this long, so a slow Razorpay never holds a request open for minutes. */
  timeoutMs: number;
}

const RazorpayErrorSchema = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
});

/**
 * Razorpay's REST API over fetch (FACTS.md: the official package hard-codes its base URL and throws a TypeError on
 * network errors). Every failure becomes a GatewayError whose kind the service maps to a user-facing message.
 */
export function createRazorpayClient(options: RazorpayClientOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let status: number;
    let text: string;
    try {
      // The time-out covers the whole exchange, body included: a server that sends headers and stalls is slow too.
      const response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new GatewayError(
          'timeout',
          `Razorpay did not answer ${method} ${path} within ${options.timeoutMs} ms`,
        );
      }
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new GatewayError('unreachable', `Razorpay is unreachable (${method} ${path})${cause}`);
    }

    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new GatewayError('server', `Razorpay answered ${method} ${path} with ${status} and no JSON`);
    }
    if (status >= 500) {
      throw new GatewayError('server', `Razorpay answered ${method} ${path} with ${status}`);
    }
    if (status >= 400) {
      const known = RazorpayErrorSchema.safeParse(parsed);
      const code = known.success ? known.data.error.code : undefined;
      const description = known.success ? known.data.error.description : undefined;
      throw new GatewayError(
        'refused',
        `Razorpay refused ${method} ${path} (${status} ${code ?? 'no code'}): ${description ?? 'no description'}`,
        code,
      );
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      throw new GatewayError('server', `Razorpay answered ${method} ${path} with an unexpected shape`);
    }
    return result.data;
  }

  return {
    keyId: options.keyId,
    signingSecret: options.keySecret,
    createOrder: (input: CreateGatewayOrder) => call('POST', '/v1/orders', GatewayOrderSchema, input),
    fetchOrder: (orderId: string) =>
      call('GET', `/v1/orders/${encodeURIComponent(orderId)}`, GatewayOrderSchema),
    fetchPayment: (paymentId: string) =>
      call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`, GatewayPaymentSchema),
  };
}
