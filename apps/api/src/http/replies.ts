import type { FastifyReply } from 'fastify';
import { tooManyAttempts } from '@applypilot/contracts';

export function sendError(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).send({ success: false, error });
}

export function sendTooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  reply.header('retry-after', String(retryAfterSeconds));
  return sendError(reply, 429, tooManyAttempts(retryAfterSeconds));
}
