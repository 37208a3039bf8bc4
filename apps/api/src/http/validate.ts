import type { ZodType } from 'zod';
import { API_MESSAGES } from './api-messages';

export class BadRequestError extends Error {
  readonly statusCode = 400;
}

/**
 * Parses a request body with a contracts schema. The schemas carry their own readable messages; where zod falls back
 * to its generic text ("Invalid input: …", "Too small: …"), the field name is given instead.
 */
export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError(API_MESSAGES.bodyNotObject);
  }
  const result = schema.safeParse(body);
  if (result.success) {
    // After the schema, so its own field messages win; a NUL its text fields let through stops here.
    const nulField = fieldWithNul(body);
    if (nulField !== undefined) throw new BadRequestError(API_MESSAGES.nulCharacter(nulField));
    return result.data;
  }
  const issue = result.error.issues[0];
  if (!issue) throw new BadRequestError(API_MESSAGES.badRequest);
  const field = issue.path.map(String).join('.') || 'body';
  const generic = /^(Invalid input|Too small|Too big|Invalid|Unrecognized)/.test(issue.message);
  if (!generic) throw new BadRequestError(issue.message);
  if (issue.code === 'too_big') throw new BadRequestError(API_MESSAGES.tooLong(field));
  if (issue.code === 'too_small' || issue.code === 'invalid_type')
    throw new BadRequestError(API_MESSAGES.missing(field));
  throw new BadRequestError(API_MESSAGES.invalid(field));
}

/**
 * The path of the first string holding a NUL character, if any. PostgreSQL cannot store NUL in text, so such a value
 * would fail at the database as a 500; refusing it here covers every route whatever its schema says about text.
 */
function fieldWithNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = fieldWithNul(child, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
