import type { AiJob } from '@applypilot/contracts';
import { containsPhrase, sameSkill } from '@applypilot/resume';
import { AMBIGUOUS_COUNTRY, countriesIn } from './countries';

/**
 * What a screening question is about, and whether a profile fact is about that (truth issue, part 2). An answer may
 * rest only on facts about its question's subject: "years with Kubernetes" on `skills.Kubernetes` (or a synonym the
 * lexicon knows), never on total experience; work authorisation and sponsorship on `workAuthorization` and the job's
 * country; anything else on the profile field its words name ("notice period" → `noticePeriod`). Pure.
 */
export type Subject =
  /** "How many years … with X": `skill` undefined means total experience. */
  | { kind: 'years'; skill?: string; atLeast?: { value: number; strict: boolean } }
  | { kind: 'sponsorship' }
  | { kind: 'authorisation' }
  | { kind: 'general' };

const lower = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Words around a skill's name that do not change which skill it is ("Java development" is Java). */
const SKILL_FILLER =
  /^(?:the|a|an)\s+|\s+(?:experience|exp|development|developing|programming|coding|technologies|technology|language|framework|frameworks|platform|professionally|work)$/i;
/** Words of a years question that ask for all experience ("years of professional work experience"). */
const TOTAL_WORDS = new Set([
  'work',
  'working',
  'professional',
  'total',
  'overall',
  'industry',
  'full-time',
  'fulltime',
  'paid',
  'job',
  'employment',
  'career',
  'corporate',
  'experience',
  'exp',
]);

function cleanSkill(phrase: string): string {
  let out = phrase.trim().replace(/[?.!:;,*]+$/, '');
  for (let previous = ''; previous !== out;) {
    previous = out;
    out = out.replace(SKILL_FILLER, '').trim();
  }
  return out;
}

/** The phrase after "with", "in", "using" or "on" ("experience with Node.js?" → Node.js), if any. */
export function skillAfterPreposition(question: string): string | undefined {
  const match =
    /\b(?:with|in|using|on)\s+(.+?)(?=\s*(?:[?(:;]|$|\s(?:do|have|did|would|can|will|are)\s+you\b|,\s))/i.exec(
      question,
    );
  const skill = match?.[1] ? cleanSkill(match[1]) : '';
  return skill === '' ? undefined : skill;
}

const YEARS = /\b(?:years?|yrs?)\b/i;
const EXPERIENCE = /\b(?:experience|exp|worked|working|career)\b/i;

function yearsSubject(question: string): Subject | undefined {
  if (!YEARS.test(question) || /\bmonths?\b/i.test(question)) return undefined;
  const between = /\byears? of\s+(.+?)\s+(?:experience|exp)\b/i.exec(question)?.[1];
  const candidates = [between, skillAfterPreposition(question)]
    .map((phrase) => (phrase ? cleanSkill(phrase) : ''))
    .filter((phrase) => phrase !== '' && !phrase.split(/\s+/).every((w) => TOTAL_WORDS.has(w.toLowerCase())));
  const threshold = /(\d+(?:\.\d+)?)\s*(\+)?\s*(?:or more\s+)?(?:years?|yrs?)\b/i.exec(question);
  const strict = /\b(?:more than|over|above|greater than)\s+\d/i.test(question);
  const atLeast = threshold ? { value: Number(threshold[1]), strict } : undefined;
  const extra = atLeast ? { atLeast } : {};
  if (candidates.length > 0) {
    // Two different phrases ("years of Java experience in banking") ask about something narrower than a skill.
    const [first, ...rest] = candidates;
    if (rest.some((other) => !sameSkill(other, first!))) return { kind: 'general' };
    return { kind: 'years', skill: first!, ...extra };
  }
  return EXPERIENCE.test(question) ? { kind: 'years', ...extra } : undefined;
}

export function subjectOf(question: string): Subject {
  const q = lower(question);
  const years = yearsSubject(question);
  if (years) return years;
  // "Authorized to work … without sponsorship" asks about authorisation; any other mention of sponsoring about it.
  if (/\bwithout\b[^.?!]*\bsponsor/.test(q)) return { kind: 'authorisation' };
  if (/\bsponsor/.test(q)) return { kind: 'sponsorship' };
  if (
    /\b(?:authori[sz]ed|eligible|legally (?:able|permitted|allowed)|right to work|permitted to work|allowed to work|work permit)\b/.test(
      q,
    )
  ) {
    return { kind: 'authorisation' };
  }
  return { kind: 'general' };
}

/** Whether the question names the skill `key` (as written, or as the phrase after "with"/"in", same lexicon entry). */
function namesSkill(question: string, key: string): boolean {
  if (containsPhrase(question, key)) return true;
  const phrase = skillAfterPreposition(question);
  return phrase !== undefined && sameSkill(phrase, key);
}

const SALARY = /\b(?:ctc|salary|compensation|package|pay|remuneration|income)\b/;

/** For each top-level profile field: whether a question is about it (`key`: the rest of the path, e.g. a skill). */
const TOPICS: Record<string, (q: string, key: string) => boolean> = {
  firstName: (q) => /\bname\b/.test(q),
  lastName: (q) => /\b(?:name|surname)\b/.test(q),
  email: (q) => /\be-?mail\b/.test(q),
  phone: (q) => /\b(?:phone|mobile|cell|telephone|contact number|whatsapp)\b/.test(q),
  phoneCountryCode: (q) => /\b(?:country code|dial(?:l)?ing code|calling code)\b/.test(q),
  city: (q) =>
    /\b(?:city|town|located|location|live|living|reside|residing|residence|based|current address|hometown)\b/.test(
      q,
    ),
  linkedinUrl: (q) => /\blinked ?in\b/.test(q),
  website: (q) => /\b(?:website|web site|portfolio|homepage|personal (?:site|page)|blog|github)\b/.test(q),
  currentCTC: (q) =>
    SALARY.test(q) && /\b(?:current|present|existing|last drawn|drawn)\b/.test(q) && !/\bexpect/.test(q),
  expectedCTC: (q) => SALARY.test(q) && /\b(?:expect\w*|desired|looking for|asking)\b/.test(q),
  noticePeriod: (q) =>
    /\b(?:notice|how soon|start date|earliest|joining|available to (?:start|join)|when can you (?:start|join))\b/.test(
      q,
    ),
  totalYearsOfExperience: (q) => /\b(?:total|overall)\b/.test(q) && /\bexperience\b/.test(q),
  skills: (q, key) =>
    key === ''
      ? /\b(?:skills?|technolog(?:y|ies)|tools?|tech stack|frameworks?|programming languages?)\b/.test(q)
      : namesSkill(q, key),
  workAuthorization: (q) =>
    /\b(?:authori[sz]\w*|eligib\w*|permit|visa|sponsor\w*|right to work|citizen\w*|work status|legally)\b/.test(
      q,
    ),
  willingToRelocate: (q) => /\breloca\w*/.test(q),
  hasDriversLicense: (q) => /\bdriv(?:er|ing|ers)(?:'s|s)? ?licen[cs]e\b/.test(q),
  highestDegree: (q) =>
    /\b(?:degree|education\w*|qualification\w*|bachelor\w*|master\w*|ph\.?d|doctora\w*|diploma|graduat\w*|b\.?tech|m\.?tech|mba|b\.?sc|m\.?sc)\b/.test(
      q,
    ),
  languages: (q, key) => (key === '' ? /\blanguages?\b/.test(q) : containsPhrase(q, key)),
  coverLetter: (q) => /\bcover letter\b/.test(q),
};

/** The field a dotted path starts with, and the rest ("skills.Node.js" → skills, Node.js). */
export function splitPath(path: string): { root: string; key: string } {
  const dot = path.indexOf('.');
  return dot < 0 ? { root: path, key: '' } : { root: path.slice(0, dot), key: path.slice(dot + 1) };
}

/** Whether the profile fact at `path` is about the question's subject. */
export function isAbout(path: string, subject: Subject, question: string): boolean {
  const { root, key } = splitPath(path);
  switch (subject.kind) {
    case 'years':
      return subject.skill === undefined
        ? path === 'totalYearsOfExperience'
        : root === 'skills' && key !== '' && sameSkill(key, subject.skill);
    case 'sponsorship':
    case 'authorisation':
      return root === 'workAuthorization';
    case 'general': {
      const topic = Object.prototype.hasOwnProperty.call(TOPICS, root) ? TOPICS[root] : undefined;
      return topic !== undefined && topic(lower(question), key);
    }
  }
}

/**
 * The job's country: the one the question names, else the one the job's location names, else its title's. None, or
 * more than one, or a name that may mean something else: undefined, and an authorisation answer is `unknown`.
 * (AiJob carries no location yet; when contracts add one, it is read here.)
 */
export function jobCountry(question: string, job: AiJob): string | undefined {
  const location = (job as { location?: unknown }).location;
  const sources: [string, boolean][] = [
    [question, false],
    [typeof location === 'string' ? location : '', true],
    [job.title, false],
  ];
  for (const [text, isLocation] of sources) {
    if (text.trim() === '') continue;
    const found = countriesIn(text, { location: isLocation });
    if (found.size === 0) continue;
    if (found.size > 1 || found.has(AMBIGUOUS_COUNTRY)) return undefined;
    return [...found][0];
  }
  return undefined;
}
