import { DEFAULT_GEMINI_API_URL } from '@applypilot/contracts';

/**
 * Third-party origins the site really loads (checked November 2026). Everything else is this origin only: the built
 * app, the pdf.js worker (bundled by Vite into /assets) and the sandbox checkout script at /sandbox/checkout.js.
 */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
// The checkout widget opens its payment form in frames from api.razorpay.com and reports to it.
const RAZORPAY_FRAMES = 'https://api.razorpay.com';
// Google Identity Services: the script, its button and One Tap frames, its stylesheet and its calls home.
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
const GOOGLE_GSI_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_GSI_STYLE = 'https://accounts.google.com/gsi/style';

/**
 * The interview assistant calls Gemini from the browser with the user's key (never through us): REST at the base
 * URL GET /api/config returns, and the Live API's WebSocket on the same host. So connect-src names that origin in
 * both schemes: https → https + wss, http (a local fake) → http + ws. Only the origin: CSP source paths would be
 * matched against each request's path, and the API's paths are many.
 */
export function geminiConnectSources(geminiApiUrl: string): string[] {
  const url = new URL(geminiApiUrl);
  const socket = url.protocol === 'https:' ? 'wss:' : 'ws:';
  // url.host keeps a non-default port and drops a default one, as the browser compares them.
  return [url.origin, `${socket}//${url.host}`];
}

function cspDirectives(geminiApiUrl: string): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // 'self' also covers the interview's AudioWorklet module, bundled under /assets.
    'script-src': ["'self'", RAZORPAY_SCRIPT, GOOGLE_GSI_SCRIPT],
    // 'unsafe-inline' for styles only: Razorpay's and Google's scripts insert <style> elements into the page, and
    // inline styles cannot run code. Scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'", GOOGLE_GSI_STYLE],
    // data: for the inline SVG favicon; blob: for images made in the page (resume preview, downloads).
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", RAZORPAY_FRAMES, GOOGLE_GSI, ...geminiConnectSources(geminiApiUrl)],
    // blob: for audio made in the page (the interview's recorded clips and the practice mode's question).
    'media-src': ["'self'", 'blob:'],
    'frame-src': [RAZORPAY_FRAMES, RAZORPAY_SCRIPT, GOOGLE_GSI],
    // pdf.js runs its worker from our own /assets; blob: covers a worker it builds in the page.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy for a server whose interview assistant talks to Gemini at `geminiApiUrl`. */
export function contentSecurityPolicy(geminiApiUrl: string = DEFAULT_GEMINI_API_URL): string {
  return Object.entries(cspDirectives(geminiApiUrl))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The policy with Google's Gemini API (the default when GEMINI_API_URL is unset). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The policy of an answer that is data, not a page (everything under /api/ and /auth/). */
export const DATA_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Two years, the preload list's minimum; only sent over https where the browser honours it. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The security headers of an answer to `url` (pages, assets, JSON, errors), set by hand rather than with
 * @fastify/helmet: helmet's defaults add Cross-Origin-Opener-Policy: same-origin, which breaks Google's sign-in popup,
 * and the list we need is short enough to read in one place. Built once at start-up: request-guards.ts sets them on
 * every request before anything else runs.
 */
export function securityHeadersFor(
  appOrigin: string,
  geminiApiUrl: string = DEFAULT_GEMINI_API_URL,
): (url: string) => Record<string, string> {
  // Built once at start-up from the config: the header is the same on every answer.
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(geminiApiUrl),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // frame-ancestors covers current browsers; X-Frame-Options covers the rest.
    'x-frame-options': 'DENY',
    // Google's sign-in popup must be able to message the page back. Document Picture-in-Picture (the interview's
    // floating teleprompter) is a same-origin window the page opens itself, so this policy leaves it alone.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  // HSTS over plain http would pin nothing and, on localhost, could break other local servers for a year.
  const https = appOrigin.startsWith('https://');
  if (https) headers['strict-transport-security'] = HSTS;

  // /api/ and /auth/ answer JSON only, never a page: OWASP's headers for an API. Opened as a document, such an answer
  // may load nothing and be framed by no one; the referrer and opener policies only matter to a page, so they are
  // left out. Every polled answer is about 700 bytes lighter for the API to write and the browser to read.
  const dataHeaders: Record<string, string> = {
    'content-security-policy': DATA_CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  if (https) dataHeaders['strict-transport-security'] = HSTS;
  // Answers about accounts and sessions, and payment answers (one account's money), are never cached by a browser or
  // proxy; a route may still say otherwise for itself.
  const noStoreDataHeaders = { ...dataHeaders, 'cache-control': 'no-store' };
  return (url) => {
    if (url.startsWith('/auth/') || url.startsWith('/api/payment/')) return noStoreDataHeaders;
    return url.startsWith('/api/') ? dataHeaders : headers;
  };
}
