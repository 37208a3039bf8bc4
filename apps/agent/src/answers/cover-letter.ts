import { normaliseQuestion } from './normalise';

/**
 * A field that asks for a cover letter, by the names employers give it: "Cover letter", "Covering letter",
 * "Motivation letter", "Letter of motivation", "Cover note", "Upload cover letter (optional)". A file input's label
 * and name count too (LinkedIn's cover-letter input is `…upload-cover-letter`).
 */
const COVER_LETTER =
  /\b(cover(ing)? (letter|note)|coverletter|motivation(al)? letter|letter of (motivation|interest|application)|application letter)\b/;

export function isCoverLetter(text: string): boolean {
  return COVER_LETTER.test(normaliseQuestion(text.replace(/[-_]+/g, ' ')));
}
