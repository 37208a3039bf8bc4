import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ORDER, DEMO_RESUME, mergeConfig, renderResume } from '../index';

/** Poppler (Debian poppler-utils) reads the PDF independently of pdf.js and jsPDF, as reviewers will. */
const dir = mkdtempSync(join(tmpdir(), 'resume-poppler-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tool = (name: string, ...args: string[]) => execFileSync(name, args, { encoding: 'utf8' });

describe('the PDF as poppler sees it', () => {
  it('uses only standard WinAnsi fonts, gives the text back, and reports size and properties', () => {
    const file = join(dir, 'demo.pdf');
    const config = mergeConfig({ fonts: { normal: { style: 'helvetica' } } });
    writeFileSync(file, renderResume(DEMO_RESUME, DEMO_ORDER, config));

    const fonts = tool('pdffonts', file).trim().split('\n').slice(2);
    expect(fonts.map((line) => line.split(/\s+/).slice(0, 4).join(' ')).sort()).toEqual([
      'Helvetica Type 1 WinAnsi',
      'Times-Bold Type 1 WinAnsi',
      'Times-BoldItalic Type 1 WinAnsi',
    ]);

    const text = tool('pdftotext', '-layout', file, '-');
    expect(text).toMatch(/^\s+Priya Sharma\n/);
    expect(text).toMatch(/Flipkart\s+Jul 2022 - Present\n/);
    expect(text).toContain(
      '• Led the migration of the checkout service to an event-driven design, cutting p99 latency by 38%',
    );
    expect(text).toMatch(/Languages:\s+TypeScript, Go, Python, SQL, Java/);

    const info = tool('pdfinfo', file);
    expect(info).toMatch(/^Title:\s+Priya Sharma — Resume$/m);
    expect(info).toMatch(/^Author:\s+Priya Sharma$/m);
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:\s+595.28 x 841.89 pts \(A4\)$/m);
  });
});
