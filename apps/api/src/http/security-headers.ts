import type { FastifyInstance } from 'fastify';

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

const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", RAZORPAY_SCRIPT, GOOGLE_GSI_SCRIPT],
  // 'unsafe-inline' for styles only: Razorpay's and Google's scripts insert <style> elements into the page, and inline
  // styles cannot run code. Scripts stay strict.
  'style-src': ["'self'", "'unsafe-inline'", GOOGLE_GSI_STYLE],
  // data: for the inline SVG favicon; blob: for images made in the page (resume preview, downloads).
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", RAZORPAY_FRAMES, GOOGLE_GSI],
  'frame-src': [RAZORPAY_FRAMES, RAZORPAY_SCRIPT, GOOGLE_GSI],
  // pdf.js runs its worker from our own /assets; blob: covers a worker it builds in the page.
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) => `${name} ${sources.join(' ')}`)
  .join('; ');

/** Two years, the preload list's minimum; only sent over https where the browser honours it. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers on every answer (pages, assets, JSON, errors), set by hand rather than with @fastify/helmet:
 * helmet's defaults add Cross-Origin-Opener-Policy: same-origin, which breaks Google's sign-in popup, and the list
 * we need is short enough to read in one place.
 */
export function registerSecurityHeaders(app: FastifyInstance, appOrigin: string) {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // frame-ancestors covers current browsers; X-Frame-Options covers the rest.
    'x-frame-options': 'DENY',
    // Google's sign-in popup must be able to message the page back.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
  // HSTS over plain http would pin nothing and, on localhost, could break other local servers for a year.
  if (appOrigin.startsWith('https://')) headers['strict-transport-security'] = HSTS;

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
