import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HISTORY_CURSOR_PARAM,
  JOB_INFO_TIME_ZONE_PARAM,
  MESSAGES,
  TIME_ZONE_HEADER,
} from '@applypilot/contracts';
import { API_MESSAGES } from '../../http/api-messages';
import { JSON_TYPE, sendJsonText } from '../../http/json-answer';
import { sendError } from '../../http/replies';
import { sqlState } from './application-repository';
import { noStore } from './application-routes';
import { parseHistoryCursor, type HistoryCursor } from './history-cursor';
import type { JobInfoService } from './job-info-service';
import type { Requester } from './requester';
import { DEFAULT_TIME_ZONE, isTimeZone } from './time-zone';

/** Texts of these routes that contracts' MESSAGES does not hold. */
export const JOB_INFO_MESSAGES = {
  badTimeZone: 'The tz parameter must name an IANA time zone, such as Asia/Kolkata.',
  badCursor: 'This link to a page of the history is not valid. Load the history again from its first page.',
} as const;

/** PostgreSQL's answer to a time zone it does not know (invalid_parameter_value). */
const UNKNOWN_TIME_ZONE = '22023';

/** A query parameter: undefined when absent, null when it is not one string (given twice, or as an object). */
function queryParam(request: FastifyRequest, name: string): string | undefined | null {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : null;
}

/**
 * Job-info compresses only answers of 4 KB or more (the app's default is 1 KB): the polled answer (the preview and
 * the figures, about 1.5-3 KB) fits in a few packets, and compressing it took a fifth of the route's requests per
 * second to save about 1 KB every 5 minutes; the specification's whole history is still compressed (decision 038).
 */
const JOB_INFO_COMPRESSION_THRESHOLD = 4096;

export function registerJobInfoRoutes(
  app: FastifyInstance,
  deps: { service: JobInfoService; requester: Requester },
) {
  const { service, requester } = deps;

  app.get(
    '/api/user/job-info',
    // No hooks of its own: the polled route says no-store itself and compresses by hand (json-answer.ts).
    { compress: false },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // The statement finds the session itself: one round trip for the whole answer (decision 035).
      const tokenHash = requester.sessionTokenHash(request);
      if (!tokenHash) return sendError(reply, 401, MESSAGES.notAuthenticated);
      // The specification's client sends no zone: its days are then UTC days. The parameter wins over the header.
      const header = request.headers[TIME_ZONE_HEADER];
      const param = queryParam(request, JOB_INFO_TIME_ZONE_PARAM);
      const tz = param !== undefined ? param : Array.isArray(header) ? null : header;
      if (tz === null || (tz !== undefined && !isTimeZone(tz))) {
        return sendError(reply, 400, JOB_INFO_MESSAGES.badTimeZone);
      }
      // The specification's call (x-user-email, no zone) counts Total Applications, "View All (N)" and its charts from
      // jobHistory: it gets every entry. A client that names its zone reads the server's figures and pages the history,
      // and so does one that sends neither header: the newest few (decision 038).
      const wholeHistory = tz === undefined && request.headers['x-user-email'] !== undefined;
      let info;
      try {
        info = await service.jobInfo(tokenHash, tz ?? DEFAULT_TIME_ZONE, { wholeHistory });
      } catch (error) {
        // A name Intl knows and the database's tz data does not (their releases differ): the client's mistake to fix.
        if (sqlState(error) === UNKNOWN_TIME_ZONE)
          return sendError(reply, 400, JOB_INFO_MESSAGES.badTimeZone);
        throw error;
      }
      if (!info) return sendError(reply, 401, MESSAGES.notAuthenticated);
      // Kept for the specification's client, which sends its own email: naming anyone else is refused.
      const claimed = request.headers['x-user-email'];
      if (claimed !== undefined) {
        const email = (Array.isArray(claimed) ? claimed.join(',') : claimed).trim().toLowerCase();
        if (email !== '' && email !== info.email) return sendError(reply, 403, API_MESSAGES.accountMismatch);
      }
      // The `user` object arrives as JSON text from the database: spliced in, not re-parsed.
      return sendJsonText(
        request,
        reply,
        `{"success":true,"user":${info.userJson}}`,
        JOB_INFO_COMPRESSION_THRESHOLD,
      );
    },
  );

  // "View All Applications (N)": the sent history one page at a time, newest first (decision 035).
  app.get('/api/user/applications', { onSend: noStore }, async (request, reply) => {
    const asking = await requester.session(request);
    if ('error' in asking) return sendError(reply, 401, asking.error);
    // No cursor: the first page. One that this server cannot have made: 400, never an empty page that looks real.
    const text = queryParam(request, HISTORY_CURSOR_PARAM);
    let cursor: HistoryCursor | null = null;
    if (text !== undefined) {
      cursor = text === null ? null : parseHistoryCursor(text);
      if (!cursor) return sendError(reply, 400, JOB_INFO_MESSAGES.badCursor);
    }
    const page = await service.historyPage(asking.user.userId, cursor);
    return reply
      .type(JSON_TYPE)
      .send(
        `{"success":true,"jobHistory":${page.entriesJson},"nextCursor":${JSON.stringify(page.nextCursor)}}`,
      );
  });
}
