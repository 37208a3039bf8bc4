import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '@applypilot/contracts';
import { BusyError } from '../lib/concurrency-limit';
import { API_MESSAGES } from './api-messages';
import { isDatabaseUnavailable } from './database-unavailable';
import { safeError } from './safe-error';
import { BadRequestError } from './validate';

/** Fastify's own client errors, mapped to texts a person can read. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: API_MESSAGES.emptyBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: API_MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: API_MESSAGES.badRequest },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: API_MESSAGES.badRequest },
};

/** A statement time-out or a full pool usually clears within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error becomes `{success: false, error}`. Known client errors keep their 4xx status; anything else is a bug
 * and answers 500 with a generic text: no stack, no internals, and the log holds the error (reduced by safeError, so no
 * query parameters) but never the body. A full work queue (BusyError) and a database that is unreachable or too slow
 * are honest 503s with Retry-After.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BadRequestError) {
      return reply.code(400).send({ success: false, error: error.message });
    }
    if (error instanceof BusyError) {
      reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(503).send({ success: false, error: MESSAGES.serverBusy });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.code(known.status).send({ success: false, error: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, error: API_MESSAGES.badRequest });
    }
    if (isDatabaseUnavailable(error)) {
      // Too slow or unreachable (DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_CONNECT_TIMEOUT_MS): honest 503, logged.
      request.log.error({ error: safeError(error) }, 'database unavailable or too slow');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ success: false, error: MESSAGES.serverBusy });
    }
    request.log.error({ error: safeError(error) }, 'unexpected error');
    return reply.code(500).send({ success: false, error: MESSAGES.unexpectedError });
  });
}
