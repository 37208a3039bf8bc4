import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DEFAULT_RESUME_CONFIG,
  DEFAULT_SECTION_ORDER,
  DEMO_ORDER,
  DEMO_RESUME,
  emptyEntry,
  mergeConfig,
  parseList,
  RenderInputSchema,
  ResumeConfigSchema,
  ResumeDataSchema,
  sectionTitle,
  toCustomSectionKey,
} from '../index';

describe('resume data schema', () => {
  it('keeps the demo resume as it is', () => {
    expect(ResumeDataSchema.parse(DEMO_RESUME)).toEqual(DEMO_RESUME);
    expect(DEMO_RESUME.personal[0]?.website).toBe('priyasharma.dev');
    expect(DEMO_ORDER).toEqual(DEFAULT_SECTION_ORDER);
  });

  it('fills what the builder leaves out with empty values and keeps custom sections', () => {
    const data = ResumeDataSchema.parse({
      personal: [{ id: 'personal-1', name: 'Ana', phone: 5551234567 }],
      education: [{ school: 'MIT', gpa: 3.9, scoreType: null }],
      awards: [{ id: 'awards-2', title: 'Best paper', bullets: 'one\ntwo' }],
    });
    expect(data.personal).toEqual([
      { id: 'personal-1', name: 'Ana', email: '', phone: '5551234567', github: '', linkedin: '' },
    ]);
    expect(data.education[0]).toEqual({
      id: 'education-1',
      school: 'MIT',
      degree: '',
      duration: '',
      location: '',
      scoreType: '',
      gpa: '3.9',
    });
    expect(data.awards?.[0]).toMatchObject({
      id: 'awards-2',
      subtitle: '',
      bullets: ['one', 'two'],
      tags: '',
    });
    expect(data.experience).toEqual([]);
    expect(data.skills).toEqual([]);
    const single = ResumeDataSchema.parse({ personal: { name: 'Bo' }, summary: { summaryText: 'Hi' } });
    expect(single.personal[0]?.name).toBe('Bo');
    expect(single.summary[0]?.summaryText).toBe('Hi');
  });

  it('rejects wrong types with messages that name the field', () => {
    const result = RenderInputSchema.safeParse({
      data: { personal: 'Ana', experience: [{ bullets: { a: 1 } }], skills: [{ skills: [true] }] },
      order: ['personal', 7],
      config: { page: { format: 'a5' }, fonts: { normal: { size: 'big' } } },
    });
    expect(result.success).toBe(false);
    const message = z.prettifyError(result.error!);
    expect(message).toContain('→ at data.personal');
    expect(message).toContain('Expected a list of lines or text\n  → at data.experience[0].bullets');
    expect(message).toContain('→ at data.skills[0].skills');
    expect(message).toContain('→ at order[1]');
    expect(message).toContain('Invalid option: expected one of "a4"|"letter"\n  → at config.page.format');
    expect(message).toContain('→ at config.fonts.normal.size');
  });

  it('reads a list or comma text', () => {
    expect(parseList('React, Node.js ,, Go ')).toEqual(['React', 'Node.js', 'Go']);
    expect(parseList([' a ', '', 'b'])).toEqual(['a', 'b']);
    expect(parseList('')).toEqual([]);
  });

  it('names custom sections as section 5 says and titles them back', () => {
    expect(toCustomSectionKey('  Open Source   Work ')).toBe('open_source_work');
    expect(sectionTitle('open_source_work')).toBe('Open Source Work');
    expect(sectionTitle('experience')).toBe('Experience');
  });

  it('makes blank entries with a <section>-<timestamp> id', () => {
    const before = Date.now();
    const entry = emptyEntry('experience');
    const stamp = Number(entry.id.replace('experience-', ''));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(entry).toMatchObject({ company: '', title: '', bullets: [''], tags: '' });
    expect(emptyEntry('skills')).toMatchObject({ category: '', skills: [], isExpanded: true });
    expect(emptyEntry('my_awards')).toMatchObject({ title: '', subtitle: '' });
    expect(emptyEntry('my_awards').id).toMatch(/^my_awards-\d+$/);
  });
});

describe('layout config', () => {
  it('has the defaults of section 9', () => {
    const c = DEFAULT_RESUME_CONFIG;
    expect(c.page).toEqual({
      unit: 'mm',
      format: 'a4',
      orientation: 'portrait',
      margins: { top: 15, right: 7, bottom: 15, left: 7 },
    });
    expect(c.fonts.header).toEqual({ style: 'times', weight: 'bold', size: 20, color: '#000000' });
    expect(c.fonts.sectionHeader).toEqual({ style: 'times', weight: 'bold', size: 12, color: '#000000' });
    expect(c.fonts.sectionTitle).toEqual({ style: 'times', weight: 'bold', size: 11, color: '#000000' });
    expect(c.fonts.normal).toEqual({ style: 'times', weight: 'normal', size: 11, color: '#000000' });
    expect(c.fonts.small).toEqual({ style: 'times', weight: 'bolditalic', size: 9, color: '#000000' });
    expect(c.spacing).toEqual({
      sectionGap: 3,
      headerGap: 6,
      lineGap: 5,
      paragraphGap: 2,
      indentation: 5,
      skillIndentation: 42,
    });
    expect(c.divider).toEqual({ style: 'line', color: '#000000', width: 0.2, spacing: 1 });
    expect(c.formatting.bulletChar).toBe('•');
    expect(c.headerIcons).toEqual({ size: 3, spacing: 1, contactSpacing: 4 });
  });

  it('fills a partial or damaged stored config with defaults', () => {
    const merged = mergeConfig({
      page: { format: 'letter', margins: { left: 12, top: 'x' } },
      fonts: { normal: { style: 'wingdings', size: 10 } },
      divider: null,
      extra: true,
    });
    expect(merged.page.format).toBe('letter');
    expect(merged.page.margins).toEqual({ top: 15, right: 7, bottom: 15, left: 12 });
    expect(merged.fonts.normal).toEqual({ style: 'times', weight: 'normal', size: 10, color: '#000000' });
    expect(merged.divider).toEqual(DEFAULT_RESUME_CONFIG.divider);
    expect(mergeConfig(undefined)).toEqual(DEFAULT_RESUME_CONFIG);
    expect(mergeConfig('garbage')).toEqual(DEFAULT_RESUME_CONFIG);
  });

  it('parses a partial config strictly for the command line', () => {
    expect(ResumeConfigSchema.parse({ page: { format: 'letter' } }).page.format).toBe('letter');
    expect(ResumeConfigSchema.parse(undefined)).toEqual(DEFAULT_RESUME_CONFIG);
    expect(ResumeConfigSchema.safeParse({ divider: { color: 'red' } }).error?.issues[0]?.message).toBe(
      'Colour must look like #000000',
    );
  });
});
