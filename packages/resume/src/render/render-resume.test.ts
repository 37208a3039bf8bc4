import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESUME_CONFIG,
  DEMO_ORDER,
  DEMO_RESUME,
  mergeConfig,
  renderResume,
  renderResumeWithInfo,
  ResumeDataSchema,
  type ResumeConfig,
  type ResumeData,
} from '../index';
import { expectedFields, twoPageResume } from '../../test/fixtures';
import { missingInOrder, readPdf, type PdfPage } from '../../test/read-pdf';

const MM = 72 / 25.4;

/** Every text item lies inside the page box minus the margins (glyph box: 0.8 em up, 0.25 em down). */
function outsideMargins(page: PdfPage, config: ResumeConfig): string[] {
  const m = config.page.margins;
  const tolerance = 0.3;
  return page.items
    .filter(
      (item) =>
        item.x < m.left * MM - tolerance ||
        item.x + item.width > page.width - m.right * MM + tolerance ||
        item.y + item.fontSize * 0.8 > page.height - m.top * MM + tolerance ||
        item.y - item.fontSize * 0.25 < m.bottom * MM - tolerance,
    )
    .map((item) => `${item.str} @ ${item.x.toFixed(1)},${item.y.toFixed(1)} w ${item.width.toFixed(1)}`);
}

const isHeading = (line: { fontSize: number }[]) =>
  line.length === 1 && line[0]?.fontSize === DEFAULT_RESUME_CONFIG.fonts.sectionHeader.size;

// pdf.js parsing is quick alone but the loop test reads 13 files; keep headroom on a loaded machine.
describe('renderResume', { timeout: 30_000 }, () => {
  it('prints every field of the demo in reading order, ungarbled, on one A4 page inside the margins', async () => {
    const pdf = await readPdf(renderResume(DEMO_RESUME, DEMO_ORDER));
    expect(pdf.pages).toHaveLength(1);
    const page = pdf.pages[0]!;
    expect([page.width, page.height]).toEqual([595.28, 841.89]);
    expect(missingInOrder(pdf.text, expectedFields(DEMO_RESUME, DEMO_ORDER))).toEqual([]);
    expect(pdf.text).toMatch(/^Priya Sharma\n/);
    expect(pdf.text).toContain('Summary\nSoftware engineer with 4 years');
    expect(pdf.text).toContain('Flipkart Jul 2022 - Present\nSoftware Engineer II Bengaluru, India');
    expect(pdf.text).toContain('Languages: TypeScript, Go, Python, SQL, Java');
    expect(pdf.text).toContain('CGPA: 8.9/10');
    // section 5: a website that is neither LinkedIn nor GitHub is dropped
    expect(pdf.text).not.toContain('priyasharma.dev');
    expect(outsideMargins(page, DEFAULT_RESUME_CONFIG)).toEqual([]);
  });

  it('sets the document title and author, and gives the same bytes for the same input', async () => {
    const bytes = renderResume(DEMO_RESUME, DEMO_ORDER);
    expect(renderResume(DEMO_RESUME, DEMO_ORDER)).toEqual(bytes);
    const pdf = await readPdf(bytes);
    expect(pdf.info.Title).toBe('Priya Sharma — Resume');
    expect(pdf.info.Author).toBe('Priya Sharma');
    const titled = await readPdf(
      renderResume(DEMO_RESUME, DEMO_ORDER, undefined, { title: 'Backend Résumé' }),
    );
    expect(titled.info.Title).toBe('Backend Résumé');
  });

  it('makes the contacts clickable links', async () => {
    const pdf = await readPdf(renderResume(DEMO_RESUME, DEMO_ORDER));
    expect(pdf.pages[0]!.links.map((link) => link.url)).toEqual([
      'mailto:priya.sharma@example.com',
      'tel:+919876543210',
      'https://linkedin.com/in/priyasharma',
      'https://github.com/priyasharma',
    ]);
  });

  it('follows the section order, and titles a custom section from its key', async () => {
    const data = ResumeDataSchema.parse({
      ...DEMO_RESUME,
      open_source_work: [
        { title: 'Linux kernel', subtitle: 'Contributor', bullets: ['Fixed a scheduler bug'] },
      ],
    });
    const order = ['personal', 'skills', 'open_source_work', 'experience', 'summary'];
    const pdf = await readPdf(renderResume(data, order));
    const headings = pdf.pages.flatMap((page) => page.lineItems.filter(isHeading).map((l) => l[0]!.str));
    expect(headings).toEqual(['Skills', 'Open Source Work', 'Experience', 'Summary']);
    expect(pdf.text).toContain('Linux kernel\nContributor\n• Fixed a scheduler bug');
  });

  it('reads skills given as a list or as comma text the same way, and skips empty bullets', async () => {
    const asList = ResumeDataSchema.parse({
      skills: [{ category: 'Tools', skills: ['Git', ' Docker ', ''] }],
      projects: [{ title: 'P', bullets: ['first', '   ', '', 'second'] }],
    });
    const asText = ResumeDataSchema.parse({
      skills: [{ category: 'Tools', skills: 'Git,  Docker ,' }],
      projects: [{ title: 'P', bullets: ['first', '   ', '', 'second'] }],
    });
    const order = ['projects', 'skills'];
    const [a, b] = await Promise.all([
      readPdf(renderResume(asList, order)),
      readPdf(renderResume(asText, order)),
    ]);
    expect(a.text).toBe('Projects\nP\n• first\n• second\nSkills\nTools: Git, Docker');
    expect(b.text).toBe(a.text);
  });

  it('lays out Letter pages at 612 x 792 pt inside the margins', async () => {
    const config = mergeConfig({ page: { format: 'letter', margins: { left: 20, right: 20 } } });
    const pdf = await readPdf(renderResume(DEMO_RESUME, DEMO_ORDER, config));
    expect(pdf.pages.map((p) => [p.width, p.height])).toEqual([[612, 792]]);
    expect(missingInOrder(pdf.text, expectedFields(DEMO_RESUME, DEMO_ORDER))).toEqual([]);
    expect(outsideMargins(pdf.pages[0]!, config)).toEqual([]);
  });

  it('flows a long resume onto a second page without cutting a line or stranding a heading', async () => {
    const data = twoPageResume();
    const { bytes, pageCount } = renderResumeWithInfo(data, DEMO_ORDER);
    expect(pageCount).toBe(2);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toHaveLength(2);
    expect(missingInOrder(pdf.text, expectedFields(data, DEMO_ORDER))).toEqual([]);
    for (const page of pdf.pages) {
      expect(outsideMargins(page, DEFAULT_RESUME_CONFIG)).toEqual([]);
      expect(isHeading(page.lineItems[page.lineItems.length - 1]!)).toBe(false);
    }
  });

  it('never leaves a section heading alone at the foot of a page, however the content falls', async () => {
    let headingPushedToNextPage = 0;
    for (let fill = 38; fill <= 50; fill++) {
      const data = ResumeDataSchema.parse({
        projects: [{ title: 'Filler', bullets: Array.from({ length: fill }, (_, i) => `filler line ${i}`) }],
        skills: [{ category: 'Languages', skills: 'Go, Rust' }],
      });
      const pdf = await readPdf(renderResume(data, ['projects', 'skills']));
      for (const page of pdf.pages) {
        expect(isHeading(page.lineItems[page.lineItems.length - 1]!)).toBe(false);
        expect(outsideMargins(page, DEFAULT_RESUME_CONFIG)).toEqual([]);
      }
      const second = pdf.pages[1];
      if (second && second.lines[0] === 'Skills' && second.lines.length === 2) headingPushedToNextPage++;
      expect(pdf.text.endsWith('Skills\nLanguages: Go, Rust')).toBe(true);
    }
    expect(headingPushedToNextPage).toBeGreaterThan(0);
  });

  it('prints characters outside the standard fonts in their closest drawable form', async () => {
    const data = ResumeDataSchema.parse({
      personal: [{ name: 'Zoë Dvořák', email: 'zoe@example.com' }],
      experience: [
        {
          company: 'Łódź Software Spółka',
          title: 'Ingénieur — “Backend”',
          bullets: ['Cut latency → 40% and kept uptime ≥ 99.9% ✓ with ﬁne-tuned caches 🚀 for €2M revenue'],
        },
      ],
    });
    const pdf = await readPdf(renderResume(data, ['personal', 'experience']));
    expect(pdf.text).toBe(
      [
        'Zoë Dvorák',
        'zoe@example.com',
        'Experience',
        'Lódz Software Spólka',
        'Ingénieur — “Backend”',
        '• Cut latency -> 40% and kept uptime >= 99.9% v with fine-tuned caches for €2M revenue',
      ].join('\n'),
    );
    expect(pdf.info.Author).toBe('Zoë Dvořák');
  });

  it('wraps long text and long words inside narrow margins', async () => {
    const config = mergeConfig({
      page: { margins: { left: 40, right: 45 } },
      formatting: { headerAlign: 'right' },
    });
    const url = 'https://example.com/' + 'a'.repeat(150);
    const data = ResumeDataSchema.parse({
      ...DEMO_RESUME,
      summary: [{ summaryText: `See ${url} for more.` }],
    });
    const pdf = await readPdf(renderResume(data, DEMO_ORDER, config));
    for (const page of pdf.pages) expect(outsideMargins(page, config)).toEqual([]);
    expect(pdf.text.replace(/\s+/g, '')).toContain(url);
  });

  it('draws PDF syntax characters and the WinAnsi extras literally', async () => {
    const data = ResumeDataSchema.parse({
      personal: [{ name: 'A (B) \\ C' }],
      summary: [{ summaryText: 'C++ (advanced), 100% \\ ™ ½ ß Œuvre ‰ Ÿ' }],
    });
    const pdf = await readPdf(renderResume(data, ['personal', 'summary']));
    expect(pdf.text).toBe('A (B) \\ C\nSummary\nC++ (advanced), 100% \\ ™ ½ ß Œuvre ‰ Ÿ');
    expect(pdf.info.Author).toBe('A (B) \\ C');
  });

  it('accepts half-filled state straight from storage and rejects nonsense with a readable error', async () => {
    const partial = { personal: [{ name: 'Ana' }], projects: [{ title: 'Site' }] } as unknown as ResumeData;
    const pdf = await readPdf(renderResume(partial, ['personal', 'projects', 'missing_section']));
    expect(pdf.text).toBe('Ana\nProjects\nSite');
    const broken = { experience: [{ bullets: 42 }] } as unknown as ResumeData;
    expect(() => renderResume(broken, ['experience'])).toThrow(
      'Invalid resume data:\n✖ Expected a list of lines or text\n  → at experience[0].bullets',
    );
  });

  it('renders an empty resume as one blank page', async () => {
    const pdf = await readPdf(renderResume(ResumeDataSchema.parse({}), []));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.text).toBe('');
    expect(pdf.info.Title).toBe('Resume');
  });
});
