/**
 * Text normalisation for the faithfulness checks: two spellings of the same fact compare equal ("Jan 2019 – 2021"
 * and "jan 2019-2021"), while a different fact never does. Pure.
 */

const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const QUOTES_SINGLE = /[\u2018\u2019\u201A\u201B\u2032]/g;
const QUOTES_DOUBLE = /[\u201C\u201D\u201E\u201F\u2033]/g;

/** Lower case, one kind of dash and quote, no space around dashes, single spaces, trimmed. */
export function canonical(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(DASHES, '-')
    .replace(QUOTES_SINGLE, "'")
    .replace(QUOTES_DOUBLE, '"')
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * `canonical` without punctuation that does not change meaning in a name ("Acme, Inc." = "Acme Inc"), for finding a
 * field of the tailored resume inside the text of the original.
 */
export function loose(value: string): string {
  return canonical(value)
    .replace(/[.,;:()[\]|•·*_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `needle` appears in `haystack` (both loose) as whole words. Empty needles are trivially present. */
export function containsPhrase(haystack: string, needle: string): boolean {
  const n = loose(needle);
  if (n === '') return true;
  const h = ` ${loose(haystack)} `;
  let from = 0;
  for (;;) {
    const at = h.indexOf(n, from);
    if (at < 0) return false;
    const before = h[at - 1] ?? ' ';
    const after = h[at + n.length] ?? ' ';
    if (!isWordChar(before) && !isWordChar(after)) return true;
    from = at + 1;
  }
}

function isWordChar(char: string): boolean {
  return /[\p{L}\p{N}]/u.test(char);
}

/** A number as written ("38%", "$1.2M", "40,000", "2019"), with its value for comparing. */
export interface NumberMention {
  /** As written, for the rejection message. */
  text: string;
  /** Digits with thousands separators removed and trailing decimal zeros dropped: "40,000" → "40000", "1.50" → "1.5". */
  value: string;
}

const NUMBER = /[$€£₹]?\d+(?:[.,]\d+)*(?:\s?%|\+|[kKmMbB](?![a-zA-Z]))?/g;

function numberValue(digits: string): string {
  // "1,800" and "40,000" are thousands; "3,5" would be a decimal comma but resumes here use points.
  let value = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(digits)
    ? digits.replace(/,/g, '')
    : digits.replace(/,/g, '.');
  if (value.includes('.')) value = value.replace(/0+$/, '').replace(/\.$/, '');
  return value.replace(/^0+(?=\d)/, '');
}

/** Every number mentioned in a text. */
export function numbersIn(text: string): NumberMention[] {
  const mentions: NumberMention[] = [];
  for (const match of text.normalize('NFKC').matchAll(NUMBER)) {
    const digits = /\d+(?:[.,]\d+)*/.exec(match[0])?.[0] ?? '';
    mentions.push({ text: match[0].trim(), value: numberValue(digits) });
  }
  return mentions;
}
