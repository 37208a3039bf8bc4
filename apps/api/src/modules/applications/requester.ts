import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@applypilot/contracts';
import { readCookie } from '../../http/cookies';
import { hashToken } from '../../lib/tokens';
import type { AgentTokenRepository } from '../agent/agent-token-repository';
import { sessionCookieName, type SessionService } from '../sessions/session-service';
import type { SessionUser } from '../sessions/session-repository';

/** Who is asking, or the 401 text to answer. */
export type Asking = { user: SessionUser } | { error: string };

/**
 * Who is asking, in one place for every spending and agent call (decision 022). Never an email or id the client
 * sends: the session cookie, or on the agent's calls only, the agent's bearer token.
 */
export interface Requester {
  /** Dashboard calls (job-info, the needs-answer list): the session cookie only, a bearer token is not looked at. */
  session(request: FastifyRequest): Promise<Asking>;
  /**
   * Reserve and the needs-answer report: the bearer token when an Authorization header is
   * sent, else the session cookie. A header that does not name a live token is refused as such, never passed on to
   * the cookie, so the agent is told to start again rather than acting as whoever is signed in in the browser.
   */
  agentOrSession(request: FastifyRequest): Promise<Asking>;
  /**
   * The bearer token only: the AI calls (issue [8]; they spend credits on the agent's behalf during a run, decision
   * 026) and hold, sent and cancel (decision 033: only the agent completes what it applied for).
   */
  agent(request: FastifyRequest): Promise<Asking>;
  /**
   * The SHA-256 of the session cookie's token, for job-info's single statement (decision 035), which finds the session
   * itself; undefined when the request carries no well-formed session cookie.
   */
  sessionTokenHash(request: FastifyRequest): string | undefined;
}

/** 43 base64url characters, the only shape randomToken() makes. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** `Bearer <43 base64url characters>`, the only shape randomToken() makes. */
const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/;

/** The bearer token of a request: undefined without an Authorization header, null when it is not a valid one. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  return BEARER.exec(header.trim())?.[1] ?? null;
}

export function createRequester(
  sessions: Pick<SessionService, 'current'>,
  agentTokens: Pick<AgentTokenRepository, 'findLive'>,
  /** Whether the origin is https: the session cookie then has the `__Host-` name (sessions' sessionCookieName). */
  options: { secureCookies: boolean },
): Requester {
  const sessionCookie = sessionCookieName(options.secureCookies);
  const session = async (request: FastifyRequest): Promise<Asking> => {
    const user = await sessions.current(request);
    return user ? { user } : { error: MESSAGES.notAuthenticated };
  };
  const agent = async (request: FastifyRequest): Promise<Asking> => {
    const token = bearerToken(request);
    // Malformed costs no query; a well-formed one is looked up by its hash (the unique index compares hashes, so
    // timing says nothing about the token itself).
    const user = typeof token === 'string' ? await agentTokens.findLive(hashToken(token)) : undefined;
    return user ? { user } : { error: MESSAGES.agentTokenExpired };
  };
  return {
    session,
    agent,
    sessionTokenHash(request) {
      const token = readCookie(request, sessionCookie);
      return token && SESSION_TOKEN.test(token) ? hashToken(token) : undefined;
    },
    async agentOrSession(request) {
      const token = bearerToken(request);
      if (token === undefined) return session(request);
      return agent(request);
    },
  };
}
