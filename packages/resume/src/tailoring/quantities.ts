import { spanText, type Token } from './nlp';

/**
 * Quantities with their unit and magnitude (issue 17): "38%", "$1.2M", "₹12 lakh", "two million users", "4x",
 * "3-5 years", "millions of customers". Read from wink-nlp's tokens, so "1.2M", "40 per cent" and "forty percent" are
 * parsed the same way whatever the spacing. Pure.
 */
export interface Quantity {
  /** As written, for a refusal ("40%", "2 billion users"). */
  text: string;
  /**
   * count, percent, points (percentage points), times, seconds, months (months and years), bytes, bits/s, or
   * money:CODE (money:USD, money:INR, …).
   */
  kind: string;
  /** Normalised: money in units of the currency, durations in seconds or months, bytes in bytes. */
  value: number;
  /** Vague amounts ("millions of", "tens of thousands"): the values they stand for, [low, high). */
  approx?: [number, number];
  /** What a count counts (its head noun's lemma): "40 banking clients" → client. */
  noun?: string;
  /**
   * "more": stated as a lower bound ("over 4 years", "30+ teams", "at least 40"); "less": as an upper bound ("nearly",
   * "under", "up to"). A sentence may not make a number a lower bound that its source states as exact (decision 046).
   */
  bound?: 'more' | 'less';
}

export interface QuantityReading {
  quantities: Quantity[];
  /** Tokens read as part of a quantity (numbers, units, magnitudes, currency), which the vocabulary check skips. */
  used: Set<number>;
}

/** Number words up to ninety, also read by the agent's job fit check (years asked for). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** Words that multiply what precedes them; in words and after digits ("2.3 million", "₹12 lakh", "5k"). */
const SCALE_WORDS: Record<string, number> = {
  hundred: 100,
  thousand: 1e3,
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  million: 1e6,
  crore: 1e7,
  crores: 1e7,
  billion: 1e9,
  trillion: 1e12,
  dozen: 12,
};

/** Abbreviated magnitudes after digits ("5k", "$1.2M", "3bn", "₹4 Cr"); "L" only after a currency ("₹12L"). */
const SCALE_ABBREVIATIONS: Record<string, number> = {
  k: 1e3,
  m: 1e6,
  mn: 1e6,
  mm: 1e6,
  mil: 1e6,
  b: 1e9,
  bn: 1e9,
  t: 1e12,
  tn: 1e12,
  cr: 1e7,
};

/** Plural scale words standing alone: vague amounts ("hundreds of", "millions of"). */
const PLURAL_SCALES: Record<string, number> = {
  tens: 10,
  dozens: 12,
  hundreds: 100,
  thousands: 1e3,
  lakhs: 1e5,
  lacs: 1e5,
  millions: 1e6,
  crores: 1e7,
  billions: 1e9,
  trillions: 1e12,
};

/** Currency symbols and codes before an amount. */
const CURRENCY_BEFORE: Record<string, string> = {
  $: 'USD',
  usd: 'USD',
  us$: 'USD',
  '₹': 'INR',
  rs: 'INR',
  'rs.': 'INR',
  inr: 'INR',
  '€': 'EUR',
  eur: 'EUR',
  '£': 'GBP',
  gbp: 'GBP',
  '¥': 'JPY',
  jpy: 'JPY',
  cad: 'CAD',
  aud: 'AUD',
  sgd: 'SGD',
  aed: 'AED',
};

/** Currency words and codes after an amount ("5 crore rupees", "1.2M USD"). */
const CURRENCY_AFTER: Record<string, string> = {
  usd: 'USD',
  dollar: 'USD',
  dollars: 'USD',
  inr: 'INR',
  rupee: 'INR',
  rupees: 'INR',
  rs: 'INR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  gbp: 'GBP',
  jpy: 'JPY',
  yen: 'JPY',
  cad: 'CAD',
  aud: 'AUD',
  sgd: 'SGD',
  aed: 'AED',
};

type Unit = { kind: string; factor: number; length: number };

const TIME: Record<string, [string, number]> = {
  ns: ['seconds', 1e-9],
  nanosecond: ['seconds', 1e-9],
  nanoseconds: ['seconds', 1e-9],
  µs: ['seconds', 1e-6],
  microsecond: ['seconds', 1e-6],
  microseconds: ['seconds', 1e-6],
  ms: ['seconds', 1e-3],
  msec: ['seconds', 1e-3],
  millisecond: ['seconds', 1e-3],
  milliseconds: ['seconds', 1e-3],
  s: ['seconds', 1],
  sec: ['seconds', 1],
  secs: ['seconds', 1],
  second: ['seconds', 1],
  seconds: ['seconds', 1],
  min: ['seconds', 60],
  mins: ['seconds', 60],
  minute: ['seconds', 60],
  minutes: ['seconds', 60],
  h: ['seconds', 3600],
  hr: ['seconds', 3600],
  hrs: ['seconds', 3600],
  hour: ['seconds', 3600],
  hours: ['seconds', 3600],
  day: ['seconds', 86400],
  days: ['seconds', 86400],
  week: ['seconds', 604800],
  weeks: ['seconds', 604800],
  wk: ['seconds', 604800],
  wks: ['seconds', 604800],
  month: ['months', 1],
  months: ['months', 1],
  mo: ['months', 1],
  mos: ['months', 1],
  quarter: ['months', 3],
  quarters: ['months', 3],
  year: ['months', 12],
  years: ['months', 12],
  yr: ['months', 12],
  yrs: ['months', 12],
  yoe: ['months', 12],
  decade: ['months', 120],
  decades: ['months', 120],
};

const BYTES: Record<string, number> = {
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  pb: 1e15,
  kib: 1024,
  mib: 1024 ** 2,
};
const BITRATES: Record<string, number> = { kbps: 1e3, mbps: 1e6, gbps: 1e9, tbps: 1e12 };

/** Verbs that state a multiple ("doubled throughput" = 2x). */
const MULTIPLYING_VERBS: Record<string, number> = { double: 2, triple: 3, quadruple: 4, halve: 0.5 };
const FOLD_WORDS: Record<string, number> = {
  twofold: 2,
  threefold: 3,
  fourfold: 4,
  fivefold: 5,
  tenfold: 10,
  hundredfold: 100,
};

/** The unit after an amount, if any, at `i`. */
function unitAt(tokens: Token[], i: number): Unit | undefined {
  const token = tokens[i];
  if (!token) return undefined;
  // An abbreviation keeps its full stop ("3x." at a sentence's end, "yrs.").
  const word = token.normal.length > 1 ? token.normal.replace(/\.$/, '') : token.normal;
  const next = tokens[i + 1]?.normal;
  if (word === '%' || word === 'percent' || word === 'pct' || word === 'percentage') {
    if (word === 'percentage' && (next === 'points' || next === 'point')) {
      return { kind: 'points', factor: 1, length: 2 };
    }
    return { kind: 'percent', factor: 1, length: 1 };
  }
  if (word === 'per' && next === 'cent') return { kind: 'percent', factor: 1, length: 2 };
  if (word === 'per' && next === '-' && tokens[i + 2]?.normal === 'cent')
    return { kind: 'percent', factor: 1, length: 3 };
  if (token.text === 'pc') return { kind: 'percent', factor: 1, length: 1 };
  if (word === 'pp' || word === 'ppt' || word === 'pts') return { kind: 'points', factor: 1, length: 1 };
  if (word === 'x' || word === '×' || word === 'times' || word === 'fold') {
    return { kind: 'times', factor: 1, length: 1 };
  }
  const time = TIME[word];
  if (time) return { kind: time[0], factor: time[1], length: 1 };
  const bytes = BYTES[word];
  if (bytes) return { kind: 'bytes', factor: bytes, length: 1 };
  const bits = BITRATES[word];
  if (bits) return { kind: 'bits/s', factor: bits, length: 1 };
  return undefined;
}

/** A number written in digits: "1,800", "1.2", "12,00,000"; a range "3-5" gives both ends. */
function digitsValue(text: string): number[] | undefined {
  // "8.9/10", "24/7", "1:1": each number on its own.
  const ends = text.split(/[-/:]/).filter((part) => part !== '');
  if (ends.length === 0 || ends.length > 3) return undefined;
  const values: number[] = [];
  for (const end of ends) {
    // Thousands separators, Western (40,000) or Indian (12,00,000); otherwise a comma is a decimal point.
    const plain = /^\d{1,3}(?:,\d{2,3})+(?:\.\d+)?$/.test(end)
      ? end.replace(/,/g, '')
      : end.replace(/,/g, '.');
    if (!/^\d*\.?\d+$/.test(plain)) return undefined;
    values.push(Number(plain));
  }
  return values;
}

interface Amount {
  values: number[];
  /** Index after the amount. */
  next: number;
  /** Only "one" or "a": not a quantity on its own ("one of the"). */
  bare: boolean;
}

/** A number in words from `i`: "forty", "two million", "one hundred and twenty", "twenty-five", "a dozen". */
function wordsAt(tokens: Token[], i: number): Amount | undefined {
  let k = i;
  let total = 0;
  let current = 0;
  let seen = false;
  let scaled = false;
  const first = tokens[k]?.normal;
  if ((first === 'a' || first === 'an') && SCALE_WORDS[tokens[k + 1]?.normal ?? ''] !== undefined) {
    current = 1;
    seen = true;
    k += 1;
  }
  for (;;) {
    const word = tokens[k]?.normal ?? '';
    const small = NUMBER_WORDS[word];
    const scale = SCALE_WORDS[word];
    if (small !== undefined) {
      current += small;
      seen = true;
    } else if (scale !== undefined && seen) {
      if (scale === 100 || scale === 12) current = (current || 1) * scale;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      scaled = true;
    } else if (
      (word === '-' || word === 'and') &&
      seen &&
      (NUMBER_WORDS[tokens[k + 1]?.normal ?? ''] !== undefined ||
        (word === '-' && SCALE_WORDS[tokens[k + 1]?.normal ?? '']))
    ) {
      // "twenty-five", "one hundred and twenty", "forty-thousand"
    } else break;
    k += 1;
  }
  if (!seen) return undefined;
  const bare = !scaled && total + current === 1;
  return { values: [total + current], next: k, bare };
}

/**
 * The head noun a count counts: the last noun of the run of adjectives and nouns after it ("40 banking clients" →
 * client), with its token index.
 */
function headNoun(tokens: Token[], i: number): { lemma: string; at: number } | undefined {
  let head: { lemma: string; at: number } | undefined;
  let k = i;
  if (tokens[k]?.normal === 'of') k += 1;
  for (let steps = 0; steps < 4; steps += 1, k += 1) {
    const token = tokens[k];
    if (!token) break;
    if (token.pos === 'NOUN' || token.pos === 'PROPN') head = { lemma: token.lemma, at: k };
    else if (token.pos === 'ADJ' && head === undefined) continue;
    else break;
  }
  return head;
}

function plain(value: number): number {
  return Number(value.toPrecision(12));
}

interface Parsed extends Quantity {
  /** Tokens [from, to). */
  from: number;
  to: number;
  /** The number as written, before magnitude and unit. */
  raw: number;
  /** Written with no magnitude, unit or currency of its own. */
  bareNumber: boolean;
  /** What multiplied `raw` into `value`. */
  factor: number;
}

/** Words before a number that make it a lower bound ("over 4 years") or an upper one ("nearly 40"). */
const MORE_BEFORE = new Set(['over', 'above', 'exceeding', 'beyond']);
const MORE_PAIRS = new Set([
  'more than',
  'greater than',
  'at least',
  'upwards of',
  'upward of',
  'in excess',
  'well over',
  'north of',
]);
const LESS_BEFORE = new Set([
  'nearly',
  'almost',
  'under',
  'below',
  'approximately',
  'about',
  'around',
  'roughly',
  '~',
]);
const LESS_PAIRS = new Set(['less than', 'fewer than', 'up to', 'close to', 'just under']);

/** The bound the words before token `i` give a number, and how many words say it. */
function boundBefore(tokens: Token[], i: number): { bound: 'more' | 'less'; words: number } | undefined {
  const word = (k: number) => tokens[k]?.normal ?? '';
  const pair = (k: number) => `${word(k - 1)} ${word(k)}`;
  if (MORE_PAIRS.has(pair(i - 1))) return { bound: 'more', words: 2 };
  // "in excess of 40", "upwards of 40"
  if (word(i - 1) === 'of' && MORE_PAIRS.has(pair(i - 2))) return { bound: 'more', words: 3 };
  if (LESS_PAIRS.has(pair(i - 1))) return { bound: 'less', words: 2 };
  if (MORE_BEFORE.has(word(i - 1))) return { bound: 'more', words: 1 };
  if (LESS_BEFORE.has(word(i - 1))) return { bound: 'less', words: 1 };
  return undefined;
}

/** Every quantity in a text, with the tokens they used. */
export function quantitiesIn(tokens: Token[]): QuantityReading {
  const parsed: Parsed[] = [];
  const used = new Set<number>();
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i]!;
    const word = token.normal;

    // "doubled", "tripled", "tenfold": a multiple stated in a word.
    const multiple = (token.pos === 'VERB' ? MULTIPLYING_VERBS[token.lemma] : undefined) ?? FOLD_WORDS[word];
    if (multiple !== undefined) {
      parsed.push({
        text: token.text,
        kind: 'times',
        value: multiple,
        from: i,
        to: i + 1,
        raw: multiple,
        bareNumber: false,
        factor: 1,
      });
      i += 1;
      continue;
    }

    // "millions of customers", "tens of thousands": vague amounts.
    if (PLURAL_SCALES[word] !== undefined && tokens[i - 1]?.type !== 'number') {
      let value = PLURAL_SCALES[word]!;
      let k = i + 1;
      let chain = 1;
      while (tokens[k]?.normal === 'of' && PLURAL_SCALES[tokens[k + 1]?.normal ?? ''] !== undefined) {
        value *= PLURAL_SCALES[tokens[k + 1]!.normal]!;
        k += 2;
        chain += 1;
      }
      const width = chain > 1 || value < 1e3 ? 10 : word === 'lakhs' || word === 'lacs' ? 100 : 1000;
      let kind = 'count';
      const after = tokens[k]?.normal === 'of' ? tokens[k + 1]?.normal : undefined;
      if (after !== undefined && CURRENCY_AFTER[after]) kind = `money:${CURRENCY_AFTER[after]}`;
      const head = kind === 'count' ? headNoun(tokens, k) : undefined;
      parsed.push({
        text: spanText(tokens, i, head ? head.at : k - 1),
        kind,
        value,
        approx: [value, value * width],
        ...(head ? { noun: head.lemma } : {}),
        from: i,
        to: k,
        raw: value,
        bareNumber: false,
        factor: 1,
      });
      i = k;
      continue;
    }

    // An amount: [currency] number [magnitude…] [+] [-] [unit | currency]
    let k = i;
    let currency: string | undefined;
    if (word === 'us' && tokens[i + 1]?.normal === '$') {
      currency = 'USD';
      k += 2;
    } else if (token.type === 'currency' || CURRENCY_BEFORE[word] !== undefined) {
      // A symbol without a code here stands for itself ("₩5M" is not "$5M").
      currency = CURRENCY_BEFORE[word] ?? token.text;
      k += 1;
      if (tokens[k]?.normal === '.') k += 1;
    }
    const numberToken = tokens[k];
    let amount: Amount | undefined;
    if (numberToken?.type === 'number') {
      const values = digitsValue(numberToken.normal);
      if (values) amount = { values, next: k + 1, bare: false };
    } else {
      amount = wordsAt(tokens, k);
    }
    if (!amount) {
      i += 1;
      continue;
    }
    k = amount.next;
    let factor = 1;
    let scaled = false;
    for (;;) {
      // "1.2-million", "40-thousand"
      if (tokens[k]?.normal === '-' && SCALE_WORDS[tokens[k + 1]?.normal ?? ''] !== undefined) k += 1;
      const next = tokens[k];
      if (!next) break;
      const scale =
        SCALE_WORDS[next.normal] ??
        SCALE_ABBREVIATIONS[next.normal] ??
        (currency !== undefined && next.normal === 'l' ? 1e5 : undefined);
      if (scale === undefined) break;
      factor *= scale;
      scaled = true;
      k += 1;
    }
    let plus = false;
    while (tokens[k]?.normal === '+' || tokens[k]?.normal === '~') {
      if (tokens[k]?.normal === '+') plus = true;
      k += 1;
    }
    let kind = 'count';
    const hyphen = tokens[k]?.normal === '-' && unitAt(tokens, k + 1) !== undefined ? 1 : 0;
    const unit = unitAt(tokens, k + hyphen);
    if (unit) {
      kind = unit.kind;
      factor *= unit.factor;
      k += hyphen + unit.length;
    } else if (currency === undefined && CURRENCY_AFTER[tokens[k]?.normal ?? ''] !== undefined) {
      currency = CURRENCY_AFTER[tokens[k]!.normal];
      k += 1;
    }
    if (currency !== undefined) kind = `money:${currency}`;
    const counted = tokens[k]?.pos === 'NOUN' || tokens[k]?.pos === 'PROPN';
    if (amount.bare && !scaled && !unit && currency === undefined && !counted) {
      // "one of the", "one-click": not a stated quantity ("one engineer" is).
      i = amount.next;
      continue;
    }
    const head = kind === 'count' ? headNoun(tokens, k) : undefined;
    const noun = head?.lemma;
    const text = spanText(tokens, i, head ? head.at : k - 1);
    const bareNumber = !scaled && !unit && currency === undefined;
    const before = plus ? undefined : boundBefore(tokens, i);
    const bound = plus ? 'more' : before?.bound;
    // A bound is part of what the number says: "over 4 years" is shown whole in a refusal.
    const shown = before ? spanText(tokens, i - before.words, head ? head.at : k - 1) : text;
    for (const raw of amount.values) {
      parsed.push({
        text: shown,
        kind,
        value: plain(raw * factor),
        ...(noun ? { noun } : {}),
        ...(bound ? { bound } : {}),
        from: i,
        to: k,
        raw,
        bareNumber,
        factor,
      });
    }
    i = k;
  }
  // "3 to 5 years", "$1 - 2M", "2-3x": the first end of a range written without its unit takes the second's.
  for (let q = parsed.length - 2; q >= 0; q -= 1) {
    const first = parsed[q]!;
    const second = parsed[q + 1]!;
    if (!first.bareNumber || second.bareNumber || second.approx || second.from !== first.to + 1) continue;
    const between = tokens[first.to]?.normal;
    if (between !== '-' && between !== 'to') continue;
    const text = spanText(tokens, first.from, second.to - 1);
    const { noun } = second;
    parsed[q] = {
      text,
      kind: second.kind,
      value: plain(first.raw * second.factor),
      ...(noun ? { noun } : {}),
      from: first.from,
      to: first.to,
      raw: first.raw,
      bareNumber: false,
      factor: second.factor,
    };
    parsed[q + 1] = { ...second, text };
  }
  for (const q of parsed) for (let k = q.from; k < q.to; k += 1) used.add(k);
  const quantities = parsed.map(({ text, kind, value, approx, noun, bound }) => ({
    text,
    kind,
    value,
    ...(approx ? { approx } : {}),
    ...(noun ? { noun } : {}),
    ...(bound ? { bound } : {}),
  }));
  return { quantities, used };
}
