import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { letterParagraphs, mergeConfig, renderCoverLetter } from '../index';

/** Poppler reads the PDF independently of jsPDF, as an employer's system would. */
const dir = mkdtempSync(join(tmpdir(), 'letter-poppler-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const tool = (name: string, ...args: string[]) => execFileSync(name, args, { encoding: 'utf8' });

const LETTER = [
  'Dear Hiring Manager,',
  'I am applying for the Senior Backend Engineer role at Razorline. At Flipkart I led the migration of the checkout service to an event-driven design, cutting p99 latency by 38%.',
  'I have worked with Go, Python and PostgreSQL for five years, and I would bring that experience to your team.',
  'Kind regards,\nPriya Sharma',
].join('\n\n');

function pdfFile(bytes: Uint8Array, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

describe('the cover letter PDF', () => {
  it('gives back the name, every paragraph and the sign-off lines, in the resume’s fonts, on A4', () => {
    const config = mergeConfig({ fonts: { normal: { style: 'helvetica' } } });
    const { bytes, pageCount, unsupported } = renderCoverLetter({
      letter: LETTER,
      name: 'Priya Sharma',
      config,
    });
    expect(pageCount).toBe(1);
    expect(unsupported).toEqual([]);
    const file = pdfFile(bytes, 'letter.pdf');
    const text = tool('pdftotext', file, '-').replace(/\s+/g, ' ');
    expect(text).toContain('Priya Sharma Dear Hiring Manager,');
    expect(text).toContain('cutting p99 latency by 38%.');
    expect(text).toContain('Kind regards, Priya Sharma');
    const fonts = tool('pdffonts', file).trim().split('\n').slice(2);
    expect(fonts.map((l) => l.split(/\s+/).slice(0, 4).join(' ')).sort()).toEqual([
      'Helvetica Type 1 WinAnsi',
      'Times-Bold Type 1 WinAnsi',
    ]);
    const info = tool('pdfinfo', file);
    expect(info).toMatch(/^Title:\s+Priya Sharma — Cover letter$/m);
    expect(info).toMatch(/^Author:\s+Priya Sharma$/m);
    expect(info).toMatch(/^Page size:\s+595.28 x 841.89 pts \(A4\)$/m);
  });

  it('keeps lines inside the 25 mm margins and adds pages for a long letter', () => {
    const long = Array.from(
      { length: 14 },
      (_, i) => `Paragraph ${i + 1}. ${'Reliable services, measured. '.repeat(12)}`,
    ).join('\n\n');
    const { bytes, pageCount } = renderCoverLetter({ letter: long, name: 'Priya Sharma' });
    expect(pageCount).toBeGreaterThan(1);
    const file = pdfFile(bytes, 'long.pdf');
    expect(tool('pdfinfo', file)).toMatch(new RegExp(`^Pages:\\s+${pageCount}$`, 'm'));
    // Every word drawn stays between the margins (A4 is 595 pt wide; 25 mm is 70.9 pt).
    const bbox = tool('pdftotext', '-bbox', file, '-');
    const xs = [...bbox.matchAll(/xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(xs.length).toBeGreaterThan(100);
    expect(Math.min(...xs.map(([min]) => min!))).toBeGreaterThanOrEqual(70.8);
    expect(Math.max(...xs.map(([, max]) => max!))).toBeLessThanOrEqual(595.28 - 70.8);
    expect(tool('pdftotext', file, '-')).toContain('Paragraph 14.');
  });

  it('is the same bytes for the same letter, and reports characters the fonts cannot draw', () => {
    const a = renderCoverLetter({ letter: LETTER, name: 'Priya Sharma' });
    const b = renderCoverLetter({ letter: LETTER, name: 'Priya Sharma' });
    expect(Buffer.from(a.bytes).equals(Buffer.from(b.bytes))).toBe(true);
    const emoji = renderCoverLetter({ letter: 'Dear team 🚀,\n\nThank you.', name: 'Zoë Ng' });
    expect(emoji.unsupported).toEqual(['🚀']);
    expect(tool('pdftotext', pdfFile(emoji.bytes, 'emoji.pdf'), '-')).toContain('Zoë Ng');
  });

  it('splits paragraphs at blank lines and keeps single line breaks as lines', () => {
    expect(letterParagraphs('Dear A,\r\n\r\nOne\ntwo  words.\n \n\nKind regards,\nB\n')).toEqual([
      ['Dear A,'],
      ['One', 'two words.'],
      ['Kind regards,', 'B'],
    ]);
  });
});
