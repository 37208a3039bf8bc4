import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIT_API, FitSkipReportSchema } from '@applypilot/contracts';
import { sendError } from '../../http/replies';
import { parseBody } from '../../http/validate';
import type { Requester } from '../applications/requester';
import type { FitSkipRepository } from './fit-skip-repository';

/** Per user and changing with every run: no browser or proxy may keep an answer. */
async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/**
 * Job fit (issue 21, decision 044): the agent records each job it skipped (agent token only: a skip is what the
 * agent saw, not something a page may post), and the dashboard reads them for the history and the statistics
 * (session cookie). No credit moves here.
 */
export function registerFitRoutes(
  app: FastifyInstance,
  deps: { requester: Requester; fitSkips: FitSkipRepository },
) {
  const { requester, fitSkips } = deps;

  app.post(FIT_API.skips, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agent(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const report = parseBody(FitSkipReportSchema, request.body);
    const skip = await fitSkips.record(asking.user.userId, report);
    return reply.code(201).send({ success: true, skip });
  });

  app.get(FIT_API.skips, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    return { success: true, skips: await fitSkips.list(asking.user.userId) };
  });

  app.get(FIT_API.stats, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    return { success: true, ...(await fitSkips.stats(asking.user.userId)) };
  });
}
