import { EMAIL_VERIFICATION_TTL_HOURS, RESEND_VERIFICATION_LIMIT } from '@applypilot/contracts';
import { hashToken, randomToken } from '../../lib/tokens';
import type { MailService } from '../mail/mail-service';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import type { VerificationTokenRepository } from './verification-token-repository';

export interface Recipient {
  id: number;
  email: string;
}

export type ResendResult =
  { kind: 'sent' } | { kind: 'already-verified' } | { kind: 'limited'; retryAfterSeconds: number };

/**
 * The mailed link that proves an address (decision 014): a random token whose SHA-256 alone is stored, single use,
 * valid for 24 hours. Older links stay valid until they expire, so a user who asked twice may open either mail.
 */
export function createEmailVerificationService(deps: {
  tokens: VerificationTokenRepository;
  rateLimits: RateLimitService;
  mail: MailService;
  appOrigin: string;
}) {
  const { tokens, rateLimits, mail } = deps;

  async function sendLink(user: Recipient): Promise<void> {
    const token = randomToken();
    await tokens.create(user.id, hashToken(token), EMAIL_VERIFICATION_TTL_HOURS * 60 * 60);
    const link = `${deps.appOrigin}/verify-email?token=${encodeURIComponent(token)}`;
    // No greeting by name: the display name is whatever the registrant typed (a URL, a phone number), and this mail
    // goes to an address nobody has proved yet, so it must carry no text of theirs (decision 034).
    mail.send({
      to: user.email,
      subject: 'Verify your ApplyPilot email address',
      text:
        `Hello,\n\n` +
        `Please confirm that this address belongs to your ApplyPilot account by opening this link within ` +
        `${EMAIL_VERIFICATION_TTL_HOURS} hours:\n\n${link}\n\n` +
        `If you did not create an ApplyPilot account, you can ignore this mail.\n`,
    });
  }

  return {
    sendLink,

    /** True when the token was usable; the account is verified afterwards (already verified ones stay so). */
    async verify(token: string): Promise<boolean> {
      return tokens.consume(hashToken(token));
    },

    /** A new link for a signed-in, unverified account, limited per account so the button cannot flood a mailbox. */
    async resend(user: Recipient & { emailVerified: boolean }): Promise<ResendResult> {
      if (user.emailVerified) return { kind: 'already-verified' };
      // Counted and checked in one statement, so parallel clicks cannot send more than the limit.
      const verdict = await rateLimits.consume([
        { bucket: `verify-resend:user:${user.id}`, max: RESEND_VERIFICATION_LIMIT },
      ]);
      if (verdict.limited) return { kind: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
      await sendLink(user);
      return { kind: 'sent' };
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
