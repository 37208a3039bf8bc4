import { z } from 'zod';
import {
  EducationEntrySchema,
  ExperienceEntrySchema,
  LeadershipEntrySchema,
  PersonalEntrySchema,
  ProjectEntrySchema,
  SkillsEntrySchema,
} from '../model/entries';
import { textField } from '../model/fields';
import {
  ResumeDataSchema,
  sectionSchema as section,
  singleSectionSchema as single,
  type ResumeData,
} from '../model/resume-data';
import { splitSentences, type SourcedSentence } from './sources';

/**
 * What the model answers (decision 046): the resume in the builder's shape, except that every sentence it writes
 * (a summary's, a description's, each bullet) is `{text, sources}` naming the ids of the resume parts it rests on
 * (sources.ts). A sentence given as bare text parses, with no sources, so that its refusal can say so. Cover letters:
 * paragraphs of such sentences. Pure.
 */

/** Ids as the model writes them: trimmed, upper case ("s7" → "S7"), each once. */
const SourceIdsSchema = z
  .array(z.union([z.string(), z.number()]).transform((id) => String(id).trim().toUpperCase()))
  .max(50)
  .nullish()
  .transform((ids) => [...new Set((ids ?? []).filter((id) => id !== ''))]);

export const SentenceSchema = z.union([
  z.string().transform((text): SourcedSentence => ({ text, sources: [] })),
  z.object({ text: textField, sources: SourceIdsSchema }),
]);

/** A description or summary: sentences, or plain text (read as sentences without sources). */
const ProseSchema = z
  .union([z.string(), z.array(SentenceSchema)])
  .nullish()
  .transform((value): SourcedSentence[] => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'string') return splitSentences(value).map((text) => ({ text, sources: [] }));
    return value;
  });

/** Bullets: sentences, or lines of text (read as bullets without sources). */
const BulletsSchema = z
  .union([z.string(), z.array(SentenceSchema)])
  .nullish()
  .transform((value): SourcedSentence[] => {
    if (value === null || value === undefined) return [];
    if (typeof value === 'string') return value.split(/\r?\n/).map((text) => ({ text, sources: [] }));
    return value;
  });

const prose = { description: ProseSchema, bullets: BulletsSchema, source: z.unknown().optional() };
const SourcedProjectSchema = ProjectEntrySchema.extend(prose);
const SourcedSummarySchema = z.object({
  id: textField,
  sentences: z.array(SentenceSchema).nullish(),
  /** A summary written as plain text: sentences without sources. */
  summaryText: textField.optional(),
});

const SourcedResumeObject = z
  .object({
    personal: single(PersonalEntrySchema),
    summary: single(SourcedSummarySchema),
    education: section(EducationEntrySchema),
    experience: section(ExperienceEntrySchema.extend(prose)),
    projects: section(SourcedProjectSchema),
    leadership: section(LeadershipEntrySchema.extend(prose)),
    skills: section(SkillsEntrySchema),
  })
  .catchall(section(SourcedProjectSchema));

/** Where a written sentence sits in the tailored resume. */
export interface WrittenSentence extends SourcedSentence {
  /** `summary`, or the section of the entry. */
  section: string;
  /** The entry's position in its section. */
  index: number;
  part: 'summary' | 'description' | 'bullet';
}

export interface TailoringAnswer {
  /** The tailored resume as it will be rendered: each description's and summary's sentences joined. */
  data: ResumeData;
  sentences: WrittenSentence[];
}

const written = (sentences: SourcedSentence[]) =>
  sentences
    .map((sentence) => ({ text: sentence.text.trim(), sources: sentence.sources }))
    .filter((sentence) => sentence.text !== '');

/** The model's answer, parsed: the resume to render and every sentence with its sources. */
export const TailoringAnswerSchema = SourcedResumeObject.transform((answer): TailoringAnswer => {
  const sentences: WrittenSentence[] = [];
  const raw: Record<string, unknown> = { personal: answer.personal, education: answer.education };
  raw.summary = answer.summary.map((entry, index) => {
    const said = written(
      entry.sentences ??
        splitSentences(entry.summaryText ?? '').map((text): SourcedSentence => ({ text, sources: [] })),
    );
    sentences.push(...said.map((s) => ({ ...s, section: 'summary', index, part: 'summary' as const })));
    return { id: entry.id, summaryText: said.map((s) => s.text).join(' ') };
  });
  for (const [key, entries] of Object.entries(answer)) {
    if (key === 'personal' || key === 'summary' || key === 'education') continue;
    if (key === 'skills') {
      raw.skills = entries;
      continue;
    }
    raw[key] = (entries as z.output<typeof SourcedProjectSchema>[]).map((entry, index) => {
      const description = written(entry.description);
      const bullets = written(entry.bullets);
      sentences.push(
        ...description.map((s) => ({ ...s, section: key, index, part: 'description' as const })),
        ...bullets.map((s) => ({ ...s, section: key, index, part: 'bullet' as const })),
      );
      const { source: _source, ...fields } = entry;
      return {
        ...fields,
        description: description.map((s) => s.text).join(' '),
        bullets: bullets.map((s) => s.text),
      };
    });
  }
  return { data: ResumeDataSchema.parse(raw), sentences };
});
export type TailoringAnswerInput = z.input<typeof TailoringAnswerSchema>;

/** A cover letter as the model answers it: paragraphs of sourced sentences (or, unsourced, a plain `letter`). */
export const LetterAnswerSchema = z
  .object({
    paragraphs: z
      .array(z.object({ sentences: z.array(SentenceSchema).max(200) }))
      .max(50)
      .optional(),
    /** A letter as plain text: its sentences have no sources. */
    letter: z.string().max(100_000).optional(),
  })
  .refine((answer) => answer.paragraphs !== undefined || answer.letter !== undefined)
  .transform((answer): SourcedSentence[][] => {
    if (answer.paragraphs) return answer.paragraphs.map((paragraph) => written(paragraph.sentences));
    return (answer.letter ?? '')
      .split(/\n\s*\n/)
      .map((paragraph) => written(splitSentences(paragraph).map((text) => ({ text, sources: [] }))));
  });
export type LetterAnswerInput = z.input<typeof LetterAnswerSchema>;

/**
 * A letter's text from its paragraphs: sentences joined by a space, except after a sentence ending in a comma (a
 * greeting or a closing: "Sincerely," then the name), which ends its line; paragraphs split by one blank line.
 */
export function letterText(paragraphs: SourcedSentence[][]): string {
  return paragraphs
    .map((paragraph) =>
      paragraph
        .map((sentence, i) => {
          const before = paragraph[i - 1];
          const joiner = i === 0 ? '' : before && /,\s*$/.test(before.text) ? '\n' : ' ';
          return joiner + sentence.text;
        })
        .join(''),
    )
    .filter((paragraph) => paragraph.trim() !== '')
    .join('\n\n');
}

/* JSON Schemas of the same shapes, sent to the model as responseJsonSchema. */

const text = { type: 'string' } as const;
const texts = { type: 'array', items: text } as const;
const object = (properties: Record<string, unknown>, optional: string[] = []) => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});
const sentence = object({ text, sources: texts });
const sentences = { type: 'array', items: sentence } as const;
const details = { duration: text, location: text, description: sentences, bullets: sentences, tags: texts };
const projectEntry = object({ id: text, source: text, title: text, subtitle: text, ...details }, ['source']);

/** The tailoring's answer: the resume with sourced sentences (custom sections are project-shaped, under their keys). */
export const TAILORING_ANSWER_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: {
    personal: {
      type: 'array',
      items: object(
        {
          id: text,
          source: text,
          name: text,
          email: text,
          phone: text,
          github: text,
          linkedin: text,
          website: text,
        },
        ['source'],
      ),
    },
    summary: { type: 'array', items: object({ id: text, sentences }) },
    education: {
      type: 'array',
      items: object(
        {
          id: text,
          source: text,
          school: text,
          degree: text,
          duration: text,
          location: text,
          scoreType: text,
          gpa: text,
        },
        ['source'],
      ),
    },
    experience: {
      type: 'array',
      items: object({ id: text, source: text, company: text, title: text, ...details }, ['source']),
    },
    projects: { type: 'array', items: projectEntry },
    leadership: {
      type: 'array',
      items: object({ id: text, source: text, organization: text, title: text, ...details }, ['source']),
    },
    skills: {
      type: 'array',
      items: object({ id: text, source: text, category: text, skills: texts }, ['source']),
    },
  },
  required: ['personal', 'summary', 'education', 'experience', 'projects', 'leadership', 'skills'],
  additionalProperties: { type: 'array', items: projectEntry },
};

export const LETTER_ANSWER_JSON_SCHEMA: Record<string, unknown> = {
  type: 'object',
  properties: { paragraphs: { type: 'array', items: object({ sentences }) } },
  required: ['paragraphs'],
};
