import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createRateLimitRepository } from '../rate-limit/rate-limit-repository';
import { createRateLimitService } from '../rate-limit/rate-limit-service';
import type { SessionService } from '../sessions/session-service';
import type { PaymentGateway } from './payment-gateway';
import { createPaymentRepository } from './payment-repository';
import { registerPaymentRoutes } from './payment-routes';
import { createPaymentService } from './payment-service';
import { createRazorpayClient } from './razorpay-client';
import { createSandboxGateway, SANDBOX_WEBHOOK_SECRET } from './sandbox-gateway';
import { registerSandboxRoutes } from './sandbox-routes';
import { registerWebhookRoutes } from './webhook-routes';

/** The secret webhooks are checked with: never the sandbox's published one unless the sandbox itself runs. */
function webhookSecret(configured: string | undefined, sandboxRuns: boolean): string | undefined {
  if (sandboxRuns) return configured ?? SANDBOX_WEBHOOK_SECRET;
  return configured === SANDBOX_WEBHOOK_SECRET ? undefined : configured;
}

/**
 * Purchases: Razorpay when its keys are set; otherwise, in development mode only, the built-in sandbox behind the same
 * gateway interface; in production mode without keys (which config.ts refuses anyway), no gateway at all (payment
 * calls answer 503, /sandbox/* is 404). The sandbox's published webhook secret is used only while the sandbox runs.
 */
export async function registerPayments(
  app: FastifyInstance,
  deps: { config: Config; db: Db; sessions: SessionService },
) {
  const { config, db, sessions } = deps;
  const repository = createPaymentRepository(db);
  const sandboxAllowed = config.paymentMode === 'sandbox' && config.mode === 'development';
  const sandbox = sandboxAllowed ? createSandboxGateway(db) : undefined;

  let gateway: PaymentGateway | undefined = sandbox?.gateway;
  if (config.paymentMode === 'razorpay' && config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    gateway = createRazorpayClient({
      baseUrl: config.RAZORPAY_API_URL,
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      timeoutMs: config.RAZORPAY_TIMEOUT_MS,
    });
  }
  if (!gateway)
    app.log.warn('payments are off: no Razorpay keys, and the sandbox is refused in production mode');
  if (config.paymentMode === 'razorpay' && !config.RAZORPAY_WEBHOOK_SECRET) {
    app.log.warn(
      'RAZORPAY_WEBHOOK_SECRET is not set: webhooks are refused, so a payment confirmed late is not credited',
    );
  }

  const payments = createPaymentService({
    repository,
    gateway,
    rateLimits: createRateLimitService(createRateLimitRepository(db)),
    log: app.log,
  });
  registerPaymentRoutes(app, { payments, sessions });
  await registerWebhookRoutes(app, {
    payments,
    repository,
    secret: webhookSecret(config.RAZORPAY_WEBHOOK_SECRET, sandbox !== undefined),
  });
  if (sandbox) registerSandboxRoutes(app, { sandbox, repository, sessions });
}
