import type { AutomationProfile, FitSettings, FitVerdict, JobSearchSettings } from '@applypilot/contracts';
import { LEXICON } from '@applypilot/resume';
import { stem } from '../answers/words';
import { readAudience } from './audience';
import { dealBreakers } from './deal-breakers';
import { profileFacts, type ProfileFacts } from './profile-facts';
import { readRequirements, type SkillRequirement } from './requirements';
import { readKind, userKinds } from './role-kind';
import { seniorityOf } from './seniority';

/**
 * The job fit check (issue 21, decision 044): a score from 0 to 100 and its reasons, from the job's description,
 * title, seniority and location against the profile and the resume, with no model. Pure and synchronous: about a
 * few milliseconds for a 1,000-word description (apps/agent/bench/fit.ts).
 *
 * The score is the weighted share of what the job asks for that the user offers (a must-have weighs 1, a skill the
 * job only mentions 0.5, a nice-to-have 0.15, a skill in the title 2), with a prior that keeps a job naming one or two
 * skills from swinging to 0 or 100, then lowered for too few years of experience or seniority, for a beginners'
 * role when the user is experienced, and for a work type the search excludes.
 */

export interface FitJob {
  title: string;
  description: string;
  /** The location line of the job's page. */
  location?: string;
}

export interface FitInput {
  job: FitJob;
  profile: AutomationProfile;
  /** The resume's plain text: technologies it names count as offered (years unknown). */
  resumeText?: string;
  search?: Partial<Pick<JobSearchSettings, 'workType' | 'location' | 'jobTitle' | 'experienceLevel'>>;
  settings: FitSettings;
  /** The profile read once per run (profileFacts). */
  facts?: ProfileFacts;
}

const WEIGHT = { must: 1, mention: 0.5, nice: 0.15 } as const;
const TITLE_WEIGHT = 2;
/** A must-have asked with years ("3+ years of Elixir") is the core of the stack. */
const YEARS_WEIGHT = 1.5;
/** A prior of PRIOR_WEIGHT requirements met at PRIOR_SHARE. */
const PRIOR_WEIGHT = 1;
const PRIOR_SHARE = 0.6;
/** The skill share used when the profile lists no skill at all (so the check only skips for other reasons). */
const NO_SKILLS_SHARE = 0.8;

const displayName = (id: string) => LEXICON.get(id)?.name ?? id;

/**
 * Skills every developer is taken to have, or that decide nothing (HTML for a React developer, Git, REST, Jira):
 * profiles rarely list them, so they weigh little and are never reported missing.
 */
const BASELINE = new Set([
  'html',
  'css',
  'git',
  'github',
  'gitlab',
  'bitbucket',
  'jira',
  'confluence',
  'json',
  'xml',
  'yaml',
  'rest',
  'ci/cd',
  'macos',
  'windows server',
  'excel',
  'powerpoint',
  'ms office',
  'figma',
  'unix',
  'npm',
  'yarn',
  'eslint',
  'openapi',
  'microsoft teams',
  'trello',
  'asana',
  'visual studio code',
  'visual studio',
  'intellij idea',
  'eclipse ide',
  'web components',
]);
const BASELINE_WEIGHT = 0.2;
/** "HTML, CSS or Sass" is met by HTML: a list of alternatives with a baseline skill in it is baseline. */
const isBaseline = (requirement: SkillRequirement) => requirement.ids.some((id) => BASELINE.has(id));
const LANGUAGE_FLUENCY = /\b(fluent|fluency|native|c1|c2|business[\s-]level|mandatory|required|must)\b/i;

const TECHNICAL_TITLE =
  /\b(engineer|engineering|developer|programmer|sde|software|architect|data|analyst|devops|sre|scientist|technical|technology|tech|it|qa|test|tester|security|cloud|platform|full[\s-]?stack|front[\s-]?end|back[\s-]?end|web|mobile|machine learning|ml|ai)\b/i;
const TITLE_STOPWORDS = new Set([
  'and',
  'or',
  'of',
  'the',
  'a',
  'an',
  'in',
  'for',
  'to',
  'with',
  'at',
  'senior',
  'junior',
  'lead',
  'sr',
  'jr',
  'ii',
  'iii',
  'i',
]);

/** Whether two titles share a word (by stem: "Developers" and "Developer"), stopwords and levels aside. */
function sharesWord(title: string, other: string | undefined): boolean {
  if (!other) return false;
  const words = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}+#]+/u)
        .filter((word) => word !== '' && !TITLE_STOPWORDS.has(word))
        .map(stem),
    );
  const mine = words(other);
  return [...words(title)].some((word) => mine.has(word));
}

/** A job of a kind the user does not ask for (a support role for a developer) is what it is, whatever it names. */
const KIND_FACTOR = 0.35;
/**
 * A role for someone with two or more years less than the profile has (an internship, freshers, "2025 batch", a
 * first level such as "SDE-1" or "Junior, 1-3 years"): the posting says who it is for.
 */
const AUDIENCE_FACTOR = 0.4;
const ASKS_FOR_BEGINNERS = new Set(['Internship', 'Entry level']);
const MANAGEMENT =
  /\b(manag(?:er|ed|ing) (?:a |the )?(?:team|engineers|people|reports)|people manag|engineering manager|team lead|tech lead|head of|director)\b/i;

/** Whether the profile or resume shows managing people. */
function managesPeople(profile: AutomationProfile, resumeText: string): boolean {
  return (
    MANAGEMENT.test(resumeText) ||
    Object.keys(profile.skills ?? {}).some((skill) => /manag|leadership/i.test(skill))
  );
}

/** The factor for too few years: none within a year, then steeper as the gap grows. */
function yearsFactor(asked: number, have: number): number {
  const gap = asked - have;
  if (gap <= 1) return 1;
  if (gap === 2) return 0.85;
  return Math.max(0.25, 0.62 - 0.08 * (gap - 3));
}

interface Met {
  share: number;
  /** The profile holds the skill or one that implies it (not only a sibling). */
  held?: boolean;
  /** Years the profile lists for it, when that is short of what is asked. */
  shortYears?: number;
}

/** How well the profile meets one skill requirement, 0 to 1. */
function meets(requirement: SkillRequirement, facts: ProfileFacts): Met {
  let best: Met = { share: 0 };
  for (const id of requirement.ids) {
    let met: Met;
    if (facts.implied.has(id)) {
      const years = facts.skills.get(id) ?? facts.impliedYears.get(id);
      const asked = requirement.years;
      if (asked === undefined) met = { share: 1, held: true };
      else if (years === undefined) met = { share: 0.8, held: true };
      else if (years >= asked - 1) met = { share: 1, held: true };
      else met = { share: Math.max(0.35, years / asked), shortYears: years, held: true };
    } else {
      // A sibling (MySQL for PostgreSQL, Vue for React, TypeScript for JavaScript): related, not the same, unless the
      // posting refuses the sibling ("React-only candidates will not be considered").
      const parents = [...(LEXICON.get(id)?.closure ?? [])].filter((p) => p !== id);
      met = { share: !requirement.strict && parents.some((p) => facts.implied.has(p)) ? 0.5 : 0 };
    }
    if (met.share > best.share || (met.share === best.share && met.held && !best.held)) best = met;
  }
  return best;
}

function named(requirement: SkillRequirement): string {
  const names = requirement.ids.map(displayName);
  const text = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
  return requirement.years !== undefined ? `${text} (${requirement.years} years)` : text;
}

function list(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const ONSITE_ONLY =
  /\b(on[\s-]?site only|fully on[\s-]?site|100% on[\s-]?site|in[\s-]office (?:5|five) days|not (?:a )?remote|no remote|this is an on[\s-]?site (?:role|position))\b/i;

/**
 * What lowered a score that has no gap to report (decision 050): a skill the job mentions or would like that the
 * profile does not list, a related skill in place of the one asked for, a skill whose years the profile does not
 * give. With none of these, only the check's margin kept it under 100%: the description cannot say everything.
 */
function loweredBy(
  partial: { unlisted: string[]; nice: string[]; related: string[]; noYears: string[] },
  judged: boolean,
): string[] {
  const notes: string[] = [];
  if (partial.related.length > 0)
    notes.push(
      `asks for ${list(partial.related.slice(0, 3))}; your profile lists a related skill, not that one`,
    );
  if (partial.unlisted.length > 0)
    notes.push(`mentions ${list(partial.unlisted.slice(0, 3))}, which your profile does not list`);
  if (partial.noYears.length > 0)
    notes.push(`asks for ${list(partial.noYears.slice(0, 3))}; your profile does not say how many years`);
  if (partial.nice.length > 0)
    notes.push(
      `would like ${list(partial.nice.slice(0, 3))} (nice to have), which your profile does not list`,
    );
  if (notes.length === 0 && judged)
    notes.push('meets every skill the job names; the rest is a margin for what a description leaves unsaid');
  return notes;
}

export function checkFit(input: FitInput): FitVerdict {
  const { job, profile, settings } = input;
  const facts = input.facts ?? profileFacts(profile, input.resumeText);
  const asks = readRequirements(job.title, job.description);
  const reasons: string[] = [];
  let got = PRIOR_WEIGHT * PRIOR_SHARE;
  let total = PRIOR_WEIGHT;
  const missingMust: SkillRequirement[] = [];
  const short: string[] = [];
  // What took points off without being a gap worth a reason of its own (decision 050): a fit line under 100% names it.
  const partial = {
    unlisted: [] as string[],
    nice: [] as string[],
    related: [] as string[],
    noYears: [] as string[],
  };
  for (const requirement of asks.skills) {
    const baseline = isBaseline(requirement);
    const weight = baseline
      ? BASELINE_WEIGHT
      : requirement.inTitle
        ? TITLE_WEIGHT
        : requirement.strength === 'must' && (requirement.years ?? 0) >= 2
          ? YEARS_WEIGHT
          : WEIGHT[requirement.strength];
    const met = baseline && facts.skills.size > 0 ? { share: 1 } : meets(requirement, facts);
    got += weight * met.share;
    total += weight;
    // A sibling's half credit counts in the score, but the skill itself is still one the profile does not list.
    if (!met.held && requirement.strength === 'must' && !baseline && facts.skills.size > 0)
      missingMust.push(requirement);
    if (!baseline && facts.skills.size > 0 && met.share < 1 && met.shortYears === undefined) {
      const name = requirement.ids.map(displayName).join(' or ');
      if (met.share === 0 && requirement.strength === 'nice') partial.nice.push(name);
      else if (met.share === 0 && requirement.strength !== 'must') partial.unlisted.push(name);
      else if (met.share === 0.5) partial.related.push(name);
      else if (met.share > 0.5) partial.noYears.push(named(requirement));
    }
    if (met.shortYears !== undefined && requirement.strength !== 'nice')
      short.push(
        `${requirement.years} years of ${requirement.ids.map(displayName).join(' or ')} (your profile lists ${met.shortYears})`,
      );
  }
  const missingLanguages = asks.languages.filter(
    (language) =>
      language.strength !== 'nice' && facts.languages.size > 0 && !facts.languages.has(language.id),
  );
  for (const language of asks.languages) {
    if (language.strength === 'nice' || facts.languages.size === 0) continue;
    total += 1.5;
    if (facts.languages.has(language.id)) got += 1.5;
  }
  // A profile and resume that name no skill cannot be compared: the skills neither raise nor lower the score.
  const judged = facts.skills.size > 0;
  let score = judged ? got / total : NO_SKILLS_SHARE;
  if (!judged) reasons.push('your profile lists no skills to compare with the job');

  // What kind of job it is: a kind the user's search and profile do not ask for weighs as what it is.
  const kind = readKind(job.title, asks.pieces);
  const technical = asks.skills.some((requirement) => !isBaseline(requirement));
  const wanted = userKinds(
    input.search?.jobTitle,
    Object.keys(profile.skills ?? {}),
    [...facts.skills.keys()].some((id) => !BASELINE.has(id) && LEXICON.get(id)?.kind === 'technology'),
  );
  if (managesPeople(profile, input.resumeText ?? '')) wanted.add('management');
  const otherKind = kind !== undefined && wanted.size > 0 && !wanted.has(kind.kind);
  // What the job is and who it is for lead the reasons: they decide more than any one skill.
  const leading: string[] = [];
  if (otherKind) {
    score *= KIND_FACTOR;
    leading.push(
      `is ${kind.reason}${input.search?.jobTitle ? `; you search for ${input.search.jobTitle} roles` : ''}`,
    );
  }

  // Years and seniority: one factor for the larger of what the description states and what the title implies.
  const level = seniorityOf(job.title);
  const totalYears = facts.totalYears;
  const audience = readAudience(job.title, asks.pieces, asks.yearsUpTo, asks.years);
  if (totalYears !== undefined) {
    const asked = Math.max(asks.years ?? 0, audience ? 0 : (level?.minYears ?? 0));
    if (asked > 0 && totalYears < asked - 1) {
      score *= yearsFactor(asked, totalYears);
      reasons.push(
        asks.years !== undefined && asks.years >= (level?.minYears ?? 0)
          ? `asks for ${asks.years} years of experience; your profile has ${totalYears}`
          : `is a ${level?.label} role; your profile has ${totalYears} years of experience`,
      );
    }
    // Who it is for: an internship, freshers, a first level. The user's own search for such roles is not a mismatch.
    const forBeginners = ASKS_FOR_BEGINNERS.has(input.search?.experienceLevel ?? '');
    if (audience && !forBeginners && totalYears >= audience.maxYears + 2) {
      score *= AUDIENCE_FACTOR;
      const said = /^interns?(?:hip)?$/i.test(audience.evidence) ? '' : ` ("${audience.evidence}")`;
      leading.push(`is ${audience.label}${said}; your profile has ${totalYears} years of experience`);
    } else if (!audience && asks.yearsUpTo !== undefined && totalYears >= asks.yearsUpTo + 3) {
      score *= 0.6;
      reasons.push(
        `asks for ${asks.years}-${asks.yearsUpTo} years of experience; your profile has ${totalYears}`,
      );
    }
  }
  // A job that names none of the technologies a technical profile lists, under a title that is neither a technical
  // role nor the one searched for, is another field's job (a sales or product role a keyword search let through).
  if (
    judged &&
    !otherKind &&
    !technical &&
    !TECHNICAL_TITLE.test(job.title) &&
    !sharesWord(job.title, input.search?.jobTitle)
  ) {
    score *= 0.55;
    reasons.push(
      `is a ${(job.title.split(',')[0] ?? '').trim()} role that names none of your profile's skills`,
    );
  }
  // A people manager's role the user's search or profile asks for is not lowered; one it does not ask for is, once.
  if (kind?.kind === 'management' && !otherKind && !wanted.has('management')) {
    score *= 0.7;
    reasons.push('is a people manager role; your profile lists no management experience');
  }
  if (asks.doctorate && !/ph\.?d|doctor/i.test(profile.highestDegree ?? '')) {
    score *= 0.6;
    reasons.push('requires a doctorate, which your profile does not list');
  }
  if (input.search?.workType === 'Remote' && ONSITE_ONLY.test(job.description)) {
    score *= 0.7;
    reasons.push('is on-site only; you search for remote jobs');
  }

  if (missingMust.length > 0) {
    const shown = missingMust
      .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || (b.years ?? 0) - (a.years ?? 0))
      .slice(0, 4)
      .map(named);
    reasons.unshift(`asks for ${list(shown)}, which your profile does not list`);
  }
  reasons.unshift(...leading);
  if (short.length > 0) reasons.push(`asks for ${list(short.slice(0, 2))}`);
  if (missingLanguages.length > 0)
    reasons.push(
      `asks for ${list(missingLanguages.map((l) => displayName(l.id)))}, which your profile does not list`,
    );

  const found = dealBreakers(
    asks.pieces,
    profile,
    { location: job.location ?? '' },
    new Set(facts.skills.keys()),
  );
  // A language the job requires fluently that the profile does not speak is a deal-breaker, not a gap to learn.
  for (const language of missingLanguages)
    if (
      language.strength === 'must' &&
      asks.pieces.some(
        (p) =>
          p.strength === 'must' &&
          LANGUAGE_FLUENCY.test(p.text) &&
          new RegExp(`\\b${displayName(language.id)}\\b`, 'i').test(p.text),
      )
    )
      found.push(
        `requires ${displayName(language.id)}, which your profile does not list among your languages`,
      );
  const value = Math.max(0, Math.min(100, Math.round(score * 100)));
  const missing = [
    ...new Set(missingMust.flatMap((r) => (r.ids.length === 1 ? r.ids.map(displayName) : []))),
  ];
  let skipped: FitVerdict['skipped'];
  if (settings.skipDealBreakers && found.length > 0) skipped = 'deal-breaker';
  else if (settings.skipBelow && value < settings.threshold) skipped = 'fit';
  const head = `Fit ${value}%`;
  const lowered = loweredBy(partial, judged);
  const summary =
    skipped === 'deal-breaker'
      ? `${head}, deal-breaker: ${found.join('; ')}`
      : reasons.length > 0
        ? `${head}: ${reasons.slice(0, 2).join('; ')}`
        : value >= 100
          ? `${head}: matches your profile`
          : `${head}: ${lowered.slice(0, 2).join('; ')}`;
  return {
    score: value,
    summary: summary.slice(0, 1000),
    reasons: [...found, ...reasons, ...(reasons.length > 0 ? lowered : [])].slice(0, 20),
    missing: missing.slice(0, 30),
    dealBreakers: found.slice(0, 10),
    ...(skipped ? { skipped } : {}),
  };
}
