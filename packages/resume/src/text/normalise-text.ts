import { isWinAnsi } from './win-ansi';

export interface NormalisedText {
  text: string;
  /** Characters that could not be drawn and were left out, each once, in order of appearance. */
  unsupported: string[];
}

/** Replacements for common characters outside WinAnsi; the rest goes through NFKD or is reported. */
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '⟶': '->',
  '➔': '->',
  '➜': '->',
  '←': '<-',
  '⟵': '<-',
  '↔': '<->',
  '⇒': '=>',
  '⇐': '<=',
  '⇔': '<=>',
  '↑': '^',
  '≥': '>=',
  '≤': '<=',
  '≠': '!=',
  '≈': '~',
  '∼': '~',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '–',
  '―': '—',
  '⁄': '/',
  '∕': '/',
  '′': "'",
  '″': '"',
  '‛': '‘',
  '‟': '“',
  '✓': 'v',
  '✔': 'v',
  '☑': 'v',
  '✗': 'x',
  '✘': 'x',
  '★': '*',
  '☆': '*',
  '▪': '•',
  '▫': '•',
  '◦': '•',
  '●': '•',
  '○': '•',
  '■': '•',
  '□': '•',
  '‣': '•',
  '⁃': '-',
  '∙': '·',
  '⋅': '·',
  '№': 'No.',
  '℠': 'SM',
  '∞': 'infinity',
  '\u00a0': ' ',
  '\u00ad': '',
  '\t': ' ',
  // Latin letters that NFKD leaves alone.
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  ŋ: 'n',
  Ŋ: 'N',
  ŧ: 't',
  Ŧ: 'T',
  ə: 'e',
  Ə: 'E',
  ĸ: 'k',
};

const ODD_SPACE = /[\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
/** Zero-width characters, variation selectors, keycap and skin-tone modifiers, tag characters. */
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x200b, 0x200d],
  [0x2060, 0x2060],
  [0xfeff, 0xfeff],
  [0xfe00, 0xfe0f],
  [0x20e3, 0x20e3],
  [0x1f3fb, 0x1f3ff],
  [0xe0020, 0xe007f],
];
const isInvisible = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
};
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
const COMBINING = /\p{M}/gu;
const IS_MARK = /^\p{M}+$/u;

function mapChar(char: string): string | null {
  const replacement = REPLACEMENTS[char];
  if (replacement !== undefined) return replacement;
  if (isWinAnsi(char)) return char;
  if (ODD_SPACE.test(char)) return ' ';
  if (isInvisible(char) || /\p{Cc}/u.test(char)) return '';
  if (EMOJI.test(char)) return null;
  // Letters with marks (ř, ő, ș), ligatures (ﬁ), full-width and compatibility forms: decompose, drop marks.
  const base = char.normalize('NFKD').replace(COMBINING, '');
  if (base !== '' && [...base].every(isWinAnsi)) return base;
  if (IS_MARK.test(char)) return '';
  return null;
}

/**
 * Makes text drawable with the standard fonts: keeps what WinAnsi has (accents, curly quotes, dashes, •, €),
 * maps what has a close ASCII form, and leaves out (and reports) what has none, such as emoji or CJK.
 */
export function normaliseText(input: string): NormalisedText {
  const text = input.replace(/\r\n?/g, '\n').normalize('NFC');
  let out = '';
  const unsupported: string[] = [];
  for (const char of text) {
    const mapped = mapChar(char);
    if (mapped === null) {
      if (!unsupported.includes(char)) unsupported.push(char);
      continue;
    }
    out += mapped;
  }
  return { text: out, unsupported };
}

/** Characters of several strings that cannot be drawn, each once (for a warning under the form). */
export function findUnsupported(values: Iterable<string>): string[] {
  const found: string[] = [];
  for (const value of values) {
    for (const char of normaliseText(value).unsupported) if (!found.includes(char)) found.push(char);
  }
  return found;
}
