import type { AutomationProfile, QuestionKind } from '@applypilot/contracts';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { answerQuestion, mayAskAi, rememberedAnswer } from '../answers/answerer';
import { UNKNOWN, realOptions, type Answer, type Question } from '../answers/question';
import { canonicalCountry } from '../answers/facts';
import type { JobView, PdfFile, ResumeUpload } from '../engine/types';
import { letterPdf } from '../engine/letter-file';
import type { SiteField } from './reconcile';

/** What the run knows to answer with: the profile, the job, this job's resume and letter, the server's AI. */
export interface PlanContext {
  profile: AutomationProfile;
  jobLocation: string;
  view?: JobView;
  resume?: ResumeUpload;
  /** The server's AI for a question the profile cannot answer (ordinary questions only). */
  answerWithAi?: (question: Question, job: JobView) => Promise<Answer>;
}

/** A planned answer: what goes into the field, or a file. */
export type Planned =
  | { field: SiteField; answer: Answer }
  | { field: SiteField; upload: 'resume' }
  | { field: SiteField; upload: 'letter'; file: PdfFile }
  /** An optional letter upload whose group offers a box to type it in ("Enter manually"): opened for the text. */
  | { field: SiteField; reveal: 'typed-letter' };

/** A question the user must answer before this job can be sent, as the needs-answer queue takes it. */
export interface Asked {
  question: string;
  kind: QuestionKind;
  options?: string[];
}

export type Plan =
  | { kind: 'ready'; planned: Planned[] }
  | { kind: 'needs-answer'; asked: Asked[] }
  /** The site wants what ApplyPilot never gives (a password, an account). */
  | { kind: 'unsupported'; why: string };

export function questionFor(field: SiteField, jobLocation: string): Question {
  const options = realOptions(field.options);
  return {
    kind: field.kind === 'typeahead' && options.length ? 'select' : field.kind,
    label: field.label,
    required: field.required,
    jobLocation,
    numeric: field.drawn?.numeric ?? field.kind === 'numeric',
    ...(options.length ? { options } : {}),
  };
}

/** The user's own answer only (the answer memory), shaped to the field; never a fact of ours. */
function ownAnswer(question: Question, profile: AutomationProfile): Answer {
  return rememberedAnswer(profile, question.label) === undefined
    ? UNKNOWN
    : answerQuestion(question, profile);
}

/** The phone's country: the option showing the profile's dialing code (one the user may work in when shared). */
export function phoneCountryOption(
  options: readonly string[],
  profile: AutomationProfile,
): string | undefined {
  const code = profile.phoneCountryCode?.replace(/[^\d]/g, '');
  if (!code) return undefined;
  const withCode = options.filter((o) => new RegExp(`\\+\\s?${code}(?!\\d)`).test(o));
  const home = (profile.workAuthorization?.authorizedCountries ?? []).map((c) => canonicalCountry(c));
  const countryOf = (o: string) => canonicalCountry(o.replace(/\(.*\)|\+\s?\d[\d\s]*/g, ''));
  if (withCode.length) return withCode.find((o) => home.includes(countryOf(o))) ?? withCode[0];
  // A list of country names alone (Greenhouse's "Country" above the phone): the countries that dial this code,
  // one the user may work in first (+1 is shared by 25).
  const dialling = countriesDialling(code);
  const named = options.filter((o) => dialling.includes(countryOf(o)));
  return named.find((o) => home.includes(countryOf(o))) ?? (named.length === 1 ? named[0] : undefined);
}

/**
 * The country names to search a phone-country list by when its options do not show dialing codes: the one country
 * that dials the profile's code, else those of them the user may work in (none for a shared code otherwise).
 */
export function phoneCountryNames(profile: AutomationProfile): string[] {
  const code = profile.phoneCountryCode?.replace(/[^\d]/g, '');
  if (!code) return [];
  const dialling = countriesDialling(code);
  if (dialling.length === 1) return dialling;
  const home = (profile.workAuthorization?.authorizedCountries ?? []).map((c) => canonicalCountry(c));
  return dialling.filter((country) => home.includes(country));
}

/** The countries (canonical English names) whose calling code is `code` ("91": India), from libphonenumber's data. */
function countriesDialling(code: string): string[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return getCountries()
    .filter((country) => getCountryCallingCode(country) === code)
    .map((country) => canonicalCountry(names.of(country) ?? country));
}

async function letterFor(ctx: PlanContext, field: SiteField): Promise<Planned | 'skip' | 'ask'> {
  const letter = ctx.resume?.coverLetter;
  if (field.kind === 'file') {
    const pdf = await letter?.pdf();
    if (pdf) return { field, upload: 'letter', file: pdf };
    const own = ctx.profile.coverLetter?.trim();
    // The profile's letter is text: typed where the site offers a box for it, never made into a file unasked.
    if (!field.required) return own ? { field, reveal: 'typed-letter' } : 'skip';
    return own ? { field, upload: 'letter', file: await letterPdf(own, ctx.profile) } : 'ask';
  }
  const text = await letter?.text();
  if (text) return { field, answer: { kind: 'text', value: text } };
  // A box for a letter takes the one the user wrote in their profile, asked for or not; without one it stays empty.
  const own = ctx.profile.coverLetter?.trim();
  if (own) return { field, answer: { kind: 'text', value: own } };
  if (!field.required) return 'skip';
  const answer = answerQuestion(questionFor(field, ctx.jobLocation), ctx.profile);
  return answer.kind === 'unknown' ? 'ask' : { field, answer };
}

/** The answer to one question by its care (care.ts); AI only for ordinary questions the profile cannot answer. */
async function answerFor(ctx: PlanContext, field: SiteField, asked: Map<string, Answer>): Promise<Answer> {
  const question = questionFor(field, ctx.jobLocation);
  switch (field.care) {
    case 'eeo':
    case 'signature':
    case 'preferred-name':
      return ownAnswer(question, ctx.profile);
    case 'consent':
      // Consents are answered only from the memory; accuracy declarations by the user's switch (sensitive.ts).
      return answerQuestion(question, ctx.profile);
    case 'phone-country': {
      const remembered = ownAnswer(question, ctx.profile);
      if (remembered.kind !== 'unknown') return remembered;
      const code = ctx.profile.phoneCountryCode;
      if (!code) return UNKNOWN;
      const option = field.options?.length ? phoneCountryOption(field.options, ctx.profile) : undefined;
      if (field.options?.length) return option ? { kind: 'choice', option } : UNKNOWN;
      // The list shows only when opened: the dialing code is what is searched and picked (fill.ts).
      return { kind: 'text', value: code };
    }
    default: {
      const answer = answerQuestion(question, ctx.profile);
      if (
        answer.kind !== 'unknown' ||
        !field.required ||
        !ctx.answerWithAi ||
        !ctx.view ||
        !mayAskAi(question)
      )
        return answer;
      const key = `${question.kind}|${question.label}`;
      const known = asked.get(key);
      if (known) return known;
      const ai = await ctx.answerWithAi(question, ctx.view).catch(() => UNKNOWN);
      asked.set(key, ai);
      return ai;
    }
  }
}

/**
 * A phone box with no country list beside it (Lever's, Ashby's, Greenhouse's legacy form) gets the number with its
 * dialing code, as the profile gives both: an employer abroad cannot call "9876543210".
 */
function withDialingCode(
  answer: Answer,
  field: SiteField,
  profile: AutomationProfile,
  hasPhoneCountry: boolean,
): Answer {
  const code = profile.phoneCountryCode;
  if (hasPhoneCountry || !code || answer.kind !== 'text' || answer.value !== profile.phone) return answer;
  if (!/\b(phone|mobile|cell)\b/i.test(field.label) || /^\s*\+/.test(answer.value)) return answer;
  return { kind: 'text', value: `${code} ${answer.value}` };
}

function isEmpty(field: SiteField): boolean {
  const value = field.drawn?.value;
  if (value === undefined) return true;
  return Array.isArray(value) ? value.length === 0 : realOptions([value]).length === 0;
}

/**
 * Every answer decided before anything is typed or attached: ready only when every required question has one
 * (from the profile, the memory, the user's switches or the server's grounded AI); otherwise all the questions the
 * user must answer, at once.
 */
export async function planForm(
  ctx: PlanContext,
  fields: readonly SiteField[],
  aiAsked = new Map<string, Answer>(),
): Promise<Plan> {
  const planned: Planned[] = [];
  const asked: Asked[] = [];
  const ask = (field: SiteField) => {
    const options = realOptions(field.options);
    if (!asked.some((a) => a.question === field.label))
      asked.push({ question: field.label, kind: field.kind, ...(options.length ? { options } : {}) });
  };
  const hasPhoneCountry = fields.some((f) => f.care === 'phone-country');
  for (const field of fields) {
    if (field.care === 'never' || field.care === 'autofill') {
      if (field.required && field.kind !== 'file' && /password|account/i.test(field.label))
        return { kind: 'unsupported', why: 'it asks to create an account' };
      continue;
    }
    if (field.care === 'resume') {
      if (field.file) planned.push({ field, upload: 'resume' });
      continue;
    }
    if (field.care === 'cover-letter') {
      const letter = await letterFor(ctx, field);
      if (letter === 'ask') ask(field);
      else if (letter !== 'skip') planned.push(letter);
      continue;
    }
    if (field.kind === 'file') {
      if (field.required) ask(field);
      continue;
    }
    // A value already there (a default the page chose) stays unless the profile says otherwise.
    const answer = withDialingCode(await answerFor(ctx, field, aiAsked), field, ctx.profile, hasPhoneCountry);
    if (answer.kind !== 'unknown') planned.push({ field, answer });
    else if (field.required && isEmpty(field)) ask(field);
  }
  if (
    !planned.some((p) => 'upload' in p && p.upload === 'resume') &&
    fields.some((f) => f.care === 'resume' && f.required && !f.file)
  )
    asked.push({ question: 'Resume', kind: 'file' });
  return asked.length ? { kind: 'needs-answer', asked } : { kind: 'ready', planned };
}
