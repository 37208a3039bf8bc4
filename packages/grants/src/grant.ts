import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';

/**
 * A reservation grant (issue [1] of the agent-trust work, decision 033): the API's Ed25519 signature over the credit it
 * reserved for one user and one job. The shipped agent carries the public key and never presses Submit without a
 * grant that verifies for the job on screen and the reservation it holds, so no configuration of the agent (another
 * `apiUrl`, a stub API) can apply without a credit the real API reserved.
 *
 * Wire form: `base64url(JSON claims) "." base64url(signature over the first part's ASCII)`.
 */
export const GRANT_VERSION = 1;

export const GrantClaimsSchema = z.object({
  v: z.literal(GRANT_VERSION),
  /** The user's id in the API. */
  sub: z.string().min(1).max(64),
  /** The job the credit was reserved for. */
  job: z.string().min(1).max(100),
  /** The application (reservation) id. */
  app: z.string().min(1).max(64),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int().positive(),
});
export type GrantClaims = z.infer<typeof GrantClaimsSchema>;

/** At most this long on the wire: a grant is about 200 characters. */
export const GRANT_MAX_LENGTH = 1000;
export const GrantSchema = z
  .string()
  .max(GRANT_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

/** How long a grant stays valid after it is issued (or renewed by a hold call). */
export const GRANT_TTL_SECONDS = 60 * 60;

/** An Ed25519 private key from PEM (PKCS#8) or the base64 of its DER. */
export function privateKeyFrom(text: string): KeyObject {
  const value = text.trim();
  const key = value.startsWith('-----')
    ? createPrivateKey(value)
    : createPrivateKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the key is not an Ed25519 private key');
  return key;
}

/**
 * GRANT_SIGNING_KEY in every form it is set in, read the same by the API and by the build of the agent download
 * (decision 051): PEM (PKCS#8), a PEM pasted into a one-line variable with literal `\n` sequences (an EnvironmentFile
 * or `.env` line), or the base64 of its DER. Throws when it is not an Ed25519 private key.
 */
export function signingKeyFromSetting(text: string): KeyObject {
  return privateKeyFrom(text.replace(/\\n/g, '\n'));
}

/** An Ed25519 public key from PEM (SPKI) or the base64 of its DER (how builds embed it). */
export function publicKeyFrom(text: string): KeyObject {
  const value = text.trim();
  const key = value.startsWith('-----')
    ? createPublicKey(value)
    : createPublicKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the key is not an Ed25519 public key');
  return key;
}

/** The base64 of the public key's SPKI DER: one line, what a build embeds in the agent. */
export function publicKeyBase64(key: KeyObject): string {
  const pub = key.type === 'private' ? createPublicKey(key) : key;
  return pub.export({ format: 'der', type: 'spki' }).toString('base64');
}

export function signGrant(privateKey: KeyObject, claims: GrantClaims): string {
  const body = Buffer.from(JSON.stringify(GrantClaimsSchema.parse(claims))).toString('base64url');
  const signature = sign(null, Buffer.from(body, 'ascii'), privateKey).toString('base64url');
  return `${body}.${signature}`;
}

export type GrantCheck =
  | { ok: true; claims: GrantClaims }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' | 'wrong-job' | 'wrong-reservation' };

/**
 * Verifies a grant for the job about to be submitted and the reservation the agent holds. Any doubt is a refusal.
 */
export function verifyGrant(
  publicKey: KeyObject,
  grant: unknown,
  expected: { jobId: string; applicationId: string; nowSeconds?: number },
): GrantCheck {
  const wire = GrantSchema.safeParse(grant);
  if (!wire.success) return { ok: false, reason: 'malformed' };
  const [body = '', signature = ''] = wire.data.split('.');
  let valid = false;
  try {
    valid = verify(null, Buffer.from(body, 'ascii'), publicKey, Buffer.from(signature, 'base64url'));
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'bad-signature' };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const claims = GrantClaimsSchema.safeParse(raw);
  if (!claims.success) return { ok: false, reason: 'malformed' };
  const now = expected.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (claims.data.exp <= now) return { ok: false, reason: 'expired' };
  if (claims.data.job !== expected.jobId) return { ok: false, reason: 'wrong-job' };
  if (claims.data.app !== expected.applicationId) return { ok: false, reason: 'wrong-reservation' };
  return { ok: true, claims: claims.data };
}
