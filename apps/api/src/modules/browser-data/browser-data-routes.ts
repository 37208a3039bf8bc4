import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BROWSER_DATA_API, MESSAGES, type BrowserDataKeyResponse } from '@applypilot/contracts';
import { sendError } from '../../http/replies';
import type { Requester } from '../applications/requester';
import type { BrowserDataKeyRepository } from './browser-data-key-repository';

/** A key: no browser cache or proxy may keep the answer. */
async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/**
 * Decision 049: the key a signed-in dashboard encrypts and decrypts this account's browser data with. The session
 * cookie only: an agent token (which spends credits during a run) has no business reading the user's setup.
 */
export function registerBrowserDataRoutes(
  app: FastifyInstance,
  deps: { requester: Requester; keys: BrowserDataKeyRepository },
) {
  const { requester, keys } = deps;

  app.get(BROWSER_DATA_API.key, { onSend: noStore, compress: false }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const key = await keys.keyFor(asking.user.userId);
    // The account went between the session lookup and this read: as good as signed out.
    if (key === undefined) return sendError(reply, 401, MESSAGES.notAuthenticated);
    const answer: BrowserDataKeyResponse = {
      success: true,
      accountId: String(asking.user.userId),
      email: asking.user.email,
      key,
    };
    return answer;
  });
}
