import { z } from 'zod';
import {
  EducationEntrySchema,
  ExperienceEntrySchema,
  LeadershipEntrySchema,
  PersonalEntrySchema,
  ProjectEntrySchema,
  SkillsEntrySchema,
  SummaryEntrySchema,
  type CustomEntry,
  type EducationEntry,
  type ExperienceEntry,
  type LeadershipEntry,
  type PersonalEntry,
  type ProjectEntry,
  type ResumeEntry,
  type SkillsEntry,
  type SummaryEntry,
} from './entries';

export const STANDARD_SECTIONS = [
  'personal',
  'summary',
  'education',
  'experience',
  'projects',
  'leadership',
  'skills',
] as const;
export type StandardSection = (typeof STANDARD_SECTIONS)[number];

export const DEFAULT_SECTION_ORDER: string[] = [...STANDARD_SECTIONS];

/** Which entry shape each standard section holds; every other key is a custom section of project entries. */
export interface SectionEntryMap {
  personal: PersonalEntry;
  summary: SummaryEntry;
  education: EducationEntry;
  experience: ExperienceEntry;
  projects: ProjectEntry;
  leadership: LeadershipEntry;
  skills: SkillsEntry;
}
export type EntryFor<S extends string> = S extends keyof SectionEntryMap ? SectionEntryMap[S] : CustomEntry;

/**
 * The resume: an object keyed by section name. Standard sections are always present after parsing
 * (missing ones become []); custom sections sit beside them under their lower_snake_case keys.
 */
export interface ResumeData {
  personal: PersonalEntry[];
  summary: SummaryEntry[];
  education: EducationEntry[];
  experience: ExperienceEntry[];
  projects: ProjectEntry[];
  leadership: LeadershipEntry[];
  skills: SkillsEntry[];
  [customSection: string]: ResumeEntry[];
}

/** A section: a list of entries, missing or null read as none. */
export const sectionSchema = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry)
    .nullish()
    .transform((value) => value ?? []);

/** personal and summary hold one entry: a lone object is taken as that entry. */
export const singleSectionSchema = <T extends z.ZodType>(entry: T) =>
  z.preprocess(
    (value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? [value] : value),
    sectionSchema(entry),
  );

const ResumeDataObject = z
  .object({
    personal: singleSectionSchema(PersonalEntrySchema),
    summary: singleSectionSchema(SummaryEntrySchema),
    education: sectionSchema(EducationEntrySchema),
    experience: sectionSchema(ExperienceEntrySchema),
    projects: sectionSchema(ProjectEntrySchema),
    leadership: sectionSchema(LeadershipEntrySchema),
    skills: sectionSchema(SkillsEntrySchema),
  })
  .catchall(sectionSchema(ProjectEntrySchema));

/** Entries without an id get `<section>-<position>` so lists keep stable keys. */
function withIds<E extends { id: string }>(sectionKey: string, entries: E[]): E[] {
  return entries.map((entry, index) =>
    entry.id === '' ? { ...entry, id: `${sectionKey}-${index + 1}` } : entry,
  );
}

export const ResumeDataSchema = ResumeDataObject.transform((parsed): ResumeData => {
  const data: ResumeData = {
    personal: withIds('personal', parsed.personal),
    summary: withIds('summary', parsed.summary),
    education: withIds('education', parsed.education),
    experience: withIds('experience', parsed.experience),
    projects: withIds('projects', parsed.projects),
    leadership: withIds('leadership', parsed.leadership),
    skills: withIds('skills', parsed.skills),
  };
  for (const [key, entries] of Object.entries(parsed)) {
    if (!(STANDARD_SECTIONS as readonly string[]).includes(key)) {
      data[key] = withIds(key, entries as CustomEntry[]);
    }
  }
  return data;
});
export type ResumeDataInput = z.input<typeof ResumeDataSchema>;

export const SectionOrderSchema = z.array(z.string(), { error: 'Expected a list of section names' });
export type SectionOrder = string[];

export function isStandardSection(key: string): key is StandardSection {
  return (STANDARD_SECTIONS as readonly string[]).includes(key);
}

/** Custom section name → storage key: trimmed, lower-case, whitespace runs → '_' (section 5). */
export function toCustomSectionKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '_');
}

const STANDARD_TITLES: Record<StandardSection, string> = {
  personal: 'Personal',
  summary: 'Summary',
  education: 'Education',
  experience: 'Experience',
  projects: 'Projects',
  leadership: 'Leadership',
  skills: 'Skills',
};

/** Heading shown for a section: standard names, or a custom key in Title Case with '_' → ' '. */
export function sectionTitle(key: string): string {
  if (isStandardSection(key)) return STANDARD_TITLES[key];
  return key
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A resume with every standard section empty (Create New Resume). */
export function emptyResumeData(): ResumeData {
  return {
    personal: [],
    summary: [],
    education: [],
    experience: [],
    projects: [],
    leadership: [],
    skills: [],
  };
}

/** A blank entry for a section, with the id `<section>-<timestamp>` of section 3. */
export function emptyEntry<S extends string>(sectionKey: S): EntryFor<S>;
export function emptyEntry(sectionKey: string): ResumeEntry {
  const id = `${sectionKey}-${Date.now()}`;
  const details = { duration: '', location: '', description: '', bullets: [''], tags: '' };
  switch (sectionKey) {
    case 'personal':
      return { id, name: '', email: '', phone: '', github: '', linkedin: '', website: undefined };
    case 'summary':
      return { id, summaryText: '' };
    case 'education':
      return { id, school: '', degree: '', duration: '', location: '', scoreType: '', gpa: '' };
    case 'experience':
      return { id, company: '', title: '', ...details };
    case 'leadership':
      return { id, organization: '', title: '', ...details };
    case 'skills':
      return { id, category: '', skills: [], isExpanded: true };
    default:
      return { id, title: '', subtitle: '', ...details };
  }
}
