import type { KeyObject } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';

/**
 * "No secret is trusted because it is set" (decision 048). The example files (deploy/api.env.example, .env.example)
 * and tutorials put words where a secret goes; a server started with them runs with secrets everyone can read, as the
 * review's webhook forged with `RAZORPAY_WEBHOOK_SECRET=CHANGE_ME` showed. These checks never print the value.
 */

/** The variables that hold a credential, or a URL that may carry one. */
export const SECRET_VARIABLES = [
  'DATABASE_URL',
  'SMTP_URL',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'GRANT_SIGNING_KEY',
  'GOOGLE_CLIENT_ID',
  'GEMINI_API_KEY',
] as const;
export type SecretVariable = (typeof SECRET_VARIABLES)[number];

/**
 * What stands in for a value in example files: CHANGE_ME and its spellings, REPLACE_ME, YOUR_…, <angle brackets>,
 * runs of x, an ellipsis. Matched anywhere in the value (`rzp_live_CHANGE_ME`), in any case.
 */
const PLACEHOLDER_MARK = /change[\s_-]?me|replace[\s_-]?me|fill[\s_-]?me|your[\s_-]|<[^<>]*>|x{4,}|\.{3}|…/i;
/** A URL's user or password that only names itself. */
const PLACEHOLDER_CREDENTIAL = /^(user(name)?|pass(word)?|secret)$/i;
/** RFC 2606's documentation domains: no real site or mail server is there. */
const EXAMPLE_DOMAIN = /(^|\.)example\.(com|net|org)\.?$/i;

function urlPlaceholder(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  return [user, password].some(
    (part) => part !== '' && (PLACEHOLDER_MARK.test(part) || PLACEHOLDER_CREDENTIAL.test(part)),
  );
}

/** True when the value is an example file's stand-in rather than a secret. */
export function isPlaceholder(variable: SecretVariable, value: string): boolean {
  if (PLACEHOLDER_MARK.test(value)) return true;
  return (variable === 'DATABASE_URL' || variable === 'SMTP_URL') && urlPlaceholder(value);
}

export function placeholderProblem(variable: string): string {
  return `${variable}: is a placeholder from an example file, not a secret: set the real value`;
}

/** The host of an origin or URL, or the domain of a mail address (`Name <a@b>` too). */
function hostOf(value: string): string | undefined {
  const mail = /@([^@\s>]+)>?\s*$/.exec(value);
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return mail?.[1];
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

/** APP_ORIGIN, MAIL_FROM or a URL on a documentation domain: copied from an example, not this site's. */
export function namesExampleDomain(value: string): boolean {
  const host = hostOf(value);
  return host !== undefined && EXAMPLE_DOMAIN.test(host);
}

let estimator: ZxcvbnFactory | undefined;
/** zxcvbn's estimate of the guesses a value needs, as log10; only the first 40 characters (it is quadratic). */
function guessesLog10(value: string): number {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
  });
  return estimator.check(value.slice(0, 40)).guessesLog10;
}

/**
 * The least a secret must resist, as log10 of guesses. The webhook secret is typed by the operator into Razorpay's
 * dashboard, so it is held to 10^24 (about 80 bits; `openssl rand -hex 32` gives far more); the key secret is
 * issued by Razorpay (24 random letters and digits, about 10^24) and is checked only against words and patterns.
 */
export const MIN_GUESSES_LOG10 = { RAZORPAY_WEBHOOK_SECRET: 24, RAZORPAY_KEY_SECRET: 20 } as const;

/** Why a secret is too weak, or undefined. */
export function weakSecretProblem(
  variable: keyof typeof MIN_GUESSES_LOG10,
  value: string,
): string | undefined {
  if (guessesLog10(value) >= MIN_GUESSES_LOG10[variable]) return undefined;
  return variable === 'RAZORPAY_WEBHOOK_SECRET'
    ? "RAZORPAY_WEBHOOK_SECRET: is short or easy to guess, not a secret: make one with `openssl rand -hex 32` and set the same in Razorpay's dashboard"
    : "RAZORPAY_KEY_SECRET: is short or easy to guess, not Razorpay's key secret: copy it from Razorpay's dashboard";
}

/**
 * An Ed25519 key whose 32-byte seed was typed or patterned rather than drawn at random (all zeros, a repeated byte,
 * a short cycle). A random seed has about 30 distinct bytes (standard deviation 1.3); fewer than 20 does not happen
 * by chance.
 */
export function weakSigningKey(key: KeyObject): boolean {
  const jwk = key.export({ format: 'jwk' });
  const seed = Buffer.from(jwk.d ?? '', 'base64url');
  return new Set(seed).size < 20;
}
