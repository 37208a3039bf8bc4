import { impliedIds } from './lexicon';
import { analyse, type Analysis, type Token } from './nlp';
import { quantitiesIn, type Quantity } from './quantities';

/**
 * The prose checks of a tailoring (issue 17): every quantity of a summary, bullet or description must be one the
 * original states (same unit and magnitude; in the same entry for an entry's text, anywhere for the summary), and no
 * name, technology, certification, language, clearance, degree, school or title may appear that the original lacks.
 * Pure: one `Reader` per check keeps each distinct text's reading.
 */

/** One text as read: tokens, lexicon matches and quantities. */
export interface Reading {
  analysis: Analysis;
  quantities: Quantity[];
  /** Token indices that belong to quantities (numbers, units, magnitudes), skipped by the vocabulary check. */
  used: Set<number>;
}

export class Reader {
  private readonly memo = new Map<string, Reading>();

  read(text: string): Reading {
    let reading = this.memo.get(text);
    if (!reading) {
      const analysis = analyse(text);
      const { quantities, used } = quantitiesIn(analysis.tokens);
      reading = { analysis, quantities, used };
      this.memo.set(text, reading);
    }
    return reading;
  }

  /** The lexicon entry a skill or technology names, when the whole text is one ("K8s" → kubernetes). */
  lexiconId(text: string): string | undefined {
    const { analysis } = this.read(text);
    const words = analysis.tokens.filter((token) => token.type !== 'punctuation');
    const hit = analysis.hits[0];
    if (analysis.hits.length !== 1 || !hit || hit.kind === 'ignore') return undefined;
    const covered = analysis.tokens
      .slice(hit.start, hit.end + 1)
      .filter((token) => token.type !== 'punctuation');
    return covered.length === words.length ? hit.id : undefined;
  }
}

/** What a part of the original states: its quantities, its words and the lexicon entries it names. */
export interface Facts {
  quantities: Quantity[];
  /** Lower-case forms and lemmas of its words. */
  words: Set<string>;
  /** Lexicon ids it names, with the ones they imply. */
  ids: Set<string>;
  /** Lexicon ids it names itself (for skills: a synonym is the same skill, an implied entry is not). */
  named: Set<string>;
}

/** Token types the vocabulary check reads: words, ordinals ("1st"), unknown symbols (other scripts) and opaque ones. */
const CHECKED_TYPES = new Set(['word', 'unk', 'ordinal', 'email', 'url', 'mention', 'hashtag']);
/** Addresses and handles: new ones are new facts whatever they look like. */
const OPAQUE_TYPES = new Set(['email', 'url', 'mention', 'hashtag']);

export function factsOf(readings: Reading[]): Facts {
  const quantities: Quantity[] = [];
  const words = new Set<string>();
  const ids: string[] = [];
  for (const { analysis, quantities: found } of readings) {
    quantities.push(...found);
    for (const token of analysis.tokens) {
      if (!CHECKED_TYPES.has(token.type)) continue;
      words.add(token.normal);
      words.add(token.lemma);
    }
    for (const hit of analysis.hits) ids.push(hit.id);
  }
  return { quantities, words, ids: impliedIds(ids), named: new Set(ids) };
}

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const looksLikeYear = (q: Quantity) =>
  q.kind === 'count' && !q.noun && Number.isInteger(q.value) && q.value >= 1900 && q.value <= 2100;

/** Whether the original states `q` among `allowed`. */
export function quantityStated(q: Quantity, allowed: Quantity[]): boolean {
  if (q.approx) {
    const [low, high] = q.approx;
    return allowed.some(
      (a) =>
        a.kind === q.kind &&
        (a.approx ? close(a.value, q.value) : a.value >= low && a.value < high && !looksLikeYear(a)),
    );
  }
  const same = allowed.filter((a) => !a.approx && a.kind === q.kind && close(a.value, q.value));
  if (same.length === 0) return false;
  if (q.kind !== 'count' || !q.noun) return true;
  if (same.some((a) => !a.noun || a.noun === q.noun)) return true;
  // The thing counted is counted elsewhere with another number: "4 engineers" became "40 engineers".
  return !allowed.some((a) => a.kind === 'count' && a.noun === q.noun);
}

/** The quantities of `reading` the original does not state among `allowed`. */
export function unstatedQuantities(reading: Reading, allowed: Quantity[]): Quantity[] {
  return reading.quantities.filter((q) => !quantityStated(q, allowed));
}

const NOT_LATIN = /[^\p{Script=Latin}\p{N}\p{P}\p{S}\p{M}\s]/u;

/**
 * Whether a word the original lacks reads as a name: an acronym or mixed case ("AWS", "GitHub", "iOS"), letters with
 * digits ("k8s", "p95"), letters of another script than the rest ("Кubernetes"), or a capitalised word that is a
 * proper noun or no English word, away from the start of a sentence. At the start of a sentence a capital says
 * nothing ("Backend engineer with…" is no name), so a name there is found only by the lexicon.
 */
function nameLike(token: Token): boolean {
  const text = token.text;
  if (text.length < 2 || !/\p{L}/u.test(text)) return false;
  if (NOT_LATIN.test(text)) return true;
  if (/\p{Lu}/u.test(text.slice(1))) return true;
  if (/\p{N}/u.test(text)) return true;
  if (!/^\p{Lu}/u.test(text)) return false;
  return !token.sentenceStart && (token.pos === 'PROPN' || token.oov);
}

/** Whether the original has the word, in any form ("APIs" for "API": wink-nlp leaves acronyms' plurals alone). */
const known = (token: Token, facts: Facts) =>
  facts.words.has(token.normal) ||
  facts.words.has(token.lemma) ||
  (token.normal.length > 2 && token.normal.endsWith('s') && facts.words.has(token.normal.slice(0, -1)));

export interface NewWords {
  /** Names and lexicon entries the original does not contain anywhere, as written. */
  added: string[];
  /** Technologies the original names, but not in this entry. */
  moved: string[];
}

/**
 * Words of `reading` that add a fact: lexicon entries the original does not name (a synonym of one it names is the
 * same entry), names it does not contain, "former" before a name. `entryIds`, for an entry's text, are the lexicon ids
 * that entry names: a technology of another entry is reported as moved.
 */
export function newWords(reading: Reading, whole: Facts, entryIds?: Set<string>): NewWords {
  const { tokens, hits } = reading.analysis;
  const added: { at: number; text: string }[] = [];
  const moved: string[] = [];
  const skip = new Set(reading.used);
  for (const hit of hits) {
    for (let i = hit.start; i <= hit.end; i += 1) skip.add(i);
    if (hit.kind === 'ignore') continue;
    if (!whole.ids.has(hit.id)) added.push({ at: hit.start, text: hit.text });
    else if (entryIds && hit.kind === 'technology' && !entryIds.has(hit.id)) moved.push(hit.text);
  }
  let run: string[] = [];
  let first = -1;
  let last = -2;
  const flush = () => {
    if (run.length > 0) added.push({ at: first, text: run.join(' ') });
    run = [];
  };
  for (const [i, token] of tokens.entries()) {
    if (skip.has(i) || !CHECKED_TYPES.has(token.type) || known(token, whole)) continue;
    let flagged = OPAQUE_TYPES.has(token.type) || nameLike(token);
    if (!flagged && token.normal === 'former') {
      // "former Google engineer": a claim about a past employer the resume does not make.
      const next = tokens[i + 1];
      flagged = next !== undefined && /^\p{Lu}/u.test(next.text);
    }
    if (!flagged) continue;
    if (i !== last + 1) {
      flush();
      first = i;
    }
    run.push(token.text);
    last = i;
  }
  flush();
  added.sort((x, y) => x.at - y.at);
  return { added: added.map((item) => item.text), moved };
}

/** The items once each, ignoring case, in their order. */
export function distinct(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "a, b and 3 more" for a refusal: distinct (ignoring case), at most `max`. */
export function listed(items: string[], max = 8): string {
  const once = distinct(items);
  const shown = once.slice(0, max).join(', ');
  return once.length > max ? `${shown} and ${once.length - max} more` : shown;
}
