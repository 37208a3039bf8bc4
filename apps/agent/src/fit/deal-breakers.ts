import type { AutomationProfile } from '@applypilot/contracts';
import { countryNamedIn } from '../answers/countries';
import { normaliseText } from '../answers/normalise';
import type { Piece } from './sections';

/**
 * Deal-breakers the profile already answers (issue 21, item 1): a security clearance the profile does not list, a work
 * authorisation the user lacks where no sponsorship is offered, a salary asked in a currency the profile cannot answer
 * (its CTC is in lakhs), and relocation the user does not want. Each is a sentence a person can act on.
 */

export interface JobPlace {
  /** The job's location line ("Bengaluru, Karnataka, India (Hybrid)"). */
  location: string;
}

const NEGATED = /\b(no|not|without|don't|do not|doesn't|does not|isn't|is not)\b[^.]{0,30}$/i;

const CLEARANCE =
  /\b(security clearance|secret clearance|top secret|ts\/sci|sc clearance|dv clearance|sc[\s-]cleared|dv[\s-]cleared|baseline clearance|nv[12]\b|public trust clearance|polygraph|active clearance|government clearance|clearance (?:is )?required|(?:hold|holds|obtain|maintain|possess|have) (?:an? |the )?(?:active |current |valid )?(?:us |u\.s\. |uk |government )?(?:security )?clearance)/i;
const CLEARANCE_ASK =
  /\b(must|required|requires|requirement|mandatory|active|current|hold|holds|possess|obtain|eligible|eligibility|able to|ability to|need|needs)\b/i;

const NO_SPONSORSHIP =
  /\b(?:(?:no|not|unable to|cannot|can't|can ?not|will not|won't|do not|does not|don't|doesn't|are not able to|is not able to|not able to)\s+(?:currently\s+|presently\s+)?(?:be\s+)?(?:offer(?:ing)?|provid(?:e|ing)|support(?:ing)?|sponsor(?:ing)?)?\s*(?:visa\s+|work\s+|h-?1b\s+|employment\s+)?(?:sponsor(?:ship|ed|ing)?)|without (?:the need for |requiring |needing )?(?:current or future |any )?(?:visa |work |employer |company )?sponsorship|sponsorship (?:is )?not (?:available|offered|provided|possible)|not eligible for (?:visa )?sponsorship)/i;
const CITIZENS_ONLY =
  /\b(?:(?:u\.?s\.?|uk|british|us|american|canadian|australian|eu) citizen(?:ship)? (?:is |are )?(?:required|only|mandatory)|citizens? only|must be an? (?:u\.?s\.?|uk|british|american|canadian|australian) citizen|(?:u\.?s\.?|us) citizenship (?:is )?(?:required|mandatory)|citizenship is required)/i;
const AUTHORISED_IN =
  /\b(?:authori[sz]ed|eligible|legally (?:able|permitted|entitled)|the right|right|permission|entitled|permitted) to work (?:in|for) (?:the )?([A-Za-z. ]{2,40}?)(?=[\s,.;)]|$)/i;
const RIGHT_TO_WORK = /\b(?:right to work|work authori[sz]ation|work permit|work visa)\b/i;

const SALARY_FOREIGN =
  /\b(?:expected|expectations?|desired|current|state|provide|include|share|indicate|mention|tell us)\b[^.]{0,50}\b(?:salary|compensation|pay|rate|ctc)\b[^.]{0,30}(?:\bin\s+)?(usd|us\$|\$|eur|€|gbp|£|aud|cad|sgd|chf|aed)|\b(?:salary|compensation|rate|ctc) expectations? (?:in|as) (usd|us dollars|dollars|euros?|eur|gbp|pounds|£|€|\$)/i;

const RELOCATION_REQUIRED =
  /\b(?:relocation (?:to [a-z][\w ]{1,30}? )?(?:is |will be )?(?:required|mandatory|necessary|expected)|(?:must|required to|need to|needs to|will need to|expected to|should) (?:be (?:willing|able|prepared) to )?relocate|willing(?:ness)? to relocate (?:to|is required)|(?:open|able) to relocate to|relocate to [A-Z][a-z]+ (?:is )?(?:required|mandatory))/i;
const RELOCATION_OPTIONAL =
  /\b(?:relocation (?:assistance|support|package|bonus|allowance|help)|we (?:will )?(?:help|assist) (?:you )?(?:with )?relocat|relocation (?:is )?(?:available|offered|provided|possible|optional|not required))/i;

const canonicalCountry = (name: string) => normaliseText(name).replace(/^the /, '');

function authorised(profile: AutomationProfile, country: string): boolean {
  const mine = (profile.workAuthorization?.authorizedCountries ?? []).map(canonicalCountry);
  return mine.includes(canonicalCountry(country));
}

function answerSays(profile: AutomationProfile, about: RegExp, yes: RegExp): boolean {
  return Object.entries(profile.answers ?? {}).some(
    ([question, answer]) => about.test(question) && yes.test(answer),
  );
}

function countryOf(text: string): string | undefined {
  return countryNamedIn(text, canonicalCountry);
}

/** The country a job is in, from its location line ("Austin, Texas, United States"). */
function jobCountry(place: JobPlace): string | undefined {
  return place.location.trim() === '' ? undefined : countryOf(place.location);
}

export function dealBreakers(
  pieces: Piece[],
  profile: AutomationProfile,
  place: JobPlace,
  profileSkillIds: ReadonlySet<string>,
): string[] {
  const found: string[] = [];
  const add = (reason: string) => {
    if (!found.includes(reason)) found.push(reason);
  };
  const hasClearance =
    [...profileSkillIds].some((id) => /clearance|secret|ts\/sci|polygraph|public trust|nv1/.test(id)) ||
    answerSays(profile, /clearance/i, /^(yes|active|current|i (do|have))/i);
  const here = jobCountry(place);
  const countries = new Set<string>();
  for (const piece of pieces) {
    const text = piece.text;
    const clearance = text.match(CLEARANCE);
    if (
      clearance &&
      !hasClearance &&
      piece.strength !== 'nice' &&
      CLEARANCE_ASK.test(text) &&
      !NEGATED.test(text.slice(0, clearance.index ?? 0)) &&
      !/\bno (?:security )?clearance\b/i.test(text)
    )
      add('requires a security clearance, which your profile does not list');

    const noSponsor = NO_SPONSORSHIP.test(text);
    const citizensOnly = CITIZENS_ONLY.test(text);
    const named = text.match(AUTHORISED_IN)?.[1];
    const askedCountry =
      (named ? countryOf(named) : undefined) ??
      (noSponsor || citizensOnly || RIGHT_TO_WORK.test(text) ? (countryOf(text) ?? here) : undefined);
    if (askedCountry && !authorised(profile, askedCountry) && !countries.has(askedCountry)) {
      const before = found.length;
      const needsSponsor = profile.workAuthorization?.requiresSponsorship ?? false;
      if (citizensOnly)
        add(`asks for citizenship of ${title(askedCountry)}, which your profile does not list`);
      else if (noSponsor && (needsSponsor || profile.workAuthorization !== undefined))
        add(
          `needs authorisation to work in ${title(askedCountry)} and offers no sponsorship; your profile is not authorised there`,
        );
      else if (named && /\bmust|required|requires|only\b/i.test(text) && needsSponsor)
        add(`asks for authorisation to work in ${title(askedCountry)}, which your profile does not have`);
      if (found.length > before) countries.add(askedCountry);
    }

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

function title(country: string): string {
  const special: Record<string, string> = {
    'united states': 'the United States',
    'united kingdom': 'the United Kingdom',
    'united arab emirates': 'the United Arab Emirates',
  };
  return special[country] ?? country.replace(/\b\w/g, (c) => c.toUpperCase());
}

function currency(raw: string): string {
  const lower = raw.toLowerCase();
  if (/usd|\$|dollar/.test(lower)) return 'US dollars';
  if (/eur|€/.test(lower)) return 'euros';
  if (/gbp|£|pound/.test(lower)) return 'pounds';
  return raw.toUpperCase();
}
