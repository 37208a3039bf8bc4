import { z } from 'zod';
import { linesField, listOrTextField, textField } from './fields';

/** Entry shapes of section 3 of the second specification document. */
export const PersonalEntrySchema = z.object({
  id: textField,
  name: textField,
  email: textField,
  phone: textField,
  github: textField,
  linkedin: textField,
  website: z
    .union([z.string(), z.number()], { error: 'Expected text' })
    .nullish()
    .transform((value) => (value === null || value === undefined ? undefined : String(value))),
});

export const SummaryEntrySchema = z.object({ id: textField, summaryText: textField });

export const EducationEntrySchema = z.object({
  id: textField,
  school: textField,
  degree: textField,
  duration: textField,
  location: textField,
  scoreType: textField,
  gpa: textField,
});

const detailFields = {
  duration: textField,
  location: textField,
  description: textField,
  bullets: linesField,
  tags: listOrTextField,
};

export const ExperienceEntrySchema = z.object({
  id: textField,
  company: textField,
  title: textField,
  ...detailFields,
});

/** Projects and every custom section. */
export const ProjectEntrySchema = z.object({
  id: textField,
  title: textField,
  subtitle: textField,
  ...detailFields,
});

export const LeadershipEntrySchema = z.object({
  id: textField,
  organization: textField,
  title: textField,
  ...detailFields,
});

export const SkillsEntrySchema = z.object({
  id: textField,
  category: textField,
  skills: listOrTextField.transform((value) => (value === '' ? [] : value)),
  isExpanded: z
    .boolean()
    .nullish()
    .transform((value) => value ?? true),
});

export type PersonalEntry = z.output<typeof PersonalEntrySchema>;
export type SummaryEntry = z.output<typeof SummaryEntrySchema>;
export type EducationEntry = z.output<typeof EducationEntrySchema>;
export type ExperienceEntry = z.output<typeof ExperienceEntrySchema>;
export type ProjectEntry = z.output<typeof ProjectEntrySchema>;
export type CustomEntry = ProjectEntry;
export type LeadershipEntry = z.output<typeof LeadershipEntrySchema>;
export type SkillsEntry = z.output<typeof SkillsEntrySchema>;

export type ResumeEntry =
  | PersonalEntry
  | SummaryEntry
  | EducationEntry
  | ExperienceEntry
  | ProjectEntry
  | LeadershipEntry
  | SkillsEntry;
