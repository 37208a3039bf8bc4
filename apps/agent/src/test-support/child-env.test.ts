import { afterEach, describe, expect, it } from 'vitest';
import { childEnv } from './child-env';

const SECRETS = {
  GEMINI_API_KEY: 'developer-gemini-key',
  RAZORPAY_KEY_ID: 'rzp_live_developer',
  RAZORPAY_KEY_SECRET: 'developer-razorpay-secret',
  SMTP_URL: 'smtps://me:pw@smtp.example:465',
  DATABASE_URL: 'postgres://me:pw@db.example/prod',
  GOOGLE_CLIENT_ID: 'developer.apps.googleusercontent.com',
  APP_ORIGIN: 'https://applypilot.example',
  NODE_ENV: 'production',
};

describe('the environment of the processes tests start', () => {
  afterEach(() => {
    for (const name of Object.keys(SECRETS)) delete process.env[name];
  });

  it("never carries the developer's keys and tells the API not to read .env (decision 034)", () => {
    Object.assign(process.env, SECRETS);
    const env = childEnv({ PORT: '1234' });
    for (const name of Object.keys(SECRETS)) expect(env, name).not.toHaveProperty(name);
    expect(env).toMatchObject({ PATH: process.env.PATH, APP_DOTENV: 'off', PORT: '1234' });
  });
});
