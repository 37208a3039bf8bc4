import type { Piece } from './sections';
import { yearsIn } from './years';

/**
 * Who a posting is for (decision 047): an internship, freshers and new graduates ("2024/2025 batch", "Graduate
 * Engineer Trainee", "0-2 years"), or a first level ("SDE-1", "Software Engineer I", "Junior"), with the most years of
 * experience it is meant for. The posting says so in its title or its text; the check weighs it against the profile's
 * years as what it is, not as one more requirement.
 */

export interface Audience {
  /** "an internship", "for freshers", "a first-level role". */
  label: string;
  /** What the posting says, for the reason ("2025 batch"). */
  evidence: string;
  /** The most years of experience the role is meant for. */
  maxYears: number;
  /** An internship or a role for freshers and new graduates (not only a first level). */
  beginners: boolean;
}

interface Signal {
  /** The title names the audience ("Software Engineering Intern", "SDE-1"). */
  title?: RegExp;
  /** The text states it ("2024/2025 graduates", "Freshers can apply"). */
  text?: RegExp;
  label: string;
  maxYears: number;
  beginners: boolean;
}

const YEAR = String.raw`(?:20[12]\d|'[12]\d)`;
const BATCH = new RegExp(
  String.raw`\b(?:${YEAR}(?:\s*(?:[/&,-]|and|or)\s*${YEAR})*\s+(?:batch(?:es)?|pass[\s-]?outs?|passed[\s-]out|graduates?|grads)|(?:batch|class|graduating class) of ${YEAR}|(?:batch|year of passing|passing year|yop)\s*[:-]?\s*${YEAR}|pass(?:ed|ing)? out in ${YEAR}|graduat(?:ing|ed|e) in ${YEAR})\b`,
  'i',
);
const FRESHERS =
  /\b(?:freshers?|graduate (?:engineer(?:ing)? )?trainees?|management trainees?|engineer(?:ing)? trainees?|trainee (?:engineers?|developers?|programmers?)|new grads?|new graduates?|recent (?:college )?graduates?|campus (?:hire|hiring|recruitment|drive|placement)|early[\s-]career|entry[\s-]level|no (?:prior |previous )?(?:work )?experience (?:is )?(?:required|needed|necessary))\b/i;
const SIGNALS: Signal[] = [
  {
    title: /\b(?:intern|internship|interns|summer (?:analyst|associate)|co-?op|apprentice(?:ship)?)\b/i,
    text: /\b(?:this is an? (?:paid |unpaid |summer |\d+[\s-]month )*internship|internship (?:duration|period|of \d+ months|program(?:me)?))\b/i,
    label: 'an internship',
    maxYears: 1,
    beginners: true,
  },
  { title: BATCH, text: BATCH, label: 'for new graduates', maxYears: 1, beginners: true },
  { title: FRESHERS, text: FRESHERS, label: 'for freshers and new graduates', maxYears: 2, beginners: true },
  {
    // "GET" (graduate engineer trainee) only in capitals.
    title: /\b(?:[Tt]rainee|TRAINEE|[Gg]raduate [Pp]rogram(?:me)?|[Gg]raduate [Ss]cheme|GET)\b/,
    label: 'a trainee role',
    maxYears: 2,
    beginners: true,
  },
  {
    title:
      /\b(?:junior|jr\.?|sde[\s-]?(?:1|i)|swe[\s-]?(?:1|i)|(?:software |associate )?(?:engineer|developer)[\s-](?:1|i)|level[\s-]?1|l1|associate (?:software )?(?:engineer|developer)|graduate (?:software )?(?:engineer|developer))\b/i,
    label: 'a first-level role',
    maxYears: 3,
    beginners: false,
  },
];

/** "SDE-1", "Junior", "L1" in a sentence that also gives a small range of years ("Junior, 1-3 years"). */
const JUNIOR_IN_TEXT = /\b(?:junior|jr\.?|sde[\s-]?(?:1|i)|entry[\s-]level)\b/i;
/** Words that put beginners in a sentence as people the user works with ("mentor interns and new grads"). */
const ABOUT_OTHERS =
  /\b(?:mentor|mentoring|coach|coaching|guide|guiding|train|training|onboard|onboarding|lead|leading|manage|managing|support|supporting|grow|growing)\b/i;

/** "Not an entry-level role", "no freshers": the words deny what they name. */
const DENIED_BEFORE = /\b(?:not|no|isn't|never|excluding|except)\b[^.,;]{0,14}$/i;
const DENIED_AFTER =
  /^\W{0,3}(?:need not|needn't|should not|shouldn't|cannot|can't|won't|will not|are not|aren't|please don't|do not)\b/i;
/** "Freshers and experienced candidates", "Fresher/Experienced": beginners are welcome, not the only ones. */
const ALSO_EXPERIENCED =
  /\b(?:and|or|\/|&)\s*(?:also\s+)?experienced\b|\bexperienced\s*(?:and|or|\/|&)\s*(?:freshers?|graduates?|beginners)\b|\blateral/i;

function matchIn(text: string, pattern: RegExp | undefined): RegExpMatchArray | undefined {
  const match = pattern ? text.match(pattern) : null;
  if (!match) return undefined;
  const at = match.index ?? 0;
  const before = text.slice(0, at);
  const after = text.slice(at + match[0].length);
  if (ABOUT_OTHERS.test(before) || DENIED_BEFORE.test(before) || DENIED_AFTER.test(after)) return undefined;
  return ALSO_EXPERIENCED.test(text) ? undefined : match;
}

/**
 * The audience the posting states, with the most years it is meant for: the smallest of what its signals mean and
 * the top of a range of years it gives ("0-2 years": 2).
 */
export function readAudience(
  title: string,
  pieces: Piece[],
  yearsUpTo: number | undefined,
  /** The least years the posting asks for overall (0 in "0-3 years"). */
  yearsFrom?: number,
): Audience | undefined {
  const texts = pieces.filter((piece) => !piece.aside).map((piece) => piece.text);
  let found: Audience | undefined;
  const make = (signal: Signal, match: RegExpMatchArray): Audience => ({
    label: signal.label,
    evidence: match[0].trim(),
    maxYears: signal.maxYears,
    beginners: signal.beginners,
  });
  // The title and the text: a role for beginners ("Freshers welcome") says more than a first level's title
  // ("Associate Software Engineer"), and the title more than a line of the text.
  const inTitle = SIGNALS.map((signal) => ({ signal, match: matchIn(title, signal.title) })).find(
    ({ match }) => match,
  );
  const inText = SIGNALS.map((signal) => ({
    signal,
    match: texts.map((text) => matchIn(text, signal.text)).find(Boolean),
  })).find(({ match }) => match);
  const chosen =
    inTitle && !(inText && inText.signal.beginners && !inTitle.signal.beginners) ? inTitle : inText;
  if (chosen?.match) found = make(chosen.signal, chosen.match);
  // "Junior, 1-3 years" in the text (not the title): a first level when the text also gives a small range.
  if (!found)
    for (const text of texts) {
      const match = matchIn(text, JUNIOR_IN_TEXT);
      // The range of the sentence itself ("Junior, 1-3 years"), else the posting's.
      const upTo = yearsIn(text).find((mention) => mention.upTo !== undefined)?.upTo ?? yearsUpTo;
      if (match && upTo !== undefined && upTo <= 3) {
        found = { label: 'a first-level role', evidence: match[0].trim(), maxYears: upTo, beginners: false };
        break;
      }
    }
  // A range from nothing ("0-3 years", "0 to 2 years") is a role beginners can take: it says who it is for.
  if (!found && yearsFrom === 0 && yearsUpTo !== undefined && yearsUpTo <= 3)
    found = {
      label: 'a role for beginners',
      evidence: `0-${yearsUpTo} years`,
      maxYears: yearsUpTo,
      beginners: true,
    };
  if (found && yearsUpTo !== undefined) found.maxYears = Math.max(Math.min(found.maxYears, yearsUpTo), 0);
  return found;
}
