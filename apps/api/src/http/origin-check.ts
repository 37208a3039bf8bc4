import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@applypilot/contracts';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence on top of SameSite=Lax: a write whose Origin header is present and is not exactly APP_ORIGIN is refused
 * before its body is read. Requests without Origin (curl, server-to-server) pass; they carry no ambient cookie risk.
 */
export function registerOriginCheck(app: FastifyInstance, appOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined || origin === appOrigin) return;
    return reply.code(403).send({ success: false, error: MESSAGES.originRefused });
  });
}
