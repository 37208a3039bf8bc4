import type { IncomingMessage } from 'node:http';
import { AGENT_TOKEN_HEADER, agentAllowedHosts } from '@applypilot/contracts';

export interface Refusal {
  status: number;
  error: string;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? undefined : value;
}

/** DNS rebinding defence, before any routing: the Host must be the agent itself on its port. */
export function checkHost(request: IncomingMessage, port: number): Refusal | null {
  const host = header(request, 'host');
  if (host && agentAllowedHosts(port).includes(host.toLowerCase())) return null;
  return { status: 403, error: 'This address is not the ApplyPilot agent.' };
}

/**
 * Chromium sends no Origin on a GET from an extension's service worker to a host it has permission for (checked with
 * Chromium 156: `sec-fetch-site: none`, `sec-fetch-mode: cors`, no Origin). Pages cannot set Sec-Fetch-* headers,
 * and a page's request to the agent is always `cross-site`, so this pair marks the browser's own (extension or
 * address bar) requests; `cors` excludes the address bar. Such a GET still needs the pairing token.
 */
function isExtensionGetWithoutOrigin(request: IncomingMessage): boolean {
  return (
    request.method === 'GET' &&
    header(request, 'origin') === undefined &&
    header(request, 'sec-fetch-site') === 'none' &&
    header(request, 'sec-fetch-mode') === 'cors'
  );
}

/**
 * Only ApplyPilot's extension talks to the agent: until pairing, exactly the trusted extension origins (the fixed
 * key's ID, a store listing's; decision 041), then only the paired one, and only while it is still trusted. Web pages
 * (http/https origins), other extensions, `null` and requests without an Origin are refused, but for the worker's
 * GETs (which Chromium sends without one; see above; they still need the token).
 */
export function checkOrigin(
  request: IncomingMessage,
  pairedOrigin: string | null,
  trusted: readonly string[],
): Refusal | null {
  if (isExtensionGetWithoutOrigin(request)) return null;
  const origin = header(request, 'origin');
  const ok =
    origin !== undefined && trusted.includes(origin) && (pairedOrigin === null || origin === pairedOrigin);
  return ok ? null : { status: 403, error: 'Only the paired ApplyPilot extension may call the agent.' };
}

export function tokenOf(request: IncomingMessage): string | undefined {
  return header(request, AGENT_TOKEN_HEADER);
}

/** JSON bodies only: a form or text/plain post (which a web page can send without preflight) is refused. */
export function checkJson(request: IncomingMessage): Refusal | null {
  const type = (header(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'application/json'
    ? null
    : { status: 415, error: 'Send JSON (Content-Type: application/json).' };
}

/** CORS for the paired extension only (never `*`). */
export function corsHeaders(origin: string | null): Record<string, string> {
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST',
    'access-control-allow-headers': `content-type, ${AGENT_TOKEN_HEADER}`,
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/** Every body but an authenticated start request: a pairing code, an empty stop (a few hundred bytes at most). */
export const SMALL_BODY_BYTES = 4 * 1024;
/** POST /api/start with the pairing token: a resume of 15 MB of base64 plus the profile. */
export const START_BODY_BYTES = 16 * 1024 * 1024;

export const TOO_LARGE: Refusal = { status: 413, error: 'The request is too large.' };

/**
 * A declared Content-Length over the route's limit is refused before a byte of the body is read (a chunked body has
 * none, and is counted while it arrives).
 */
export function checkDeclaredSize(request: IncomingMessage, limit: number): Refusal | null {
  const declared = Number(header(request, 'content-length') ?? 0);
  return declared > limit ? TOO_LARGE : null;
}

/** A start request for another site than the one the extension was paired for (decision 033). */
export function apiUrlRefusal(apiUrl: string, pairedApiOrigin: string | null): Refusal | null {
  const origin = new URL(apiUrl).origin;
  if (origin === pairedApiOrigin) return null;
  return {
    status: 403,
    error: `The agent was paired for ${pairedApiOrigin ?? 'no site'} and does not run for ${origin}.`,
  };
}
