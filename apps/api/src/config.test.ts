import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { repoRoot } from './paths';

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
      DOWNLOAD_URL: '/downloads/applypilot-agent.zip',
      secureCookies: false,
      paymentMode: 'sandbox',
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
  ])('refuses %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });
});
