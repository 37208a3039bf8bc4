import { parseList } from '../model/fields';
import type { ResumeData } from '../model/resume-data';

/**
 * The resume as numbered sources (decision 046): every sentence of a summary or description, every bullet, every
 * entry's fixed fields with its technologies, every skills group and the contact details get an id the model cites
 * ("S7"), so each sentence it writes can be compared with exactly the parts of the resume it rests on. A text resume
 * gets one id per sentence of each line ("L12"). Pure.
 */
export type SourceKind = 'personal' | 'sentence' | 'header' | 'skills';

export interface SourceUnit {
  id: string;
  text: string;
  kind: SourceKind;
  /**
   * Where it sits: `personal`, `summary`, `skills`, or `<section>:<index>` for an entry of a structured resume; `text`
   * for every line of a text resume.
   */
  scope: string;
  /** Text resumes: the line (0-based) the sentence is on. */
  line?: number;
  /** Header units: the entry's employer, organisation or school as written, which a sentence may shorten. */
  name?: string;
}

export interface ResumeSources {
  units: ReadonlyMap<string, SourceUnit>;
  /** The header unit of each entry scope (`experience:0` → its id). */
  headers: ReadonlyMap<string, string>;
}

/** Splits prose into sentences: after ".", "!" or "?" followed by a space and a capital, digit or quote. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"'“‘(])/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

/** A sentence as the model's answer carries it: its words and the ids of the sources it rests on. */
export interface SourcedSentence {
  text: string;
  sources: string[];
}

const PERSONAL_FIELDS = ['name', 'email', 'phone', 'github', 'linkedin', 'website'] as const;

/** The fields an entry's header unit states, in reading order. */
function headerFields(section: string, entry: Record<string, unknown>): string[] {
  const text = (key: string) => String(entry[key] ?? '').trim();
  switch (section) {
    case 'education':
      return [
        text('degree'),
        text('school'),
        text('duration'),
        text('location'),
        [text('scoreType'), text('gpa')].filter((part) => part !== '').join(' '),
      ];
    case 'experience':
      return [text('title'), text('company'), text('duration'), text('location')];
    case 'leadership':
      return [text('title'), text('organization'), text('duration'), text('location')];
    default:
      return [text('title'), text('subtitle'), text('duration'), text('location')];
  }
}

function headerText(section: string, entry: Record<string, unknown>): string {
  const fields = headerFields(section, entry).filter((field) => field !== '');
  const tags = 'tags' in entry ? parseList(entry.tags as string[] | string) : [];
  const head = fields.join(', ');
  return tags.length === 0 ? head : `${head}. Technologies: ${tags.join(', ')}`;
}

/** The entry's own name field: what a sentence may shorten ("Razorpay Software Pvt Ltd" → "Razorpay"). */
function nameField(section: string, entry: Record<string, unknown>): string | undefined {
  const key =
    section === 'experience'
      ? 'company'
      : section === 'leadership'
        ? 'organization'
        : section === 'education'
          ? 'school'
          : undefined;
  const value = key ? String(entry[key] ?? '').trim() : '';
  return value === '' ? undefined : value;
}

/** The sections with dated entries (everything but contact details, summary and skills). */
export const datedSections = (data: ResumeData): string[] =>
  Object.keys(data).filter((key) => key !== 'personal' && key !== 'summary' && key !== 'skills');

export interface StructuredSources extends ResumeSources {
  /**
   * The resume as the model is shown it and answers it: the builder's data with every sentence as `{text, sources}`
   * naming its own id, and every entry, skills group and the contact details with the `source` id of its fields. As
   * given it is itself a faithful answer (nothing changed, every sentence citing itself).
   */
  sourced: Record<string, Record<string, unknown>[]>;
}

/** Numbers the sources of a builder resume and writes the resume in the answer's shape. */
export function structuredSources(data: ResumeData): StructuredSources {
  const units = new Map<string, SourceUnit>();
  const headers = new Map<string, string>();
  let next = 0;
  const add = (text: string, kind: SourceKind, scope: string, name?: string): string => {
    next += 1;
    const id = `S${next}`;
    units.set(id, { id, text, kind, scope, ...(name ? { name } : {}) });
    return id;
  };
  const sentences = (text: string, scope: string): SourcedSentence[] =>
    splitSentences(text).map((sentence) => ({ text: sentence, sources: [add(sentence, 'sentence', scope)] }));

  const sourced: Record<string, Record<string, unknown>[]> = {};
  sourced.personal = data.personal.map((entry) => {
    const text = PERSONAL_FIELDS.map((field) => (entry[field] ?? '').trim())
      .filter((value) => value !== '')
      .join(', ');
    return { ...entry, source: add(text, 'personal', 'personal') };
  });
  sourced.summary = data.summary.map((entry) => ({
    id: entry.id,
    sentences: sentences(entry.summaryText, 'summary'),
  }));
  for (const section of datedSections(data)) {
    sourced[section] = (data[section] ?? []).map((raw, index) => {
      const entry = raw as unknown as Record<string, unknown>;
      const scope = `${section}:${index}`;
      const name = nameField(section, entry);
      const source = add(headerText(section, entry), 'header', scope, name);
      headers.set(scope, source);
      const out: Record<string, unknown> = { ...entry, source };
      if (typeof entry.description === 'string') out.description = sentences(entry.description, scope);
      if (Array.isArray(entry.bullets)) {
        out.bullets = (entry.bullets as string[])
          .map((bullet) => bullet.trim())
          .filter((bullet) => bullet !== '')
          .map((bullet) => ({ text: bullet, sources: [add(bullet, 'sentence', scope)] }));
      }
      if ('tags' in entry) out.tags = parseList(entry.tags as string[] | string);
      return out;
    });
  }
  sourced.skills = data.skills.map((entry) => {
    const skills = parseList(entry.skills);
    const text = `${entry.category.trim()}: ${skills.join(', ')}`;
    return { id: entry.id, source: add(text, 'skills', 'skills'), category: entry.category, skills };
  });
  return { units, headers, sourced };
}

export interface TextSources extends ResumeSources {
  /** The resume's lines as they were, for matching fields whole. */
  lines: readonly string[];
  /** The text as the prompt shows it: one sentence a line, each after its id in brackets ("[L3] …"). */
  numbered: string;
}

/** Numbers the sentences of a text resume, line by line. */
export function textSources(text: string): TextSources {
  const units = new Map<string, SourceUnit>();
  const lines = text.split(/\r\n?|\n/);
  const numbered: string[] = [];
  let next = 0;
  for (const [line, content] of lines.entries()) {
    for (const sentence of splitSentences(content.trim())) {
      next += 1;
      const id = `L${next}`;
      units.set(id, { id, text: sentence, kind: 'sentence', scope: 'text', line });
      numbered.push(`[${id}] ${sentence}`);
    }
  }
  return { units, headers: new Map(), lines, numbered: numbered.join('\n') };
}
