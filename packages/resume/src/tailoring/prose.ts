import { impliedIds } from './lexicon';
import { analyse, type Analysis } from './nlp';
import { quantitiesIn, type Quantity } from './quantities';

/**
 * Readings of prose for the checks (issue 17; decision 046): tokens, lexicon matches and quantities of each distinct
 * text, read once per check. Pure.
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
