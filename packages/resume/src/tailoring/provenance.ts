import { impliedIds } from './lexicon';
import { actionKinds, FUNCTION_WORDS, GENERIC_WORDS, sameThings } from './neutral-words';
import type { Analysis, Token } from './nlp';
import { Reader } from './prose';
import type { Quantity } from './quantities';
import { skeleton } from './skeleton';
import type { SourceUnit } from './sources';

/**
 * Truth by provenance (decision 046): a sentence the model writes is compared with exactly the resume parts it cites.
 * Its words, after folding letters (NFKC and the UTS #39 confusable skeleton), case and inflection (wink-nlp's lemma,
 * and its Porter stem for derived forms: "migration" → "migrated"), must come from those parts, apart from the
 * reviewed neutral words (neutral-words.ts); an action word only where a source states an action of its kind; every
 * number with its source's value, unit, what it counts, and no bound the source does not give ("over 4 years" of a
 * resume's "4 years"); and a name (a capitalised run: "Google", "Stanford") whole as a source writes it, or as a
 * lexicon synonym of one, never cut out of a longer name ("Google" of "Google Cloud"). A sentence in another language, a
 * paraphrase into new words, a stronger verb or a new claim word fails because nothing it cites says it. Pure.
 */

export interface Run {
  words: string[];
  text: string;
}

/** What the cited parts state, folded for comparison. */
export interface SourceFacts {
  /** Folded lower-case forms and lemmas of every word (and of each part of a hyphenated one). */
  keys: Set<string>;
  /** Folded stems. */
  stems: Set<string>;
  quantities: Quantity[];
  /** Lexicon entries named, with those they imply. */
  ids: Set<string>;
  /** Kinds of action stated (neutral-words.ts), from sentences only: a job title is no action. */
  kinds: Set<string>;
  /** Capitalised runs: folded words ("google", "cloud") and the run as written ("Google Cloud"). */
  runs: Run[];
  /** Names of the cited entries (employer, organisation, school) as folded word sequences: these may be shortened. */
  names: string[][];
}

export interface SentenceProblems {
  /** Numbers no cited part states with that value, unit and noun. */
  numbers: string[];
  /** Numbers stated as a lower bound the cited part does not give. */
  bigger: string[];
  /** Names cut out of a longer name of the sources: the name and the longer one. */
  names: { name: string; within?: string }[];
  /** Words no cited part has. */
  words: string[];
}

export const noProblems = (problems: SentenceProblems): boolean =>
  problems.numbers.length === 0 &&
  problems.bigger.length === 0 &&
  problems.names.length === 0 &&
  problems.words.length === 0;

/** Token types read as words. */
const WORDLIKE = new Set(['word', 'unk', 'ordinal', 'email', 'url', 'mention', 'hashtag', 'number']);

/** Folded words seen, kept for the life of the process up to a bound (the same words recur in every resume). */
const FOLDED = new Map<string, string>();
const FOLDED_MAX = 50_000;

function fold(text: string): string {
  let folded = FOLDED.get(text);
  if (folded === undefined) {
    if (FOLDED.size >= FOLDED_MAX) FOLDED.clear();
    folded = skeleton(text.toLowerCase());
    FOLDED.set(text, folded);
  }
  return folded;
}

/** The folded forms a token may be found under: as written, its lemma, and without a plural "s" ("APIs"). */
function keysOf(token: Token): string[] {
  const keys = [fold(token.normal), fold(token.lemma)];
  if (token.normal.length > 2 && token.normal.endsWith('s')) keys.push(fold(token.normal.slice(0, -1)));
  return keys;
}

/** The parts of a hyphenated or slashed word ("event-driven", "CI/CD"). */
const partsOf = (token: Token) => token.normal.split(/[-/]+/).filter((part) => /\p{L}|\p{N}/u.test(part));

/**
 * How a word reads as (part of) a name: "strong" when mixed case, letters with digits, or capitalised away from a
 * sentence's start; "weak" when capitalised only because a sentence starts with it (a name only if more of one
 * follows, or if it is no English word).
 */
function nameLike(token: Token): 'strong' | 'weak' | undefined {
  if (token.type !== 'word' && token.type !== 'unk') return undefined;
  const text = token.text;
  if (!/\p{L}/u.test(text)) return undefined;
  if (/\p{Lu}/u.test(text.slice(1)) || /\p{N}/u.test(text)) return 'strong';
  if (!/^\p{Lu}/u.test(text)) return undefined;
  if (!token.sentenceStart) return 'strong';
  // "Google Cloud …" starts a name; "Cut p99 …" and "At Flipkart …" do not.
  return token.pos === 'PROPN' || token.oov ? 'weak' : undefined;
}

/**
 * Maximal runs of adjacent name-like tokens (punctuation and lower-case words end a run), as token indices. A run of
 * one word capitalised only by its place ("Migrated …", "Java" after "Skills:") is a name of the sources
 * (`keepWeak`), not of a written sentence, where it would flag every first word.
 */
function runsOf(
  tokens: Token[],
  include: (token: Token, i: number) => boolean,
  keepWeak = false,
): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  let strong = false;
  const end = () => {
    if (run.length > 0 && (strong || keepWeak || run.length > 1)) runs.push(run);
    run = [];
    strong = false;
  };
  for (const [i, token] of tokens.entries()) {
    const kind = include(token, i) ? nameLike(token) : undefined;
    if (kind === undefined) {
      end();
      continue;
    }
    // A sentence's first word starts a run of its own, and joins only a capitalised word after it.
    if (kind === 'weak' && run.length > 0) end();
    const first = run.length === 1 ? tokens[run[0]!] : undefined;
    if (first && nameLike(first) === 'weak' && !/^\p{Lu}/u.test(token.text)) end();
    run.push(i);
    if (kind === 'strong') strong = true;
  }
  end();
  return runs;
}

const within = (needle: string[], hay: string[]): boolean => {
  for (let start = 0; start + needle.length <= hay.length; start += 1) {
    if (needle.every((word, k) => hay[start + k] === word)) return true;
  }
  return false;
};

const sameRun = (a: string[], b: string[]) => a.length === b.length && a.every((word, k) => b[k] === word);

/** One check: readings and facts of the sources are kept for every sentence that cites them. */
export class Provenance {
  private readonly unitFacts = new Map<SourceUnit, SourceFacts>();

  constructor(readonly reader: Reader = new Reader()) {}

  private kindsOf(token: Token): string[] {
    return actionKinds(token, (member) => this.reader.read(member).analysis.tokens[0]?.stem ?? member);
  }

  /** The facts of one part of the resume. */
  private factsOfUnit(unit: SourceUnit): SourceFacts {
    const cached = this.unitFacts.get(unit);
    if (cached) return cached;
    const { analysis, quantities } = this.reader.read(unit.text);
    const facts: SourceFacts = {
      keys: new Set(),
      stems: new Set(),
      // A phone number is no fact a sentence may state.
      quantities: unit.kind === 'personal' ? [] : quantities,
      ids: impliedIds(analysis.hits.filter((hit) => hit.kind !== 'ignore').map((hit) => hit.id)),
      kinds: new Set(),
      runs: runsOf(analysis.tokens, () => true, true).map((run) => ({
        words: run.map((i) => fold(analysis.tokens[i]!.normal)),
        text: run.map((i) => analysis.tokens[i]!.text).join(' '),
      })),
      names: [],
    };
    for (const token of analysis.tokens) {
      if (!WORDLIKE.has(token.type)) continue;
      for (const key of keysOf(token)) facts.keys.add(key);
      for (const part of partsOf(token)) facts.keys.add(fold(part));
      facts.stems.add(fold(token.stem));
      // The kinds of action a sentence states ("migration", "Mentored", "lifting"); a title is no action.
      if (unit.kind === 'sentence') for (const kind of this.kindsOf(token)) facts.kinds.add(kind);
    }
    if (unit.name) {
      const name = this.reader.read(unit.name).analysis.tokens;
      facts.names.push(name.filter((t) => WORDLIKE.has(t.type)).map((t) => fold(t.normal)));
    }
    this.unitFacts.set(unit, facts);
    return facts;
  }

  /** What the given parts state together. */
  factsOf(units: SourceUnit[], extraNames: string[] = []): SourceFacts {
    const all: SourceFacts = {
      keys: new Set(),
      stems: new Set(),
      quantities: [],
      ids: new Set(),
      kinds: new Set(),
      runs: [],
      names: [],
    };
    for (const unit of units) {
      const facts = this.factsOfUnit(unit);
      for (const key of facts.keys) all.keys.add(key);
      for (const stem of facts.stems) all.stems.add(stem);
      for (const id of facts.ids) all.ids.add(id);
      for (const kind of facts.kinds) all.kinds.add(kind);
      all.quantities.push(...facts.quantities);
      all.runs.push(...facts.runs);
      all.names.push(...facts.names);
    }
    for (const name of extraNames) {
      const tokens = this.reader.read(name).analysis.tokens;
      all.names.push(tokens.filter((t) => WORDLIKE.has(t.type)).map((t) => fold(t.normal)));
    }
    return all;
  }

  /**
   * What `text` says that `facts` do not. `allowed`: more words any sentence of this kind may use (a letter's plain
   * words, the user's own name), lower case. `skip`: tokens not to read (the job's name where a letter names the job).
   */
  check(
    text: string,
    facts: SourceFacts,
    options: { allowed?: ReadonlySet<string>; skip?: (analysis: Analysis) => Set<number> } = {},
  ): SentenceProblems {
    const { analysis, quantities, used } = this.reader.read(text);
    const { tokens, hits } = analysis;
    const problems: SentenceProblems = { numbers: [], bigger: [], names: [], words: [] };
    const allowed = options.allowed ?? new Set<string>();

    for (const q of quantities) {
      const stated = statedIn(q, facts.quantities);
      if (!stated) problems.numbers.push(q.text);
      else if (q.bound === 'more' && !stated.some((s) => s.bound === 'more')) problems.bigger.push(q.text);
    }

    const masked = options.skip?.(analysis) ?? new Set<number>();
    const skipped = new Set<number>([...used, ...masked]);
    /** Unsupported words with where they start, reported in the sentence's order. */
    const unsupported: { at: number; text: string }[] = [];
    for (const hit of hits) {
      if (hit.kind === 'ignore') continue;
      if ([...Array(hit.end - hit.start + 1).keys()].some((k) => skipped.has(hit.start + k))) continue;
      // A name the lexicon knows: the sources must name it or a synonym, or imply it ("K8s" of "Kubernetes").
      if (!facts.ids.has(hit.id)) unsupported.push({ at: hit.start, text: hit.text });
      for (let i = hit.start; i <= hit.end; i += 1) skipped.add(i);
    }

    const neutral = (token: Token) =>
      [token.normal, token.lemma, token.text.toLowerCase()].some(
        (form) => FUNCTION_WORDS.has(form) || allowed.has(form),
      );
    const known = (token: Token) =>
      keysOf(token).some((key) => facts.keys.has(key)) || facts.stems.has(fold(token.stem));
    const supported = (token: Token): boolean => {
      if (neutral(token)) return true;
      const kinds = this.kindsOf(token);
      if (kinds.length > 0) {
        return (
          facts.keys.has(fold(token.lemma)) ||
          facts.keys.has(fold(token.normal)) ||
          kinds.some((kind) => facts.kinds.has(kind))
        );
      }
      if (GENERIC_WORDS.has(token.lemma) || GENERIC_WORDS.has(token.normal)) return true;
      if (known(token)) return true;
      if (sameThings(token.lemma).some((same) => facts.keys.has(fold(same)))) return true;
      const parts = partsOf(token);
      return (
        parts.length > 1 &&
        parts.every(
          (part) =>
            FUNCTION_WORDS.has(part) ||
            allowed.has(part) ||
            GENERIC_WORDS.has(part) ||
            facts.keys.has(fold(part)),
        )
      );
    };
    for (const [i, token] of tokens.entries()) {
      if (skipped.has(i) || !WORDLIKE.has(token.type)) continue;
      if (!supported(token)) unsupported.push({ at: i, text: token.text });
    }
    problems.words = unsupported.sort((a, b) => a.at - b.at).map((word) => word.text);

    // Names whole: a capitalised run must be one of the sources' runs, a part of it two words or longer (or one
    // acronym), or a part of a cited entry's own name ("Razorpay" of "Razorpay Software Pvt Ltd").
    const runs = runsOf(tokens, (token, i) => !used.has(i) && !masked.has(i) && !neutral(token));
    for (const run of runs) {
      const words = run.map((i) => fold(tokens[i]!.normal));
      if (facts.runs.some((source) => sameRun(words, source.words))) continue;
      if (facts.names.some((name) => within(words, name))) continue;
      const longer = facts.runs.find((source) => within(words, source.words));
      const only = tokens[run[0]!]!.text;
      const acronym = run.length === 1 && /^[\p{Lu}\p{N}&.+#]{2,}$/u.test(only);
      if (longer && (run.length >= 2 || acronym)) continue;
      // Words not in the sources at all were reported above; a run of known words cut from a longer name is new here.
      if (run.every((i) => problems.words.includes(tokens[i]!.text))) continue;
      const name = run.map((i) => tokens[i]!.text).join(' ');
      problems.names.push(longer ? { name, within: longer.text } : { name });
    }
    return problems;
  }
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const looksLikeYear = (q: Quantity) =>
  q.kind === 'count' && !q.noun && Number.isInteger(q.value) && q.value >= 1900 && q.value <= 2100;

/**
 * The source quantities that state `q`: the same kind and value, and for a count of something the same thing counted
 * ("40 clients" is not "40 customers"; a source number without a noun may be given one the sentence's words must
 * still come from). A vague amount ("millions of") is stated by a source value within its span. Undefined if none.
 */
export function statedIn(q: Quantity, allowed: Quantity[]): Quantity[] | undefined {
  if (q.approx) {
    const [low, high] = q.approx;
    const found = allowed.filter(
      (a) =>
        a.kind === q.kind &&
        (a.approx ? close(a.value, q.value) : a.value >= low && a.value < high && !looksLikeYear(a)),
    );
    return found.length > 0 ? found : undefined;
  }
  const same = allowed.filter((a) => !a.approx && a.kind === q.kind && close(a.value, q.value));
  if (q.kind !== 'count' || !q.noun) return same.length > 0 ? same : undefined;
  const counted = same.filter((a) => !a.noun || a.noun === q.noun);
  return counted.length > 0 ? counted : undefined;
}
