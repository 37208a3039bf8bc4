import winkNLP, { type ItsFunction, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { customEntityExamples, LEXICON, matchCounts, type LexiconKind } from './lexicon';
import { foldMixedScript } from './skeleton';

/**
 * Tokens, parts of speech, lemmas and lexicon matches for the faithfulness checks (issue 17), from wink-nlp with its
 * English light model (both from the npm registry; nothing is downloaded at run time). The model loads on first use,
 * once per process (about 0.1-0.2 s), and is reloaded after it has seen many unknown words: wink-nlp keeps every
 * out-of-vocabulary word it meets for the life of the instance, which a long-running server must not let grow.
 */

export interface Token {
  /** As written (after `prepareText`). */
  text: string;
  /** Lower case. */
  normal: string;
  lemma: string;
  /** Porter 2 stem of the lower-case form ("migration" and "migrated" → "migrat"). */
  stem: string;
  /** Universal part of speech: NOUN, PROPN, VERB, ADJ, NUM, … */
  pos: string;
  /** wink-nlp's token type: word, number, currency, symbol, punctuation, … */
  type: string;
  /** The first word of a sentence. */
  sentenceStart: boolean;
  /** The lower-case form is not an English word the model knows. */
  oov: boolean;
  /** Spaces before the token (for showing a span as written). */
  space: string;
}

export interface LexiconHit {
  id: string;
  kind: LexiconKind;
  /** First and last token, inclusive. */
  start: number;
  end: number;
  /** As written. */
  text: string;
}

export interface Analysis {
  tokens: Token[];
  hits: LexiconHit[];
}

/** Distinct unknown words the instance may collect before it is rebuilt (about 1 kB each). */
const RECYCLE_AFTER_OOV = 50_000;

interface Engine {
  nlp: WinkMethods;
  /** uniqueId of the first out-of-vocabulary word: each new unknown word gets the next id. */
  oovBase: number;
  /** The highest uniqueId seen: how many unknown words the instance holds. */
  highestId: number;
}

let engine: Engine | undefined;

function createEngine(): Engine {
  const nlp = winkNLP(model, ['sbd', 'pos', 'cer']);
  nlp.learnCustomEntities(customEntityExamples(), { matchValue: false, usePOS: false, useEntity: false });
  const probe = nlp.readDoc('qzxqzxqzx');
  const oovBase = Number(probe.tokens().out(nlp.its.uniqueId)[0] ?? 0);
  return { nlp, oovBase, highestId: oovBase };
}

function current(): Engine {
  if (!engine || engine.highestId - engine.oovBase > RECYCLE_AFTER_OOV) engine = createEngine();
  return engine;
}

/** Loads the model now (it otherwise loads on the first check); returns the milliseconds it took. */
export function loadNlp(): number {
  const started = performance.now();
  engine = createEngine();
  return performance.now() - started;
}

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const QUOTES_SINGLE = /[\u2018\u2019\u201A\u201B\u2032\u02BC]/g;
const QUOTES_DOUBLE = /[\u201C\u201D\u201E\u201F\u2033]/g;
/** Characters that do not show: zero-width spaces and joiners, soft hyphens, direction marks and overrides, … */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const LINE_SEPARATORS = /[\u2028\u2029\u0085]/g;

/** Maps a decimal digit of any script to its ASCII digit ("٤" → "4", "४" → "4"). */
function asciiDigit(digit: string): string {
  let code = digit.codePointAt(0)!;
  let zero = code;
  // Digits of a script are a run of ten from zero; step back to the start of the run.
  while (zero > 0 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1)) && code - zero < 9) zero -= 1;
  code = (code - zero) % 10;
  return String(code);
}

/**
 * One spelling for what looks the same to a reader: compatibility forms (NFKC: full-width, superscripts, ligatures),
 * digits of every script as ASCII, one dash and quote, no invisible characters, look-alike letters of another script
 * inside a Latin word as Latin, and a word spelt out letter by letter ("K u b e r n e t e s") as one word.
 */
export function prepareText(text: string): string {
  const spelt = (value: string) =>
    value.replace(/(?<![\p{L}\p{N}])\p{L}(?: \p{L}){3,}(?![\p{L}\p{N}])/gu, (letters) =>
      letters.replace(/ /g, ''),
    );
  // Most resume text is ASCII: nothing to normalise but letters spelt out.
  if (!/[^\t\n\r -~]/.test(text)) return spelt(text);
  return spelt(
    foldMixedScript(
      text
        .normalize('NFKC')
        .replace(INVISIBLE, '')
        .replace(LINE_SEPARATORS, '\n')
        .replace(/\p{Nd}/gu, (digit) => (digit >= '0' && digit <= '9' ? digit : asciiDigit(digit)))
        .replace(DASHES, '-')
        .replace(QUOTES_SINGLE, "'")
        .replace(QUOTES_DOUBLE, '"'),
    ),
  );
}

const CLAUSE_OPENERS = new Set([':', ';', '-', '•', '·', '|', '(', '[', '"', "'", '\n']);

/** Reads one piece of text (a bullet, a summary, a description). */
export function analyse(text: string): Analysis {
  const state = current();
  const { nlp } = state;
  const its = nlp.its;
  const doc = nlp.readDoc(prepareText(text));
  const tokens = doc.tokens();
  const texts = tokens.out() as string[];
  const normals = tokens.out(its.normal) as string[];
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const stems = tokens.out(its.stem as unknown as ItsFunction<string>) as string[];
  const pos = tokens.out(its.pos) as string[];
  const types = tokens.out(its.type) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const ids = tokens.out(its.uniqueId) as unknown as number[];
  const starts = new Set<number>();
  for (const span of doc.sentences().out(its.span) as unknown as number[][]) {
    for (let i = span[0] ?? 0; i <= (span[1] ?? -1); i += 1) {
      if (types[i] === 'word') {
        starts.add(i);
        break;
      }
    }
  }
  // A capital after a colon, a dash, a bullet or a line break starts a clause as much as a sentence does.
  for (let i = 1; i < texts.length; i += 1) {
    const before = texts[i - 1] ?? '';
    // A dash between spaces, not the hyphen of "Coca-Cola".
    const opener = CLAUSE_OPENERS.has(before) && (before !== '-' || (spaces[i - 1] ?? '') !== '');
    if (types[i] === 'word' && (opener || /\n/.test(spaces[i] ?? ''))) starts.add(i);
  }
  const out: Token[] = texts.map((value, i) => {
    const normal = normals[i] ?? value.toLowerCase();
    const lemma = lemmas[i] ?? normal;
    const type = types[i] ?? 'word';
    const word = type === 'word';
    if ((ids[i] ?? 0) > state.highestId) state.highestId = ids[i] ?? 0;
    return {
      text: value,
      normal,
      lemma,
      stem: stems[i] ?? normal,
      pos: pos[i] ?? 'X',
      type,
      sentenceStart: starts.has(i),
      oov: word && doc.isOOV(normal),
      space: spaces[i] ?? '',
    };
  });
  const hits: LexiconHit[] = [];
  const entities = doc.customEntities();
  const entityIds = entities.out(its.type) as string[];
  const spans = entities.out(its.span) as unknown as number[][];
  for (const [e, id] of entityIds.entries()) {
    const entry = LEXICON.get(id);
    const start = spans[e]?.[0] ?? 0;
    const end = spans[e]?.[1] ?? start;
    const surface = spanText(out, start, end);
    if (entry && matchCounts(entry, surface)) hits.push({ id, kind: entry.kind, start, end, text: surface });
  }
  return { tokens: out, hits };
}

/** Tokens `start`..`end` as written. */
export function spanText(tokens: Token[], start: number, end: number): string {
  let text = '';
  for (let i = start; i <= end; i += 1) {
    const token = tokens[i];
    if (token) text += (i === start ? '' : token.space) + token.text;
  }
  return text.trim();
}
