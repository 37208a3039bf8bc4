import { describe, expect, it } from 'vitest';
import type { PasswordHasher } from '../../lib/password';
import type { EmailVerificationService } from '../email-verification/email-verification-service';
import type { MailService } from '../mail/mail-service';
import type { RateLimitService } from '../rate-limit/rate-limit-service';
import { createAuthService } from './auth-service';
import type { ResetTokenRepository } from './reset-token-repository';
import type { UserRepository } from './user-repository';

const KNOWN = 'owner@example.com';

/**
 * The auth service with every dependency replaced by a recorder: each call (and its arguments' shape) lands in
 * `calls`, so a test can compare the work done for two requests. Anything not stubbed here throws when used.
 */
function recordingService() {
  const calls: string[] = [];
  const record =
    <T>(name: string, answer: (...args: never[]) => T) =>
    (...args: never[]) => {
      calls.push(name);
      return answer(...args);
    };
  const untouched = (name: string) =>
    new Proxy(
      {},
      {
        get: (_, key) => () => {
          throw new Error(`${name}.${String(key)} must not be called by forgot-password`);
        },
      },
    );
  const stored: { email: string; tokenHash: string }[] = [];
  const sent: string[] = [];
  const service = createAuthService({
    users: untouched('users') as UserRepository,
    passwords: untouched('passwords') as PasswordHasher,
    emailVerification: untouched('emailVerification') as Pick<EmailVerificationService, 'sendLink'>,
    rateLimits: {
      consume: record('rateLimits.consume', async () => ({ limited: false as const })),
    } as unknown as RateLimitService,
    resetTokens: {
      createForEmail: record('resetTokens.createForEmail', async (email: string, tokenHash: string) => {
        stored.push({ email, tokenHash });
        return email === KNOWN ? email : undefined;
      }),
    } as unknown as ResetTokenRepository,
    mail: {
      // Recorded apart: sending is queued and runs only after the answer (mail-service.ts).
      send: (mail) => void sent.push(mail.to),
      idle: async () => undefined,
    } satisfies MailService,
    appOrigin: 'http://localhost:8080',
  });
  return { service, calls, stored, sent };
}

describe('forgot-password', () => {
  it('does the same work before answering whether or not the account exists', async () => {
    const known = recordingService();
    const unknown = recordingService();
    expect(await known.service.forgotPassword(KNOWN, '203.0.113.1')).toEqual({ kind: 'done' });
    expect(await unknown.service.forgotPassword('nobody@example.com', '203.0.113.1')).toEqual({
      kind: 'done',
    });

    expect(known.calls).toEqual(['rateLimits.consume', 'resetTokens.createForEmail']);
    expect(unknown.calls).toEqual(known.calls);
    // A token was made and hashed for both: one statement stores it only where the account exists.
    for (const run of [known, unknown]) expect(run.stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // Only the owner gets a mail, and it leaves in the background.
    expect(known.sent).toEqual([KNOWN]);
    expect(unknown.sent).toEqual([]);
  });
});
