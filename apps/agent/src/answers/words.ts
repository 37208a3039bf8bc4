/**
 * Words of a form's question for the consent classifier: sentences of lower-case words (the platform's word
 * segmenter, Intl.Segmenter), each with a light stem so "consents", "consenting" and "consented" read as one word,
 * "authorise" and "authorization" too. The classifier's vocabulary is closed (a few dozen verbs and nouns), so a
 * suffix stripper that is unit-tested on every form it must join is enough; a general stemmer would add a
 * dependency the agent does not have.
 */

export interface Word {
  /** Lower case, as written. */
  text: string;
  stem: string;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** Suffixes stripped once, longest first ("acknowledgements" → "acknowledg", "agreeing" → "agre"). */
const SUFFIXES = [
  'ications',
  'ication',
  'ations',
  'ation',
  'ements',
  'ement',
  'ments',
  'ment',
  'ings',
  'ing',
  'ied',
  'ies',
  'ers',
  'er',
  'ed',
  'es',
  's',
];

export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  // British and American spellings: authorise / authorize, recognise / recognize.
  w = w.replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1');
  if (w.length > 4) {
    for (const suffix of SUFFIXES) {
      // "process" and "address" keep their s.
      if (suffix === 's' && w.endsWith('ss')) break;
      if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
        w =
          w.slice(0, -suffix.length) +
          (/^i/.test(suffix) && suffix !== 'ing' && suffix !== 'ings' ? 'i' : '');
        break;
      }
    }
  }
  if (w.length > 3) w = w.replace(/e+$/, '');
  if (w.length > 3 && w.endsWith('y')) w = `${w.slice(0, -1)}i`;
  return w;
}

/** Typographic variants and symbols that carry words ("&" is "and", "T&C" is terms and conditions). */
function prepare(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02BC]/g, "'")
    .replace(/\bT\s*&\s*Cs?\b/gi, ' terms and conditions ')
    .replace(/&/g, ' and ');
}

/** The text as sentences of words (sentences end at . ; : ! ? and line breaks; "e.g." does not end one). */
export function sentences(text: string): Word[][] {
  const out: Word[][] = [];
  let current: Word[] = [];
  const end = () => {
    if (current.length > 0) out.push(current);
    current = [];
  };
  for (const part of segmenter.segment(prepare(text))) {
    if (part.isWordLike) {
      const word = part.segment.toLowerCase();
      current.push({ text: word, stem: stem(word) });
    } else if (/[;:!?\n]/.test(part.segment)) end();
    else if (part.segment.includes('.')) {
      const last = current.at(-1)?.text ?? '';
      // "e.g." and "i.e." do not end a sentence.
      if (!/^(e\.?g|i\.?e|etc|vs|no)$/.test(last)) end();
    }
  }
  end();
  return out;
}

/** All words of the text, in order. */
export function words(text: string): Word[] {
  return sentences(text).flat();
}
