import type { ResumeConfig, ResumeEntry, SkillsEntry } from '@applypilot/resume';
import styles from '../resume-builder.module.css';
import type { EntryPatch } from '../state/resume-updates';
import { BulletList } from './bullet-list';
import { SkillsEditor } from './skills-editor';
import { TextField } from './text-field';

interface FieldDef {
  key: string;
  label: string;
  multiline?: boolean;
  wide?: boolean;
  placeholder?: string;
}

/** Field labels of section 2.3, keyed by the data field names of section 3. */
const HEAD_FIELDS: Record<string, FieldDef[]> = {
  personal: [
    { key: 'name', label: 'Full Name', wide: true },
    { key: 'email', label: 'Email', placeholder: 'name@example.com' },
    { key: 'phone', label: 'Phone' },
    { key: 'linkedin', label: 'LinkedIn', placeholder: 'linkedin.com/in/…' },
    { key: 'github', label: 'GitHub', placeholder: 'github.com/…' },
  ],
  summary: [{ key: 'summaryText', label: 'Professional Summary', multiline: true, wide: true }],
  education: [
    { key: 'school', label: 'School/University', wide: true },
    { key: 'degree', label: 'Degree', wide: true },
    { key: 'duration', label: 'Duration', placeholder: 'Aug 2018 - May 2022' },
    { key: 'location', label: 'Location' },
    { key: 'scoreType', label: 'Score Type', placeholder: 'GPA, CGPA, %' },
    { key: 'gpa', label: 'Score' },
  ],
  experience: [
    { key: 'company', label: 'Company' },
    { key: 'title', label: 'Position' },
  ],
  leadership: [
    { key: 'organization', label: 'Organization' },
    { key: 'title', label: 'Role' },
  ],
};

/** Projects and custom sections. */
const TITLE_FIELDS: FieldDef[] = [
  { key: 'title', label: 'Title' },
  { key: 'subtitle', label: 'Subtitle' },
];

const DETAIL_FIELDS: FieldDef[] = [
  { key: 'duration', label: 'Duration', placeholder: 'Jan 2023 - Present' },
  { key: 'location', label: 'Location' },
  { key: 'description', label: 'Description', multiline: true, wide: true },
];

function read(entry: ResumeEntry, key: string): unknown {
  const record: Record<string, unknown> = entry;
  return record[key];
}

function text(entry: ResumeEntry, key: string): string {
  const value = read(entry, key);
  return typeof value === 'string' ? value : '';
}

function isSkills(section: string, _entry: ResumeEntry): _entry is SkillsEntry {
  return section === 'skills';
}

interface EntryFieldsProps {
  section: string;
  entry: ResumeEntry;
  config: ResumeConfig;
  onChange: (patch: EntryPatch) => void;
}

/** The inputs of one entry, by section (section 2.3). */
export function EntryFields({ section, entry, config, onChange }: EntryFieldsProps) {
  if (isSkills(section, entry)) return <SkillsEditor entry={entry} onChange={onChange} />;
  const head = HEAD_FIELDS[section] ?? TITLE_FIELDS;
  const hasDetails = !(section in HEAD_FIELDS) || section === 'experience' || section === 'leadership';
  const renderField = (field: FieldDef) => (
    <TextField
      key={field.key}
      label={field.label}
      value={text(entry, field.key)}
      multiline={field.multiline}
      wide={field.wide}
      placeholder={field.placeholder}
      onChange={(value) => onChange({ [field.key]: value })}
    />
  );
  if (!hasDetails) return <div className={styles.fieldGrid}>{head.map(renderField)}</div>;

  const bullets = read(entry, 'bullets');
  const tags = read(entry, 'tags');
  return (
    <div className={styles.fieldGrid}>
      {head.map(renderField)}
      {DETAIL_FIELDS.map(renderField)}
      <BulletList
        bullets={Array.isArray(bullets) ? bullets.map(String) : []}
        config={config}
        onChange={(next) => onChange({ bullets: next })}
      />
      <TextField
        label="Technologies Used (comma-separated)"
        value={Array.isArray(tags) ? tags.join(', ') : typeof tags === 'string' ? tags : ''}
        placeholder="React, TypeScript, PostgreSQL"
        wide
        onChange={(value) => onChange({ tags: value })}
      />
    </div>
  );
}

/** A one-line name for a collapsed entry. */
export function entrySummary(section: string, entry: ResumeEntry): { title: string; detail: string } {
  const pick = (...keys: string[]) =>
    keys.map((key) => text(entry, key).trim()).find((value) => value !== '') ?? '';
  switch (section) {
    case 'education':
      return { title: pick('school'), detail: pick('degree') };
    case 'experience':
      return { title: pick('company'), detail: pick('title') };
    case 'leadership':
      return { title: pick('organization'), detail: pick('title') };
    case 'skills':
      return { title: pick('category'), detail: '' };
    default:
      return { title: pick('title'), detail: pick('subtitle') };
  }
}
