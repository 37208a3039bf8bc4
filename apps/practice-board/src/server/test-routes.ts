import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VARIANTS } from '../shared/variants';
import { formatIssues } from '../catalogue/load';
import { LimitsSchema } from '../catalogue/schema';
import type { BoardState } from './state';

const ConfigBodySchema = z.object({
  variant: z.enum(VARIANTS).optional(),
  seed: z.number().int().optional(),
  delays: z.boolean().optional(),
  limits: LimitsSchema.optional(),
});

/** The endpoints tests use to read and steer the board (README.md, "Test endpoints"). */
export function registerTestRoutes(app: FastifyInstance, state: BoardState): void {
  app.get('/__board/submissions', async () => ({
    submissions: state.submissions,
    discarded: state.discarded,
    saved: state.saved,
  }));

  app.post('/__board/reset', async () => {
    state.reset();
    return { ok: true };
  });

  app.get('/__board/config', async () => state.config);

  app.post('/__board/config', async (request, reply) => {
    const parsed = ConfigBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: formatIssues(parsed.error) });
    const { variant, seed, delays, limits } = parsed.data;
    if (variant !== undefined) state.config.variant = variant;
    if (seed !== undefined) state.config.seed = seed;
    if (delays !== undefined) state.config.delays = delays;
    if (limits !== undefined) state.config.limits = limits;
    return state.config;
  });

  app.get('/__board/catalogue', async () => state.catalogue);
}
