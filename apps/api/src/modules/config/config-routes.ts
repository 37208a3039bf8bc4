import type { FastifyInstance } from 'fastify';
import {
  PLANS,
  SUPPORT_EMAIL,
  type DownloadStamp,
  type PublicConfig,
  type SocialNetwork,
} from '@applypilot/contracts';
import type { Config } from '../../config';
import { AGENT_ZIP_PATH, currentAgentZip } from '../downloads/download-stamp';

export function publicConfig(config: Config, downloadBytes: number | null = null): PublicConfig {
  return {
    // GOOGLE_SIGN_IN=off hides the button even when a client id is configured.
    googleClientId: config.googleSignIn ? (config.GOOGLE_CLIENT_ID ?? null) : null,
    paymentMode: config.paymentMode,
    razorpayKeyId: config.paymentMode === 'razorpay' ? (config.RAZORPAY_KEY_ID ?? null) : null,
    plans: [...PLANS],
    extensionUrl: config.EXTENSION_URL,
    downloadUrl: config.DOWNLOAD_URL,
    downloadBytes,
    // Whether the server's AI can run (the key itself never leaves the server), and where the browser's interview
    // assistant sends its own key's calls.
    serverAi: config.serverAi,
    geminiApiUrl: config.GEMINI_API_URL,
    // Only what the operator configured: no placeholder number or dead link reaches the site (decision 043).
    supportPhone: config.SUPPORT_PHONE ?? null,
    // The support mail of a page ApplyPilot did not understand goes here (decision 055).
    supportEmail: config.SUPPORT_EMAIL ?? SUPPORT_EMAIL,
    socialLinks: socialLinks(config),
  };
}

function socialLinks(config: Config): { network: SocialNetwork; url: string }[] {
  const links: { network: SocialNetwork; url: string }[] = [];
  if (config.SOCIAL_LINKEDIN_URL) links.push({ network: 'linkedin', url: config.SOCIAL_LINKEDIN_URL });
  if (config.SOCIAL_X_URL) links.push({ network: 'x', url: config.SOCIAL_X_URL });
  return links;
}

/**
 * GET /api/config: computed once, the deployment does not change while the process runs; only the zip's size is
 * read per request (one stat), since the root build may write the zip after the API started.
 */
export function registerConfigRoutes(app: FastifyInstance, config: Config, downloadStamp: DownloadStamp) {
  const body = publicConfig(config);
  // The size is ours to tell only when the button points at the zip this server serves, and it is current.
  const servesZip = config.DOWNLOAD_URL === AGENT_ZIP_PATH;
  app.get('/api/config', async () =>
    servesZip
      ? { ...body, downloadBytes: (await currentAgentZip(config.DOWNLOADS_DIR, downloadStamp))?.size ?? null }
      : body,
  );
}
