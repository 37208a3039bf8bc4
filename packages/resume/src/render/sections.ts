import { parseList } from '../model/fields';
import type { EducationEntry, ResumeEntry, SkillsEntry, SummaryEntry } from '../model/entries';
import type { ResumeData } from '../model/resume-data';
import { sectionTitle } from '../model/resume-data';
import { lineMetrics } from './metrics';
import { clean, type RowWriter } from './writer';

/** The parts every entry with details shares, whatever its section calls its title and subtitle. */
interface DetailedEntry {
  title: string;
  subtitle: string;
  duration: string;
  location: string;
  description: string;
  bullets: string[];
  tags: string[] | string;
}

function detailed(entry: ResumeEntry): DetailedEntry | null {
  if (!('bullets' in entry)) return null;
  if ('company' in entry) return { ...entry, title: entry.company, subtitle: entry.title };
  if ('organization' in entry) return { ...entry, title: entry.organization, subtitle: entry.title };
  return entry;
}

/** A section heading with its divider; the heading stays with the first line that follows it. */
function heading(w: RowWriter, title: string): void {
  const { fonts, divider, spacing } = w.config;
  const spec = fonts.sectionHeader;
  const text = clean(title);
  const metrics = lineMetrics(spacing.lineGap, spec);
  const line = divider.style === 'line' && divider.width > 0;
  const lineY = metrics.baseline + (metrics.height - metrics.baseline) * 0.5 + divider.spacing * 0.5;
  const height = line
    ? Math.max(metrics.height, lineY + divider.width / 2 + divider.spacing)
    : metrics.height;
  w.push(
    {
      height,
      draw: (c, top) => {
        c.text(text, c.left, top + metrics.baseline, spec);
        if (!line) return;
        c.setDrawColor(divider.color);
        c.doc.setLineWidth(divider.width);
        c.doc.line(c.left, top + lineY, c.right, top + lineY);
      },
    },
    true,
  );
}

function writeDetailed(w: RowWriter, entry: DetailedEntry): void {
  const { fonts } = w.config;
  const bullets = entry.bullets.filter((bullet) => clean(bullet) !== '');
  const tags = parseList(entry.tags);
  const hasBody = clean(entry.description) !== '' || bullets.length > 0 || tags.length > 0;
  const hasSubtitle = clean(entry.subtitle) !== '' || clean(entry.location) !== '';
  w.split(entry.title, fonts.sectionTitle, entry.duration, fonts.small, hasSubtitle || hasBody);
  w.split(entry.subtitle, fonts.normal, entry.location, fonts.small, hasBody);
  if (clean(entry.description) !== '') w.paragraph(entry.description, fonts.normal);
  for (const bullet of bullets) w.bullet(bullet);
  if (tags.length > 0) w.paragraph(`Technologies: ${tags.join(', ')}`, fonts.small);
}

function writeEducation(w: RowWriter, entry: EducationEntry): void {
  const { fonts } = w.config;
  const score = clean(entry.gpa) === '' ? '' : `${clean(entry.scoreType) || 'GPA'}: ${clean(entry.gpa)}`;
  const hasSubtitle = clean(entry.degree) !== '' || clean(entry.location) !== '';
  w.split(entry.school, fonts.sectionTitle, entry.duration, fonts.small, hasSubtitle || score !== '');
  w.split(entry.degree, fonts.normal, entry.location, fonts.small, score !== '');
  if (score !== '') w.paragraph(score, fonts.normal);
}

function writeSkills(w: RowWriter, entry: SkillsEntry): void {
  const { fonts, spacing } = w.config;
  const skills = parseList(entry.skills);
  const category = clean(entry.category);
  if (skills.length === 0 && category === '') return;
  const label = category === '' ? '' : `${category}:`;
  const listX = w.canvas.left + (category === '' ? 0 : spacing.skillIndentation);
  w.labelled(label, fonts.sectionTitle, skills.join(', '), fonts.normal, listX);
}

function writeSummary(w: RowWriter, entry: SummaryEntry): void {
  w.paragraph(entry.summaryText, w.config.fonts.normal);
}

/** Fields that alone do not make an entry worth printing (a score type without a score). */
const IGNORED_FIELDS = new Set(['id', 'isExpanded', 'scoreType']);

function hasContent(entry: ResumeEntry): boolean {
  return Object.entries(entry).some(
    ([key, value]) =>
      !IGNORED_FIELDS.has(key) &&
      (Array.isArray(value) ? value : [value]).some((item) => typeof item === 'string' && clean(item) !== ''),
  );
}

/** Rows of one section (not the header): heading, then its entries separated by the paragraph gap. */
export function writeSection(w: RowWriter, data: ResumeData, sectionKey: string, spaceBefore: number): void {
  const entries = (data[sectionKey] ?? []).filter(hasContent);
  if (entries.length === 0) return;
  w.space(spaceBefore);
  heading(w, sectionTitle(sectionKey));
  entries.forEach((entry, index) => {
    if (index > 0 && sectionKey !== 'skills') w.space(w.config.spacing.paragraphGap);
    if (sectionKey === 'summary') return writeSummary(w, entry as SummaryEntry);
    if (sectionKey === 'education') return writeEducation(w, entry as EducationEntry);
    if (sectionKey === 'skills') return writeSkills(w, entry as SkillsEntry);
    const details = detailed(entry);
    if (details) writeDetailed(w, details);
  });
}
