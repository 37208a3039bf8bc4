import type { Analysis } from './nlp';
import { noProblems, type Provenance, type SentenceProblems } from './provenance';
import { listed } from './prose';
import type { SourcedSentence, SourceUnit } from './sources';

/**
 * One written sentence against the sources it cites (decision 046), with the refusal in plain words: what completes
 * "The tailored resume was rejected because it …" (or the cover letter's), quoting the sentence. Pure.
 */

/** Which sources a sentence may cite, and what it rests on without citing. */
export interface CitePolicy {
  /** Whether the sentence may cite this part of the resume (a bullet: only its own entry). */
  may: (unit: SourceUnit) => boolean;
  /** How the sentence is named when it cites another part: "a sentence about Fincore". */
  about?: string;
  /** Parts it rests on without citing them: a bullet's own entry fields. */
  implicit?: SourceUnit[];
  /** At most this many cited parts. */
  max: number;
  /** Whether a sentence may cite nothing (a letter's greeting and closing): then only neutral words pass. */
  uncited?: boolean;
  /** More words it may use (lower case) and names it may shorten. */
  allowed?: ReadonlySet<string>;
  names?: string[];
  skip?: (analysis: Analysis) => Set<number>;
  /** A refusal of its own for some problems (a letter's job named as the user's); else the general one. */
  explain?: (problems: SentenceProblems, text: string) => string | undefined;
  /** The text as it is read, when it differs from the text shown (a letter's contact details taken out). */
  readAs?: (text: string) => string;
}

const QUOTE_LENGTH = 70;

/** The sentence for a message: at most about 70 characters, cut on a word. */
export function quote(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= QUOTE_LENGTH) return `"${flat}"`;
  const cut = flat.slice(0, QUOTE_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `"${(space > 30 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…"`;
}

const aNumber = (count: number) => (count === 1 ? 'a number' : 'numbers');

/** The refusal for what a sentence says beyond its sources; undefined when it says nothing more. */
export function describeProblems(
  problems: SentenceProblems,
  sentence: string,
  cited: boolean,
): string | undefined {
  if (noProblems(problems)) return undefined;
  const where = cited ? 'the part of your resume it cites' : 'your resume';
  const said = quote(sentence);
  if (problems.numbers.length > 0) {
    return `added ${aNumber(problems.numbers.length)} that ${where} does not state (${listed(problems.numbers)}): ${said}`;
  }
  if (problems.bigger.length > 0) {
    return `made ${aNumber(problems.bigger.length)} bigger than your resume states (${listed(problems.bigger)}): ${said}`;
  }
  if (problems.words.length > 0) {
    return cited
      ? `added words that ${where} does not have (${listed(problems.words)}): ${said}`
      : `wrote a sentence that cites no part of your resume (${listed(problems.words)}): ${said}`;
  }
  const [first] = problems.names;
  const name = first!;
  return name.within
    ? `named ${name.name}, which your resume has only as part of ${name.within}: ${said}`
    : `named ${name.name}, which ${where} does not name: ${said}`;
}

/** Checks one sentence; the refusal, or undefined. */
export function checkWritten(
  sentence: SourcedSentence,
  units: ReadonlyMap<string, SourceUnit>,
  policy: CitePolicy,
  provenance: Provenance,
): string | undefined {
  const said = quote(sentence.text);
  if (sentence.sources.length === 0 && !policy.uncited) {
    return `wrote a sentence that cites no part of your resume: ${said}`;
  }
  if (sentence.sources.length > policy.max) {
    return `cited more than ${policy.max} parts of your resume for one sentence: ${said}`;
  }
  const cited: SourceUnit[] = [];
  for (const id of sentence.sources) {
    const unit = units.get(id);
    if (!unit) return `cited a part of your resume that does not exist (${id}): ${said}`;
    if (!policy.may(unit)) {
      return `rested ${policy.about ?? 'a sentence'} on another part of your resume (${id}): ${said}`;
    }
    cited.push(unit);
  }
  const facts = provenance.factsOf([...cited, ...(policy.implicit ?? [])], policy.names ?? []);
  const problems = provenance.check(policy.readAs ? policy.readAs(sentence.text) : sentence.text, facts, {
    ...(policy.allowed ? { allowed: policy.allowed } : {}),
    ...(policy.skip ? { skip: policy.skip } : {}),
  });
  if (noProblems(problems)) return undefined;
  return (
    policy.explain?.(problems, sentence.text) ?? describeProblems(problems, sentence.text, cited.length > 0)
  );
}
