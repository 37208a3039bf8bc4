import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@applypilot/contracts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Server-to-server callers that authenticate otherwise (Razorpay signs its webhook with a shared secret). */
const EXEMPT_PATHS = new Set(['/api/payment/webhook']);

/**
 * CSRF defence on top of SameSite=Lax: a write whose Origin header is present and is not exactly APP_ORIGIN is refused
 * before its body is read. Requests without Origin (curl, server-to-server) pass; they carry no ambient cookie risk.
 */
export function registerOriginCheck(app: FastifyInstance, appOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    if (EXEMPT_PATHS.has(request.url.split('?')[0] ?? '')) return;
    const origin = request.headers.origin;
    if (origin === undefined || origin === appOrigin) return;
    return reply.code(403).send({ success: false, error: MESSAGES.originRefused });
  });
}
