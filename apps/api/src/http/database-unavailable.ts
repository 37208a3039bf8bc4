/**
 * SQLSTATEs that mean "the database could not do it now", not "the request or the code is wrong": a statement that ran
 * past statement_timeout (or was cancelled), too many connections, the server shutting down or starting up, and the
 * connection-exception class (08xxx).
 */
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '53400']);
/** pg-pool's own errors when no connection could be had in DATABASE_CONNECT_TIMEOUT_MS. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
];

/**
 * Whether an error (or one of its causes: Drizzle wraps the driver's) says the database is unavailable or too slow
 * right now. Those answer 503 with Retry-After instead of a 500 (decision 034).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNAVAILABLE_MESSAGES.some((message) => e instanceof Error && e.message.startsWith(message)))
      return true;
  }
  return false;
}
