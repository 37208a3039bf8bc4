import { normaliseQuestion } from '../answers/normalise';
import { sensitivity } from '../answers/sensitive';
import { isCoverLetter } from '../answers/cover-letter';
import type { QuestionKind } from '@applypilot/contracts';

/**
 * How a company site's question is treated (decision 054). Only `ordinary` questions are answered from the profile's
 * facts; the rest are the user's own (answered only from what the user gave: the answer memory, or the declaration
 * switch for accuracy), or never touched at all whatever the memory says.
 */
export type Care =
  /** The real resume input: the resume is attached there first. */
  | 'resume'
  /** "Autofill from resume", "Autofill with MyGreenhouse", "Apply with LinkedIn", Google: never used. */
  | 'autofill'
  | 'cover-letter'
  /** Gender, race, veteran, disability, sexual orientation: only the user's own answer, never "decline" for them. */
  | 'eeo'
  /** A signature, or a date that stands for one: only the user's own answer. */
  | 'signature'
  /** Consents, marketing boxes, attestations ("I certify…", "not written by AI"): sensitive.ts's rules. */
  | 'consent'
  /** A preferred or nick name: only the user's own answer (the legal name is not their preferred one). */
  | 'preferred-name'
  /** A field for robots (a honeypot), a CAPTCHA's response, a password or an account: never touched. */
  | 'never'
  /** The phone's country (a dialing-code list): chosen by the profile's country code. */
  | 'phone-country'
  | 'ordinary';

export interface Caring {
  label: string;
  kind: QuestionKind;
  names?: readonly string[];
  options?: readonly string[];
  section?: string;
  description?: string;
}

const EEO_WORDS =
  /\b(gender|sex|race|racial|ethnicity|ethnic|hispanic|latino|latina|latinx|veteran|disability|disabled|sexual orientation|transgender|pronouns?|lgbtq\w*|self identify|self identification|voluntary (self )?(identification|disclosure))\b/;
const EEO_NAMES =
  /^(eeo\[|_systemfield_eeoc_|gender$|race$|hispanic_ethnicity$|veteran_status$|disability_status$)/;
const SIGNATURE_NAMES = /signature/i;
const SIGNATURE_WORDS =
  /\b(signature|e ?signature|electronic(ally)? sign\w*|sign here|type your (full )?name to sign|initials)\b/;
const TODAY = /^(today s date|date|todays date|current date|date signed|date of signature)$/;
const CAPTCHA_NAMES = /(g-recaptcha-response|h-captcha-response|cf-turnstile-response|captcha)/i;
const HONEYPOT_WORDS =
  /\b(for robots|robots only|do not (fill|enter|complete)|leave (this )?(field )?(blank|empty)|if you are (a )?human)\b/;
const ACCOUNT_WORDS = /\b(password|create (an )?account|sign in|log in|login)\b/;
const AUTOFILL_WORDS = /\b(autofill|auto fill|parse|apply with linkedin|mygreenhouse|google drive|dropbox)\b/;
const AI_ATTEST =
  /\b(ai|a i|artificial intelligence|chatgpt|gpt|llm|generative)\b.*\b(written|generated|created|write|wrote|used|use|assist\w*|help)\b|\b(written|generated|created)\b.*\b(ai|artificial intelligence|chatgpt|llm)\b/;

/** How the question is treated; the names and the section come from the page and the definition. */
export function careOf(q: Caring): Care {
  const label = normaliseQuestion(q.label);
  const names = q.names ?? [];
  const said = `${label} ${normaliseQuestion(q.description ?? '')}`.trim();
  if (names.some((n) => CAPTCHA_NAMES.test(n))) return 'never';
  if (HONEYPOT_WORDS.test(said) || ACCOUNT_WORDS.test(label)) return 'never';
  if (q.kind === 'file') {
    // Names read as words: `_systemfield_resume`, `cover_letter`, `resume-upload-input`.
    const named = names
      .join(' ')
      .replace(/[_\-[\]]+/g, ' ')
      .toLowerCase();
    if (AUTOFILL_WORDS.test(label)) return 'autofill';
    const about = `${q.label} ${named} ${q.description ?? ''}`;
    if (isCoverLetter(about)) return 'cover-letter';
    if (/\b(resume|cv|curriculum vitae)\b/i.test(about)) return 'resume';
    return 'ordinary';
  }
  if (names.some((n) => SIGNATURE_NAMES.test(n)) || SIGNATURE_WORDS.test(label)) return 'signature';
  if (q.kind === 'date' && TODAY.test(label)) return 'signature';
  if (q.section === 'eeo' || q.section === 'demographic') return 'eeo';
  if (names.some((n) => EEO_NAMES.test(n)) || EEO_WORDS.test(label)) return 'eeo';
  if (q.section === 'consent') return 'consent';
  if (
    AI_ATTEST.test(said) &&
    /\b(confirm|certify|attest|declare|agree|acknowledge|understand|affirm)\b/.test(said)
  )
    return 'consent';
  const options = q.options ? [...q.options] : undefined;
  const question = { label: q.label, kind: q.kind, ...(options ? { options } : {}) };
  const sensitive =
    sensitivity(question) ?? (q.description ? sensitivity({ ...question, label: q.description }) : undefined);
  if (sensitive && sensitive.kind !== 'heard-about' && sensitive.kind !== 'referrer') return 'consent';
  if (/\b(preferred|nick) ?name\b|\bpreferred (first|last) name\b|\bname you (go by|prefer)\b/.test(label))
    return 'preferred-name';
  if (isCoverLetter(q.label)) return 'cover-letter';
  // Lever's "Additional information", whose box asks for "a cover letter or anything else": the letter goes there.
  if (q.kind === 'textarea' && q.description && isCoverLetter(q.description)) return 'cover-letter';
  if (q.kind === 'typeahead' && /^(phone )?country$|^country code$|^phone country$/.test(label))
    return 'phone-country';
  return 'ordinary';
}
