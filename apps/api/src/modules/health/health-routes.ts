import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { safeError } from '../../http/safe-error';

/** GET /healthz for probes: 200 when the database answers, 503 otherwise. */
export function registerHealthRoutes(app: FastifyInstance, db: Db) {
  app.get('/healthz', async (request, reply) => {
    try {
      await db.execute(sql`SELECT 1`);
      return { ok: true };
    } catch (error) {
      request.log.warn({ error: safeError(error) }, 'health check failed');
      return reply.code(503).send({ ok: false });
    }
  });
}
