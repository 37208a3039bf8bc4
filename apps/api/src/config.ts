import type { KeyObject } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { AI_ANSWER_TIMEOUT_MS, AI_TAILOR_TIMEOUT_MS, DEFAULT_GEMINI_API_URL } from '@applypilot/contracts';
import { signingKeyFromSetting } from '@applypilot/grants';
import { SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET } from './modules/payments/sandbox-secrets';
import { repoRoot } from './paths';
import { chooseMode, isLoopbackHost, type RunMode } from './run-mode';
import {
  isPlaceholder,
  namesExampleDomain,
  placeholderProblem,
  SECRET_VARIABLES,
  weakSecretProblem,
  weakSigningKey,
} from './secret-checks';

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

function isHttpsUrl(value: string): boolean {
  return value.startsWith('https://') && URL.canParse(value);
}

const timeoutMs = (fallback: number, min = 1) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(min, { error: `must be at least ${min}` })
    .max(300_000, { error: 'must be at most 300000' })
    .default(fallback);

/**
 * GRANT_SIGNING_KEY as an Ed25519 private key, or undefined when it does not read as one. The forms (PEM, one-line PEM
 * with literal `\n`, base64 DER) are packages/grants' signingKeyFromSetting, which the download build uses too.
 */
function signingKeyFrom(text: string): KeyObject | undefined {
  try {
    return signingKeyFromSetting(text);
  } catch {
    return undefined;
  }
}

/** `1.2.3.4`, `2001:db8::1`, `10.0.0.0/8` or `2001:db8::/32`. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

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
  /** How long opening a PostgreSQL connection may take (also waiting for a free one in the pool). */
  DATABASE_CONNECT_TIMEOUT_MS: timeoutMs(5_000, 100),
  /** The longest one SQL statement may run, lock waits included (PostgreSQL's statement_timeout). */
  DATABASE_STATEMENT_TIMEOUT_MS: timeoutMs(10_000, 100),
  DATA_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('./.data'),
  /** How long a client may take to send a whole request (headers and body); then 408 and the connection closes. */
  REQUEST_TIMEOUT_MS: timeoutMs(30_000, 100),
  /** Addresses or CIDRs of the proxies whose X-Forwarded-For is believed; none by default. */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .refine((entries) => entries.every(isAddressOrCidr), {
      error: 'must be a comma-separated list of IP addresses or CIDRs, e.g. 10.0.0.1,192.168.0.0/16',
    }),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: httpUrl('https://api.razorpay.com'),
  RAZORPAY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(1, { error: 'must be at least 1' })
    .max(120_000, { error: 'must be at most 120000' })
    .default(10_000),
  GOOGLE_CLIENT_ID: optionalText,
  /** Whether the site offers Google sign-in; unset: on exactly when GOOGLE_CLIENT_ID is set. */
  GOOGLE_SIGN_IN: z.enum(['on', 'off'], { error: 'must be on or off' }).optional(),
  GOOGLE_JWKS_URL: httpUrl('https://www.googleapis.com/oauth2/v3/certs'),
  /** The server's Gemini key for resume tailoring and screening answers (issue [8]); unset: AI is off. A secret. */
  GEMINI_API_KEY: optionalText,
  /** Base of the Gemini API (the SDK's httpOptions.baseUrl); also told to the browser's interview assistant. */
  GEMINI_API_URL: httpUrl(DEFAULT_GEMINI_API_URL),
  /** How long the server waits for Gemini (contracts' defaults; tests shorten them). */
  AI_TAILOR_TIMEOUT_MS: timeoutMs(AI_TAILOR_TIMEOUT_MS),
  AI_ANSWER_TIMEOUT_MS: timeoutMs(AI_ANSWER_TIMEOUT_MS),
  /**
   * Agent trust (decision 033): the Ed25519 key that signs reservation grants, PEM (PKCS#8) or the base64 of its DER.
   * A secret. Unset: a key generated in DATA_DIR (development and tests only; production refuses to start).
   */
  GRANT_SIGNING_KEY: optionalText.refine(
    (value) => value === undefined || signingKeyFrom(value) !== undefined,
    {
      error: 'must be an Ed25519 private key: PEM (PKCS#8) or the base64 of its DER',
    },
  ),
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
  /** development or production; unset: production unless APP_ORIGIN is a loopback origin (run-mode.ts). */
  APP_MODE: z.enum(['development', 'production'], { error: 'must be development or production' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  WEB_DIST_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('apps/web/dist'),
  /** Where the root build writes the agent zip served at /downloads/ApplyPilot-agent.zip. */
  DOWNLOADS_DIR: z.string().trim().min(1, { error: 'must not be empty' }).default('build/downloads'),
  // The dashboard's "Get Extension" link: the install steps with pictures on /try-now until the extension is in a
  // store (decision 041).
  EXTENSION_URL: z
    .string()
    .trim()
    .default('/try-now#install-extension')
    .refine((value) => value.startsWith('/') || (/^https?:\/\//.test(value) && URL.canParse(value)), {
      error: 'must be a path starting with / or an http(s) URL',
    }),
  DOWNLOAD_URL: z
    .string()
    .trim()
    .default('/downloads/ApplyPilot-agent.zip')
    .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
      error: 'must be a path starting with / or an http(s) URL',
    }),
  // The per-platform agent downloads with the runtime inside (decisions 041, 051): built in the background as soon as
  // the API listens (start), when /try-now first asks for them (request), or never (off: tests, or built at deploy).
  DOWNLOADS_BUILD: z
    .enum(['request', 'start', 'off'], { error: 'must be request, start or off' })
    .default('start'),
  // The public contact details (decision 043): unset, the site shows no phone line and no social icons.
  SUPPORT_PHONE: optionalText.refine(
    (value) => value === undefined || (/^\+?[\d\s()-]+$/.test(value) && value.replace(/\D/g, '').length >= 7),
    { error: 'must be a phone number: digits, spaces, +, -, parentheses, at least 7 digits' },
  ),
  // Where the dashboard's prepared support mails go (decision 055); unset: contracts' SUPPORT_EMAIL.
  SUPPORT_EMAIL: optionalText.refine(
    (value) => value === undefined || /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(value),
    {
      error: 'must be one email address',
    },
  ),
  SOCIAL_LINKEDIN_URL: optionalText.refine((value) => value === undefined || isHttpsUrl(value), {
    error: 'must be an https URL',
  }),
  SOCIAL_X_URL: optionalText.refine((value) => value === undefined || isHttpsUrl(value), {
    error: 'must be an https URL',
  }),
});

type Env = z.output<typeof EnvSchema>;

export interface Config extends Omit<
  Env,
  'DATA_DIR' | 'WEB_DIST_DIR' | 'DOWNLOADS_DIR' | 'GRANT_SIGNING_KEY'
> {
  /** Absolute. */
  DATA_DIR: string;
  /** Absolute. */
  WEB_DIST_DIR: string;
  /** Absolute. */
  DOWNLOADS_DIR: string;
  /** Development (sandbox payments, outbox page, a key made in DATA_DIR) or production (decision 034). */
  mode: RunMode;
  /** Why this mode, for the start-up log line. */
  modeReason: string;
  /** Derived once at start-up so no request re-computes it. */
  secureCookies: boolean;
  paymentMode: 'razorpay' | 'sandbox';
  /** Google sign-in is offered: GOOGLE_SIGN_IN is on (explicitly or by default) and a client id is set. */
  googleSignIn: boolean;
  /** Server AI is on: GEMINI_API_KEY is set (optional in production too: the AI features are extras). */
  serverAi: boolean;
  /**
   * GRANT_SIGNING_KEY read as a key (its text is not kept); undefined outside production when unset, where the app
   * uses the key file in DATA_DIR (see modules/applications/grant-issuer.ts).
   */
  grantSigningKey: KeyObject | undefined;
}

/**
 * Variables whose value may be printed in a configuration error. Every other one may hold a secret (DATABASE_URL and
 * SMTP_URL carry passwords, *_KEY* and *_SECRET* are credentials, other URLs may carry user:password), so an error
 * names it and says what is expected, never what it holds.
 */
const PRINTABLE = new Set([
  'PORT',
  'HOST',
  'APP_ORIGIN',
  'NODE_ENV',
  'APP_MODE',
  'LOG_LEVEL',
  'DATA_DIR',
  'WEB_DIST_DIR',
  'DOWNLOADS_DIR',
  'TRUST_PROXY',
  'GOOGLE_SIGN_IN',
  'DOWNLOAD_URL',
  'DOWNLOADS_BUILD',
  'SUPPORT_PHONE',
  'SUPPORT_EMAIL',
  'SOCIAL_LINKEDIN_URL',
  'SOCIAL_X_URL',
  'AI_TAILOR_TIMEOUT_MS',
  'AI_ANSWER_TIMEOUT_MS',
  'DATABASE_CONNECT_TIMEOUT_MS',
  'DATABASE_STATEMENT_TIMEOUT_MS',
  'REQUEST_TIMEOUT_MS',
]);

function describeVariable(variable: string, env: NodeJS.ProcessEnv): string {
  const value = env[variable];
  if (value === undefined) return variable;
  return PRINTABLE.has(variable) ? `${variable} (${JSON.stringify(value)})` : `${variable} (value hidden)`;
}

/**
 * Production mode refuses the development conveniences: an http origin (cookies without Secure), the mail outbox
 * instead of SMTP, sandbox payments, a grant key made on the fly, and a Google button that cannot work.
 */
function productionProblems(parsed: Env, googleSignInOn: boolean, refused: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (!parsed.APP_ORIGIN.startsWith('https://')) {
    problems.push('APP_ORIGIN: must be an https origin in production mode');
  }
  if (namesExampleDomain(parsed.APP_ORIGIN)) {
    problems.push("APP_ORIGIN: names a documentation domain from an example file, not this site's origin");
  }
  if (!parsed.SMTP_URL && !refused.has('SMTP_URL'))
    problems.push('SMTP_URL: must be set in production mode (the outbox is for development)');
  if (parsed.SMTP_URL && namesExampleDomain(parsed.SMTP_URL)) {
    problems.push('SMTP_URL: names a documentation domain from an example file, not a mail server');
  }
  if (namesExampleDomain(parsed.MAIL_FROM)) {
    problems.push(
      'MAIL_FROM: names a documentation domain from an example file, not a domain that sends mail',
    );
  }
  for (const variable of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
    if (!parsed[variable] && !refused.has(variable)) {
      problems.push(`${variable}: must be set in production mode (sandbox payments are for development)`);
    }
  }
  for (const variable of ['RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
    const value = parsed[variable];
    const weak = value === undefined ? undefined : weakSecretProblem(variable, value);
    if (weak) problems.push(weak);
  }
  if (!parsed.GRANT_SIGNING_KEY && !refused.has('GRANT_SIGNING_KEY')) {
    problems.push(
      'GRANT_SIGNING_KEY: must be set in production mode (the key generated in DATA_DIR is for development)',
    );
  }
  const signingKey = parsed.GRANT_SIGNING_KEY && signingKeyFrom(parsed.GRANT_SIGNING_KEY);
  if (signingKey && weakSigningKey(signingKey)) {
    problems.push(
      'GRANT_SIGNING_KEY: was not made at random, not a secret: make one with `openssl genpkey -algorithm ed25519 -outform DER | base64 -w0`',
    );
  }
  if (googleSignInOn && !parsed.GOOGLE_CLIENT_ID) {
    problems.push(
      'GOOGLE_CLIENT_ID: must be set when GOOGLE_SIGN_IN=on in production mode (or set GOOGLE_SIGN_IN=off)',
    );
  }
  return problems;
}

/**
 * Development mode chosen for a loopback APP_ORIGIN while HOST listens beyond this machine (0.0.0.0, ::, a LAN
 * address) would hand the sandbox's free credits and the outbox's reset links to the network. Asked for by name
 * (APP_MODE=development), it starts with a warning instead (main.ts).
 */
function hostProblems(parsed: Env, mode: RunMode): string[] {
  if (mode !== 'development' || parsed.APP_MODE === 'development' || isLoopbackHost(parsed.HOST)) return [];
  return [
    `HOST ("${parsed.HOST}"): listens beyond this machine, and development mode (sandbox payments, the mail outbox ` +
      'page) came only from the loopback APP_ORIGIN: set HOST=127.0.0.1, or APP_MODE=development to run them on ' +
      'the network on purpose',
  ];
}

/**
 * The sandbox's secrets are in the repository for anyone to read: as real Razorpay secrets they would let anyone sign
 * a webhook or a checkout callback. Refused wherever the sandbox does not run.
 */
function publishedSecretProblems(parsed: Env): string[] {
  const problems: string[] = [];
  if (parsed.RAZORPAY_KEY_SECRET === SANDBOX_KEY_SECRET) {
    problems.push("RAZORPAY_KEY_SECRET: must not be the sandbox's published secret");
  }
  if (parsed.RAZORPAY_WEBHOOK_SECRET === SANDBOX_WEBHOOK_SECRET) {
    problems.push("RAZORPAY_WEBHOOK_SECRET: must not be the sandbox's published secret");
  }
  return problems;
}

/** A configuration mistake: the message names the variable and says what is expected. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment. Pure: main.ts loads .env first; tests pass their own object.
 * Relative DATA_DIR, WEB_DIST_DIR and DOWNLOADS_DIR are resolved against the repository root, whatever the working directory.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  // An empty value means "unset" (as in a .env line `SMTP_URL=`), so the default applies.
  const present: Record<string, string> = Object.fromEntries(
    Object.keys(EnvSchema.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value.trim() === '' ? [] : [[key, value]];
    }),
  );
  // A placeholder is never a secret, in any mode: refused by name, and parsed as unset so that every other problem
  // is named in the same message (an example file's GRANT_SIGNING_KEY=CHANGE_ME is not also "not a key").
  const placeholders = SECRET_VARIABLES.filter((variable) => {
    const value = present[variable];
    return value !== undefined && isPlaceholder(variable, value.trim());
  });
  for (const variable of placeholders) delete present[variable];
  const placeholderLines = placeholders.map(placeholderProblem);
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      return `${describeVariable(variable, env)}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${[...lines, ...placeholderLines].join('\n  ')}`);
  }
  const parsed = result.data;
  const razorpayKeys = [parsed.RAZORPAY_KEY_ID, parsed.RAZORPAY_KEY_SECRET].filter(Boolean).length;
  // A placeholder among the keys is named as such below, not as a key missing its partner.
  if (razorpayKeys === 1 && !placeholders.some((variable) => variable.startsWith('RAZORPAY_KEY_'))) {
    const missing = parsed.RAZORPAY_KEY_ID ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID';
    throw new ConfigError(
      `Invalid configuration:\n  ${missing}: must be set together with ${missing === 'RAZORPAY_KEY_ID' ? 'RAZORPAY_KEY_SECRET' : 'RAZORPAY_KEY_ID'}`,
    );
  }
  const googleSignInOn = (parsed.GOOGLE_SIGN_IN ?? (parsed.GOOGLE_CLIENT_ID ? 'on' : 'off')) === 'on';
  const choice = chooseMode({
    appOrigin: parsed.APP_ORIGIN,
    appMode: parsed.APP_MODE,
    nodeEnv: parsed.NODE_ENV,
  });
  if (!choice) {
    throw new ConfigError(
      'Invalid configuration:\n  APP_MODE ("development"): must not be development when NODE_ENV=production',
    );
  }
  const paymentMode = razorpayKeys === 2 ? 'razorpay' : 'sandbox';
  const problems = [
    ...placeholderLines,
    ...(choice.mode === 'production'
      ? productionProblems(parsed, googleSignInOn, new Set(placeholders))
      : []),
    ...hostProblems(parsed, choice.mode),
    ...(choice.mode === 'production' || paymentMode === 'razorpay' ? publishedSecretProblems(parsed) : []),
  ];
  if (problems.length > 0) {
    const heading =
      choice.mode === 'production'
        ? `Invalid configuration for production mode (${choice.reason}):`
        : 'Invalid configuration:';
    const hint =
      choice.mode === 'production' && parsed.NODE_ENV !== 'production' && parsed.APP_MODE === undefined
        ? '\nSet these, or set APP_MODE=development to run the development conveniences (sandbox payments, the mail ' +
          'outbox page, a grant key made in DATA_DIR) on a server that is not public.'
        : '';
    throw new ConfigError(`${heading}\n  ${problems.join('\n  ')}${hint}`);
  }
  const { GRANT_SIGNING_KEY, ...rest } = parsed;
  return {
    ...rest,
    DATA_DIR: path.resolve(repoRoot, parsed.DATA_DIR),
    WEB_DIST_DIR: path.resolve(repoRoot, parsed.WEB_DIST_DIR),
    DOWNLOADS_DIR: path.resolve(repoRoot, parsed.DOWNLOADS_DIR),
    mode: choice.mode,
    modeReason: choice.reason,
    secureCookies: parsed.APP_ORIGIN.startsWith('https://'),
    paymentMode,
    googleSignIn: googleSignInOn && parsed.GOOGLE_CLIENT_ID !== undefined,
    serverAi: parsed.GEMINI_API_KEY !== undefined,
    grantSigningKey: GRANT_SIGNING_KEY === undefined ? undefined : signingKeyFrom(GRANT_SIGNING_KEY),
  };
}
