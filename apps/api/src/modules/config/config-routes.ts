import type { FastifyInstance } from 'fastify';
import { PLANS, type PublicConfig } from '@applypilot/contracts';
import type { Config } from '../../config';

export function publicConfig(config: Config): PublicConfig {
  return {
    // GOOGLE_SIGN_IN=off hides the button even when a client id is configured.
    googleClientId: config.googleSignIn ? (config.GOOGLE_CLIENT_ID ?? null) : null,
    paymentMode: config.paymentMode,
    razorpayKeyId: config.paymentMode === 'razorpay' ? (config.RAZORPAY_KEY_ID ?? null) : null,
    plans: [...PLANS],
    extensionUrl: config.EXTENSION_URL,
    downloadUrl: config.DOWNLOAD_URL,
  };
}

/** GET /api/config: computed once, the deployment does not change while the process runs. */
export function registerConfigRoutes(app: FastifyInstance, config: Config) {
  const body = publicConfig(config);
  app.get('/api/config', async () => body);
}
