import { z } from 'zod';

/**
 * Issue 18, part 4 (decision 040): the AI routes' request schemas and body limits agree. Each AI request is measured
 * in characters (`jsonChars`: its compact JSON with every string counted by its characters, not its escapes), its
 * schema refuses more than `AI_REQUEST_MAX_CHARS` with a message that names the limit, and the route's body limit is
 * computed from that figure, so no body the schema accepts can be refused as too large on the way in.
 */

/**
 * The most bytes one character of a request can take in a compact JSON body: `\uXXXX`, as clients that escape every
 * character beyond ASCII send it (Python's json.dumps does by default), and every client sends a control character.
 * Punctuation takes one byte, two with the space some serialisers put after `,` and `:`.
 */
export const JSON_WIRE_BYTES_PER_CHAR = 6;

/** The longest resume text the AI routes take (its own field limit; about 50 pages). */
export const AI_RESUME_TEXT_MAX_CHARS = 200_000;

/**
 * The most characters each AI request may hold. Tailoring and the cover letter: the longest resume text with the
 * longest job and room to spare (a structured resume of the same size fits too); a screening answer: the longest
 * question with 200 long options, the longest job and a profile with a large answer memory.
 */
export const AI_REQUEST_MAX_CHARS = {
  tailorResume: 240_000,
  coverLetter: 240_000,
  answerQuestion: 160_000,
} as const;
export type AiRequestKind = keyof typeof AI_REQUEST_MAX_CHARS;

/** The body limit (bytes) of a route whose schema allows `maxChars` characters: every one of them escaped. */
export function bodyLimitFor(maxChars: number): number {
  return maxChars * JSON_WIRE_BYTES_PER_CHAR;
}

/** Each AI route's body limit, computed from its schema's size (about 1.4 MB for tailoring). */
export const AI_BODY_LIMITS: Record<AiRequestKind, number> = {
  tailorResume: bodyLimitFor(AI_REQUEST_MAX_CHARS.tailorResume),
  coverLetter: bodyLimitFor(AI_REQUEST_MAX_CHARS.coverLetter),
  answerQuestion: bodyLimitFor(AI_REQUEST_MAX_CHARS.answerQuestion),
};

/** What each request holds, in the words of its size message. */
const CONTENT: Record<AiRequestKind, string> = {
  tailorResume: 'The resume and the job are too long for AI tailoring',
  coverLetter: 'The resume and the job are too long for an AI cover letter',
  answerQuestion: 'The question, its options, the job and the profile are too long for an AI answer',
};

const count = (n: number) => n.toLocaleString('en-US');

export const AI_LIMIT_MESSAGES = {
  /** The schema's refusal of a request over AI_REQUEST_MAX_CHARS: what, how much, and the limit. */
  requestTooLong: (kind: AiRequestKind, chars: number) =>
    `${CONTENT[kind]}: ${count(chars)} characters, at most ${count(AI_REQUEST_MAX_CHARS[kind])}.`,
  /** The text resume over its own limit. */
  resumeTextTooLong: `The resume text is too long for AI tailoring: at most ${count(AI_RESUME_TEXT_MAX_CHARS)} characters.`,
  /** 413 on an AI route: only a body padded beyond its compact JSON gets here (the schema's limit comes first). */
  bodyTooLarge: (kind: AiRequestKind) =>
    `${CONTENT[kind]}: the request is larger than ${count(AI_BODY_LIMITS[kind])} bytes.`,
} as const;

/**
 * Characters of `value` as compact JSON with each string and key counted by its characters (UTF-16 units), not by
 * its escapes: the measure AI_REQUEST_MAX_CHARS is written in. For any compact serialisation of the value,
 * bytes ≤ JSON_WIRE_BYTES_PER_CHAR × jsonChars.
 */
export function jsonChars(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value).length : 4;
  if (typeof value === 'boolean') return value ? 4 : 5;
  if (value === null || typeof value !== 'object') return 4;
  if (Array.isArray(value)) {
    return 2 + Math.max(0, value.length - 1) + value.reduce<number>((sum, item) => sum + jsonChars(item), 0);
  }
  const entries = Object.entries(value).filter(
    ([, item]) => item !== undefined && typeof item !== 'function',
  );
  return (
    2 +
    Math.max(0, entries.length - 1) +
    entries.reduce((sum, [key, item]) => sum + key.length + 3 + jsonChars(item), 0)
  );
}

/**
 * `schema` behind a size check on the request as it came (before defaults and transforms): over `kind`'s
 * AI_REQUEST_MAX_CHARS it is refused with requestTooLong, and nothing else of it is parsed.
 */
export function withinAiRequestSize<T extends z.ZodType>(kind: AiRequestKind, schema: T) {
  return z.preprocess((input, ctx) => {
    const chars = jsonChars(input);
    if (chars > AI_REQUEST_MAX_CHARS[kind])
      ctx.issues.push({ code: 'custom', message: AI_LIMIT_MESSAGES.requestTooLong(kind, chars), input });
    return input;
  }, schema);
}
