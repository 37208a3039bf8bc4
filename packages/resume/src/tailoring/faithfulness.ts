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
import { factsOf, type Reader } from './prose';
import { Provenance } from './provenance';
import type { TailoringAnswer } from './sourced-answer';
import { datedSections, structuredSources, textSources, type SourceUnit } from './sources';
import { holdsYearRange, TextFields } from './text-fields';
import { checkWritten } from './written';

/**
 * Whether a tailored resume tells only what the original tells (issue [8], decision 026; issue 17; decision 046).
 * Structure: the model may reorder and rephrase bullets, the summary and the skills; it may not add or change
 * employers, titles, dates, degrees, scores, skills or technologies. Prose: every sentence it writes (summary,
 * descriptions, bullets) cites the resume parts it rests on (sources.ts), and says nothing they do not say
 * (provenance.ts): a bullet cites only its own entry, the summary any part. `why` completes "The tailored resume was
 * rejected because it …" in plain words.
 *
 * Pure and shared: the server runs it on every model answer. The NLP model it reads prose with loads on the first
 * call (`loadNlp` loads it ahead).
 */
export type Faithfulness = { ok: true } | { ok: false; why: string };

/** A tailoring that passed: the resume to render. */
export type TailoringVerdict = { ok: true; data: ResumeData } | { ok: false; why: string };

const OK: Faithfulness = { ok: true };
const reject = (why: string): Faithfulness => ({ ok: false, why });
const refuse = (why: string): TailoringVerdict => ({ ok: false, why });

/** A bullet or description sentence may cite at most this many parts of its entry; a summary sentence this many. */
export const MAX_ENTRY_SOURCES = 4;
export const MAX_SUMMARY_SOURCES = 6;

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

/**
 * Every sentence of a structurally faithful tailoring against the parts it cites: the summary's may cite any part of
 * the resume, an entry's only parts of that entry, and rest on that entry's fixed fields and technologies without
 * citing them.
 */
function checkStructuredProse(
  original: ResumeData,
  answer: TailoringAnswer,
  provenance: Provenance,
): Faithfulness {
  const { units, headers } = structuredSources(original);
  // A summary sums up the resume: it may name its titles, employers, schools, dates and skills without citing them.
  const fieldsAndSkills = [...units.values()].filter(
    (unit) => unit.kind === 'header' || unit.kind === 'skills',
  );
  for (const sentence of answer.sentences) {
    let why: string | undefined;
    if (sentence.section === 'summary') {
      why = checkWritten(
        sentence,
        units,
        { may: () => true, max: MAX_SUMMARY_SOURCES, implicit: fieldsAndSkills },
        provenance,
      );
    } else {
      const scope = `${sentence.section}:${sentence.index}`;
      const header = units.get(headers.get(scope) ?? '');
      const origin = (original[sentence.section] ?? [])[sentence.index] as DatedEntry | undefined;
      const name = origin ? wordsOf(sentence.section).name(origin) || sectionTitle(sentence.section) : '';
      why = checkWritten(
        sentence,
        units,
        {
          may: (unit) => unit.scope === scope,
          about: `a sentence about ${name}`,
          ...(header ? { implicit: [header] } : {}),
          max: MAX_ENTRY_SOURCES,
        },
        provenance,
      );
    }
    if (why !== undefined) return reject(why);
  }
  return OK;
}

/** Checks a tailored resume (the model's answer) against the builder's original; the resume to render if it passes. */
export function checkStructuredTailoring(original: ResumeData, answer: TailoringAnswer): TailoringVerdict {
  const tailored = answer.data;
  const before = new Set(filledSections(original));
  const added = filledSections(tailored).find((key) => !before.has(key));
  if (added !== undefined) {
    return refuse(
      added === 'summary'
        ? 'added a summary that is not on your resume'
        : `added a section that is not on your resume (${sectionTitle(added)})`,
    );
  }
  const personal = checkPersonal(original.personal, tailored.personal);
  if (!personal.ok) return personal;
  if (tailored.summary.length > original.summary.length) return refuse('added a second summary');
  const provenance = new Provenance();
  const reader = provenance.reader;
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
  const prose = checkStructuredProse(original, answer, provenance);
  return prose.ok ? { ok: true, data: tailored } : prose;
}

/** The fields of a text-resume entry that must be found whole, its name first, with the words a refusal uses. */
function textFieldsOf(section: string, entry: DatedEntry): { value: string; label: string }[] {
  return fixedFieldsOf(section).map((field) => ({
    value: field.get(entry).trim(),
    label: field.changed.replace(/^changed /, ''),
  }));
}

interface TextEntry {
  section: string;
  index: number;
  name: string;
  /** The lines its fields are on: [first, last]. */
  header: [number, number];
}

/**
 * Where a text-resume entry's fields are: each whole on some line (TextFields), the others on its name's line or a
 * line next to it that names no other entry ("Google" beside another job's title and dates is no job at Google). The
 * refusal names the first field found nowhere, or the fields that do not stand together.
 */
function placeEntry(
  fields: TextFields,
  section: string,
  index: number,
  entry: DatedEntry,
  otherNames: Set<number>,
): TextEntry | { ok: false; why: string } {
  const wanted = textFieldsOf(section, entry).filter((field) => field.value !== '');
  const record = entry as unknown as Record<string, unknown>;
  const score = [String(record.scoreType ?? ''), String(record.gpa ?? '')].join(' ').trim();
  const candidates: number[][] = [];
  for (const field of wanted) {
    let lines = fields.linesWith(field.value);
    // "CGPA 8.9/10" on one line is the score type and the score together.
    if (lines.length === 0 && field.label === 'a score' && score !== '') lines = fields.linesWith(score);
    if (lines.length === 0)
      return { ok: false, why: `added ${field.label} that is not on your resume (${field.value})` };
    candidates.push(lines);
  }
  const name = wordsOf(section).name(entry) || sectionTitle(section);
  const [anchors, ...rest] = candidates;
  if (!anchors) return { section, index, name, header: [0, 0] };
  for (const anchor of anchors) {
    const near = (line: number) =>
      line === anchor || (Math.abs(line - anchor) === 1 && !otherNames.has(line));
    const used = rest.map((lines) => lines.find(near));
    if (used.every((line) => line !== undefined)) {
      const all = [anchor, ...(used as number[])];
      return { section, index, name, header: [Math.min(...all), Math.max(...all)] };
    }
  }
  return {
    ok: false,
    why: `put together fields that do not stand together on your resume (${wanted.map((f) => f.value).join(', ')})`,
  };
}

/**
 * Checks a resume the model built from a resume's plain text. Contact details, skills and technologies must appear in
 * the text (loosely; a skill also as a synonym the lexicon knows); every employer, school, organization, title,
 * degree, date, location and score must be a whole field of a line that is not prose, and one entry's fields must
 * stand together (TextFields). Every sentence cites the numbered lines it rests on: the summary's any line, an
 * entry's only lines from its own fields to the next entry (its fields rest on without citing).
 */
export function checkTextTailoring(originalText: string, answer: TailoringAnswer): TailoringVerdict {
  const tailored = answer.data;
  const present = (value: string) => containsPhrase(originalText, value);
  const provenance = new Provenance();
  const reader = provenance.reader;
  const whole = factsOf([reader.read(originalText)]);
  const presentSkill = (value: string) => {
    if (present(value)) return true;
    const id = reader.lexiconId(value);
    return id !== undefined && whole.named.has(id);
  };
  // Nothing claimed is nothing untrue, but it is no resume either.
  if (filledSections(tailored).every((key) => key === 'personal' || key === 'summary')) {
    return refuse('left out everything on your resume');
  }
  for (const entry of tailored.personal) {
    for (const field of CONTACT_FIELDS) {
      const value = entry[field] ?? '';
      if (!present(value))
        return refuse(`added a ${CONTACT_LABELS[field]} that is not on your resume (${value.trim()})`);
    }
  }
  const fields = new TextFields(originalText);
  const entries: TextEntry[] = [];
  const all = datedSections(tailored).flatMap((section) =>
    ((tailored[section] ?? []) as DatedEntry[]).map((entry, index) => ({ section, index, entry })),
  );
  /** The lines where each entry's own name (its first field) stands. */
  const nameLines = all.map(({ section, entry }) => {
    const first = textFieldsOf(section, entry).find((field) => field.value !== '');
    return new Set(first ? fields.linesWith(first.value) : []);
  });
  for (const [k, { section, index, entry }] of all.entries()) {
    const others = new Set(nameLines.flatMap((lines, j) => (j === k ? [] : [...lines])));
    const placed = placeEntry(fields, section, index, entry, others);
    if ('ok' in placed) return placed;
    entries.push(placed);
    if ('tags' in entry) {
      const extra = parseList(entry.tags).find((tag) => !presentSkill(tag));
      if (extra !== undefined) return refuse(`listed a technology you do not have (${extra})`);
    }
  }
  for (const entry of tailored.skills) {
    const extra = parseList(entry.skills).find((skill) => !presentSkill(skill));
    if (extra !== undefined) return refuse(`listed a skill you do not have (${extra})`);
  }

  const { units, lines } = textSources(originalText);
  const unitsOnLines = (from: number, to: number) =>
    [...units.values()].filter((unit) => (unit.line ?? -1) >= from && (unit.line ?? -1) <= to);
  const starts = entries.map((entry) => entry.header[0]).sort((a, b) => a - b);
  /** An entry's lines: from its fields to the next entry's, or the next line with a range of years. */
  const regionOf = (entry: TextEntry): [number, number] => {
    const [first, last] = entry.header;
    let end = starts.find((start) => start > last) ?? lines.length;
    for (let line = last + 1; line < end; line += 1) {
      if (holdsYearRange(lines[line] ?? '')) {
        end = line;
        break;
      }
    }
    return [first, end - 1];
  };
  const names = entries.map((entry) => entry.name);
  // A summary may name the entries' titles, employers, schools and dates without citing them.
  const headerUnits = entries.flatMap((entry) => unitsOnLines(entry.header[0], entry.header[1]));
  for (const sentence of answer.sentences) {
    let why: string | undefined;
    if (sentence.section === 'summary') {
      why = checkWritten(
        sentence,
        units,
        { may: () => true, max: MAX_SUMMARY_SOURCES, names, implicit: headerUnits },
        provenance,
      );
    } else {
      const entry = entries.find((e) => e.section === sentence.section && e.index === sentence.index);
      if (!entry) continue;
      const [from, to] = regionOf(entry);
      const inRegion = (unit: SourceUnit) => (unit.line ?? -1) >= from && (unit.line ?? -1) <= to;
      why = checkWritten(
        sentence,
        units,
        {
          may: inRegion,
          about: `a sentence about ${entry.name}`,
          implicit: unitsOnLines(entry.header[0], entry.header[1]),
          max: MAX_ENTRY_SOURCES,
          names: [entry.name],
        },
        provenance,
      );
    }
    if (why !== undefined) return refuse(why);
  }
  return { ok: true, data: tailored };
}
