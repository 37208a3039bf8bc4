/** What an error log line may say about an error. */
export interface SafeError {
  type: string;
  message: string;
  /** SQLSTATE of a database error, or Node's / Fastify's error code. */
  code?: string;
  /** The SQL text with its $n placeholders; never the parameters. */
  query?: string;
  /** Stack frames only: the first line of `stack` repeats the message. */
  stack?: string;
  cause?: SafeError;
}

const MAX_CAUSES = 4;

/**
 * An error reduced to what a log may hold. Logging an error object as such writes every enumerable property: a
 * failed Drizzle query carries its parameters (password hashes, session and reset token hashes, emails) in `params`
 * and in its message, and a driver error may carry the row values in `detail`. So only the type, a message without
 * parameters, the code, the SQL text and the stack frames are kept, for the error and its causes.
 */
export function safeError(error: unknown, depth = 0, parentQuery?: string): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-Error value was thrown' };
  const fields = error as Error & { code?: unknown; query?: unknown; params?: unknown };
  const query = typeof fields.query === 'string' ? fields.query : undefined;
  const safe: SafeError = {
    type: error.name,
    // Drizzle writes "Failed query: …\nparams: …"; the query is kept apart below, the parameters never.
    message: error.message.startsWith('Failed query') ? 'Failed query' : (error.message.split('\n')[0] ?? ''),
  };
  if (typeof fields.code === 'string') safe.code = fields.code;
  // A driver error under Drizzle's repeats the same SQL: once is enough.
  if (query !== undefined && query !== parentQuery) safe.query = query;
  const frames = error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
  if (frames) safe.stack = frames;
  if (error.cause !== undefined && depth < MAX_CAUSES) safe.cause = safeError(error.cause, depth + 1, query);
  return safe;
}
