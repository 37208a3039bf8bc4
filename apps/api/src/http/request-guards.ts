import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@applypilot/contracts';
import { writeRefusal } from './origin-check';
import { securityHeadersFor } from './security-headers';

/**
 * What every request passes first, in one onRequest hook (decision 035): its answer's security headers, then the
 * write's Origin check (a refused write is answered 403, with those headers, before its body is read). One hook, and
 * a callback rather than an async function: it runs on every request, and each hook and promise per request is a
 * measurable share of a cheap route's cost.
 */
export function registerRequestGuards(app: FastifyInstance, appOrigin: string, geminiApiUrl?: string): void {
  const headersFor = securityHeadersFor(appOrigin, geminiApiUrl);
  const refused = writeRefusal(appOrigin);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headersFor(request.url));
    if (!refused(request)) return done();
    void reply.code(403).send({ success: false, error: MESSAGES.originRefused });
  });
}
