import {
  FORGOT_PASSWORD_LIMIT,
  LOGIN_FAILURE_LIMIT,
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
    async register(
      body: RegisterRequest,
      ip: string,
    ): Promise<{ kind: 'created' } | { kind: 'taken' } | Limited> {
      const bucket = `register:ip:${ip}`;
      const verdict = limited(await rateLimits.check([{ bucket, max: REGISTER_LIMIT_PER_IP }]));
      if (verdict) return verdict;
      await rateLimits.record([bucket]);
      if (await users.findByEmail(body.email)) return { kind: 'taken' };
      const passwordHash = await passwords.hash(body.password);
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
      await deps.emailVerification.sendLink({ id, email: body.email, displayName: body.name });
      return { kind: 'created' };
    },

    /**
     * Failed logins count per account and per IP. The limit is checked before the password, so while limited even
     * the right password is refused. Unknown emails run a dummy hash so both failures take alike time.
     */
    async login(
      body: LoginRequest,
      ip: string,
    ): Promise<{ kind: 'ok'; user: UserRow } | { kind: 'invalid' } | Limited> {
      const buckets = [`login-fail:ip:${ip}`, `login-fail:email:${body.email}`];
      const verdict = limited(
        await rateLimits.check(buckets.map((bucket) => ({ bucket, max: LOGIN_FAILURE_LIMIT }))),
      );
      if (verdict) return verdict;
      const user = await users.findByEmail(body.email);
      const ok = user?.passwordHash
        ? await passwords.verify(body.password, user.passwordHash)
        : await passwords.dummyVerify(body.password);
      if (!user || !ok) {
        await rateLimits.record(buckets);
        return { kind: 'invalid' };
      }
      return { kind: 'ok', user };
    },

    /** Answers alike whether or not the account exists; the mail goes out in the background. */
    async forgotPassword(email: string, ip: string): Promise<{ kind: 'done' } | Limited> {
      const buckets = [`forgot:ip:${ip}`, `forgot:email:${email}`];
      const verdict = limited(
        await rateLimits.check(buckets.map((bucket) => ({ bucket, max: FORGOT_PASSWORD_LIMIT }))),
      );
      if (verdict) return verdict;
      await rateLimits.record(buckets);
      const user = await users.findByEmail(email);
      if (!user) return { kind: 'done' };
      const token = randomToken();
      await resetTokens.create(user.id, hashToken(token), RESET_TOKEN_TTL_MINUTES * 60);
      const link = `${deps.appOrigin}/reset-password?token=${encodeURIComponent(token)}`;
      mail.send({
        to: user.email,
        subject: 'Reset your ApplyPilot password',
        text:
          `Hello${user.displayName ? ` ${user.displayName}` : ''},\n\n` +
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
