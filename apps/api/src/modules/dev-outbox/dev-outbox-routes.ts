import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@applypilot/contracts';
import { sendError } from '../../http/replies';
import { readOutbox } from './eml-reader';
import { outboxPage } from './outbox-page';

const SHOWN_MAILS = 100;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
/** Headers a proxy adds: their presence means the request did not start on this machine, whatever the peer is. */
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
];

/** TRUST_PROXY's addresses and CIDRs (config.ts checked their form). */
function proxyList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * GET /dev/outbox: the outbox as a page, like letter_opener or Mailpit, so a local try-out can open its verification
 * and reset links without an SMTP server. app.ts registers it only in development mode and without SMTP_URL. The
 * mails carry live tokens, so it answers only a request made on this machine: the connection from loopback, and no
 * sign of a proxy (a proxy on the same host would make every visitor look like 127.0.0.1; decision 034).
 */
export function registerDevOutbox(
  app: FastifyInstance,
  outboxDir: string,
  options: { trustedProxies: string[] },
) {
  const proxies = proxyList(options.trustedProxies);
  const isProxy = (address: string) => {
    const plain = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
    return proxies.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
  const fromThisMachine = (request: FastifyRequest) => {
    const peer = request.socket.remoteAddress ?? '';
    if (!LOOPBACK.has(peer) || !LOOPBACK.has(request.ip)) return false;
    if (PROXY_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
    return !isProxy(peer);
  };

  app.get('/dev/outbox', async (request, reply) => {
    if (!fromThisMachine(request)) return sendError(reply, 404, MESSAGES.notFound);
    const mails = await readOutbox(outboxDir, SHOWN_MAILS);
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(outboxPage(mails));
  });
}
