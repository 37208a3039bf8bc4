import {
  analyse,
  LEXICON,
  PROGRAMMING_LANGUAGES,
  splitVersions,
  type Analysis,
  type Token,
} from '@applypilot/resume';
import { piecesOf, strengthOf, type Piece, type Strength } from './sections';
import { yearsIn } from './years';

/**
 * What a job asks for, read from its description and title with wink-nlp and the technology lexicon of
 * packages/resume (synonyms: "JS" is JavaScript, "k8s" is Kubernetes, "Postgres" is PostgreSQL).
 */

export interface SkillRequirement {
  /** Lexicon ids: any one of them meets the requirement ("Java, Go or Python"). */
  ids: string[];
  strength: Strength;
  /** Years asked for (the lower bound of a range). */
  years?: number;
  /** Named in the job title. */
  inTitle: boolean;
  /**
   * The posting refuses a related skill in its place ("React-only candidates will not be considered" beside Angular):
   * a sibling skill does not half meet it.
   */
  strict?: boolean;
}

export interface LanguageRequirement {
  id: string;
  strength: Strength;
}

export interface JobRequirements {
  skills: SkillRequirement[];
  languages: LanguageRequirement[];
  /** Years of experience overall (not tied to a skill). */
  years?: number;
  /** The upper bound of the overall years when the job gives a range ("0-2 years"). */
  yearsUpTo?: number;
  /** A doctorate is required. */
  doctorate: boolean;
  /** The pieces read (for the deal-breaker checks). */
  pieces: Piece[];
  /** Skills the posting refuses as enough on their own ("React-only candidates will not be considered"). */
  refused: string[];
}

const RANK: Record<Strength, number> = { must: 3, mention: 2, nice: 1 };
/** A list of alternatives or examples: any one of its skills will do. */
const ALTERNATIVES =
  /\b(or|nor|either|one of|one or more|any of|at least one|such as|e\.g\.|eg|for example|like|including|similar|equivalent|comparable|and\/or)\b|\w\/\w/i;
/** Words that tie "N years" to experience, not to a company's age or a contract's length. */
const EXPERIENCE_WORDS =
  /\b(experience|exp|background|track record|working|worked|professional|industry|hands[\s-]on|building|developing|programming|coding|engineering|development)\b/i;
const HISTORY_BEFORE = /\b(?:past|last|next|within|since|for the|founded|ago|over the past|in the past)\s*$/i;
const HISTORY_AFTER =
  /^\s*(?:ago|old|of age|of (?:operation|history|growth|business)|in business|running|warranty|contract)/i;
const LANGUAGE_ASK =
  /\b(fluent|fluency|native|proficien(?:t|cy)|business[\s-]level|written and (?:spoken|verbal)|spoken and written|speak|speaking|command of|level [a-c][12]|[bc][12]\b)/i;
const DOCTORATE = /\b(ph\.?\s?d|doctorate|doctoral)\b/i;
/**
 * A sentence that refuses candidates who have only the skills it names: "React-only candidates will not be
 * considered", "Profiles with only Java experience need not apply", "Candidates with just Vue will not be shortlisted".
 */
const REFUSES_ONLY =
  /\b(?:only|just|solely|purely|exclusively)\b.*\b(?:will not|won't|wont|would not|cannot|can't|need not|needn't|do not|don't|does not|is not|are not|not)\b[^.]{0,25}\b(?:be )?(?:consider(?:ed)?|shortlist(?:ed)?|accept(?:ed)?|apply|eligible|enough|sufficient|suitable|qualify|move forward|proceed)\b|\b(?:will not|won't|do not|don't|cannot) (?:consider|accept|shortlist)\b.*\b(?:only|just|solely)\b/i;

/** Clauses of a sentence that mixes required and optional parts ("Python required; Go is a plus"). */
function clausesOf(piece: Piece): Piece[] {
  const parts = piece.text.split(
    /;\s+|,\s+(?=(?:and |but |while )?(?:ideally|preferably|bonus|plus|nice|familiarity|exposure|knowledge of .* (?:a plus|preferred)))|\.\s+|\s+(?:but|while)\s+/i,
  );
  if (parts.length < 2) return [piece];
  return parts
    .filter((text) => text.trim() !== '')
    .map((text) => ({
      ...piece,
      text,
      strength: strengthOf(text, piece.strength === 'nice' ? 'nice' : piece.strength),
    }));
}

/** Character offsets of each token in the text as the tokens spell it. */
function offsets(tokens: Token[]): { text: string; starts: number[] } {
  let text = '';
  const starts: number[] = [];
  for (const token of tokens) {
    text += token.space;
    starts.push(text.length);
    text += token.text;
  }
  return { text, starts };
}

interface Read {
  skills: SkillRequirement[];
  /** Skills the piece refuses as enough on their own. */
  refused: string[];
  languages: LanguageRequirement[];
  years?: number;
  yearsUpTo?: number;
}

/**
 * Reads many short texts with one wink-nlp document (one call costs far less than one per sentence): the texts are
 * joined by blank lines, and a token preceded by a line break starts the next text. No text holds a line break.
 */
function analyseMany(texts: string[]): Analysis[] {
  const out: Analysis[] = texts.map(() => ({ tokens: [], hits: [] }));
  if (texts.length === 0) return out;
  const { tokens, hits } = analyse(texts.join('\n\n'));
  const owner: number[] = [];
  const local: number[] = [];
  let current = 0;
  let fresh = true;
  for (const token of tokens) {
    // The blank line between two texts is a token of its own (tabCRLF).
    if (token.type === 'tabCRLF' || /^\s+$/.test(token.text)) {
      current = Math.min(current + 1, texts.length - 1);
      owner.push(-1);
      local.push(-1);
      fresh = true;
      continue;
    }
    owner.push(current);
    local.push(out[current]!.tokens.length);
    out[current]!.tokens.push(fresh ? { ...token, space: '' } : token);
    fresh = false;
  }
  for (const hit of hits) {
    const at = owner[hit.start] ?? -1;
    if (at < 0 || owner[hit.end] !== at) continue;
    out[at]!.hits.push({ ...hit, start: local[hit.start] ?? 0, end: local[hit.end] ?? 0 });
  }
  return out;
}

function readPiece(piece: Piece, inTitle: boolean, analysis: Analysis = analyse(piece.text)): Read {
  const { tokens, hits } = analysis;
  const { text, starts } = offsets(tokens);
  let tech = hits
    .filter((hit) => LEXICON.get(hit.id)?.kind === 'technology')
    .map((hit) => ({ id: hit.id, at: starts[hit.start] ?? 0 }));
  // "React-only candidates will not be considered": the skills next to "only" are refused, not asked for.
  const refused: string[] = [];
  if (REFUSES_ONLY.test(text)) {
    const only = /\b(?:only|just|solely|purely|exclusively)\b/i.exec(text);
    const at = only?.index ?? -1;
    const near = tech.filter((t) => at >= 0 && t.at >= at - 30 && t.at <= at + 40);
    refused.push(...near.map((t) => t.id));
    tech = tech.filter((t) => !near.includes(t));
  }
  const languages = LANGUAGE_ASK.test(text)
    ? hits.filter((hit) => hit.kind === 'language').map((hit) => ({ id: hit.id, strength: piece.strength }))
    : [];
  const mentions = yearsIn(text);
  const yearsOf = new Map<string, number>();
  let overall: number | undefined;
  let upTo: number | undefined;
  for (const [m, mention] of mentions.entries()) {
    // "over the past 10 years", "founded 20 years ago": the company's history, not an ask.
    if (HISTORY_BEFORE.test(text.slice(0, mention.start)) || HISTORY_AFTER.test(text.slice(mention.end)))
      continue;
    const nextStart = mentions[m + 1]?.start ?? Number.POSITIVE_INFINITY;
    // "5+ years of Python": skills after the mention; "Python (5+ years)": the skill just before it.
    let about = tech.filter((t) => t.at >= mention.end && t.at < nextStart && t.at - mention.end <= 80);
    if (about.length === 0)
      about = tech.filter((t) => t.at < mention.start && mention.start - t.at <= 30).slice(-1);
    if (about.length > 0) {
      for (const t of about) yearsOf.set(t.id, Math.max(yearsOf.get(t.id) ?? 0, mention.years));
      // "8 years of experience with Python" asks for 8 years overall too; "8 years of Python" only of Python.
      const between = text.slice(mention.end, about[0]!.at);
      if (about[0]!.at > mention.end && /\bexperience\b/i.test(between))
        overall = Math.max(overall ?? 0, mention.years);
    } else if (EXPERIENCE_WORDS.test(text) || piece.strength === 'must') {
      overall = Math.max(overall ?? 0, mention.years);
      if (mention.upTo !== undefined) upTo = Math.max(upTo ?? 0, mention.upTo);
    }
  }
  const ids = [...new Set(tech.map((t) => t.id))];
  const strength = inTitle ? 'must' : piece.strength;
  let skills: SkillRequirement[];
  if (ids.length > 1 && ALTERNATIVES.test(text)) {
    const years = Math.max(0, ...ids.map((id) => yearsOf.get(id) ?? 0));
    skills = [{ ids, strength, ...(years > 0 ? { years } : {}), inTitle }];
  } else {
    skills = ids.map((id) => {
      const years = yearsOf.get(id);
      return { ids: [id], strength, ...(years !== undefined ? { years } : {}), inTitle };
    });
  }
  return {
    skills,
    refused,
    languages,
    ...(overall !== undefined ? { years: overall } : {}),
    ...(upTo !== undefined ? { yearsUpTo: upTo } : {}),
  };
}

/** Keeps each skill once, at its strongest ask and its most years. */
function merge(skills: SkillRequirement[]): SkillRequirement[] {
  const single = new Map<string, SkillRequirement>();
  const groups: SkillRequirement[] = [];
  for (const skill of skills) {
    if (skill.ids.length > 1) {
      groups.push(skill);
      continue;
    }
    const id = skill.ids[0]!;
    const known = single.get(id);
    if (!known) {
      single.set(id, { ...skill });
      continue;
    }
    if (RANK[skill.strength] > RANK[known.strength]) known.strength = skill.strength;
    if (skill.years !== undefined) known.years = Math.max(known.years ?? 0, skill.years);
    known.inTitle ||= skill.inTitle;
  }
  // A group whose skill is also asked for alone is covered by that ask.
  const kept = groups.filter((group) => !group.ids.some((id) => single.get(id)?.strength === 'must'));
  const seen = new Set<string>();
  const unique = kept.filter((group) => {
    const key = [...group.ids].sort().join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...single.values(), ...unique];
}

export function readRequirements(rawTitle: string, rawDescription: string): JobRequirements {
  // "Vue3", "Java8", "C++17": the technology, then its version.
  const title = splitVersions(rawTitle);
  const description = splitVersions(rawDescription);
  const pieces = piecesOf(description);
  const refused = new Set<string>();
  const skills: SkillRequirement[] = [];
  const languages = new Map<string, LanguageRequirement>();
  let years: number | undefined;
  let yearsUpTo: number | undefined;
  let doctorate = false;
  // "Golang Developer" names the stack (weighs double); "Software Engineer, Kubernetes" names the team (a must-have).
  const [role = '', ...team] = title.split(',');
  if (role.trim() !== '')
    skills.push(...readPiece({ text: role, strength: 'must', aside: false }, true).skills);
  if (team.join(',').trim() !== '')
    skills.push(...readPiece({ text: team.join(','), strength: 'must', aside: false }, false).skills);
  const clauses = pieces.filter((piece) => !piece.aside).flatMap(clausesOf);
  const analyses = analyseMany(clauses.map((clause) => clause.text.replace(/\s+/g, ' ').trim()));
  for (const [c, clause] of clauses.entries()) {
    {
      const read = readPiece(clause, false, analyses[c]);
      for (const id of read.refused) refused.add(id);
      skills.push(...read.skills);
      for (const language of read.languages)
        if (!languages.has(language.id) || language.strength === 'must') languages.set(language.id, language);
      if (read.years !== undefined && clause.strength !== 'nice') years = Math.max(years ?? 0, read.years);
      if (read.yearsUpTo !== undefined && clause.strength !== 'nice')
        yearsUpTo = Math.max(yearsUpTo ?? 0, read.yearsUpTo);
      if (
        clause.strength === 'must' &&
        DOCTORATE.test(clause.text) &&
        !/\bor\b|equivalent|master/i.test(clause.text)
      )
        doctorate = true;
    }
  }
  return {
    skills: refuse(merge(skills), refused),
    languages: [...languages.values()],
    ...(years !== undefined ? { years } : {}),
    ...(yearsUpTo !== undefined ? { yearsUpTo } : {}),
    doctorate,
    pieces,
    refused: [...refused],
  };
}

/** The parents two skills share, beyond themselves (React and Angular share JavaScript). */
function related(a: string, b: string): boolean {
  const parents = LEXICON.get(a)?.closure ?? new Set([a]);
  return [...(LEXICON.get(b)?.closure ?? [])].some((id) => id !== a && id !== b && parents.has(id));
}

/**
 * A posting that refuses candidates with only a skill ("React-only candidates will not be considered") does not ask
 * for that skill, and a skill of the same family it does ask for (Angular) becomes a strict must-have: the refused
 * one does not half meet it.
 */
function refuse(skills: SkillRequirement[], refused: ReadonlySet<string>): SkillRequirement[] {
  if (refused.size === 0) return skills;
  const kept = skills
    .map((skill) => ({ ...skill, ids: skill.ids.filter((id) => !refused.has(id)) }))
    .filter((skill) => skill.ids.length > 0);
  // A programming language (TypeScript, which Angular is written in) is not a rival of a refused framework.
  return kept.map((skill) =>
    skill.ids.some((id) => !PROGRAMMING_LANGUAGES.has(id) && [...refused].some((other) => related(id, other)))
      ? { ...skill, strength: 'must' as const, strict: true }
      : skill,
  );
}
