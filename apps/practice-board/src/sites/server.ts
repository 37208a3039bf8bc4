import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { BoardState } from '../server/state';
import { siteBundle } from '../server/bundle';
import { registerAshby } from './ashby/routes';
import { siteCertificate, type SiteCertificate } from './certificate';
import { registerGreenhouse } from './greenhouse/routes';
import { chromeArgs, siteHosts } from './hosts';
import { registerLever } from './lever/routes';
import { registerUnsupported } from './unsupported';

/**
 * The second listener (decision 053): HTTPS for every company-site host, told apart by the Host header, with one
 * self-signed certificate made at start. Chromium reaches it with --host-resolver-rules mapping each host to this
 * port and --ignore-certificate-errors (chromeArgs).
 */

export interface SitesServer {
  app: FastifyInstance;
  hosts: string[];
  certificate: SiteCertificate;
}

const ActivityBody = z.object({
  jobRef: z.string().max(40),
  kind: z.enum(['typed', 'autofill', 'captcha-scripted', 'captcha-solved']),
  detail: z.string().max(200).optional(),
});

function registerCommon(app: FastifyInstance, state: BoardState): void {
  app.get('/__board/site.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await siteBundle()),
  );
  // The board's own instrumentation (no real site has it): what a page saw that never reaches a site's server.
  app.post('/__board/site-activity', async (request, reply) => {
    const parsed = ActivityBody.safeParse(request.body);
    const job = parsed.success ? state.job(parsed.data.jobRef) : undefined;
    const kind = job?.companySite?.kind;
    if (!parsed.success || !job || (kind !== 'greenhouse' && kind !== 'lever' && kind !== 'ashby'))
      return reply.code(400).send({ error: 'Unknown job or activity.' });
    const { kind: what, detail } = parsed.data;
    const touched = state.sites.touched(job.id);
    if (what === 'autofill' && detail && !touched.autofill.includes(detail)) touched.autofill.push(detail);
    if (what === 'captcha-scripted') touched.captcha.scriptedAttempts += 1;
    if (what === 'captcha-solved') touched.captcha.solvedByPerson = true;
    state.sites.log(job.id, kind, what, detail);
    return { ok: true };
  });
}

export async function createSitesServer(state: BoardState): Promise<SitesServer> {
  const hosts = siteHosts(state.catalogue);
  const certificate = await siteCertificate(hosts);
  // Fastify types an HTTPS instance apart from an HTTP one; the routes use nothing that differs.
  const app = Fastify({
    https: { key: certificate.key, cert: certificate.cert },
    logger: false,
    bodyLimit: 25 * 1024 * 1024,
  }) as unknown as FastifyInstance;
  await app.register(multipart);
  registerCommon(app, state);
  registerGreenhouse(app, state);
  registerLever(app, state);
  registerAshby(app, state);
  registerUnsupported(app, state);
  app.setNotFoundHandler(async (request, reply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><title>Not Found</title><h1>Not Found</h1><p>${request.headers.host ?? ''}</p>`),
  );
  return { app, hosts, certificate };
}

/** Starts the sites listener and tells the board where it is (GET /__board/sites). */
export async function startSites(
  state: BoardState,
  options: { port: number; host: string },
): Promise<SitesServer & { port: number }> {
  const server = await createSitesServer(state);
  await server.app.listen({ port: options.port, host: options.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  // A client outside Chromium (Node's fetch) pins this certificate instead of ignoring certificate errors.
  const mapped = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  state.sitesInfo = {
    port,
    hosts: server.hosts,
    chromeArgs: chromeArgs(port, server.hosts, mapped),
    certificate: server.certificate.cert,
  };
  return { ...server, port };
}
