import { canonical, containsPhrase } from '@applypilot/resume';

/**
 * The server's own mapping of profile facts to an answer (truth issue, part 2): a yes or no, a number, an option.
 * The model proposes, these decide; where they cannot, the answer is `unknown`. Pure.
 */

const YES_WORDS = new Set(['yes', 'true', 'y']);
const NO_WORDS = new Set(['no', 'false', 'n']);

/** A profile value read as yes or no, if it is one ("true", "Yes", false). */
export function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const word = canonical(value);
  if (YES_WORDS.has(word)) return true;
  if (NO_WORDS.has(word)) return false;
  return undefined;
}

/** A profile value read as one plain number ("3", 4, "2 months"), if it holds exactly one. */
export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return undefined;
  const numbers = value.match(/\d+(?:\.\d+)?/g) ?? [];
  return numbers.length === 1 ? Number(numbers[0]) : undefined;
}

/** Whether an option reads as a yes or a no ("Yes", "No, I will not"). */
function optionPolarity(option: string): boolean | undefined {
  const word = /^[\p{L}]+/u.exec(canonical(option))?.[0] ?? '';
  if (word === 'yes') return true;
  if (word === 'no') return false;
  return undefined;
}

/** A question answered by yes or no: its options are, or, without options, it opens like one ("Are you…?"). */
export function isYesNoQuestion(question: string, options: readonly string[], kind: string): boolean {
  if (kind === 'numeric') return false;
  if (options.length > 0) {
    const polarities = options.map(optionPolarity);
    return polarities.includes(true) && polarities.includes(false);
  }
  return /^(?:are|do|does|did|have|has|had|will|would|can|could|is|was|were|should|shall|may)\b/i.test(
    question.trim(),
  );
}

/** The one option that says yes (or no), as written there. */
export function yesNoOption(options: readonly string[], value: boolean): string | undefined {
  const matching = options.filter((option) => optionPolarity(option) === value);
  return matching.length === 1 ? matching[0] : undefined;
}

/** The words of an answer that says yes or no, for comparing with the model's. */
export function saysYesNo(value: string): boolean | undefined {
  return asBoolean(value) ?? optionPolarity(value);
}

interface Range {
  min: number;
  max: number;
}

/** The interval an option stands for ("0-1 years", "5+", "More than 10", "Less than 1 year", "3"), in years. */
export function optionRange(option: string): Range | undefined {
  const text = canonical(option).replace(/,/g, '');
  // An option in another unit than years does not compare with years.
  if (/\b(?:months?|weeks?|days?)\b/.test(text)) return undefined;
  const n = String.raw`(\d+(?:\.\d+)?)`;
  let m = new RegExp(`${n}\\s*(?:-|to|and)\\s*${n}`).exec(text);
  if (m) return { min: Number(m[1]), max: Number(m[2]) };
  m = new RegExp(`${n}\\s*\\+|${n}\\s*(?:years?|yrs?)?\\s*(?:or|and) (?:more|above|over)`).exec(text);
  if (m) return { min: Number(m[1] ?? m[2]), max: Infinity };
  m = new RegExp(`(?:more than|over|above|greater than)\\s*${n}`).exec(text);
  if (m) return { min: Number(m[1]) + 1e-9, max: Infinity };
  m = new RegExp(`(?:less than|under|below|fewer than)\\s*${n}`).exec(text);
  if (m) return { min: 0, max: Number(m[1]) - 1e-9 };
  if (/^(?:none|no experience|0)$/.test(text)) return { min: 0, max: 0 };
  m = new RegExp(`^${n}(?:\\s*(?:years?|yrs?))?$`).exec(text);
  if (m) return { min: Number(m[1]), max: Number(m[1]) };
  return undefined;
}

/** The one option whose interval holds `value`. */
export function rangeOption(options: readonly string[], value: number): string | undefined {
  const matching = options.filter((option) => {
    const range = optionRange(option);
    return range !== undefined && value >= range.min && value <= range.max;
  });
  return matching.length === 1 ? matching[0] : undefined;
}

/** The one option that is the text (ignoring case and spacing), else the one that contains it or it contains. */
export function textOption(options: readonly string[], text: string): string | undefined {
  const exact = options.filter((option) => canonical(option) === canonical(text));
  if (exact.length > 0) return exact.length === 1 ? exact[0] : undefined;
  const containing = options.filter((option) => containsPhrase(option, text));
  if (containing.length === 1) return containing[0];
  if (containing.length > 1) return undefined;
  const contained = options.filter((option) => canonical(option) !== '' && containsPhrase(text, option));
  return contained.length === 1 ? contained[0] : undefined;
}

/** Levels of education, lowest first: a degree's level compares a "Bachelor's" option with "B.Tech. in CS". */
const DEGREE_LEVELS: [RegExp, number][] = [
  [/\b(?:ph\.? ?d|doctor\w*|doctorate)\b/, 5],
  [/\b(?:master\w*|m\.? ?tech|m\.? ?sc|m\.? ?s|mba|m\.? ?e|mca|m\.? ?a|post ?graduate)\b/, 4],
  [/\b(?:bachelor\w*|b\.? ?tech|b\.? ?sc|b\.? ?e|b\.? ?s|b\.? ?a|b\.? ?com|bca|undergraduate)\b/, 3],
  [/\b(?:associate\w*|diploma)\b/, 2],
  [/\b(?:high school|secondary|12th|hsc|ged)\b/, 1],
];

export function degreeLevel(text: string): number | undefined {
  const t = canonical(text);
  for (const [pattern, level] of DEGREE_LEVELS) if (pattern.test(t)) return level;
  return undefined;
}

/** The one option of the same level of education as `degree`. */
export function degreeOption(options: readonly string[], degree: string): string | undefined {
  const level = degreeLevel(degree);
  if (level === undefined) return undefined;
  const matching = options.filter((option) => degreeLevel(option) === level);
  return matching.length === 1 ? matching[0] : undefined;
}

/** Words that may join cited values in a text answer ("Go, Python and SQL"). */
const JOINERS = new Set(['and', 'or', '&']);

function wordsOf(text: string): string[] {
  return canonical(text)
    .split(/[\s,;/|]+/)
    .map((word) => word.replace(/^[("']+|[)"'.:!?]+$/g, ''))
    .filter((word) => word !== '');
}

/**
 * Whether a text answer is a cited value or built only from cited values: every word one of theirs (a yes or no for
 * a cited true or false), joined by commas, slashes, "and" or "or", and no longer than they are together. An essay,
 * or a value with words of its own ("5 years in Python"), is not.
 */
export function builtFromFacts(value: string, facts: readonly unknown[]): boolean {
  const allowed = new Set<string>();
  let total = 0;
  for (const fact of facts) {
    const bool = asBoolean(fact);
    if (bool !== undefined) {
      for (const word of bool ? YES_WORDS : NO_WORDS) allowed.add(word);
      total += 1;
      continue;
    }
    const words = wordsOf(String(fact));
    total += words.length;
    for (const word of words) allowed.add(word);
  }
  const words = wordsOf(value);
  const content = words.filter((word) => !JOINERS.has(word));
  return content.length > 0 && content.length <= total && content.every((word) => allowed.has(word));
}
