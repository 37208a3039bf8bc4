import type { FastifyInstance } from 'fastify';
import { SKIPPED_JOBS_API, SkippedJobReportSchema } from '@applypilot/contracts';
import { sendError } from '../../http/replies';
import { parseBody } from '../../http/validate';
import { noStore } from '../applications/application-routes';
import type { Requester } from '../applications/requester';
import type { SkippedJobRepository } from './skipped-job-repository';

/**
 * Skipped jobs (decision 055): the agent records each job it met and did not apply to (agent token only: what the
 * agent saw is not something a page may post), and the history lists them with their reasons (session cookie). No
 * credit moves here. Only the capture's file name is kept: the page itself stays on the user's computer.
 */
export function registerSkippedJobRoutes(
  app: FastifyInstance,
  deps: { requester: Requester; skippedJobs: SkippedJobRepository },
) {
  const { requester, skippedJobs } = deps;

  app.post(SKIPPED_JOBS_API, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agent(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const report = parseBody(SkippedJobReportSchema, request.body);
    const skipped = await skippedJobs.record(asking.user.userId, report);
    return reply.code(201).send({ success: true, skipped });
  });

  app.get(SKIPPED_JOBS_API, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    return { success: true, skipped: await skippedJobs.list(asking.user.userId) };
  });
}
