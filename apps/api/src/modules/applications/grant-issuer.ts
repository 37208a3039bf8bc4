import type { KeyObject } from 'node:crypto';
import { GRANT_TTL_SECONDS, GRANT_VERSION, loadOrCreateSigningKey, signGrant } from '@applypilot/grants';
import type { Config } from '../../config';

/**
 * The key that signs reservation grants (decision 033): GRANT_SIGNING_KEY when set, else the key file in DATA_DIR,
 * made on first start, so a development machine's agent trusts its own API with no configuration. Production never
 * gets here without the variable (config.ts refuses to start); the check is repeated so no other caller can skip it.
 */
export async function grantSigningKey(
  config: Pick<Config, 'grantSigningKey' | 'NODE_ENV' | 'DATA_DIR'>,
): Promise<KeyObject> {
  if (config.grantSigningKey) return config.grantSigningKey;
  if (config.NODE_ENV === 'production') {
    throw new Error('GRANT_SIGNING_KEY: must be set when NODE_ENV=production');
  }
  return loadOrCreateSigningKey(config.DATA_DIR);
}

/** Signs the grant of one reservation: this user, this job, this application id, valid GRANT_TTL_SECONDS from now. */
export function createGrantIssuer(privateKey: KeyObject, nowMs: () => number = Date.now) {
  return (userId: number, application: { id: string; jobId: string }): string =>
    signGrant(privateKey, {
      v: GRANT_VERSION,
      sub: String(userId),
      job: application.jobId,
      app: application.id,
      exp: Math.floor(nowMs() / 1000) + GRANT_TTL_SECONDS,
    });
}
export type GrantIssuer = ReturnType<typeof createGrantIssuer>;
