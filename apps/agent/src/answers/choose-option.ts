import { normaliseText, similarity } from './normalise';
import { pickRange, type Unit } from './ranges';

const YES = /^(yes|y|true|i do|i am|i have|i will|i can)\b/;
const NO = /^(no|n|false|i do not|i don t|i am not|i have not|i will not|i cannot|i can t)\b/;

/**
 * The option that says yes (or no): a plain "Yes" before one that says more ("Yes, with permission", "Yes, with
 * relocation assistance"), whatever order the list has.
 */
export function yesNoOption(options: readonly string[], value: boolean): string | undefined {
  const wanted = value ? YES : NO;
  const other = value ? NO : YES;
  const saying = options.filter((o) => {
    const t = normaliseText(o).replace(/'/g, ' ');
    return wanted.test(t) && !(value && other.test(t));
  });
  const plain = value ? /^(yes|y|true)$/ : /^(no|n|false)$/;
  return saying.find((o) => plain.test(normaliseText(o))) ?? saying[0];
}

/** Reads a free answer as yes/no. */
export function asBoolean(text: string): boolean | undefined {
  const t = normaliseText(text);
  if (NO.test(t)) return false;
  if (YES.test(t)) return true;
  return undefined;
}

export function optionByNumber(options: readonly string[], value: number, unit?: Unit): string | undefined {
  const index = pickRange(options, value, unit);
  return index === undefined ? undefined : options[index];
}

/** The option most like the text, when it is alike enough to mean the same thing. */
export function closestOption(options: readonly string[], text: string, threshold = 0.5): string | undefined {
  const t = normaliseText(text);
  const exact = options.find((o) => normaliseText(o) === t);
  if (exact) return exact;
  // One contains the other as whole words ("Professional" in "Professional working proficiency").
  const containing = options.filter((o) => {
    const n = normaliseText(o);
    return t !== '' && (` ${n} `.includes(` ${t} `) || ` ${t} `.includes(` ${n} `));
  });
  if (containing.length === 1) return containing[0];
  let best: { option: string; score: number } | undefined;
  for (const option of options) {
    const score = similarity(option, text);
    if (!best || score > best.score) best = { option, score };
  }
  return best && best.score >= threshold ? best.option : undefined;
}

const DECLINE =
  /\b(decline|prefer not|rather not|do not wish|don t wish|not wish|do not want|don t want|choose not|not to (say|answer|disclose|self identify|specify)|not specified|not disclosed)\b/;

export function declineOption(options: readonly string[]): string | undefined {
  return options.find((o) => DECLINE.test(normaliseText(o).replace(/'/g, ' ')));
}

/** Degree levels, so "B.Tech" finds "Bachelor's Degree" and "MBA" finds "Master's Degree". */
const DEGREE_LEVELS: [string, RegExp][] = [
  ['doctorate', /\b(ph ?d|doctor\w*|d phil)\b/],
  ['master', /\b(master\w*|m ?tech|m ?e|m ?sc|m ?s|mba|m ?a|mca|m ?com|post ?graduat\w*)\b/],
  ['bachelor', /\b(bachelor\w*|b ?tech|b ?e|b ?sc|b ?s|b ?a|bca|b ?com|undergraduate|graduat\w*)\b/],
  ['associate', /\b(associate\w*|diploma)\b/],
  ['high school', /\b(high school|secondary|12th|hsc|ged)\b/],
];

const DEGREE_RANK: Record<string, number> = {
  'high school': 1,
  associate: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
};

/** "Have you completed the following level of education: Bachelor's Degree?" answered from the profile's degree. */
export function hasDegreeAtLeast(profileDegree: string, question: string): boolean | undefined {
  const mine = degreeLevel(profileDegree);
  const asked = degreeLevel(question.split(/[:?]/).slice(1).join(' ') || question);
  if (!mine || !asked) return undefined;
  return (DEGREE_RANK[mine] ?? 0) >= (DEGREE_RANK[asked] ?? 0);
}

export function degreeLevel(text: string): string | undefined {
  const t = normaliseText(text).replace(/\./g, ' ').replace(/'/g, ' ');
  return DEGREE_LEVELS.find(([, re]) => re.test(t))?.[0];
}

export function degreeOption(options: readonly string[], degree: string): string | undefined {
  const level = degreeLevel(degree);
  if (level) {
    const same = options.filter((o) => degreeLevel(o) === level);
    if (same.length === 1) return same[0];
    if (same.length > 1) return closestOption(same, degree, 0) ?? same[0];
  }
  return closestOption(options, degree, 0.6);
}
