import { parseList } from '../model/fields';
import { sectionTitle, type ResumeData } from '../model/resume-data';
import type {
  EducationEntry,
  ExperienceEntry,
  LeadershipEntry,
  PersonalEntry,
  ProjectEntry,
  SkillsEntry,
} from '../model/entries';
import { canonical, containsPhrase } from './normalise';
import {
  distinct,
  factsOf,
  listed,
  newWords,
  Reader,
  unstatedQuantities,
  type Facts,
  type Reading,
} from './prose';

/**
 * Whether a tailored resume tells only what the original tells (issue [8], decision 026; issue 17). The model may
 * reorder and rephrase bullets, the summary and the skills; it may not add or change employers, titles, dates,
 * degrees, scores, skills or technologies, and its prose (summary, bullets, descriptions) may state no quantity the
 * original does not state with the same unit and magnitude (in the same entry, or anywhere for the summary) and name
 * nothing the original does not name (technologies, certifications, languages, clearances, degrees, schools,
 * organisations, titles, proper nouns; prose.ts). `why` completes "The tailored resume was rejected because it …" in
 * plain words.
 *
 * Pure and shared: the server runs it on every model answer, and the agent may run it again before it renders. The
 * NLP model it reads prose with loads on the first call (`loadNlp` loads it ahead).
 */
export type Faithfulness = { ok: true } | { ok: false; why: string };

const OK: Faithfulness = { ok: true };
const reject = (why: string): Faithfulness => ({ ok: false, why });

const same = (a: string, b: string) => canonical(a) === canonical(b);
const shown = (value: string) => (value.trim() === '' ? '(empty)' : value.trim());

/** Sections with at least one entry, in a stable order. */
function filledSections(data: ResumeData): string[] {
  return Object.keys(data).filter((key) => (data[key]?.length ?? 0) > 0);
}

/**
 * The texts an entry shows, for what the original states: each bullet on its own (a tailored bullet often repeats
 * one, and is then read once), lists joined. (Also what a cover letter is checked against: letter.ts.)
 */
export function factTexts(entry: object): string[] {
  const texts: string[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'id' || key === 'isExpanded') continue;
    if (typeof value === 'string') texts.push(value);
    else if (key === 'bullets' && Array.isArray(value)) texts.push(...value.map(String));
    else if (Array.isArray(value)) texts.push(value.map(String).join(', '));
  }
  return texts.filter((text) => text.trim() !== '');
}

/** The prose of an entry the model writes: its description and bullets, or a summary's text. */
function proseTexts(entry: object): string[] {
  const record = entry as Record<string, unknown>;
  const texts: string[] = [];
  for (const key of ['summaryText', 'description']) {
    const value = record[key];
    if (typeof value === 'string') texts.push(value);
  }
  if (Array.isArray(record.bullets)) texts.push(...record.bullets.map(String));
  return texts.filter((text) => text.trim() !== '');
}

const aNumber = (count: number) => (count === 1 ? 'a number that is' : 'numbers that are');

const CONTACT_FIELDS = ['name', 'email', 'phone', 'github', 'linkedin', 'website'] as const;
const CONTACT_LABELS: Record<(typeof CONTACT_FIELDS)[number], string> = {
  name: 'name',
  email: 'email address',
  phone: 'phone number',
  github: 'GitHub link',
  linkedin: 'LinkedIn link',
  website: 'website',
};

function checkPersonal(original: PersonalEntry[], tailored: PersonalEntry[]): Faithfulness {
  if (tailored.length !== original.length) return reject('changed your contact details');
  for (const [i, entry] of tailored.entries()) {
    const before = original[i];
    if (!before) return reject('changed your contact details');
    for (const field of CONTACT_FIELDS) {
      if (!same(entry[field] ?? '', before[field] ?? '')) {
        return reject(
          `changed your ${CONTACT_LABELS[field]} (${shown(before[field] ?? '')} → ${shown(entry[field] ?? '')})`,
        );
      }
    }
  }
  return OK;
}

/** How a dated section names its entries in a rejection. */
interface DatedWords {
  /** "an employer", "a school", "an organization", "a project" */
  thing: string;
  /** The entry's name ("Acme Corp"), for the messages. */
  name: (entry: DatedEntry) => string;
}

type DatedEntry = ExperienceEntry | LeadershipEntry | ProjectEntry | EducationEntry;

/** Fields that must stay exactly as written, with the words a rejection uses for each. */
type FixedField = { get: (entry: DatedEntry) => string; changed: string };

function fixedFieldsOf(section: string): FixedField[] {
  const text = (key: string) => (entry: DatedEntry) =>
    String((entry as unknown as Record<string, unknown>)[key] ?? '');
  const common: FixedField[] = [
    { get: text('duration'), changed: 'changed a date' },
    { get: text('location'), changed: 'changed a location' },
  ];
  switch (section) {
    case 'experience':
      return [
        { get: text('company'), changed: 'changed an employer' },
        { get: text('title'), changed: 'changed a job title' },
        ...common,
      ];
    case 'leadership':
      return [
        { get: text('organization'), changed: 'changed an organization' },
        { get: text('title'), changed: 'changed a title' },
        ...common,
      ];
    case 'education':
      return [
        { get: text('school'), changed: 'changed a school' },
        { get: text('degree'), changed: 'changed a degree' },
        ...common,
        { get: text('scoreType'), changed: 'changed a score' },
        { get: text('gpa'), changed: 'changed a score' },
      ];
    default:
      return [
        { get: text('title'), changed: 'changed a title' },
        { get: text('subtitle'), changed: 'changed a subtitle' },
        ...common,
      ];
  }
}

function wordsOf(section: string): DatedWords {
  const field = (key: string) => (entry: DatedEntry) =>
    String((entry as unknown as Record<string, unknown>)[key] ?? '').trim();
  switch (section) {
    case 'experience':
      return { thing: 'an employer', name: field('company') };
    case 'leadership':
      return { thing: 'an organization', name: field('organization') };
    case 'education':
      return { thing: 'a school', name: field('school') };
    default:
      return { thing: `an entry under ${sectionTitle(section)}`, name: field('title') };
  }
}

/**
 * The same entries in the same order (a resume's dated entries are in an order the user chose; decision 026), the
 * fixed fields unchanged, bullets only reworded (no more of them than before), technologies a subset.
 */
function checkDated(
  section: string,
  original: DatedEntry[],
  tailored: DatedEntry[],
  reader: Reader,
): Faithfulness {
  const words = wordsOf(section);
  const fixed = fixedFieldsOf(section);
  const identity = (entry: DatedEntry) => canonical(words.name(entry));
  const originalNames = new Set(original.map(identity));
  for (const entry of tailored) {
    if (!originalNames.has(identity(entry))) {
      return reject(`added ${words.thing} that is not on your resume (${shown(words.name(entry))})`);
    }
  }
  if (tailored.length > original.length) {
    const counts = new Map<string, number>();
    for (const entry of tailored) counts.set(identity(entry), (counts.get(identity(entry)) ?? 0) + 1);
    const repeated = tailored.find(
      (entry) =>
        (counts.get(identity(entry)) ?? 0) > original.filter((o) => identity(o) === identity(entry)).length,
    );
    return reject(`listed ${words.thing} twice (${shown(repeated ? words.name(repeated) : '')})`);
  }
  if (tailored.length < original.length) {
    const kept = new Set(tailored.map(identity));
    const dropped = original.find((entry) => !kept.has(identity(entry))) ?? original[tailored.length];
    return reject(`left out ${words.thing} from your resume (${shown(dropped ? words.name(dropped) : '')})`);
  }
  for (const [i, entry] of tailored.entries()) {
    const before = original[i];
    if (!before) continue;
    if (identity(entry) !== identity(before)) {
      return reject(
        `changed the order of your ${section === 'education' ? 'schools' : 'entries'} (${shown(words.name(before))} → ${shown(words.name(entry))})`,
      );
    }
    for (const field of fixed) {
      if (!same(field.get(entry), field.get(before))) {
        return reject(`${field.changed} (${shown(field.get(before))} → ${shown(field.get(entry))})`);
      }
    }
    if ('bullets' in entry && 'bullets' in before) {
      const bulletCount = (list: string[]) => list.filter((b) => b.trim() !== '').length;
      if (bulletCount(entry.bullets) > bulletCount(before.bullets)) {
        return reject(`added bullet points to ${shown(words.name(entry))}`);
      }
      const tags = skillKeys(parseList(before.tags), reader);
      const extra = parseList(entry.tags).find((tag) => !hasSkill(tags, tag, reader));
      if (extra !== undefined)
        return reject(`listed a technology you did not list for ${shown(words.name(entry))} (${extra})`);
    }
  }
  return OK;
}

/**
 * Skills the original shows: its skills list, plus every technology it lists on an entry (a technology used at a
 * job or in a project is a skill the user has, so the model may bring it into the skills list for a job that asks).
 * Each as written and as the lexicon entry it names, so a synonym ("K8s" for "Kubernetes") is the same skill.
 */
function skillsShown(original: ResumeData, reader: Reader): Set<string> {
  const listed = original.skills.flatMap((entry) => parseList(entry.skills));
  const technologies = Object.values(original).flatMap((entries) =>
    entries.flatMap((entry) => ('tags' in entry ? parseList(entry.tags) : [])),
  );
  return skillKeys([...listed, ...technologies], reader);
}

function skillKeys(skills: string[], reader: Reader): Set<string> {
  const keys = new Set<string>();
  for (const skill of skills) {
    keys.add(canonical(skill));
    const id = reader.lexiconId(skill);
    if (id !== undefined) keys.add(`lexicon:${id}`);
  }
  return keys;
}

/** Whether `skill` is one of `keys` as written or as the lexicon entry it names. */
function hasSkill(keys: Set<string>, skill: string, reader: Reader): boolean {
  if (keys.has(canonical(skill))) return true;
  const id = reader.lexiconId(skill);
  return id !== undefined && keys.has(`lexicon:${id}`);
}

function checkSkills(original: ResumeData, tailored: SkillsEntry[], reader: Reader): Faithfulness {
  const skills = skillsShown(original, reader);
  const categories = new Set(original.skills.map((entry) => canonical(entry.category)));
  for (const entry of tailored) {
    const extra = parseList(entry.skills).find((skill) => !hasSkill(skills, skill, reader));
    if (extra !== undefined) return reject(`listed a skill you do not have (${extra})`);
    if (!categories.has(canonical(entry.category))) {
      return reject(`added a skill category that is not on your resume (${shown(entry.category)})`);
    }
  }
  return OK;
}

/** The sections with dated entries (everything but contact details, summary and skills). */
const datedSections = (data: ResumeData) =>
  Object.keys(data).filter((key) => key !== 'personal' && key !== 'summary' && key !== 'skills');

/**
 * The prose checks (issue 17) of a structurally faithful tailoring: the summary may state any quantity of the
 * resume, an entry's bullets and description only those of that entry; nothing may be named that the resume does
 * not name, and an entry may name only technologies of that entry.
 */
function checkStructuredProse(original: ResumeData, tailored: ResumeData, reader: Reader): Faithfulness {
  const read = (texts: string[]) => texts.map((text) => reader.read(text));
  const personal = read(original.personal.flatMap(factTexts));
  const rest = Object.keys(original)
    .filter((key) => key !== 'personal')
    .flatMap((key) => (original[key] ?? []).flatMap((entry) => read(factTexts(entry))));
  // Contact details count for names (the user's own name may appear), not for numbers (a phone number is no fact).
  const whole: Facts = { ...factsOf([...personal, ...rest]), quantities: factsOf(rest).quantities };

  type Piece = { reading: Reading; facts: Facts; entry?: string; entryIds?: Set<string> };
  const pieces: Piece[] = [];
  for (const entry of tailored.summary) {
    for (const reading of read(proseTexts(entry))) pieces.push({ reading, facts: whole });
  }
  for (const section of datedSections(original)) {
    const words = wordsOf(section);
    const before = (original[section] ?? []) as DatedEntry[];
    for (const [i, entry] of ((tailored[section] ?? []) as DatedEntry[]).entries()) {
      const origin = before[i];
      if (!origin) continue;
      const facts = factsOf(read(factTexts(origin)));
      const name = words.name(origin) || sectionTitle(section);
      for (const reading of read(proseTexts(entry))) {
        pieces.push({ reading, facts, entry: name, entryIds: facts.ids });
      }
    }
  }

  for (const piece of pieces) {
    const unstated = unstatedQuantities(piece.reading, piece.facts.quantities);
    if (unstated.length === 0) continue;
    const texts = distinct(unstated.map((q) => q.text));
    return reject(
      piece.entry === undefined
        ? `added ${aNumber(texts.length)} not on your resume (${listed(texts)})`
        : `added ${aNumber(texts.length)} not in the ${piece.entry} entry of your resume (${listed(texts)})`,
    );
  }
  const added: string[] = [];
  let moved: { entry: string; names: string[] } | undefined;
  for (const piece of pieces) {
    const found = newWords(piece.reading, whole, piece.entryIds);
    added.push(...found.added);
    if (!moved && found.moved.length > 0 && piece.entry !== undefined) {
      moved = { entry: piece.entry, names: found.moved };
    }
  }
  if (added.length > 0) return reject(`added words that are not on your resume (${listed(added)})`);
  if (moved) {
    return reject(
      `named ${moved.names.length === 1 ? 'a technology' : 'technologies'} that the ${moved.entry} entry of your resume does not list (${listed(moved.names)})`,
    );
  }
  return OK;
}

/** Checks a tailored resume against the builder's original. */
export function checkStructuredTailoring(original: ResumeData, tailored: ResumeData): Faithfulness {
  const before = new Set(filledSections(original));
  const added = filledSections(tailored).find((key) => !before.has(key));
  if (added !== undefined) {
    return reject(
      added === 'summary'
        ? 'added a summary that is not on your resume'
        : `added a section that is not on your resume (${sectionTitle(added)})`,
    );
  }
  const personal = checkPersonal(original.personal, tailored.personal);
  if (!personal.ok) return personal;
  if (tailored.summary.length > original.summary.length) return reject('added a second summary');
  const reader = new Reader();
  for (const section of datedSections(original)) {
    const result = checkDated(
      section,
      (original[section] ?? []) as DatedEntry[],
      (tailored[section] ?? []) as DatedEntry[],
      reader,
    );
    if (!result.ok) return result;
  }
  const skills = checkSkills(original, tailored.skills, reader);
  if (!skills.ok) return skills;
  return checkStructuredProse(original, tailored, reader);
}

/**
 * Checks a resume the model built from a resume's plain text: every employer, school, organization, title, date,
 * score, contact detail, skill and technology it shows must appear in that text (compared loosely: case, dashes,
 * spacing and punctuation aside; a skill also as a synonym the lexicon knows), and its prose may state only quantities
 * the text states (anywhere in it: a text has no entries to hold them to) and name nothing the text does not name.
 */
export function checkTextTailoring(originalText: string, tailored: ResumeData): Faithfulness {
  const present = (value: string) => containsPhrase(originalText, value);
  const reader = new Reader();
  const whole = factsOf([reader.read(originalText)]);
  const presentSkill = (value: string) => {
    if (present(value)) return true;
    const id = reader.lexiconId(value);
    return id !== undefined && whole.named.has(id);
  };
  // Nothing claimed is nothing untrue, but it is no resume either.
  if (filledSections(tailored).every((key) => key === 'personal' || key === 'summary')) {
    return reject('left out everything on your resume');
  }
  for (const entry of tailored.personal) {
    for (const field of CONTACT_FIELDS) {
      const value = entry[field] ?? '';
      if (!present(value))
        return reject(`added a ${CONTACT_LABELS[field]} that is not on your resume (${value.trim()})`);
    }
  }
  for (const section of Object.keys(tailored)) {
    if (section === 'personal' || section === 'summary' || section === 'skills') continue;
    const words = wordsOf(section);
    for (const entry of (tailored[section] ?? []) as DatedEntry[]) {
      if (!present(words.name(entry))) {
        return reject(`added ${words.thing} that is not on your resume (${shown(words.name(entry))})`);
      }
      for (const field of fixedFieldsOf(section)) {
        const value = field.get(entry);
        if (!present(value)) {
          const label = field.changed.replace(/^changed /, '');
          return reject(`added ${label} that is not on your resume (${value.trim()})`);
        }
      }
      if ('tags' in entry) {
        const extra = parseList(entry.tags).find((tag) => !presentSkill(tag));
        if (extra !== undefined) return reject(`listed a technology you do not have (${extra})`);
      }
    }
  }
  for (const entry of tailored.skills) {
    const extra = parseList(entry.skills).find((skill) => !presentSkill(skill));
    if (extra !== undefined) return reject(`listed a skill you do not have (${extra})`);
  }
  const prose = Object.keys(tailored)
    .filter((key) => key !== 'personal' && key !== 'skills')
    .flatMap((key) => (tailored[key] ?? []).flatMap((entry) => proseTexts(entry)))
    .map((text) => reader.read(text));
  for (const reading of prose) {
    const unstated = distinct(unstatedQuantities(reading, whole.quantities).map((q) => q.text));
    if (unstated.length > 0) {
      return reject(`added ${aNumber(unstated.length)} not on your resume (${listed(unstated)})`);
    }
  }
  const added = prose.flatMap((reading) => newWords(reading, whole).added);
  if (added.length > 0) return reject(`added words that are not on your resume (${listed(added)})`);
  return OK;
}
