import { z } from 'zod';
import type { AiAnswer, AnswerQuestionRequest, ProfileFact } from '@applypilot/contracts';
import { canonical } from '@applypilot/resume';

/** What the model is asked to answer: loose on purpose, the checks below decide what reaches the agent. */
export const ModelAnswerSchema = z.object({
  status: z.enum(['answered', 'unknown']),
  value: z.string().max(2000).optional(),
  facts: z
    .array(z.object({ path: z.string().max(300), value: z.string().max(2000) }))
    .max(20)
    .optional(),
});
export type ModelAnswer = z.infer<typeof ModelAnswerSchema>;

const UNKNOWN: AiAnswer = { status: 'unknown' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value at a dotted path. Keys may themselves hold dots ("skills.Node.js"), so at each level the longest key that
 * matches wins. Own properties only: "__proto__" or "toString" name nothing.
 */
export function resolvePath(root: unknown, path: string): unknown {
  const walk = (node: unknown, segments: string[]): unknown => {
    if (segments.length === 0) return node;
    if (Array.isArray(node)) {
      const index = Number(segments[0]);
      return Number.isInteger(index) && index >= 0 && index < node.length
        ? walk(node[index], segments.slice(1))
        : undefined;
    }
    if (!isRecord(node)) return undefined;
    for (let take = segments.length; take >= 1; take -= 1) {
      const key = segments.slice(0, take).join('.');
      if (Object.prototype.hasOwnProperty.call(node, key)) return walk(node[key], segments.slice(take));
    }
    return undefined;
  };
  return walk(root, path.split('.'));
}

/** A profile value as text: lists joined with ", ", records as "key: value" pairs. */
export function factText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => factText(item) ?? '').join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${factText(item) ?? ''}`)
      .join(', ');
  }
  return undefined;
}

const YES = new Set(['true', 'yes']);
const NO = new Set(['false', 'no']);

function sameFact(cited: string, actual: string): boolean {
  const a = canonical(cited);
  const b = canonical(actual);
  if (a === b) return true;
  return (YES.has(a) && YES.has(b)) || (NO.has(a) && NO.has(b));
}

/** The cited fact as the profile holds it, or undefined when the profile does not hold it. */
function verifiedFact(profile: AnswerQuestionRequest['profile'], fact: ProfileFact): ProfileFact | undefined {
  const path = fact.path.trim();
  // The answer memory is answered without AI (contracts): an answer resting on it is not the model's to give.
  if (path === '' || path === 'answers' || path.startsWith('answers.')) return undefined;
  const actual = factText(resolvePath(profile, path));
  if (actual === undefined || actual.trim() === '') return undefined;
  return sameFact(fact.value, actual) ? { path, value: actual } : undefined;
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * What the agent may use (decision 026): an answer only when every fact it cites is in the profile that was sent, with
 * the value the model quoted; the value one of the options when there are options (returned as written there); a
 * plain number for a numeric question, and one that appears in a cited fact. Anything else is `unknown`, and the job
 * goes to the needs-answer queue.
 */
export function checkAnswer(request: AnswerQuestionRequest, answer: ModelAnswer): AiAnswer {
  if (answer.status !== 'answered') return UNKNOWN;
  const value = answer.value?.trim() ?? '';
  const cited = answer.facts ?? [];
  if (value === '' || cited.length === 0) return UNKNOWN;
  const facts: ProfileFact[] = [];
  for (const fact of cited) {
    const verified = verifiedFact(request.profile, fact);
    if (!verified) return UNKNOWN;
    facts.push(verified);
  }
  if (request.options.length > 0) {
    const option = request.options.find((o) => canonical(o) === canonical(value));
    return option === undefined ? UNKNOWN : { status: 'answered', value: option, facts };
  }
  if (request.kind === 'numeric') {
    if (!NUMBER.test(value)) return UNKNOWN;
    const grounded = facts.some((fact) =>
      (fact.value.match(/-?\d+(?:\.\d+)?/g) ?? []).some((n) => Number(n) === Number(value)),
    );
    if (!grounded) return UNKNOWN;
  }
  return { status: 'answered', value, facts };
}
