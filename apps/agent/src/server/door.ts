import type { IncomingMessage } from 'node:http';
import {
  AGENT_MAC_HEADER,
  AGENT_SEQ_HEADER,
  AGENT_SESSION_HEADER,
  agentAllowedHosts,
} from '@applypilot/contracts';

export interface Refusal {
  status: number;
  error: string;
}

export function header(request: IncomingMessage, name: string): string | undefined {
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
 * Only ApplyPilot's extension talks to the agent: until pairing, exactly the trusted extension origins (the fixed
 * key's ID, a store listing's; decision 041), then only the paired one, and only while it is still trusted. Web pages
 * (http/https origins), other extensions, `null` and requests without an Origin are refused. Every call is a POST
 * since decision 048, and Chromium sends the Origin of an extension's POST, so there is no exception for requests
 * without one. (A local program can send any Origin: the pairing key, not this check, is what it cannot forge.)
 */
export function checkOrigin(
  request: IncomingMessage,
  pairedOrigin: string | null,
  trusted: readonly string[],
): Refusal | null {
  const origin = header(request, 'origin');
  const ok =
    origin !== undefined && trusted.includes(origin) && (pairedOrigin === null || origin === pairedOrigin);
  return ok ? null : { status: 403, error: 'Only the paired ApplyPilot extension may call the agent.' };
}

/** The session headers of a call (decision 048), read before its body. */
export function sessionHeaders(request: IncomingMessage) {
  return {
    label: header(request, AGENT_SESSION_HEADER),
    seq: header(request, AGENT_SEQ_HEADER),
    mac: header(request, AGENT_MAC_HEADER),
  };
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
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': `content-type, ${AGENT_SESSION_HEADER}, ${AGENT_SEQ_HEADER}, ${AGENT_MAC_HEADER}`,
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/** Every body but an authenticated start request: a hello, a pairing message, a sealed stop (a few hundred bytes). */
export const SMALL_BODY_BYTES = 4 * 1024;
/** POST /api/start in an authenticated session: a resume of 15 MB of base64 plus the profile, sealed (+ a third). */
export const START_BODY_BYTES = 22 * 1024 * 1024;

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
