import { createRemoteJWKSet, jwtVerify } from 'jose';

/** Both forms Google uses (FACTS.md "Accounts"). */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
}

export type GoogleVerdict =
  | {
      ok: true;
      identity: GoogleIdentity;
      /** The token's `nonce` claim, checked by the route. */ nonce: string | undefined;
    }
  | { ok: false; reason: 'invalid' | 'unverified' };

/** Checks a Google ID token: signature against the JWKS, audience, issuer, expiry and a verified email. */
export function createGoogleVerifier(options: { clientId: string; jwksUrl: string }) {
  // jose caches the key set and refetches it when a token names an unknown key id.
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  return async function verify(credential: string): Promise<GoogleVerdict> {
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, jwks, {
        audience: options.clientId,
        issuer: GOOGLE_ISSUERS,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    const { sub, email, name, nonce } = payload as {
      sub?: unknown;
      email?: unknown;
      name?: unknown;
      nonce?: unknown;
    };
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (typeof sub !== 'string' || typeof email !== 'string' || email.trim() === '') {
      return { ok: false, reason: 'invalid' };
    }
    if (!verified) return { ok: false, reason: 'unverified' };
    return {
      ok: true,
      nonce: typeof nonce === 'string' ? nonce : undefined,
      identity: {
        sub,
        email: email.trim().toLowerCase(),
        name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : null,
      },
    };
  };
}
export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;
