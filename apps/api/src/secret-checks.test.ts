import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** What loadConfig refuses, as its message ('' when it starts). */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message;
  }
}

const grantKey = (seed: Buffer) =>
  createPrivateKey({
    // Ed25519's PKCS#8 header, then the 32-byte seed.
    key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]),
    format: 'der',
    type: 'pkcs8',
  })
    .export({ format: 'der', type: 'pkcs8' })
    .toString('base64');

/** Everything production mode needs, each drawn at random as the real ones are. */
const production = {
  APP_MODE: 'production',
  APP_ORIGIN: 'https://apply.example',
  SMTP_URL: `smtps://mailer:${randomBytes(12).toString('base64url')}@smtp.apply.example:465`,
  RAZORPAY_KEY_ID: 'rzp_live_9Xq2LmT4vB7nRc',
  RAZORPAY_KEY_SECRET: randomBytes(18).toString('base64url'),
  RAZORPAY_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  GRANT_SIGNING_KEY: generateKeyPairSync('ed25519')
    .privateKey.export({ format: 'der', type: 'pkcs8' })
    .toString('base64'),
};

describe('secrets that are not secrets (decision 048)', () => {
  it('starts production with values drawn at random', () => {
    expect(refusal(production)).toBe('');
  });

  it.each([
    ['RAZORPAY_WEBHOOK_SECRET', 'CHANGE_ME'],
    ['RAZORPAY_WEBHOOK_SECRET', 'change-me'],
    ['RAZORPAY_WEBHOOK_SECRET', 'ChangeMe'],
    ['RAZORPAY_WEBHOOK_SECRET', '<your webhook secret>'],
    ['RAZORPAY_KEY_SECRET', 'YOUR_KEY_SECRET'],
    ['RAZORPAY_KEY_SECRET', 'xxxxxxxxxxxxxxxxxxxxxxxx'],
    ['RAZORPAY_KEY_ID', 'rzp_live_CHANGE_ME'],
    ['GRANT_SIGNING_KEY', 'CHANGE_ME'],
    ['DATABASE_URL', 'postgres://applypilot:CHANGE_ME@127.0.0.1:5432/applypilot'],
    ['SMTP_URL', 'smtps://USER:PASSWORD@smtp.apply.example:465'],
    ['GEMINI_API_KEY', 'replace-me'],
  ])(
    'refuses %s=%s as a placeholder, in production and in development, without printing it',
    (variable, value) => {
      const expected = `${variable}: is a placeholder from an example file, not a secret: set the real value`;
      const inProduction = refusal({ ...production, [variable]: value });
      expect(inProduction.split('\n')).toEqual([
        'Invalid configuration for production mode (APP_MODE=production):',
        `  ${expected}`,
      ]);
      const inDevelopment = refusal({ [variable]: value });
      expect(inDevelopment).toContain(expected);
      expect(`${inProduction}${inDevelopment}`).not.toContain(value);
    },
  );

  it('names every placeholder together with the other problems of the same start', () => {
    const message = refusal({
      ...production,
      PORT: 'eighty',
      GRANT_SIGNING_KEY: 'CHANGE_ME',
      RAZORPAY_WEBHOOK_SECRET: 'CHANGE_ME',
    });
    expect(message.split('\n')).toEqual([
      'Invalid configuration:',
      '  PORT ("eighty"): must be a number',
      '  RAZORPAY_WEBHOOK_SECRET: is a placeholder from an example file, not a secret: set the real value',
      '  GRANT_SIGNING_KEY: is a placeholder from an example file, not a secret: set the real value',
    ]);
  });

  it.each([
    'hook-secret',
    'production-test-webhook-secret',
    'whsec_test_9f3c2a',
    'a'.repeat(64),
    '0123456789abcdef0123456789abcdef',
    'My$uperS3cretWebhookKey2024!',
    'correct horse battery staple',
  ])('refuses the webhook secret %j in production: short or easy to guess', (secret) => {
    expect(
      refusal({ ...production, RAZORPAY_WEBHOOK_SECRET: secret })
        .split('\n')
        .slice(1),
    ).toEqual([
      "  RAZORPAY_WEBHOOK_SECRET: is short or easy to guess, not a secret: make one with `openssl rand -hex 32` and set the same in Razorpay's dashboard",
    ]);
    // Development with Razorpay's test keys takes what the developer typed.
    expect(refusal({ RAZORPAY_WEBHOOK_SECRET: secret })).toBe('');
  });

  it("refuses a key secret that is a word, not Razorpay's random letters", () => {
    expect(refusal({ ...production, RAZORPAY_KEY_SECRET: 'very-secret-key' })).toContain(
      "RAZORPAY_KEY_SECRET: is short or easy to guess, not Razorpay's key secret: copy it from Razorpay's dashboard",
    );
  });

  it('refuses a grant key whose seed was not drawn at random', () => {
    const patterned = [Buffer.alloc(32), Buffer.alloc(32, 7), Buffer.from('0123456789abcdef'.repeat(2))];
    for (const seed of patterned) {
      expect(refusal({ ...production, GRANT_SIGNING_KEY: grantKey(seed) })).toContain(
        'GRANT_SIGNING_KEY: was not made at random, not a secret',
      );
    }
    expect(refusal({ ...production, GRANT_SIGNING_KEY: grantKey(randomBytes(32)) })).toBe('');
  });

  it("refuses the example files' documentation domains in production", () => {
    expect(refusal({ ...production, APP_ORIGIN: 'https://applypilot.example.com' })).toContain(
      "APP_ORIGIN: names a documentation domain from an example file, not this site's origin",
    );
    expect(refusal({ ...production, MAIL_FROM: 'ApplyPilot <no-reply@applypilot.example.com>' })).toContain(
      'MAIL_FROM: names a documentation domain from an example file',
    );
    expect(
      refusal({
        ...production,
        SMTP_URL: `smtps://mailer:${randomBytes(9).toString('hex')}@smtp.example.com`,
      }),
    ).toContain('SMTP_URL: names a documentation domain from an example file, not a mail server');
  });
});

describe('HOST beyond this machine in development mode (decision 048)', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20'])(
    'refuses HOST=%s when development mode came from the loopback origin alone',
    (host) => {
      expect(refusal({ HOST: host }).split('\n')).toEqual([
        'Invalid configuration:',
        `  HOST ("${host}"): listens beyond this machine, and development mode (sandbox payments, the mail outbox page) came only from the loopback APP_ORIGIN: set HOST=127.0.0.1, or APP_MODE=development to run them on the network on purpose`,
      ]);
      expect(loadConfig({ HOST: host, APP_MODE: 'development' })).toMatchObject({
        mode: 'development',
        HOST: host,
      });
    },
  );

  it.each(['127.0.0.1', 'localhost', '::1', '127.0.0.2'])('starts with the loopback HOST %s', (host) => {
    expect(loadConfig({ HOST: host }).mode).toBe('development');
  });
});
