import type { FastifyInstance } from 'fastify';
import { APPLICATION_ROUTES, MESSAGES } from '@applypilot/contracts';
import { sendError } from '../../http/replies';
import { applicationId, noStore, sendCompleteOutcome } from './application-routes';
import type { Requester } from './requester';
import type { UnconfirmedRepository } from './unconfirmed-repository';

/**
 * Issue 30 (decision 055): applications submitted on a company site whose own confirmation never came. The agent
 * reports one with its token (the credit comes back); only the user, signed in, says whether it arrived: a session
 * cookie, never the agent's token, since charging for it rests on the user's word.
 */
export function registerUnconfirmedRoutes(
  app: FastifyInstance,
  deps: { unconfirmed: UnconfirmedRepository; requester: Requester },
) {
  const { unconfirmed, requester } = deps;

  app.post('/api/applications/:id/unconfirmed', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agent(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const id = applicationId(request);
    if (!id) return sendError(reply, 404, MESSAGES.applicationNotFound);
    return sendCompleteOutcome(reply, await unconfirmed.markUnconfirmed(asking.user.userId, id));
  });

  app.get(APPLICATION_ROUTES.unconfirmedList, { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    return { success: true, applications: await unconfirmed.list(asking.user.userId) };
  });

  app.post('/api/applications/:id/arrived', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const id = applicationId(request);
    if (!id) return sendError(reply, 404, MESSAGES.applicationNotFound);
    const outcome = await unconfirmed.arrived(asking.user.userId, id);
    if (outcome.kind === 'no_credits') return sendError(reply, 402, MESSAGES.arrivedNeedsCredit);
    return sendCompleteOutcome(reply, outcome, undefined, { cancelled: MESSAGES.arrivedAfterNotArrived });
  });

  app.post('/api/applications/:id/not-arrived', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const id = applicationId(request);
    if (!id) return sendError(reply, 404, MESSAGES.applicationNotFound);
    return sendCompleteOutcome(reply, await unconfirmed.notArrived(asking.user.userId, id), undefined, {
      sent: MESSAGES.notArrivedAfterSent,
    });
  });
}
