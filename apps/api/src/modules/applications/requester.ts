import type { FastifyRequest } from 'fastify';
import type { SessionService } from '../sessions/session-service';
import type { SessionUser } from '../sessions/session-repository';

/**
 * Who is asking, in one place for every spending call: today the session cookie only (never an email or id the
 * client sends). The agent's short-lived token of a later issue is added here.
 */
export type Requester = (request: FastifyRequest) => Promise<SessionUser | undefined>;

export function createRequester(sessions: Pick<SessionService, 'current'>): Requester {
  return (request) => sessions.current(request);
}
