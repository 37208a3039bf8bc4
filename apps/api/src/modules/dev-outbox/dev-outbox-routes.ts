import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@applypilot/contracts';
import { sendError } from '../../http/replies';
import { readOutbox } from './eml-reader';
import { outboxPage } from './outbox-page';

const SHOWN_MAILS = 100;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * GET /dev/outbox: the outbox as a page, like letter_opener or Mailpit, so a local try-out can open its verification
 * and reset links without an SMTP server. app.ts registers it only outside production and without SMTP_URL. The
 * mails carry live tokens, so it also answers only this machine: a server left at the default NODE_ENV but reachable
 * from elsewhere (HOST=0.0.0.0) does not hand out other people's links.
 */
export function registerDevOutbox(app: FastifyInstance, outboxDir: string) {
  app.get('/dev/outbox', async (request, reply) => {
    if (!LOOPBACK.has(request.ip)) return sendError(reply, 404, MESSAGES.notFound);
    const mails = await readOutbox(outboxDir, SHOWN_MAILS);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(outboxPage(mails));
  });
}
