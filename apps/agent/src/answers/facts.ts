import type { AutomationProfile, LanguageProficiency } from '@applypilot/contracts';
import { normaliseQuestion, normaliseText } from './normalise';
import type { Unit } from './ranges';
import { countryNamedIn, knownCountries, withoutExamples } from './countries';
import { isCoverLetter } from './cover-letter';

/** What the profile truthfully says about one question, before it is shaped to the field. */
export type Fact =
  | { type: 'text'; value: string }
  | { type: 'number'; value: number; unit?: Unit }
  | { type: 'money'; lakhs: number }
  | { type: 'bool'; value: boolean }
  | { type: 'level'; value: LanguageProficiency }
  | { type: 'degree'; value: string }
  | { type: 'country-code'; code: string }
  | { type: 'decline' };

const COUNTRY_ALIASES: Record<string, string> = {
  us: 'united states',
  usa: 'united states',
  'u s': 'united states',
  'u s a': 'united states',
  'united states of america': 'united states',
  america: 'united states',
  uk: 'united kingdom',
  'u k': 'united kingdom',
  'great britain': 'united kingdom',
  britain: 'united kingdom',
  england: 'united kingdom',
  uae: 'united arab emirates',
  bharat: 'india',
};

export function canonicalCountry(name: string): string {
  const n = normaliseText(name).replace(/^the /, '').replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  return COUNTRY_ALIASES[n] ?? n;
}

/** The country a question is about: named after "in"/"for" at the end, or anywhere by name, abbreviation or visa. */
function countryIn(rawLabel: string): string | undefined {
  // A visa or country given as an example ("e.g. H-1B") is not the question's subject.
  const label = withoutExamples(rawLabel);
  const m = label.match(
    /\b(?:in|for)\s+(?:the\s+)?([A-Z][A-Za-z.]*(?:\s+(?:of\s+)?[A-Z][A-Za-z.]*)*)\s*\??\s*\*?\s*$/,
  );
  const atEnd = m?.[1] ? canonicalCountry(m[1]) : undefined;
  if (atEnd && (knownCountries().includes(atEnd) || Object.values(COUNTRY_ALIASES).includes(atEnd)))
    return atEnd;
  return countryNamedIn(label, canonicalCountry);
}

function firstNumber(text: string | undefined): number | undefined {
  const m = text?.replace(/,/g, '').match(/\d+(?:\.\d+)?/);
  return m ? Number(m[0]) : undefined;
}

/** Does the normalised label hold these words in a row? */
function mentions(label: string, phrase: string): boolean {
  const p = normaliseQuestion(phrase);
  return p !== '' && ` ${label} `.includes(` ${p} `);
}

function longestKey<T>(record: Record<string, T> | undefined, label: string): [string, T] | undefined {
  const hits = Object.entries(record ?? {}).filter(([key]) => mentions(label, key));
  hits.sort((a, b) => b[0].length - a[0].length);
  return hits[0];
}

function experienceFact(label: string, profile: AutomationProfile): Fact | undefined {
  const skill = longestKey(profile.skills, label);
  if (/\b(total|overall)\b/.test(label) && !skill) return total(profile);
  if (skill) return { type: 'number', value: skill[1], unit: 'years' };
  // "years of experience do you have with Kubernetes": a skill the profile does not list is unknown, never zero.
  const subject = label.match(/\b(?:with|in|using|on|of)\s+(.+)$/)?.[1] ?? '';
  // The profession itself ("professional software engineering experience") is the user's experience as a whole: the
  // product serves people searching software jobs, whose total years are years of that work.
  const generic =
    /^(?:experience|work|working|professional|(?:the )?industry|total|overall|relevant)?\s*(?:(?:professional|hands on|industry)\s+)?(?:(?:software|it|tech|technology)(?:\s+(?:engineering|development|industry))?|engineering|programming|software development|coding)?\s*(?:work\s+)?(?:experience)?\s*(?:do you (?:currently )?have)?$/;
  if (
    subject &&
    !generic.test(
      subject
        .replace(/\b(years?|of|you|have|do|the|a|an)\b/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
  )
    return undefined;
  return total(profile);
}

function total(profile: AutomationProfile): Fact | undefined {
  return profile.totalYearsOfExperience === undefined
    ? undefined
    : { type: 'number', value: profile.totalYearsOfExperience, unit: 'years' };
}

function bool(value: boolean | undefined): Fact | undefined {
  return value === undefined ? undefined : { type: 'bool', value };
}

function text(value: string | undefined): Fact | undefined {
  return value && value.trim() ? { type: 'text', value: value.trim() } : undefined;
}

/**
 * Facts the profile cannot hold: only the answer memory may answer these. Consents, declarations, referrals and
 * "how did you hear" are not here: sensitive.ts reads them before any fact is looked for (issue 17).
 */
const MEMORY_ONLY =
  /\b(commut\w*|clearance|gpa|grade point|hourly rate|scale of|start date|earliest start|date of birth)\b/;

const AUTHORISED = /\b(authori[sz]ed|eligible|legally (?:able|permitted)|right to work|work permit)\b/;

/** Reads what the question asks and returns the profile's fact for it, or undefined when the profile has none. */
export function factFor(
  rawLabel: string,
  kind: string,
  profile: AutomationProfile,
  jobLocation?: string,
): Fact | undefined {
  const label = normaliseQuestion(rawLabel);
  const auth = profile.workAuthorization;

  if (MEMORY_ONLY.test(label)) return undefined;
  if (
    /\b(gender|race|racial|ethnicity|ethnic|veteran|disability|disabled|sexual orientation|pronouns?|hispanic|latino|latinx|transgender)\b/.test(
      label,
    )
  )
    return { type: 'decline' };
  // "Authorized to work in X without sponsorship?" asks about authorisation; "Will you require sponsorship?" does not.
  const asksAuthorisation = AUTHORISED.test(label) && !/\b(require|need|will you)\b/.test(label);
  if (/\bsponsor(ship)?\b/.test(label) && !asksAuthorisation) {
    if (!auth) return undefined;
    // A question that names no country asks about this job: its location says where the user would work.
    const country =
      countryIn(rawLabel) ?? (jobLocation ? countryNamedIn(jobLocation, canonicalCountry) : undefined);
    if (country && auth.authorizedCountries.some((c) => canonicalCountry(c) === country))
      return { type: 'bool', value: false };
    return { type: 'bool', value: auth.requiresSponsorship };
  }
  if (AUTHORISED.test(label)) {
    const country = countryIn(rawLabel);
    if (!auth || !country) return undefined;
    return { type: 'bool', value: auth.authorizedCountries.some((c) => canonicalCountry(c) === country) };
  }
  if (/\brelocat/.test(label)) return bool(profile.willingToRelocate);
  if (/\b(driver s|drivers|driving|driver) licen[cs]e\b/.test(label)) return bool(profile.hasDriversLicense);
  // "years of work experience with Python (Programming Language)" is a years question, LinkedIn's skill wording.
  const asksYears = /\b(years?|yrs)\b.*\bexperience\b|\bexperience\b.*\b(years?|yrs)\b/.test(label);
  if (/\b(language|proficien|fluen|speak)/.test(label) && !asksYears) {
    const lang = longestKey(profile.languages, label);
    if (lang) return { type: 'level', value: lang[1] };
    if (/\b(language|speak)/.test(label)) return undefined;
  }
  if (/\bnotice\b|\bhow soon can you (join|start)\b|\bjoining (time|period)\b/.test(label)) {
    const months = firstNumber(profile.noticePeriod);
    if (months === undefined) return undefined;
    return { type: 'number', value: months, unit: 'months' };
  }
  if (/\b(ctc|salary|compensation|package|pay|remuneration)\b/.test(label)) {
    if (/\b(usd|dollars?|eur|euros?|gbp|hourly|per hour)\b/.test(label) || rawLabel.includes('$'))
      return undefined;
    const expected = /\b(expected|expecting|desired|expectations?)\b/.test(label);
    const current = /\b(current|present|existing|last drawn)\b/.test(label);
    if (expected === current) return undefined;
    const lakhs = firstNumber(expected ? profile.expectedCTC : profile.currentCTC);
    return lakhs === undefined ? undefined : { type: 'money', lakhs };
  }
  if (
    (/\b(experience|experienced)\b/.test(label) ||
      /\b(years?|yrs)\b (?:of )?(?:with|in|using|working)\b/.test(label)) &&
    kind !== 'textarea'
  )
    return experienceFact(label, profile);
  if (/\bcountry (calling )?code\b|\bphone country\b|\bdialing code\b/.test(label))
    return profile.phoneCountryCode ? { type: 'country-code', code: profile.phoneCountryCode } : undefined;
  if (/\b(phone|mobile|cell)\b/.test(label)) return text(profile.phone);
  if (/\be ?mail\b/.test(label)) return text(profile.email);
  if (/\b(first|given) name\b/.test(label)) return text(profile.firstName);
  if (/\b(last|family) name\b|\bsurname\b/.test(label)) return text(profile.lastName);
  // One name box: "Name", "Full name", "Legal name" (Ashby's "Legal/Full Name", Lever's "Full name").
  if (/^(full |legal |full legal |your )?name$|\bfull name\b|\blegal name\b/.test(label))
    return text(`${profile.firstName} ${profile.lastName}`);
  if (/\blinkedin\b/.test(label)) return text(profile.linkedinUrl);
  if (/\b(website|portfolio|personal site|blog)\b/.test(label)) return text(profile.website);
  if (isCoverLetter(rawLabel)) return text(profile.coverLetter);
  if (/\b(degree|education|qualification)\b/.test(label))
    return profile.highestDegree ? { type: 'degree', value: profile.highestDegree } : undefined;
  if (
    /\b(city|location|where do you live|where are you (currently )?(based|located))\b/.test(label) &&
    kind !== 'textarea'
  )
    return text(profile.city);
  return undefined;
}
