import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../modules/applications/requester';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Server-to-server callers that authenticate otherwise (Razorpay signs its webhook with a shared secret). */
const EXEMPT_PATHS = new Set(['/api/payment/webhook']);

/**
 * CSRF defence on top of SameSite=Lax: a write whose Origin header is present and is not exactly APP_ORIGIN is refused
 * before its body is read. Requests without Origin (curl, server-to-server, the local agent in Node) pass; they carry
 * no ambient cookie risk. So does a write that authenticates with the agent's bearer token and sends no cookie
 * (decision 022): a browser never adds a bearer token by itself, so a foreign page cannot forge one (the extension's
 * service worker relaying the agent's call sends its own chrome-extension:// Origin). A cookie next to the token
 * keeps the check: then the cookie could be what the request relies on. The check answers whether `request` is such
 * a refused write; request-guards.ts answers it 403 with MESSAGES.originRefused.
 */
export function writeRefusal(appOrigin: string): (request: FastifyRequest) => boolean {
  return (request) => {
    if (!WRITE_METHODS.has(request.method)) return false;
    if (EXEMPT_PATHS.has(request.url.split('?')[0] ?? '')) return false;
    const origin = request.headers.origin;
    if (origin === undefined || origin === appOrigin) return false;
    return !(request.headers.cookie === undefined && typeof bearerToken(request) === 'string');
  };
}
