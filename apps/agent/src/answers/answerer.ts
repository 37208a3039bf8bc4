import type { AutomationProfile } from '@applypilot/contracts';
import {
  asBoolean,
  closestOption,
  declineOption,
  degreeOption,
  hasDegreeAtLeast,
  optionByNumber,
  yesNoOption,
} from './choose-option';
import { isCoverLetter } from './cover-letter';
import { canonicalCountry, factFor, type Fact } from './facts';
import { normaliseQuestion, normaliseText } from './normalise';
import { UNKNOWN, realOptions, type Answer, type Question } from './question';
import { convert, unitIn, type Unit } from './ranges';
import { assentingOption, sensitivity, type Sensitivity } from './sensitive';

const RUPEES_PER_LAKH = 100000;

/** The memory entry for this question, matched on the normalised question text. */
export function rememberedAnswer(profile: AutomationProfile, label: string): string | undefined {
  const key = normaliseQuestion(label);
  if (!key) return undefined;
  for (const [question, answer] of Object.entries(profile.answers ?? {})) {
    if (normaliseQuestion(question) === key && answer.trim() !== '') return answer.trim();
  }
  return undefined;
}

function wholeIfNumeric(
  value: number,
  question: Question,
  round: (n: number) => number = Math.round,
): string {
  const n = question.numeric ? round(value) : Math.round(value * 100) / 100;
  return String(n);
}

/** CTC in lakhs per annum, shown in the unit the question asks for. */
function money(lakhs: number, question: Question): { value: number; inLakhs: boolean } {
  const label = normaliseText(question.label);
  const optionsText = normaliseText((question.options ?? []).join(' '));
  const inLakhs =
    /\b(lakhs?|lacs?|lpa|lakh per annum)\b/.test(label) || /\b(lakhs?|lacs?|lpa)\b/.test(optionsText);
  if (inLakhs) return { value: lakhs, inLakhs };
  const monthly = /\b(monthly|per month|a month)\b/.test(label);
  return { value: (lakhs * RUPEES_PER_LAKH) / (monthly ? 12 : 1), inLakhs };
}

/** The number in the unit the question (or, for options, each option) asks for. */
function quantityText(value: number, unit: Unit | undefined, question: Question): string {
  const target = unitIn(question.label) ?? unit;
  const converted = unit && target ? convert(value, unit, target) : value;
  // Years of experience round down: 2.5 years is not 3 years. Other quantities round to the nearest whole.
  return wholeIfNumeric(converted, question, unit === 'years' ? Math.floor : Math.round);
}

/**
 * "India (+91)" for +91. Several countries share a code (+1): prefer one the profile may work in, else the first.
 */
function countryCodeOption(options: string[], code: string, profile: AutomationProfile): string | undefined {
  const digits = code.replace(/[^\d]/g, '');
  const exact = options.filter((o) => o.replace(/\s/g, '').includes(`(+${digits})`));
  const loose = options.filter((o) => new RegExp(`\\+${digits}(?![\\d]|\\s\\d)`).test(o));
  const candidates = exact.length > 0 ? exact : loose;
  const home = (profile.workAuthorization?.authorizedCountries ?? []).map((c) => canonicalCountry(c));
  return (
    candidates.find((o) => home.includes(canonicalCountry(o.replace(/\(.*\)|\+\d[\d\s]*/g, '')))) ??
    candidates[0]
  );
}

function fromFact(fact: Fact, question: Question, options: string[], profile: AutomationProfile): Answer {
  const choice = (option: string | undefined): Answer => (option ? { kind: 'choice', option } : UNKNOWN);
  if (question.kind === 'checkbox') return checkboxFromFact(fact, options);
  if (options.length > 0) {
    switch (fact.type) {
      case 'bool':
        return choice(yesNoOption(options, fact.value));
      case 'number': {
        const yes = yesNoOption(options, true);
        // "Do you have (at least 3 years of) experience with React?" answered Yes/No from the number.
        if (yes && yesNoOption(options, false)) {
          const atLeast = Number(question.label.match(/(\d+(?:\.\d+)?)\s*\+?\s*(?:years?|yrs)/i)?.[1] ?? 0);
          return choice(yesNoOption(options, atLeast > 0 ? fact.value >= atLeast : fact.value > 0));
        }
        return choice(optionByNumber(options, fact.value, fact.unit ?? unitIn(question.label)));
      }
      case 'money': {
        const { value } = money(fact.lakhs, question);
        return choice(optionByNumber(options, value));
      }
      case 'level':
        return choice(closestOption(options, fact.value));
      case 'degree': {
        if (yesNoOption(options, true) && yesNoOption(options, false)) {
          const atLeast = hasDegreeAtLeast(fact.value, question.label);
          return atLeast === undefined ? UNKNOWN : choice(yesNoOption(options, atLeast));
        }
        return choice(degreeOption(options, fact.value));
      }
      case 'decline':
        return choice(declineOption(options));
      case 'country-code':
        return choice(countryCodeOption(options, fact.code, profile));
      case 'text':
        return choice(closestOption(options, fact.value, 0.6));
    }
  }
  switch (fact.type) {
    case 'bool':
      return { kind: 'text', value: fact.value ? 'Yes' : 'No' };
    case 'number':
      return { kind: 'text', value: quantityText(fact.value, fact.unit, question) };
    case 'money': {
      const { value, inLakhs } = money(fact.lakhs, question);
      // Lakhs keep their decimals (18.5 LPA is not 19): LinkedIn's numeric fields often take decimals. Rupees are
      // whole. A field that then asks for a whole number gets one on the second try (question.wholeNumbers).
      const whole = question.numeric && (!inLakhs || question.wholeNumbers);
      return {
        kind: 'text',
        value: whole ? String(Math.round(value)) : String(Math.round(value * 100) / 100),
      };
    }
    case 'level':
    case 'degree':
      return { kind: 'text', value: fact.value };
    case 'country-code':
      return { kind: 'text', value: fact.code };
    case 'decline':
      return UNKNOWN;
    case 'text':
      return { kind: 'text', value: fact.value };
  }
}

function checkboxFromFact(fact: Fact, options: string[]): Answer {
  if (fact.type === 'decline') {
    const option = declineOption(options);
    return option ? { kind: 'choices', options: [option] } : UNKNOWN;
  }
  // A single box that states the fact ("I have a valid driver's licence"): tick it only when the fact is true.
  if (fact.type === 'bool' && options.length === 1)
    return { kind: 'choices', options: fact.value ? options : [] };
  return UNKNOWN;
}

/** Shapes a remembered answer to the field: the option it means, or the text (a whole number in a numeric field). */
function fromMemory(answer: string, question: Question, options: string[]): Answer {
  if (question.kind === 'checkbox') {
    const yes = asBoolean(answer);
    if (options.length === 1 && yes !== undefined) return { kind: 'choices', options: yes ? options : [] };
    const picked = answer
      .split(/[,;|\n]/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => closestOption(options, part, 0.6));
    if (picked.some((p) => p === undefined)) return UNKNOWN;
    return { kind: 'choices', options: [...new Set(picked as string[])] };
  }
  if (options.length > 0) {
    const exact = closestOption(options, answer, 1);
    if (exact) return { kind: 'choice', option: exact };
    const yes = asBoolean(answer);
    const byYesNo = yes === undefined ? undefined : yesNoOption(options, yes);
    if (byYesNo) return { kind: 'choice', option: byYesNo };
    const number = Number(answer.replace(/,/g, '').match(/^\s*\d+(?:\.\d+)?/)?.[0] ?? NaN);
    const byNumber = Number.isFinite(number) ? optionByNumber(options, number, unitIn(answer)) : undefined;
    if (byNumber) return { kind: 'choice', option: byNumber };
    const closest = closestOption(options, answer, 0.6);
    return closest ? { kind: 'choice', option: closest } : UNKNOWN;
  }
  if (question.numeric) {
    const m = answer.replace(/,/g, '').match(/\d+(?:\.\d+)?/);
    return m ? { kind: 'text', value: String(Math.round(Number(m[0]))) } : UNKNOWN;
  }
  return { kind: 'text', value: answer };
}

/**
 * A remembered answer to a consent or declaration written in an option ("Consent: [ ] I consent to a background
 * check"): the question's words alone may be the same on another employer's form with another consent, so the memory
 * must name this very option (as the needs-answer queue stores it), or say no.
 */
function fromMemoryForOption(answer: string, question: Question, options: string[]): Answer {
  const exact = options.find((o) => normaliseText(o) === normaliseText(answer));
  if (exact)
    return question.kind === 'checkbox'
      ? { kind: 'choices', options: [exact] }
      : { kind: 'choice', option: exact };
  if (asBoolean(answer) === false && question.kind === 'checkbox') return { kind: 'choices', options: [] };
  return UNKNOWN;
}

/** "Yes" to a question: the box ticked, the option that says yes or "I agree". */
function affirm(question: Question, options: string[]): Answer {
  if (question.kind === 'checkbox') {
    const option = options.length === 1 ? options[0] : assentingOption(options);
    return option ? { kind: 'choices', options: [option] } : UNKNOWN;
  }
  if (options.length === 0) return UNKNOWN;
  const option = yesNoOption(options, true) ?? assentingOption(options);
  return option ? { kind: 'choice', option } : UNKNOWN;
}

/** The option that names LinkedIn (the shortest when several do), or the text "LinkedIn". */
function linkedIn(question: Question, options: string[]): Answer {
  if (options.length === 0)
    return question.kind === 'checkbox' ? UNKNOWN : { kind: 'text', value: 'LinkedIn' };
  const named = options
    .filter((o) => /\blinked ?in\b/.test(normaliseText(o)))
    .sort((a, b) => a.length - b.length)[0];
  if (!named) return UNKNOWN;
  return question.kind === 'checkbox'
    ? { kind: 'choices', options: [named] }
    : { kind: 'choice', option: named };
}

function fromSensitivity(
  sensitive: Sensitivity,
  question: Question,
  options: string[],
  profile: AutomationProfile,
): Answer {
  switch (sensitive.kind) {
    case 'heard-about':
      // The engine finds every job on LinkedIn's job search: that is where the user heard of it.
      return linkedIn(question, options);
    case 'accuracy':
      // Only what the user switched on in Screening answers; the engine only ever submits the profile's facts.
      return profile.tickAccuracyDeclarations ? affirm(question, options) : UNKNOWN;
    case 'consent':
    case 'referrer':
      return UNKNOWN;
  }
}

/**
 * Whether the server's AI may be asked this question: never a consent, declaration, referral or "how did you hear"
 * (the user's own word, or nothing the profile holds), nor a cover letter (written by its own route).
 */
export function mayAskAi(question: Question): boolean {
  return (
    !sensitivity({ ...question, options: realOptions(question.options) }) && !isCoverLetter(question.label)
  );
}

/**
 * Answers one question from the profile. The memory wins over everything (matched on the exact question); then
 * consents, declarations, referrals and "how did you hear" by their own rules (sensitive.ts); then the profile's
 * facts; otherwise "unknown" (never a guess).
 */
/**
 * "Which of these languages do you speak?", "Which of these do you have professional experience with?": the boxes
 * the profile's languages or skills name, and only those (a company site's multi-select, issue 30). Nothing ticked
 * for an optional list the profile names none of; a required one is asked.
 */
function listedInProfile(
  question: Question,
  options: string[],
  profile: AutomationProfile,
): Answer | undefined {
  if (question.kind !== 'checkbox' || options.length < 2) return undefined;
  const label = normaliseQuestion(question.label);
  if (!/\b(which|select all|check all|tick all|all that apply)\b/.test(label)) return undefined;
  const languages = /\b(languages?|speak)\b/.test(label) && !/\bprogramming\b/.test(label);
  const skills =
    !languages &&
    /\b(experience|worked|used|use|familiar|proficient|skills?|technolog\w*|tools?|frameworks?|programming)\b/.test(
      label,
    );
  const named = Object.keys((languages ? profile.languages : skills ? profile.skills : undefined) ?? {});
  if (named.length === 0) return undefined;
  const picked = options.filter((option) =>
    named.some((name) => normaliseQuestion(name) === normaliseQuestion(option)),
  );
  if (picked.length === 0 && question.required) return undefined;
  return { kind: 'choices', options: picked };
}

export function answerQuestion(question: Question, profile: AutomationProfile): Answer {
  const options = realOptions(question.options);
  const sensitive = sensitivity({ ...question, options });
  const remembered = rememberedAnswer(profile, question.label);
  if (remembered !== undefined)
    return sensitive && 'inOptions' in sensitive && sensitive.inOptions
      ? fromMemoryForOption(remembered, question, options)
      : fromMemory(remembered, question, options);
  if (sensitive) return fromSensitivity(sensitive, question, options, profile);
  const listed = listedInProfile(question, options, profile);
  if (listed) return listed;
  const fact = factFor(question.label, question.kind, profile, question.jobLocation);
  return fact ? fromFact(fact, question, options, profile) : UNKNOWN;
}
