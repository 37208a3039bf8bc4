/**
 * API-only texts that the specification does not write (it only says "a 4xx error a person can read").
 * The user-facing texts of the specification live in @applypilot/contracts MESSAGES.
 */
export const API_MESSAGES = {
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  bodyNotObject: 'The request body must be a JSON object.',
  emptyBody: 'The request body is empty; send a JSON object.',
  badRequest: 'The request could not be read.',
  tooLong: (field: string) => `The field "${field}" is too long.`,
  missing: (field: string) => `The field "${field}" is missing or empty.`,
  invalid: (field: string) => `The field "${field}" is not valid.`,
  /** job-info's x-user-email names another account than the session's. */
  accountMismatch: 'This request names another account than the one signed in.',
  /** Sending an application that was cancelled (by the agent, or by the hourly sweep, which gave its credit back). */
  applicationCancelled:
    'This application was cancelled and its credit given back. Reserve the job again to apply.',
  serviceUnavailable: 'The service is not available right now. Please try again shortly.',
} as const;

/** Route prefixes answered by the server; every other GET path is the single-page app. */
export const SERVER_PREFIXES = ['/auth/', '/api/', '/sandbox/', '/downloads/'] as const;

export function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1));
}
