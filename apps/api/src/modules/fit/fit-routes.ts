import type { FastifyInstance } from 'fastify';
import { FIT_API, FitSkipReportSchema } from '@applypilot/contracts';
import { sendError } from '../../http/replies';
import { parseBody } from '../../http/validate';
import { noStore } from '../applications/application-routes';
import type { Requester } from '../applications/requester';
import type { SkippedJobRepository } from '../skipped-jobs/skipped-job-repository';

/**
 * Job fit (issue 21, decision 044): the fit check's skips and their statistics. Since decision 055 they are skipped-job
 * records like every other kind; POST /api/fit/skips stays for agents older than POST /api/skipped-jobs, and GET
 * /api/fit/skips answers the fit kinds in their first shape. No credit moves here.
 */
export function registerFitRoutes(
  app: FastifyInstance,
  deps: { requester: Requester; skippedJobs: SkippedJobRepository },
) {
  const { requester, skippedJobs } = deps;

  app.post(FIT_API.skips, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agent(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const report = parseBody(FitSkipReportSchema, request.body);
    const entry = await skippedJobs.record(asking.user.userId, report);
    const { capture: _capture, site: _site, siteUrl: _siteUrl, ...skip } = entry;
    return reply.code(201).send({ success: true, skip: { ...skip, score: report.score } });
  });

  app.get(FIT_API.skips, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    return { success: true, skips: await skippedJobs.listFit(asking.user.userId) };
  });

  app.get(FIT_API.stats, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    return { success: true, ...(await skippedJobs.stats(asking.user.userId)) };
  });
}
