import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ApplicationIdParamsSchema,
  CancelApplicationRequestSchema,
  MESSAGES,
  ReserveApplicationRequestSchema,
  type ApplicationResponse,
  type ApplicationStatus,
} from '@applypilot/contracts';
import { API_MESSAGES } from '../../http/api-messages';
import { sendError } from '../../http/replies';
import { parseBody } from '../../http/validate';
import type { ApplicationRow, CompleteOutcome } from './application-repository';
import type { ApplicationService } from './application-service';
import type { GrantIssuer } from './grant-issuer';
import type { Requester } from './requester';

/** Texts of this module that contracts' MESSAGES does not hold. */
export const APPLICATION_MESSAGES = {
  /** Issue [8]: the tailoringId of a reservation is not one of this user's finished tailorings. */
  tailoringNotUsable:
    'This tailored resume cannot be used: it was not found or did not finish. Apply with your base resume or tailor it again.',
} as const;

/** Balances and histories change with every call: no browser or proxy may keep an answer. */
export async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

export function applicationResponse(row: ApplicationRow, grant?: string): ApplicationResponse {
  return {
    success: true,
    application: { id: row.id, jobId: row.jobId, status: row.status },
    availableJobs: row.credits,
    ...(grant === undefined ? {} : { grant }),
  };
}

/** The :id of the hold, sent and cancel calls; a malformed id names no application, like an unknown one. */
export function applicationId(request: FastifyRequest): string | undefined {
  const parsed = ApplicationIdParamsSchema.safeParse(request.params);
  return parsed.success ? parsed.data.id : undefined;
}

/** What a 409 says, by the status the application is in instead (the answer routes word some of them their way). */
const CONFLICT_MESSAGES: Record<ApplicationStatus, string> = {
  sent: MESSAGES.alreadyApplied,
  cancelled: API_MESSAGES.applicationCancelled,
  unconfirmed: MESSAGES.applicationAwaitsAnswer,
  reserved: MESSAGES.notUnconfirmed,
};

export function sendCompleteOutcome(
  reply: FastifyReply,
  outcome: CompleteOutcome,
  grant?: (row: ApplicationRow) => string,
  conflicts: Partial<Record<ApplicationStatus, string>> = {},
) {
  switch (outcome.kind) {
    case 'done':
    case 'unchanged':
      return reply.send(applicationResponse(outcome.application, grant?.(outcome.application)));
    case 'not_found':
      return sendError(reply, 404, MESSAGES.applicationNotFound);
    case 'conflict':
      return sendError(reply, 409, conflicts[outcome.status] ?? CONFLICT_MESSAGES[outcome.status]);
  }
}

export function registerApplicationRoutes(
  app: FastifyInstance,
  deps: { service: ApplicationService; requester: Requester; issueGrant: GrantIssuer },
) {
  const { service, requester, issueGrant } = deps;

  app.post('/api/applications', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agentOrSession(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const { user } = asking;
    const body = parseBody(ReserveApplicationRequestSchema, request.body);
    const outcome = await service.reserve(user.userId, body);
    switch (outcome.kind) {
      // The signed grant (decision 033): without it the shipped agent does not press Submit.
      case 'reserved':
        return reply
          .code(201)
          .send(applicationResponse(outcome.application, issueGrant(user.userId, outcome.application)));
      case 'existing':
        return reply.send(
          applicationResponse(outcome.application, issueGrant(user.userId, outcome.application)),
        );
      case 'unverified':
        return sendError(reply, 403, MESSAGES.emailNotVerified);
      case 'bad_tailoring':
        return sendError(reply, 400, APPLICATION_MESSAGES.tailoringNotUsable);
      case 'already_sent':
        return sendError(reply, 409, MESSAGES.alreadyApplied);
      case 'awaits_answer':
        return sendError(reply, 409, MESSAGES.applicationAwaitsAnswer);
      case 'daily_limit':
        return sendError(reply, 429, MESSAGES.dailyLimitReached);
      case 'monthly_limit':
        return sendError(reply, 429, MESSAGES.monthlyLimitReached);
      case 'no_credits':
        return sendError(reply, 402, MESSAGES.noCredits);
      case 'no_user':
        // The session's account was deleted between the session lookup and the reservation.
        return sendError(reply, 401, MESSAGES.notAuthenticated);
    }
  });

  // Hold, sent and cancel: the agent's bearer token only (decision 033). The dashboard never makes these calls, and a
  // session cookie alone must not complete or keep a reservation on the agent's behalf.
  app.post('/api/applications/:id/hold', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agent(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const { user } = asking;
    const id = applicationId(request);
    if (!id) return sendError(reply, 404, MESSAGES.applicationNotFound);
    return sendCompleteOutcome(reply, await service.hold(user.userId, id), (row) =>
      issueGrant(user.userId, row),
    );
  });

  app.post('/api/applications/:id/sent', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agent(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const { user } = asking;
    const id = applicationId(request);
    if (!id) return sendError(reply, 404, MESSAGES.applicationNotFound);
    return sendCompleteOutcome(reply, await service.markSent(user.userId, id));
  });

  app.post('/api/applications/:id/cancel', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.agent(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    const { user } = asking;
    const id = applicationId(request);
    if (!id) return sendError(reply, 404, MESSAGES.applicationNotFound);
    // The body is optional: a bare POST cancels with the default reason.
    const body = request.body === undefined ? {} : parseBody(CancelApplicationRequestSchema, request.body);
    return sendCompleteOutcome(reply, await service.cancel(user.userId, id, body.reason));
  });
}
