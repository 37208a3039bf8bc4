import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publicKeyBase64 } from '@applypilot/grants';
import { ConfigError, loadConfig } from './config';
import { publicConfig } from './modules/config/config-routes';
import { repoRoot } from './paths';

/** Secrets as Razorpay issues them and as `openssl rand -hex 32` makes them: production refuses weaker ones. */
const KEY_SECRET = randomBytes(18).toString('base64url');
const WEBHOOK_SECRET = randomBytes(32).toString('hex');

/** A grant signing key in the forms GRANT_SIGNING_KEY accepts, and the public key a build would embed. */
const signingKey = (() => {
  const { privateKey } = generateKeyPairSync('ed25519');
  return {
    pem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    der: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
    publicBase64: publicKeyBase64(privateKey),
  };
})();

describe('loadConfig', () => {
  it('works with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      APP_ORIGIN: 'http://localhost:8080',
      DATA_DIR: path.join(repoRoot, '.data'),
      WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
      RAZORPAY_API_URL: 'https://api.razorpay.com',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      GEMINI_API_URL: 'https://generativelanguage.googleapis.com',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DOWNLOAD_URL: '/downloads/ApplyPilot-agent.zip',
      DOWNLOADS_DIR: path.join(repoRoot, 'build/downloads'),
      secureCookies: false,
      paymentMode: 'sandbox',
      mode: 'development',
      modeReason: 'APP_ORIGIN http://localhost:8080 is a loopback origin',
      DATABASE_CONNECT_TIMEOUT_MS: 5000,
      DATABASE_STATEMENT_TIMEOUT_MS: 10000,
      REQUEST_TIMEOUT_MS: 30000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('resolves relative folders against the repository root, not the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/data' }).DATA_DIR).toBe(path.join(repoRoot, 'tmp/data'));
    expect(loadConfig({ DATA_DIR: '/var/lib/applypilot' }).DATA_DIR).toBe('/var/lib/applypilot');
  });

  it('treats empty values as unset and derives cookie security and payment mode', () => {
    const blank = loadConfig({ PORT: '', SMTP_URL: '' });
    expect(blank.PORT).toBe(8080);
    expect(blank.SMTP_URL).toBeUndefined();
    const config = loadConfig({
      APP_ORIGIN: 'https://apply.example/',
      APP_MODE: 'development',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
    });
    expect(config).toMatchObject({
      APP_ORIGIN: 'https://apply.example',
      secureCookies: true,
      paymentMode: 'razorpay',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ APP_ORIGIN: 'localhost:8080' }, 'APP_ORIGIN'],
    [{ APP_ORIGIN: 'http://localhost:8080/app' }, 'APP_ORIGIN'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ GOOGLE_JWKS_URL: 'not a url' }, 'GOOGLE_JWKS_URL'],
    [{ DOWNLOAD_URL: 'downloads/x.zip' }, 'DOWNLOAD_URL'],
    [{ RAZORPAY_KEY_ID: 'rzp_live_x' }, 'RAZORPAY_KEY_SECRET'],
    [{ APP_MODE: 'staging' }, 'APP_MODE'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: '10' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: 'soon' }, 'DATABASE_CONNECT_TIMEOUT_MS'],
    [{ REQUEST_TIMEOUT_MS: '400000' }, 'REQUEST_TIMEOUT_MS'],
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('never prints the value of a variable that may hold a secret, and prints the others', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
      return 'no error';
    };
    const secrets = {
      DATABASE_URL: 'mysql://admin:hunter2-db@db.example',
      SMTP_URL: 'mail.example.com:hunter2-smtp',
      RAZORPAY_KEY_ID: 'rzp_live_hunter2-id',
    };
    const text = message(secrets);
    expect(text).toMatch(/DATABASE_URL \(value hidden\): must start with postgres/);
    expect(text).toMatch(/SMTP_URL \(value hidden\)/);
    expect(text).not.toMatch(/hunter2/);
    const production = message({ NODE_ENV: 'production', RAZORPAY_KEY_ID: 'rzp_live_hunter2-id' });
    expect(production).toMatch(/RAZORPAY_KEY_SECRET/);
    expect(production).not.toMatch(/hunter2/);
    expect(message({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toMatch(
      /PORT \("eighty"\).*\n.*LOG_LEVEL \("loud"\)/,
    );
  });

  describe('in production mode (NODE_ENV=production)', () => {
    const production = {
      NODE_ENV: 'production',
      APP_ORIGIN: 'https://apply.example',
      SMTP_URL: 'smtps://mailer:Qw3rty-unused-pw@smtp.example:465',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      GRANT_SIGNING_KEY: signingKey.pem,
    };

    it('starts with https, SMTP and Razorpay keys', () => {
      expect(loadConfig(production)).toMatchObject({
        NODE_ENV: 'production',
        secureCookies: true,
        paymentMode: 'razorpay',
        googleSignIn: false,
      });
      expect(
        loadConfig({ ...production, GOOGLE_CLIENT_ID: 'client.apps.googleusercontent.com' }).googleSignIn,
      ).toBe(true);
    });

    it.each([
      ['APP_ORIGIN', { APP_ORIGIN: 'http://apply.example' }],
      ['SMTP_URL', { SMTP_URL: '' }],
      ['RAZORPAY_KEY_ID', { RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '' }],
      ['RAZORPAY_WEBHOOK_SECRET', { RAZORPAY_WEBHOOK_SECRET: '' }],
      ['GOOGLE_CLIENT_ID', { GOOGLE_SIGN_IN: 'on' }],
      ['GRANT_SIGNING_KEY', { GRANT_SIGNING_KEY: '' }],
    ])('refuses to start naming %s', (variable, change) => {
      const env = { ...production, ...change };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b.*in production mode`));
      expect(() => loadConfig(env)).toThrow(
        'Invalid configuration for production mode (NODE_ENV=production):',
      );
      expect(() => loadConfig(env)).not.toThrow(/key-secret|hook-secret|user:pw/);
    });

    it('names every problem at once', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /APP_ORIGIN[^]*SMTP_URL[^]*RAZORPAY_KEY_ID[^]*RAZORPAY_KEY_SECRET[^]*RAZORPAY_WEBHOOK_SECRET[^]*GRANT_SIGNING_KEY/,
      );
    });
  });

  it('reads GRANT_SIGNING_KEY as PEM, one-line PEM or base64 DER, never keeping or printing its text', () => {
    expect(loadConfig({}).grantSigningKey).toBeUndefined();
    const oneLine = signingKey.pem.trim().replace(/\n/g, '\\n');
    for (const value of [signingKey.pem, oneLine, signingKey.der]) {
      const config = loadConfig({ GRANT_SIGNING_KEY: value });
      if (!config.grantSigningKey) throw new Error('GRANT_SIGNING_KEY was not read');
      expect(publicKeyBase64(config.grantSigningKey)).toBe(signingKey.publicBase64);
      expect(JSON.stringify(config)).not.toContain(signingKey.der.slice(10, 40));
      expect(config).not.toHaveProperty('GRANT_SIGNING_KEY');
    }
    const publicOnly = generateKeyPairSync('ed25519')
      .publicKey.export({ format: 'pem', type: 'spki' })
      .toString();
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString();
    for (const bad of ['hunter2-not-a-key', publicOnly, rsa]) {
      expect(() => loadConfig({ GRANT_SIGNING_KEY: bad })).toThrow(
        /GRANT_SIGNING_KEY \(value hidden\): must be an Ed25519 private key/,
      );
      expect(() => loadConfig({ GRANT_SIGNING_KEY: bad })).not.toThrow(/hunter2|BEGIN/);
    }
  });

  it('tells the site the support phone and social links only when they are configured', () => {
    const bare = publicConfig(loadConfig({}));
    expect(bare.supportPhone).toBeNull();
    expect(bare.socialLinks).toEqual([]);
    expect(bare.supportEmail).toBe('support@applypilot.app');
    expect(publicConfig(loadConfig({ SUPPORT_EMAIL: 'help@example.org' })).supportEmail).toBe(
      'help@example.org',
    );
    expect(() => loadConfig({ SUPPORT_EMAIL: 'a@b.c, x@y.z' })).toThrow(
      /SUPPORT_EMAIL \("a@b.c, x@y.z"\): must be one email address/,
    );
    const full = publicConfig(
      loadConfig({
        SUPPORT_PHONE: '+91 80 4567 8900',
        SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/applypilot',
        SOCIAL_X_URL: 'https://x.com/applypilot',
      }),
    );
    expect(full.supportPhone).toBe('+91 80 4567 8900');
    expect(full.socialLinks).toEqual([
      { network: 'linkedin', url: 'https://www.linkedin.com/company/applypilot' },
      { network: 'x', url: 'https://x.com/applypilot' },
    ]);
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(
      /SUPPORT_PHONE \("call us"\): must be a phone/,
    );
    expect(() => loadConfig({ SOCIAL_X_URL: 'http://x.com/a' })).toThrow(
      /SOCIAL_X_URL .*must be an https URL/,
    );
  });

  it('offers Google sign-in when a client id is set, unless GOOGLE_SIGN_IN=off', () => {
    const clientId = 'client.apps.googleusercontent.com';
    expect(loadConfig({}).googleSignIn).toBe(false);
    expect(loadConfig({ GOOGLE_CLIENT_ID: clientId }).googleSignIn).toBe(true);
    const off = loadConfig({ GOOGLE_CLIENT_ID: clientId, GOOGLE_SIGN_IN: 'off' });
    expect(off.googleSignIn).toBe(false);
    expect(publicConfig(off).googleClientId).toBeNull();
    expect(publicConfig(loadConfig({ GOOGLE_CLIENT_ID: clientId })).googleClientId).toBe(clientId);
    // Outside production, "on" without a client id just shows no button.
    expect(loadConfig({ GOOGLE_SIGN_IN: 'on' }).googleSignIn).toBe(false);
    expect(() => loadConfig({ GOOGLE_SIGN_IN: 'yes' })).toThrow(
      /GOOGLE_SIGN_IN \("yes"\): must be on or off/,
    );
  });

  it('reads TRUST_PROXY as addresses and CIDRs, none by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ,2001:db8::/32,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '2001:db8::/32',
      '::1',
    ]);
    for (const bad of ['proxy.example', '10.0.0.0/33', '2001:db8::/129', '10.0.0.1/8/9', '10.0.0.0/']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY .*comma-separated list of IP addresses/,
      );
    }
  });
});

describe('the mode (decision 034)', () => {
  const productionSettings = {
    SMTP_URL: 'smtps://mailer:Qw3rty-unused-pw@smtp.example:465',
    RAZORPAY_KEY_ID: 'rzp_live_x',
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    GRANT_SIGNING_KEY: signingKey.pem,
  };

  it.each([
    ['http://localhost:8080', 'APP_ORIGIN http://localhost:8080 is a loopback origin'],
    ['https://localhost', 'APP_ORIGIN https://localhost is a loopback origin'],
    ['http://127.0.0.1:3000', 'APP_ORIGIN http://127.0.0.1:3000 is a loopback origin'],
    ['http://127.45.6.7', 'APP_ORIGIN http://127.45.6.7 is a loopback origin'],
    ['http://[::1]:8080', 'APP_ORIGIN http://[::1]:8080 is a loopback origin'],
  ])('is development for the loopback origin %s, without NODE_ENV', (origin, reason) => {
    expect(loadConfig({ APP_ORIGIN: origin })).toMatchObject({ mode: 'development', modeReason: reason });
  });

  it.each([
    'https://apply.example',
    'http://192.168.1.20:8080',
    'http://10.0.0.5',
    'http://localhost.example.com',
    'http://128.0.0.1',
    'http://[::2]:8080',
    'http://0.0.0.0:8080',
  ])('is production for %s, and refuses to start without the production settings, naming each', (origin) => {
    let message = '';
    try {
      loadConfig({ APP_ORIGIN: origin });
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      message = error.message;
    }
    expect(message.split('\n')[0]).toBe(
      `Invalid configuration for production mode (APP_ORIGIN ${origin} is not a loopback origin):`,
    );
    for (const variable of [
      'SMTP_URL',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'GRANT_SIGNING_KEY',
    ]) {
      expect(message).toMatch(new RegExp(`\\n  ${variable}: must be set in production mode`));
    }
    expect(message).toContain('or set APP_MODE=development to run the development conveniences');
    expect(message.includes('APP_ORIGIN: must be an https origin')).toBe(!origin.startsWith('https://'));
  });

  it('starts a public https origin in production mode once its settings are there, without NODE_ENV', () => {
    const config = loadConfig({ APP_ORIGIN: 'https://apply.example', ...productionSettings });
    expect(config).toMatchObject({
      mode: 'production',
      modeReason: 'APP_ORIGIN https://apply.example is not a loopback origin',
      NODE_ENV: 'development',
      paymentMode: 'razorpay',
      secureCookies: true,
    });
  });

  it('follows APP_MODE when asked, and refuses APP_MODE=development with NODE_ENV=production', () => {
    expect(loadConfig({ APP_ORIGIN: 'http://192.168.1.20:8080', APP_MODE: 'development' })).toMatchObject({
      mode: 'development',
      modeReason: 'APP_MODE=development',
      paymentMode: 'sandbox',
    });
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(
      /^Invalid configuration for production mode \(APP_MODE=production\):\n {2}APP_ORIGIN: must be an https origin/,
    );
    expect(
      loadConfig({ APP_ORIGIN: 'https://localhost:8443', APP_MODE: 'production', ...productionSettings })
        .mode,
    ).toBe('production');
    expect(() => loadConfig({ NODE_ENV: 'production', APP_MODE: 'development' })).toThrow(
      'APP_MODE ("development"): must not be development when NODE_ENV=production',
    );
  });

  it("refuses the sandbox's published secrets as Razorpay secrets, in production and with Razorpay keys", () => {
    const published = {
      RAZORPAY_KEY_SECRET: 'applypilot-sandbox-secret-not-for-production',
      RAZORPAY_WEBHOOK_SECRET: 'applypilot-sandbox-webhook-secret-not-for-production',
    };
    expect(() =>
      loadConfig({ APP_ORIGIN: 'https://apply.example', ...productionSettings, ...published }),
    ).toThrow(
      /RAZORPAY_KEY_SECRET: must not be the sandbox's published secret\n {2}RAZORPAY_WEBHOOK_SECRET: must not be the sandbox's published secret/,
    );
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp_test_x', ...published })).toThrow(
      "RAZORPAY_WEBHOOK_SECRET: must not be the sandbox's published secret",
    );
    // In the sandbox itself (development, no Razorpay keys) the published webhook secret is the sandbox's own.
    expect(loadConfig({ RAZORPAY_WEBHOOK_SECRET: published.RAZORPAY_WEBHOOK_SECRET }).paymentMode).toBe(
      'sandbox',
    );
  });
});
