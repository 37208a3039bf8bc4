import { describe, expect, it } from 'vitest';
import { DEFAULT_RESUME_CONFIG, DEMO_ORDER, DEMO_RESUME } from '@applypilot/resume';
import { pdfDataUri, pdfFilename, resumePdfBytes } from './resume-pdf';

describe('pdfFilename', () => {
  it('uses the title with whitespace as underscores', () => {
    expect(pdfFilename('My Resume')).toBe('My_Resume.pdf');
    expect(pdfFilename('  Senior  Dev\tResume ')).toBe('Senior_Dev_Resume.pdf');
  });

  it('falls back to the default title when the title is blank', () => {
    expect(pdfFilename('   ')).toBe('Untitled_Resume.pdf');
  });
});

describe('resumePdfBytes', () => {
  it('hands the preview and the download the very same bytes for the same resume', () => {
    const first = resumePdfBytes(DEMO_RESUME, DEMO_ORDER, DEFAULT_RESUME_CONFIG);
    expect(resumePdfBytes(DEMO_RESUME, DEMO_ORDER, DEFAULT_RESUME_CONFIG)).toEqual(first);
    expect(new TextDecoder().decode(first.slice(0, 5))).toBe('%PDF-');
  });

  it('encodes a PDF data URI that decodes back to the bytes', () => {
    const bytes = resumePdfBytes(DEMO_RESUME, DEMO_ORDER, DEFAULT_RESUME_CONFIG);
    const uri = pdfDataUri(bytes);
    expect(uri.startsWith('data:application/pdf;base64,')).toBe(true);
    const decoded = Uint8Array.from(atob(uri.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    expect(decoded).toEqual(bytes);
  });
});
