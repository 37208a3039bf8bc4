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
import { canonical, containsPhrase, numbersIn } from './normalise';

/**
 * Whether a tailored resume tells only what the original tells (issue [8], decision 026). The model may reorder and
 * rephrase bullets, the summary and the skills; it may not add or change employers, titles, dates, degrees, scores,
 * numbers, skills or technologies. `why` completes "The tailored resume was rejected because it …" in plain words.
 *
 * Pure and shared: the server runs it on every model answer, and the agent may run it again before it renders.
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

/** Every piece of text a section entry shows, for the number check. */
function entryTexts(entry: object): string[] {
  const texts: string[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'id' || key === 'isExpanded') continue;
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) texts.push(...value.map(String));
  }
  return texts;
}

function allTexts(data: ResumeData): string[] {
  return Object.values(data).flatMap((entries) => entries.flatMap((entry) => entryTexts(entry)));
}

/** The first number of the tailored resume that the original never mentions. */
function newNumber(tailored: ResumeData, originalTexts: string[]): string | undefined {
  const known = new Set(originalTexts.flatMap((text) => numbersIn(text).map((n) => n.value)));
  for (const text of allTexts(tailored)) {
    for (const mention of numbersIn(text)) if (!known.has(mention.value)) return mention.text;
  }
  return undefined;
}

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
function checkDated(section: string, original: DatedEntry[], tailored: DatedEntry[]): Faithfulness {
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
      const tags = new Set(parseList(before.tags).map(canonical));
      const extra = parseList(entry.tags).find((tag) => !tags.has(canonical(tag)));
      if (extra !== undefined)
        return reject(`listed a technology you did not list for ${shown(words.name(entry))} (${extra})`);
    }
  }
  return OK;
}

/**
 * Skills the original shows: its skills list, plus every technology it lists on an entry (a technology used at a
 * job or in a project is a skill the user has, so the model may bring it into the skills list for a job that asks).
 */
function skillsShown(original: ResumeData): Set<string> {
  const listed = original.skills.flatMap((entry) => parseList(entry.skills));
  const technologies = Object.values(original).flatMap((entries) =>
    entries.flatMap((entry) => ('tags' in entry ? parseList(entry.tags) : [])),
  );
  return new Set([...listed, ...technologies].map(canonical));
}

function checkSkills(original: ResumeData, tailored: SkillsEntry[]): Faithfulness {
  const skills = skillsShown(original);
  const categories = new Set(original.skills.map((entry) => canonical(entry.category)));
  for (const entry of tailored) {
    const extra = parseList(entry.skills).find((skill) => !skills.has(canonical(skill)));
    if (extra !== undefined) return reject(`listed a skill you do not have (${extra})`);
    if (!categories.has(canonical(entry.category))) {
      return reject(`added a skill category that is not on your resume (${shown(entry.category)})`);
    }
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
  for (const section of Object.keys(original)) {
    if (section === 'personal' || section === 'summary' || section === 'skills') continue;
    const result = checkDated(
      section,
      (original[section] ?? []) as DatedEntry[],
      (tailored[section] ?? []) as DatedEntry[],
    );
    if (!result.ok) return result;
  }
  const skills = checkSkills(original, tailored.skills);
  if (!skills.ok) return skills;
  const number = newNumber(tailored, allTexts(original));
  if (number !== undefined) return reject(`added a number that is not on your resume (${number})`);
  return OK;
}

/**
 * Checks a resume the model built from a resume's plain text: every employer, school, organization, title, date,
 * score, contact detail, skill and technology it shows must appear in that text (compared loosely: case, dashes,
 * spacing and punctuation aside), and every number must be one the text mentions.
 */
export function checkTextTailoring(originalText: string, tailored: ResumeData): Faithfulness {
  const present = (value: string) => containsPhrase(originalText, value);
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
        const extra = parseList(entry.tags).find((tag) => !present(tag));
        if (extra !== undefined) return reject(`listed a technology you do not have (${extra})`);
      }
    }
  }
  for (const entry of tailored.skills) {
    const extra = parseList(entry.skills).find((skill) => !present(skill));
    if (extra !== undefined) return reject(`listed a skill you do not have (${extra})`);
  }
  const number = newNumber(tailored, [originalText]);
  if (number !== undefined) return reject(`added a number that is not on your resume (${number})`);
  return OK;
}
