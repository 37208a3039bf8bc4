import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VARIANTS } from '../shared/variants';
import { formatIssues } from '../catalogue/load';
import { LimitsSchema } from '../catalogue/schema';
import type { BoardState } from './state';
import { escapeHtml, simplePage } from './html';

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
    // Decision 053: what reached the company-site stand-ins.
    sites: {
      submissions: state.sites.submissions,
      jobs: state.sites.summary(),
      activity: state.sites.activity,
    },
  }));

  // Where the company sites listen, and the Chromium flags that reach them (decision 053).
  app.get('/__board/sites', async (_request, reply) =>
    state.sitesInfo
      ? state.sitesInfo
      : reply.code(404).send({ error: 'The company sites are not running (--no-sites).' }),
  );

  // The applicant's mailbox: Greenhouse's emailed security codes, for the person to read (JSON with ?format=json).
  app.get('/__board/mail', async (request, reply) => {
    const format = (request.query as Record<string, unknown> | undefined)?.format;
    if (format === 'json') return { mail: state.sites.mail };
    const items = [...state.sites.mail]
      .reverse()
      .map(
        (m) =>
          `<article class="mail"><p class="muted">${escapeHtml(new Date(m.sentAt).toLocaleString('en-GB'))} · to ${escapeHtml(m.to)}</p><h2>${escapeHtml(m.subject)}</h2><p>${escapeHtml(m.body)}</p><p>Security code: <b class="code">${escapeHtml(m.code)}</b></p></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        simplePage(
          'Mail | Practice board',
          `<main><h1>Mail</h1><p class="muted">What the company sites emailed the applicant. Reload to see new mail.</p>${items || '<p>No mail yet.</p>'}</main>`,
        ),
      );
  });

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
