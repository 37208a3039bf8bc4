import { MESSAGES } from '@applypilot/contracts';

/** Anything with zod's safeParse shape; keeps this module free of a direct zod dependency. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
  /** Extra request headers (the job-info call names its user in `x-user-email`, section 7). */
  headers?: Record<string, string>;
}

/** A failed call: `message` is what the user should read, `body` the server's parsed answer when there was one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function serverError(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return undefined;
}

function isExplicitFailure(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
}

/**
 * Calls the API on this origin with the session cookie and JSON. Throws ApiError when the answer is not ok or says
 * `success: false`; its message follows the error catalogue: the server's `error` field, else the exception's
 * message, else "An unexpected error occurred.".
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, schema, signal, headers } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    throw new ApiError(errorMessage(error), 0);
  }

  const text = await response.text();
  let parsed: unknown = undefined;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ApiError(MESSAGES.unexpectedError, response.status);
    }
  }

  if (!response.ok || isExplicitFailure(parsed)) {
    throw new ApiError(serverError(parsed) ?? MESSAGES.unexpectedError, response.status, parsed);
  }
  if (!schema) return parsed as T;
  const result = schema.safeParse(parsed);
  if (!result.success) throw new ApiError(MESSAGES.unexpectedError, response.status, parsed);
  return result.data;
}

/** The text to show for any caught error, per the error catalogue (document 1, section 8). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return MESSAGES.unexpectedError;
}
