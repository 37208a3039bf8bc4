import type { AutomationProfile } from '@applypilot/contracts';
import { countryNamedIn } from '../answers/countries';
import { normaliseText } from '../answers/normalise';
import type { Piece } from './sections';

/**
 * Who may be hired (decision 047, amending 044): citizenship and permanent residency in their wordings ("open only to
 * Singapore Citizens and Permanent Residents", "must be a U.S. person", "UAE Nationals only"), the right to work
 * ("must already hold the right to work in the UK", "full working rights in Australia", "no sponsorship"), "locals
 * only" and "must reside in", and security clearances by country (US Secret, TS/SCI, Q, Public Trust; UK SC, DV, CTC;
 * Australia Baseline, NV1, NV2; Canada Reliability Status; France "habilitation secret défense"; Germany
 * "Sicherheitsüberprüfung"; NZSIS), each against the profile's authorised countries and listed clearances. Not
 * deal-breakers: sponsorship offered, "open to candidates from anywhere", a right to work the profile has.
 */

export interface JobPlace {
  /** The job's location line ("Bengaluru, Karnataka, India (Hybrid)"). */
  location: string;
}

const NEGATED = /\b(no|not|without|don't|do not|doesn't|does not|isn't|is not)\b[^.]{0,30}$/i;

const CLEARANCE = new RegExp(
  [
    String.raw`security clearance`,
    String.raw`secret clearance`,
    String.raw`top secret`,
    String.raw`ts\/sci`,
    String.raw`(?:sc|dv|edv|ctc|nv[12]|baseline|q|l|public trust|government|active|agsva|nzsis|security|reliability)[\s-](?:level\s)?(?:clearance|cleared|vetting|vetted)`,
    String.raw`(?:sc|dv)\s+(?:level\s+)?(?:security\s+)?(?:clearance|check)`,
    String.raw`\bnv[12]\b`,
    String.raw`polygraph`,
    String.raw`full[\s-]scope poly`,
    String.raw`reliability status`,
    String.raw`enhanced reliability`,
    String.raw`negative vetting`,
    String.raw`positive vetting`,
    String.raw`developed vetting`,
    String.raw`habilitation (?:secret|confidentiel|très secret)[\s-]d[ée]fense`,
    String.raw`habilitable`,
    String.raw`sicherheits(?:überprüfung|ueberpruefung)`,
    String.raw`\bü[23]\b`,
    String.raw`clearance (?:is )?required`,
    String.raw`(?:hold|holds|obtain|maintain|possess|have|eligible for|eligibility for|able to gain|ability to (?:obtain|gain)) (?:an? |the )?(?:active |current |valid )?(?:us |u\.s\. |uk |australian |canadian |government |federal )?(?:security )?clearance`,
    String.raw`eligible (?:for|to obtain|to gain) (?:sc|dv|nv1|nv2|baseline)`,
  ].join('|'),
  'i',
);
const CLEARANCE_ASK =
  /\b(must|required|requires|requirement|mandatory|active|current|hold|holds|held|possess|obtain|eligible|eligibility|able to|ability to|need|needs|cleared|vetting|essential)\b/i;

/** A clearance named by its level is asked for even without "required" ("TS/SCI with Full Scope Poly"). */
const CLEARANCE_LEVEL =
  /\b(?:ts\/sci|top secret|full[\s-]scope poly(?:graph)?|ci poly(?:graph)?|(?:sc|dv|edv|nv1|nv2|q)[\s-](?:clearance|cleared))\b/i;

const NO_SPONSORSHIP =
  /\b(?:(?:no|not|unable to|cannot|can't|can ?not|will not|won't|do not|does not|don't|doesn't|are not able to|is not able to|not able to)\s+(?:currently\s+|presently\s+)?(?:be\s+)?(?:offer(?:ing)?|provid(?:e|ing)|support(?:ing)?|sponsor(?:ing)?)?\s*(?:visa\s+|work\s+|h-?1b\s+|employment\s+)?(?:sponsor(?:ship|ed|ing)?)|without (?:the need for |requiring |needing )?(?:current or future |any )?(?:visa |work |employer |company )?sponsorship|sponsorship (?:is )?not (?:available|offered|provided|possible)|not eligible for (?:visa )?sponsorship|(?:not|never) (?:now or in the future )?(?:require|need)s? (?:visa |employer |work |immigration )?sponsorship|no (?:h-?1-?b|opt|cpt|visa transfers?)\b)/i;
const SPONSORSHIP_OFFERED =
  /\b(?:we (?:can |will |do |are able to |are happy to |offer to )?(?:sponsor|provide (?:visa )?sponsorship)|(?:visa |work permit )?sponsorship (?:is |will be )?(?:available|provided|offered|possible)|(?:offer|provide|including|with) (?:full )?(?:visa|relocation and visa|work permit) (?:sponsorship|support)|sponsor (?:your |the )?(?:visa|work permit))\b/i;

const AUTHORISED_IN =
  /\b(?:authori[sz]ed|eligible|legally (?:able|permitted|entitled)|the right|right|permission|entitled|permitted|(?:valid |full |unrestricted )?work(?:ing)? rights|(?:valid )?work permit|(?:valid )?visa) to (?:live and )?work (?:in|for) (?:the )?([A-Za-z. ]{2,40}?)(?=[\s,.;)]|$)|\b(?:valid |full |unrestricted )?(?:work(?:ing)? rights|work permit|work authori[sz]ation|right to work) (?:in|for) (?:the )?([A-Za-z. ]{2,40}?)(?=[\s,.;)]|$)/i;
const RIGHT_TO_WORK =
  /\b(?:right to work|work(?:ing)? rights|work authori[sz]ation|work permit|work visa)\b/i;
const STRICT = /\b(?:must|required|requires|mandatory|only|need to|needs to|essential|already)\b/i;

/** Words for citizenship, residency or nationality: what a citizenship sentence restricts to. */
const STATUS = String.raw`(?:citizens?(?:hip)?|nationals?(?!\s+(?:id|identity|insurance|holidays?|level|scale|service|park))|nationality|permanent residen(?:ts?|cy)|green[\s-]card(?: holders?)?|u\.?s\.? persons?)`;
/** "Citizens and PRs": "PR" counts only after a citizenship word (alone it is a pull request). */
const AND_RESIDENTS = String.raw`(?:\s*(?:and|or|/|&)\s*(?:${STATUS}|prs?(?:\s+holders?)?|gc(?:\s+holders?)?))?`;
const CITIZENS_ONLY = new RegExp(
  [
    String.raw`\b(?:open|available|restricted|limited|reserved)\s+(?:only\s+)?to\s+(?:[A-Z][\w.]*\s+){0,3}${STATUS}`,
    String.raw`\b${STATUS}${AND_RESIDENTS}\s+only\b`,
    String.raw`\bonly\s+(?:[A-Z][\w.]*\s+){0,3}${STATUS}`,
    String.raw`\bmust\s+(?:be|hold|have|possess)\s+(?:an?\s+|the\s+)?(?:[A-Z][\w.]*\s+){0,3}${STATUS}`,
    String.raw`\b${STATUS}\s+(?:is\s+|are\s+)?(?:required|mandatory|a must|needed|essential)`,
    String.raw`\brequires?\s+(?:[A-Z][\w.]*\s+){0,3}${STATUS}`,
    String.raw`\bitar\b`,
    // US staffing shorthand: "USC/GC only", "GC or USC", "US citizens and GC holders".
    String.raw`\b(?:usc|gc)\s*(?:/|and|or|&)\s*(?:usc|gc|ead)\b`,
    // "Singaporeans/PRs only", "Saudis only", "UAE Nationals only".
    String.raw`\b(?:singaporeans|americans|canadians|australians|emiratis|saudis|qataris|omanis|kuwaitis|bahrainis|malaysians|new zealanders)${AND_RESIDENTS}\s+only\b`,
  ].join('|'),
  'i',
);
const CITIZENSHIP_NOT_REQUIRED =
  /\b(?:citizenship (?:is )?not (?:required|necessary)|regardless of (?:citizenship|nationality)|all nationalities|any nationality|no citizenship requirement)\b/i;
const PERMANENT_RESIDENTS =
  /\b(?:[Pp]ermanent [Rr]esiden(?:ts?|cy)|PERMANENT RESIDEN|PRs?|GC|[Gg]reen[\s-][Cc]ard)/;

const LOCALS_ONLY =
  /\b(?:locals? only|must (?:already |currently )?be (?:in|inside|within) (?=(?:the )?[A-Z])|local (?:candidates|applicants|residents|talent) only|only local (?:candidates|applicants|residents)|must be (?:a )?local\b|(?:must|should|need to|needs to) (?:currently |already )?(?:reside|live|be (?:based|located|resident|living)) in\b|only (?:candidates|applicants|those) (?:currently )?(?:based|residing|located|living) in\b|candidates (?:must|should) (?:currently )?be (?:based|located|residing) in\b)/i;
const ANYWHERE =
  /\b(?:from anywhere|anywhere in the world|all (?:countries|locations)|any (?:country|location)|worldwide|globally remote|remote[\s-]first,? (?:global|worldwide))\b/i;

/** Nationality words as postings write them, and the country each names (Intl names countries, not nationals). */
const DEMONYMS: [RegExp, string][] = [
  // "US" and "UK" are read by countryNamedIn (in capitals only: "us" is a pronoun).
  [/\bamerican\b/i, 'united states'],
  [/\bbritish\b/i, 'united kingdom'],
  [/\bcanadian\b/i, 'canada'],
  [/\baustralian\b/i, 'australia'],
  [/\bnew zealand(?:er)?\b/i, 'new zealand'],
  [/\bsingapore(?:an)?s?\b/i, 'singapore'],
  [/\bindian\b/i, 'india'],
  [/\bgerman\b/i, 'germany'],
  [/\bfrench\b/i, 'france'],
  [/\birish\b/i, 'ireland'],
  [/\bdutch\b/i, 'netherlands'],
  [/\bswiss\b/i, 'switzerland'],
  [/\b(?:emirati|uae)\b/i, 'united arab emirates'],
  [/\bsaudi\b/i, 'saudi arabia'],
  [/\bqatari\b/i, 'qatar'],
  [/\bomani\b/i, 'oman'],
  [/\bkuwaiti\b/i, 'kuwait'],
  [/\bbahraini\b/i, 'bahrain'],
  [/\bmalaysian\b/i, 'malaysia'],
  [/\bjapanese\b/i, 'japan'],
  [/\b(?:south )?korean\b/i, 'south korea'],
  [/\bisraeli\b/i, 'israel'],
  [/\bpolish\b/i, 'poland'],
  [/\bswedish\b/i, 'sweden'],
  [/\bnorwegian\b/i, 'norway'],
  [/\bdanish\b/i, 'denmark'],
  [/\bfinnish\b/i, 'finland'],
  [/\bspanish\b/i, 'spain'],
  [/\bitalian\b/i, 'italy'],
  [/\bportuguese\b/i, 'portugal'],
  [/\bbelgian\b/i, 'belgium'],
  [/\baustrian\b/i, 'austria'],
  [/\bfilipinos?\b/i, 'philippines'],
  [/\bindonesian\b/i, 'indonesia'],
  [/\bvietnamese\b/i, 'vietnam'],
  [/\bsouth african\b/i, 'south africa'],
  [/\bnigerian\b/i, 'nigeria'],
  [/\bkenyan\b/i, 'kenya'],
  [/\bbrazilian\b/i, 'brazil'],
  [/\bmexican\b/i, 'mexico'],
  [/\b(?:eu|european union|european|eea)\b/i, 'european union'],
];
/** The European Union's members: "EU citizens only" is met by being authorised in any of them. */
const EU = new Set(
  'austria belgium bulgaria croatia cyprus czechia czech republic denmark estonia finland france germany greece hungary ireland italy latvia lithuania luxembourg malta netherlands poland portugal romania slovakia slovenia spain sweden'
    .split(' ')
    .concat(['czech republic']),
);

/**
 * Words without which a sentence cannot say who may be hired (every pattern above needs one of them): a sentence
 * without any is passed by at the cost of one test.
 */
const ABOUT_ELIGIBILITY =
  /citizen|national|residen|resid|\bprs?\b|green[\s-]card|\bu\.?s\.? persons?|itar|\busc\b|\bgc\b|sponsor|h-?1-?b|\bopt\b|\bcpt\b|visa|authori[sz]|eligib|entitled|permitted|permission|right to|rights|permit|clearance|cleared|vetting|secret|ts\/sci|poly|\bnv[12]\b|habilit|sicherheit|ü[23]|reliability|nzsis|agsva|local|based in|located in|live in|living in|must be in|singaporeans|americans|canadians|australians|emiratis|saudis|qataris|omanis|kuwaitis|bahrainis|malaysians|new zealanders/i;

const canonicalCountry = (name: string) => normaliseText(name).replace(/^the /, '');

function authorised(profile: AutomationProfile, country: string): boolean {
  const mine = (profile.workAuthorization?.authorizedCountries ?? []).map(canonicalCountry);
  if (country === 'european union') return mine.some((c) => EU.has(c) || c === 'european union');
  return mine.includes(canonicalCountry(country));
}

function answerSays(profile: AutomationProfile, about: RegExp, yes: RegExp): boolean {
  return Object.entries(profile.answers ?? {}).some(
    ([question, answer]) => about.test(question) && yes.test(answer),
  );
}

/** The country a sentence names, by name, capital abbreviation, visa or nationality word. */
function countryOf(text: string): string | undefined {
  return countryNamedIn(text, canonicalCountry) ?? DEMONYMS.find(([pattern]) => pattern.test(text))?.[1];
}

/** The country a job is in, from its location line ("Austin, Texas, United States"). */
function jobCountry(place: JobPlace): string | undefined {
  return place.location.trim() === '' ? undefined : countryNamedIn(place.location, canonicalCountry);
}

export function title(country: string): string {
  const special: Record<string, string> = {
    'united states': 'the United States',
    'united kingdom': 'the United Kingdom',
    'united arab emirates': 'the United Arab Emirates',
    'european union': 'the European Union',
    netherlands: 'the Netherlands',
    philippines: 'the Philippines',
  };
  return special[country] ?? country.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The deal-breakers about who may be hired, as sentences a person can act on. */
export function eligibilityBreakers(
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
    [...profileSkillIds].some((id) =>
      /clearance|secret|ts\/sci|polygraph|public trust|nv1|nv2|vetting|agsva|reliability status|habilitation|sicherheits|nzsis|\bsc\b|\bdv\b/.test(
        id,
      ),
    ) || answerSays(profile, /clearance/i, /^(yes|active|current|i (do|have))/i);
  const here = jobCountry(place);
  const sponsors = pieces.some(
    (piece) => SPONSORSHIP_OFFERED.test(piece.text) && !NO_SPONSORSHIP.test(piece.text),
  );
  const anywhere = pieces.some((piece) => ANYWHERE.test(piece.text));
  const needsSponsor = profile.workAuthorization?.requiresSponsorship ?? false;
  const known = profile.workAuthorization !== undefined;
  /** Per country, the strongest restriction found (a lower rank wins) and its sentence. */
  const byCountry = new Map<string, { rank: number; reason: string }>();
  const restrict = (country: string | undefined, rank: number, reason: (where: string) => string) => {
    if (!country || authorised(profile, country)) return;
    const seen = byCountry.get(country);
    if (!seen || rank < seen.rank) byCountry.set(country, { rank, reason: reason(title(country)) });
  };
  for (const piece of pieces) {
    const text = piece.text;
    // Most sentences of a posting say nothing about who may be hired: one test passes them by.
    if (!ABOUT_ELIGIBILITY.test(text)) continue;
    const clearance = text.match(CLEARANCE);
    if (
      clearance &&
      !hasClearance &&
      piece.strength !== 'nice' &&
      !/\b(?:preferred|a plus|desirable|advantageous|nice to have)\b/i.test(text) &&
      (CLEARANCE_ASK.test(text) || piece.strength === 'must' || CLEARANCE_LEVEL.test(text)) &&
      !NEGATED.test(text.slice(0, clearance.index ?? 0)) &&
      !/\bno (?:security )?clearance\b|\bclearance (?:is )?not (?:required|needed)\b/i.test(text)
    )
      add('requires a security clearance, which your profile does not list');

    if (!known) continue;
    if (CITIZENS_ONLY.test(text) && !CITIZENSHIP_NOT_REQUIRED.test(text)) {
      const who =
        PERMANENT_RESIDENTS.test(text) && /citizen|national|usc/i.test(text)
          ? 'citizens and permanent residents'
          : PERMANENT_RESIDENTS.test(text)
            ? 'permanent residents'
            : 'citizens';
      restrict(
        countryOf(text) ?? here,
        0,
        (where) => `is open only to ${who} of ${where}; your profile is not authorised to work there`,
      );
      continue;
    }

    const noSponsor = NO_SPONSORSHIP.test(text);
    const rightMatch = text.match(AUTHORISED_IN);
    // The country after "authorised to work in" ("the United States on a full-time basis"), else any in the sentence.
    const named = rightMatch
      ? countryOf(text.slice(rightMatch.index ?? 0, (rightMatch.index ?? 0) + 90))
      : undefined;
    const asked =
      named ?? (noSponsor || rightMatch || RIGHT_TO_WORK.test(text) ? (countryOf(text) ?? here) : undefined);
    if (noSponsor)
      restrict(
        asked,
        1,
        (where) =>
          `needs authorisation to work in ${where} and offers no sponsorship; your profile is not authorised there`,
      );
    else if ((rightMatch || RIGHT_TO_WORK.test(text)) && STRICT.test(text) && needsSponsor && !sponsors)
      restrict(
        asked,
        2,
        (where) => `asks for authorisation to work in ${where}, which your profile does not have`,
      );

    const locals = text.match(LOCALS_ONLY);
    if (locals && !anywhere) {
      const after = text.slice((locals.index ?? 0) + locals[0].length);
      restrict(
        countryOf(after.slice(0, 60)) ?? here,
        3,
        (where) =>
          `accepts only candidates who live in ${where}; your profile is not authorised to work there`,
      );
    }
  }
  for (const { reason } of byCountry.values()) add(reason);
  return found;
}
