import { z } from 'zod';
import type { AiAnswer, AnswerQuestionRequest, ProfileFact } from '@applypilot/contracts';
import { canonical } from '@applypilot/resume';
import {
  asBoolean,
  asNumber,
  builtFromFacts,
  degreeLevel,
  degreeOption,
  isYesNoQuestion,
  rangeOption,
  saysYesNo,
  textOption,
  yesNoOption,
} from './answer-derive';
import { isAbout, jobCountry, splitPath, subjectOf } from './answer-subject';
import { countryNamed } from './countries';
import { neverByAi } from './question-rules';

/** What the model is asked to answer: loose on purpose, the checks below decide what reaches the agent. */
export const ModelAnswerSchema = z.object({
  status: z.enum(['answered', 'unknown']),
  value: z.string().max(2000).optional(),
  facts: z
    .array(z.object({ path: z.string().max(300), value: z.string().max(2000) }))
    .max(20)
    .optional(),
});
export type ModelAnswer = z.infer<typeof ModelAnswerSchema>;

const UNKNOWN: AiAnswer = { status: 'unknown' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value at a dotted path. Keys may themselves hold dots ("skills.Node.js"), so at each level the longest key that
 * matches wins. Own properties only: "__proto__" or "toString" name nothing.
 */
export function resolvePath(root: unknown, path: string): unknown {
  const walk = (node: unknown, segments: string[]): unknown => {
    if (segments.length === 0) return node;
    if (Array.isArray(node)) {
      const index = Number(segments[0]);
      return Number.isInteger(index) && index >= 0 && index < node.length
        ? walk(node[index], segments.slice(1))
        : undefined;
    }
    if (!isRecord(node)) return undefined;
    for (let take = segments.length; take >= 1; take -= 1) {
      const key = segments.slice(0, take).join('.');
      if (Object.prototype.hasOwnProperty.call(node, key)) return walk(node[key], segments.slice(take));
    }
    return undefined;
  };
  return walk(root, path.split('.'));
}

/** A profile value as text: lists joined with ", ", records as "key: value" pairs. */
export function factText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => factText(item) ?? '').join(', ');
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${factText(item) ?? ''}`)
      .join(', ');
  }
  return undefined;
}

/** Fields never cited: the answer memory is answered without AI, and settings are no facts about the user. */
const NOT_CITABLE = new Set(['answers', 'followCompanies', 'tickAccuracyDeclarations']);

function sameFact(cited: string, actual: string): boolean {
  const a = canonical(cited);
  const b = canonical(actual);
  if (a === b) return true;
  const left = asBoolean(a);
  return left !== undefined && left === asBoolean(b);
}

/** The cited fact as the profile holds it, or undefined when the profile does not hold it. */
function verifiedFact(profile: AnswerQuestionRequest['profile'], fact: ProfileFact): ProfileFact | undefined {
  const path = fact.path.trim();
  if (path === '' || NOT_CITABLE.has(splitPath(path).root)) return undefined;
  const actual = factText(resolvePath(profile, path));
  if (actual === undefined || actual.trim() === '') return undefined;
  return sameFact(fact.value, actual) ? { path, value: actual } : undefined;
}

const NUMBER = /^-?\d+(?:\.\d+)?$/;

/** Booleans whose value is the answer to a yes-or-no question about them ("Are you willing to relocate?"). */
const YES_NO_FIELDS = new Set(['willingToRelocate', 'hasDriversLicense']);

interface Asked {
  request: AnswerQuestionRequest;
  /** The model's value, trimmed. */
  value: string;
  /** The cited facts, verified and about the question's subject. */
  facts: ProfileFact[];
}

const raw = (asked: Asked, fact: ProfileFact) => resolvePath(asked.request.profile, fact.path);

/** All the same and defined, that one value; else undefined. */
function agreed<T>(values: (T | undefined)[]): T | undefined {
  const [first] = values;
  return first !== undefined && values.every((value) => value === first) ? first : undefined;
}

/** The derived yes or no as the answer: the option that says it, or "Yes"/"No"; refused if the model said otherwise. */
function yesNoAnswer(asked: Asked, value: boolean | undefined, facts: ProfileFact[]): AiAnswer {
  if (value === undefined) return UNKNOWN;
  const { options } = asked.request;
  if (options.length > 0) {
    const option = yesNoOption(options, value);
    if (option === undefined || canonical(option) !== canonical(asked.value)) return UNKNOWN;
    return { status: 'answered', value: option, facts };
  }
  if (saysYesNo(asked.value) !== value) return UNKNOWN;
  return { status: 'answered', value: value ? 'Yes' : 'No', facts };
}

/** The derived option as the answer, refused if the model chose another. */
function optionAnswer(asked: Asked, option: string | undefined): AiAnswer {
  if (option === undefined || canonical(option) !== canonical(asked.value)) return UNKNOWN;
  return { status: 'answered', value: option, facts: asked.facts };
}

/** A number of years (or other number) as the answer: the option holding it, the number, or the cited value. */
function numberAnswer(asked: Asked, value: number | undefined): AiAnswer {
  if (value === undefined) return UNKNOWN;
  const { options, kind } = asked.request;
  if (options.length > 0) return optionAnswer(asked, rangeOption(options, value));
  if (kind === 'numeric') {
    if (!NUMBER.test(asked.value) || Number(asked.value) !== value) return UNKNOWN;
    return { status: 'answered', value: String(value), facts: asked.facts };
  }
  return builtFromFacts(asked.value, [String(value)])
    ? { status: 'answered', value: asked.value, facts: asked.facts }
    : UNKNOWN;
}

/** A yes or no from a fact about a general question, where the fact alone decides it. */
function generalYesNo(asked: Asked, fact: ProfileFact): boolean | undefined {
  const question = canonical(asked.request.question);
  const { root } = splitPath(fact.path);
  const value = raw(asked, fact);
  if (YES_NO_FIELDS.has(root)) return asBoolean(value);
  if (root === 'skills' && typeof value === 'number') {
    const about =
      /\b(?:experience|experienced|familiar|knowledge|worked|work with|used|use|proficient|know)\b/;
    return about.test(question) ? value > 0 : undefined;
  }
  if (root === 'languages' && typeof value === 'string') {
    if (/\b(?:native|bilingual|mother tongue)\b/.test(question)) return value === 'Native or bilingual';
    if (/\bfluen/.test(question)) {
      if (value === 'Native or bilingual' || value === 'Professional') return true;
      return value === 'None' ? false : undefined;
    }
    return /\b(?:speak|communicate|proficien\w*|read|write|language)\b/.test(question)
      ? value !== 'None'
      : undefined;
  }
  if (root === 'highestDegree' && typeof value === 'string') {
    const asked = degreeLevel(question);
    const held = degreeLevel(value);
    if (asked === undefined || held === undefined || held > asked) return undefined;
    return held === asked;
  }
  return undefined;
}

/** The option a fact picks for a general question with options. */
function generalOption(asked: Asked, fact: ProfileFact): string | undefined {
  const { options } = asked.request;
  const { root } = splitPath(fact.path);
  const value = raw(asked, fact);
  if (YES_NO_FIELDS.has(root)) {
    const bool = asBoolean(value);
    return bool === undefined ? undefined : yesNoOption(options, bool);
  }
  if ((root === 'skills' || root === 'totalYearsOfExperience') && typeof value === 'number') {
    return rangeOption(options, value);
  }
  if (root === 'highestDegree') return textOption(options, fact.value) ?? degreeOption(options, fact.value);
  return textOption(options, fact.value);
}

/** A number for a numeric question, only where the question's unit is the profile's. */
function generalNumber(asked: Asked, fact: ProfileFact): number | undefined {
  const question = canonical(asked.request.question);
  const { root } = splitPath(fact.path);
  const value = asNumber(raw(asked, fact));
  switch (root) {
    case 'noticePeriod':
      // Months in the profile: a question in days or weeks needs a conversion the user should see.
      return /\bmonths?\b/.test(question) && !/\b(?:days?|weeks?)\b/.test(question) ? value : undefined;
    case 'currentCTC':
    case 'expectedCTC':
      // Lakhs per annum in the profile.
      return /\b(?:lakhs?|lacs?|lpa)\b/.test(question) &&
        !/\b(?:month\w*|rupees?|inr|thousand|usd|dollars?|k)\b|[₹$]/.test(question)
        ? value
        : undefined;
    case 'totalYearsOfExperience':
    case 'skills':
      return /\b(?:years?|yrs?)\b/.test(question) && !/\bmonths?\b/.test(question) ? value : undefined;
    default:
      return undefined;
  }
}

function authorisationAnswer(asked: Asked, subject: 'sponsorship' | 'authorisation'): AiAnswer {
  const { profile, question, job } = asked.request;
  const authorisation = profile.workAuthorization;
  const country = jobCountry(question, job);
  if (!authorisation || country === undefined) return UNKNOWN;
  const authorised = authorisation.authorizedCountries.some((name) => countryNamed(name) === country);
  const facts: ProfileFact[] = [
    {
      path: 'workAuthorization.authorizedCountries',
      value: factText(authorisation.authorizedCountries) ?? '',
    },
  ];
  if (!authorised) {
    facts.push({
      path: 'workAuthorization.requiresSponsorship',
      value: String(authorisation.requiresSponsorship),
    });
  }
  // `requiresSponsorship`: whether the user needs sponsorship outside the countries they may work in.
  const value =
    subject === 'sponsorship'
      ? !authorised && authorisation.requiresSponsorship
      : authorised || (authorisation.requiresSponsorship ? false : undefined);
  return yesNoAnswer(asked, value, facts);
}

/**
 * What the agent may use (decision 026; truth issue, part 2). The server derives the answer from the facts the model
 * cites; the model's value only has to agree:
 * - never for a consent, attestation, agreement, authorisation to check, referral or signature (question-rules.ts);
 * - every cited fact in the profile that was sent, with the value quoted, and about the question's subject
 *   (answer-subject.ts): the same skill for "years with X", `workAuthorization` for authorisation and sponsorship;
 * - yes or no: the server's mapping of the fact (for authorisation and sponsorship, with the job's country: none
 *   known, no answer); options: the option the fact picks (a range for years, the same text or degree level);
 *   numbers: the fact's number, in the question's unit; text: a cited value, or cited values joined.
 * Anything else is `unknown`, and the job goes to the needs-answer queue.
 */
export function checkAnswer(request: AnswerQuestionRequest, answer: ModelAnswer): AiAnswer {
  if (answer.status !== 'answered' || neverByAi(request.question, request.options) !== undefined) {
    return UNKNOWN;
  }
  const value = answer.value?.trim() ?? '';
  const cited = answer.facts ?? [];
  if (value === '' || cited.length === 0) return UNKNOWN;
  const facts: ProfileFact[] = [];
  for (const fact of cited) {
    const verified = verifiedFact(request.profile, fact);
    if (!verified) return UNKNOWN;
    if (!facts.some((known) => known.path === verified.path)) facts.push(verified);
  }
  const subject = subjectOf(request.question);
  if (!facts.every((fact) => isAbout(fact.path, subject, request.question))) return UNKNOWN;
  const asked: Asked = { request, value, facts };
  const yesNo = isYesNoQuestion(request.question, request.options, request.kind);

  if (subject.kind === 'years') {
    const years = agreed(facts.map((fact) => asNumber(raw(asked, fact))));
    if (!yesNo) return numberAnswer(asked, years);
    if (years === undefined) return UNKNOWN;
    const least = subject.atLeast;
    const meets = least ? (least.strict ? years > least.value : years >= least.value) : years > 0;
    return yesNoAnswer(asked, meets, facts);
  }
  if ((subject.kind === 'sponsorship' || subject.kind === 'authorisation') && yesNo) {
    return authorisationAnswer(asked, subject.kind);
  }
  if (yesNo) return yesNoAnswer(asked, agreed(facts.map((fact) => generalYesNo(asked, fact))), facts);
  if (request.options.length > 0)
    return optionAnswer(asked, agreed(facts.map((f) => generalOption(asked, f))));
  if (request.kind === 'numeric')
    return numberAnswer(asked, agreed(facts.map((f) => generalNumber(asked, f))));
  const values = facts.map((fact) => fact.value);
  return builtFromFacts(value, values) ? { status: 'answered', value, facts } : UNKNOWN;
}
