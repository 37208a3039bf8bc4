import {
  FORGOT_PASSWORD_EMAIL_WINDOW_MINUTES,
  FORGOT_PASSWORD_LIMIT,
  FORGOT_PASSWORD_LIMIT_PER_EMAIL,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT_PER_ACCOUNT,
  LOGIN_FAILURE_LIMIT_PER_IP,
  REGISTER_LIMIT_PER_IP,
  RESET_TOKEN_TTL_MINUTES,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@applypilot/contracts';
import type { PasswordHasher } from '../../lib/password';
import { hashToken, randomToken } from '../../lib/tokens';
import type { EmailVerificationService } from '../email-verification/email-verification-service';
import type { MailService } from '../mail/mail-service';
import { clientKey } from '../rate-limit/client-key';
import type { LimitVerdict, RateLimitService } from '../rate-limit/rate-limit-service';
import type { ResetTokenRepository } from './reset-token-repository';
import type { UserRepository, UserRow } from './user-repository';

export type Limited = { kind: 'limited'; retryAfterSeconds: number };

export function publicUser(
  user: Pick<UserRow, 'email' | 'displayName' | 'isPremium' | 'emailVerified'>,
): User {
  return {
    email: user.email,
    displayName: user.displayName,
    isPremium: user.isPremium,
    emailVerified: user.emailVerified,
  };
}

function limited(verdict: LimitVerdict): Limited | undefined {
  return verdict.limited ? { kind: 'limited', retryAfterSeconds: verdict.retryAfterSeconds } : undefined;
}

export function createAuthService(deps: {
  users: UserRepository;
  resetTokens: ResetTokenRepository;
  rateLimits: RateLimitService;
  passwords: PasswordHasher;
  mail: MailService;
  emailVerification: Pick<EmailVerificationService, 'sendLink'>;
  appOrigin: string;
}) {
  const { users, resetTokens, rateLimits, passwords, mail } = deps;

  return {
    /**
     * Counted before any work, in one statement, per client address (IPv6 per /64), so a burst of parallel sign-ups
     * gets exactly the limit through (decision 034). Every attempt counts, a duplicate email too; one whose password
     * could not be hashed (the queue was full) is given back.
     */
    async register(
      body: RegisterRequest,
      ip: string,
    ): Promise<{ kind: 'created' } | { kind: 'taken' } | Limited> {
      const limits = [{ bucket: `register:ip:${clientKey(ip)}`, max: REGISTER_LIMIT_PER_IP }];
      const verdict = limited(await rateLimits.consume(limits));
      if (verdict) return verdict;
      if (await users.findByEmail(body.email)) return { kind: 'taken' };
      let passwordHash: string;
      try {
        passwordHash = await passwords.hash(body.password);
      } catch (error) {
        await rateLimits.refund(limits).catch(() => undefined);
        throw error;
      }
      const id = await users.createWithFreeTrial({
        email: body.email,
        displayName: body.name,
        passwordHash,
        googleSub: null,
        emailVerified: false,
      });
      // A concurrent registration of the same email can win between the check and the insert.
      if (id === undefined) return { kind: 'taken' };
      // The address is not proved until the mailed link is opened (decision 014).
      await deps.emailVerification.sendLink({ id, email: body.email });
      return { kind: 'created' };
    },

    /**
     * Decision 013: the attempt is counted before the password is hashed, in one statement per (account, address),
     * address and account bucket, so a burst cannot get more than the limit through; a successful login gives its
     * count back, so only failures use up the limits. While limited even the right password is refused. Unknown
     * emails run a dummy hash so both failures take alike time.
     */
    async login(
      body: LoginRequest,
      ip: string,
    ): Promise<{ kind: 'ok'; user: UserRow } | { kind: 'invalid' } | Limited> {
      const client = clientKey(ip);
      const limits = [
        { bucket: `login:account-ip:${body.email}|${client}`, max: LOGIN_FAILURE_LIMIT },
        { bucket: `login:ip:${client}`, max: LOGIN_FAILURE_LIMIT_PER_IP },
        { bucket: `login:account:${body.email}`, max: LOGIN_FAILURE_LIMIT_PER_ACCOUNT },
      ];
      const verdict = limited(await rateLimits.consume(limits));
      if (verdict) return verdict;
      let ok: boolean;
      let user: UserRow | undefined;
      try {
        user = await users.findByEmail(body.email);
        ok = user?.passwordHash
          ? await passwords.verify(body.password, user.passwordHash)
          : await passwords.dummyVerify(body.password);
      } catch (error) {
        // No password was checked (e.g. the hashing queue is full): the attempt must not count against the owner.
        await rateLimits.refund(limits).catch(() => undefined);
        throw error;
      }
      if (!user || !ok) return { kind: 'invalid' };
      await rateLimits.refund(limits);
      return { kind: 'ok', user };
    },

    /**
     * Answers alike whether or not the account exists, and after the same work: one token made and hashed, one
     * statement that stores it only if the account exists (decision 034). The mail goes out in the background. Limited
     * per address and, over a short window, per email, so nobody can hold back an owner's reset mail for long.
     */
    async forgotPassword(email: string, ip: string): Promise<{ kind: 'done' } | Limited> {
      const verdict = limited(
        await rateLimits.consume([
          { bucket: `forgot:ip:${clientKey(ip)}`, max: FORGOT_PASSWORD_LIMIT },
          {
            bucket: `forgot:email:${email}`,
            max: FORGOT_PASSWORD_LIMIT_PER_EMAIL,
            windowSeconds: FORGOT_PASSWORD_EMAIL_WINDOW_MINUTES * 60,
          },
        ]),
      );
      if (verdict) return verdict;
      const token = randomToken();
      const to = await resetTokens.createForEmail(email, hashToken(token), RESET_TOKEN_TTL_MINUTES * 60);
      if (to === undefined) return { kind: 'done' };
      const link = `${deps.appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
      // No greeting by name: the display name is whatever the registrant typed (a URL, a phone number), and this mail
      // may reach someone else's inbox (decision 034).
      mail.send({
        to,
        subject: 'Reset your ApplyPilot password',
        text:
          `Hello,\n\n` +
          `Someone asked to reset the password of your ApplyPilot account. To choose a new password, open this link ` +
          `within ${RESET_TOKEN_TTL_MINUTES} minutes:\n\n${link}\n\n` +
          `If it was not you, ignore this mail: your password stays as it is.\n`,
      });
      return { kind: 'done' };
    },

    /** Single use, within 30 minutes; ends every session of the account. */
    async resetPassword(token: string, password: string): Promise<boolean> {
      const tokenHash = hashToken(token);
      // Cheap check first, so a bad token costs no password hash.
      if (!(await resetTokens.isUsable(tokenHash))) return false;
      return resetTokens.consume(tokenHash, await passwords.hash(password));
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
