import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The content type of a JSON answer whose text is made by hand or by the database. */
export const JSON_TYPE = 'application/json; charset=utf-8';
const brotli = promisify(brotliCompress);
const gzipText = promisify(gzip);
/** What @fastify/compress uses: quality 11 would cost far more time for a few per cent. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * Sends JSON text made by hand (or by the database), compressed with br or gzip for a client that accepts one when
 * it is at least `threshold` bytes. For a polled route whose answer is nearly always small: the route then skips
 * @fastify/compress's two hooks, which on every request would only decide not to compress (decision 038).
 */
export async function sendJsonText(
  request: FastifyRequest,
  reply: FastifyReply,
  json: string,
  threshold: number,
): Promise<FastifyReply> {
  reply.type(JSON_TYPE);
  if (Buffer.byteLength(json) < threshold) return reply.send(json);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? negotiate(accepted, ['br', 'gzip']) : undefined;
  if (encoding === 'br')
    return reply.header('content-encoding', 'br').send(await brotli(json, BROTLI_OPTIONS));
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzipText(json));
  return reply.send(json);
}
