/**
 * Years a description asks for: digits ("5+ years", "3 yrs"), words ("five years", "at least seven years"), ranges
 * ("5-8 years", "3 to 5 years": the lower bound is what is asked) and minimums ("minimum of 4 years").
 */
import { NUMBER_WORDS } from '@applypilot/resume';

const NUMBER = String.raw`(\d{1,2}(?:\.\d)?|${Object.keys(NUMBER_WORDS).join('|')})`;
/** "5", "5+", "5-8", "5 to 8", "five (5)", "5 or more", followed by "years" or "yrs" (not "years old"). */
const YEARS = new RegExp(
  String.raw`\b${NUMBER}(?:\s*\(\d{1,2}\))?\s*(?:\+|plus)?\s*(?:(?:-|to|–)\s*${NUMBER}\s*\+?\s*)?(?:or more\s+)?(?:years?|yrs?)\b(?!\s+old)`,
  'gi',
);

export interface YearsMention {
  /** The least number of years the text asks for. */
  years: number;
  /** The upper bound of a range ("0-2 years": 2). */
  upTo?: number;
  /** Where the mention ends in the text (for finding the skill it is about). */
  end: number;
  start: number;
}

function value(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const lower = raw.toLowerCase();
  if (lower in NUMBER_WORDS) return NUMBER_WORDS[lower];
  const n = Number(lower);
  return Number.isFinite(n) ? n : undefined;
}

/** Every "N years" of a sentence, in order. Ages, durations of a contract or benefits are the caller's to exclude. */
export function yearsIn(sentence: string): YearsMention[] {
  const found: YearsMention[] = [];
  for (const match of sentence.matchAll(YEARS)) {
    const low = value(match[1]);
    const high = value(match[2]);
    if (low === undefined || low > 30 || (low <= 0 && high === undefined)) continue;
    found.push({
      years: low,
      ...(high !== undefined && high > low ? { upTo: high } : {}),
      start: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
    });
  }
  return found;
}
