import type { AutomationProfile } from '@applypilot/contracts';
import { eligibilityBreakers, type JobPlace } from './eligibility';
import type { Piece } from './sections';

/**
 * Deal-breakers the profile already answers (issue 21, item 1): who may be hired (citizenship, residency, the right
 * to work, clearances: eligibility.ts), a salary asked in a currency the profile cannot answer (its CTC is in lakhs),
 * and relocation the user does not want. Each is a sentence a person can act on.
 */

export type { JobPlace } from './eligibility';

const SALARY_FOREIGN =
  /\b(?:expected|expectations?|desired|current|state|provide|include|share|indicate|mention|tell us)\b[^.]{0,50}\b(?:salary|compensation|pay|rate|ctc)\b[^.]{0,30}(?:\bin\s+)?(usd|us\$|\$|eur|€|gbp|£|aud|cad|sgd|chf|aed)|\b(?:salary|compensation|rate|ctc) expectations? (?:in|as) (usd|us dollars|dollars|euros?|eur|gbp|pounds|£|€|\$)/i;

const RELOCATION_REQUIRED =
  /\b(?:relocation (?:to [a-z][\w ]{1,30}? )?(?:is |will be )?(?:required|mandatory|necessary|expected)|(?:must|required to|need to|needs to|will need to|expected to|should) (?:be (?:willing|able|prepared) to )?relocate|willing(?:ness)? to relocate (?:to|is required)|(?:open|able) to relocate to|relocate to [A-Z][a-z]+ (?:is )?(?:required|mandatory))/i;
const RELOCATION_OPTIONAL =
  /\b(?:relocation (?:assistance|support|package|bonus|allowance|help)|we (?:will )?(?:help|assist) (?:you )?(?:with )?relocat|relocation (?:is )?(?:available|offered|provided|possible|optional|not required))/i;

export function dealBreakers(
  pieces: Piece[],
  profile: AutomationProfile,
  place: JobPlace,
  profileSkillIds: ReadonlySet<string>,
): string[] {
  const found = eligibilityBreakers(pieces, profile, place, profileSkillIds);
  const add = (reason: string) => {
    if (!found.includes(reason)) found.push(reason);
  };
  for (const piece of pieces) {
    const text = piece.text;
    const salary = text.match(SALARY_FOREIGN);
    if (
      salary &&
      !/\b(inr|₹|lakhs?|lpa|rupees?)\b/i.test(text) &&
      profile.expectedCTC &&
      !/[$€£]|usd|eur|gbp/i.test(profile.expectedCTC)
    )
      add(
        `asks for your salary in ${currency(salary[1] ?? salary[2] ?? '')}, and your profile gives it only in lakhs (INR)`,
      );

    // Clause by clause: "Relocation is required; we provide a relocation package" still requires it.
    if (
      profile.willingToRelocate === false &&
      text
        .split(/;|,\s*(?:and|but)\s|\.\s/)
        .some((clause) => RELOCATION_REQUIRED.test(clause) && !RELOCATION_OPTIONAL.test(clause))
    )
      add('requires relocation, which your profile says you do not want');
  }
  return found;
}

function currency(raw: string): string {
  const lower = raw.toLowerCase();
  if (/usd|\$|dollar/.test(lower)) return 'US dollars';
  if (/eur|€/.test(lower)) return 'euros';
  if (/gbp|£|pound/.test(lower)) return 'pounds';
  return raw.toUpperCase();
}
