import type { UserRepository, UserRow } from '../auth/user-repository';
import type { GoogleIdentity } from './google-verifier';

/**
 * The account for a verified Google identity: by Google subject first; else the account with the same (verified)
 * email, which gets the subject linked (an unverified password account loses its password and sessions, see
 * linkGoogle and decision 014); else a new, verified account with the free trial.
 */
export async function findOrCreateGoogleUser(
  users: UserRepository,
  identity: GoogleIdentity,
): Promise<UserRow | undefined> {
  const bySub = await users.findByGoogleSub(identity.sub);
  if (bySub) return bySub;
  const byEmail = await users.findByEmail(identity.email);
  if (byEmail) {
    const linked = byEmail.googleSub === null ? await users.linkGoogle(byEmail.id, identity.sub) : undefined;
    if (linked) return linked;
    // The email's account is linked to another Google subject: do not hand it over.
    return undefined;
  }
  await users.createWithFreeTrial({
    email: identity.email,
    displayName: identity.name,
    passwordHash: null,
    googleSub: identity.sub,
    emailVerified: true,
  });
  // Read back: a concurrent sign-in may have created the account first.
  return users.findByGoogleSub(identity.sub);
}
