import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const httpUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), { error: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, ''));

const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be between 0 and 65535' })
    .max(65535, { error: 'must be between 0 and 65535' })
    .default(8080),
  HOST: z.string().trim().min(1, { error: 'must not be empty' }).default('127.0.0.1'),
  APP_ORIGIN: z
    .string()
    .trim()
    .default('http://localhost:8080')
    .refine((value) => /^https?:\/\//.test(value) && URL.canParse(value), {
      error: 'must be an http(s) origin',
    })
    .transform((value) => value.replace(/\/+$/, ''))
    .refine((value) => new URL(value).origin === value, {
      error: 'must be an origin only (scheme, host and port, no path), e.g. http://localhost:8080',
    }),
  DATABASE_URL: optionalText.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
    error: 'must start with postgres:// or postgresql://',
  }),
  DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('./.data'),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: httpUrl('https://api.razorpay.com'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: httpUrl('https://www.googleapis.com/oauth2/v3/certs'),
  GEMINI_API_KEY: optionalText,
  GEMINI_API_URL: httpUrl('https://generativelanguage.googleapis.com'),
  SMTP_URL: optionalText.refine((value) => value === undefined || /^smtps?:\/\/[^/]/.test(value), {
    error: 'must start with smtp:// or smtps://',
  }),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, { error: 'must be a mail address' })
    .default('ApplyPilot <no-reply@localhost>'),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
    .default('development'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('apps/web/dist'),
  // The dashboard's "Get Extension" link: the product's own download page until the extension is in a store.
  EXTENSION_URL: z
    .string()
    .trim()
    .default('/try-now')
    .refine((value) => value.startsWith('/') || (/^https?:\/\//.test(value) && URL.canParse(value)), {
      error: 'must be a path starting with / or an http(s) URL',
    }),
  DOWNLOAD_URL: z
    .string()
    .trim()
    .default('/downloads/applypilot-agent.zip')
    .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
      error: 'must be a path starting with / or an http(s) URL',
    }),
});

type Env = z.output<typeof EnvSchema>;

export interface Config extends Omit<Env, 'DATA_DIR' | 'WEB_DIST_DIR'> {
  /** Absolute. */
  DATA_DIR: string;
  /** Absolute. */
  WEB_DIST_DIR: string;
  /** Derived once at start-up so no request re-computes it. */
  secureCookies: boolean;
  paymentMode: 'razorpay' | 'sandbox';
}

/** A configuration mistake: the message names the variable and says what is expected. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment. Pure: main.ts loads .env first; tests pass their own object.
 * Relative DATA_DIR and WEB_DIST_DIR are resolved against the repository root, whatever the working directory.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  // An empty value means "unset" (as in a .env line `SMTP_URL=`), so the default applies.
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value]];
    }),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      const value = env[variable];
      return `${variable}${value === undefined ? '' : ` (${JSON.stringify(value)})`}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const parsed = result.data;
  const razorpayKeys = [parsed.RAZORPAY_KEY_ID, parsed.RAZORPAY_KEY_SECRET].filter(Boolean).length;
  if (razorpayKeys === 1) {
    const missing = parsed.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: must be set together with ${missing === 'RAZORPAY_KEY_ID' ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'}`,
    );
  }
  return {
    ...parsed,
    DATA_DIR: path.resolve(repoRoot, parsed.DATA_DIR),
    WEB_DIST_DIR: path.resolve(repoRoot, parsed.WEB_DIST_DIR),
    secureCookies: parsed.APP_ORIGIN.startsWith('https://'),
    paymentMode: razorpayKeys === 2 ? 'razorpay' : 'sandbox',
  };
}
