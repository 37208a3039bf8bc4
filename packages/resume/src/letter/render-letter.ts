import { DEFAULT_RESUME_CONFIG, mergeConfig, type FontSpec, type ResumeConfig } from '../model/config';
import { lineMetrics } from '../render/metrics';
import { PdfCanvas } from '../render/pdf-canvas';
import { wrapText } from '../render/wrap';
import { normaliseText } from '../text/normalise-text';
import { FIXED_CREATION_DATE, pdfDate, pdfTextString } from '../render/pdf-info';

export interface CoverLetterInput {
  /** Plain text, paragraphs separated by a blank line (as POST /api/ai/cover-letter answers). */
  letter: string;
  /** The applicant's name, shown at the top and in the document properties. */
  name?: string;
  /**
   * The resume's layout config, so the letter uses the same fonts as the resume sent with it. Its margins are
   * widened to a letter's (a resume packs 7 mm sides; a letter reads better at 25 mm).
   */
  config?: ResumeConfig;
  /** Written into the PDF. Fixed by default, so the same letter always gives the same bytes (and SHA-256). */
  creationDate?: Date;
}

export interface RenderedLetter {
  bytes: Uint8Array;
  pageCount: number;
  /** Characters the standard fonts cannot draw that were left out, each once. */
  unsupported: string[];
}

const LETTER_MARGIN_MM = 25;

/** The letter's paragraphs; lines inside a paragraph ("Dear …,", "Kind regards,\nName") are kept as lines. */
export function letterParagraphs(letter: string): string[][] {
  return letter
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/**
 * A cover letter as PDF bytes with jsPDF and the standard fonts (the resume renderer's canvas, wrapping and text
 * normaliser): the name at the top, then the paragraphs, pages added as needed. Runs in Node and in the browser.
 */
export function renderCoverLetter(input: CoverLetterInput): RenderedLetter {
  const base = mergeConfig(input.config ?? DEFAULT_RESUME_CONFIG);
  const config = mergeConfig({
    ...base,
    page: {
      ...base.page,
      margins: {
        top: LETTER_MARGIN_MM,
        right: LETTER_MARGIN_MM,
        bottom: LETTER_MARGIN_MM,
        left: LETTER_MARGIN_MM,
      },
    },
  });
  const canvas = new PdfCanvas(config);
  const unsupported: string[] = [];
  const clean = (text: string) => {
    const out = normaliseText(text);
    for (const char of out.unsupported) if (!unsupported.includes(char)) unsupported.push(char);
    return out.text.replace(/\s+/g, ' ').trim();
  };
  const body: FontSpec = config.fonts.normal;
  const heading: FontSpec = { ...config.fonts.header, size: Math.min(config.fonts.header.size, 16) };
  let y = canvas.top;
  let pageCount = 1;
  const line = (text: string, font: FontSpec) => {
    const { height, baseline } = lineMetrics(config.spacing.lineGap, font);
    if (y + height > canvas.bottom) {
      canvas.doc.addPage();
      pageCount += 1;
      y = canvas.top;
    }
    canvas.text(text, canvas.left, y + baseline, font);
    y += height;
  };

  const name = clean(input.name ?? '');
  if (name) {
    line(name, heading);
    y += config.spacing.sectionGap;
  }
  const measure = (text: string) => canvas.width(text, body);
  for (const paragraph of letterParagraphs(input.letter)) {
    for (const raw of paragraph) {
      const text = clean(raw);
      if (text) for (const wrapped of wrapText(text, measure, canvas.contentWidth)) line(wrapped, body);
    }
    y += Math.max(config.spacing.paragraphGap, config.spacing.lineGap / 2);
  }

  const fullName = (input.name ?? '').replace(/\s+/g, ' ').trim();
  canvas.doc.setProperties({
    title: pdfTextString(fullName ? `${fullName} — Cover letter` : 'Cover letter'),
    author: pdfTextString(fullName),
    subject: 'Cover letter',
    creator: 'ApplyPilot',
  });
  canvas.doc.setCreationDate(pdfDate(input.creationDate ?? FIXED_CREATION_DATE));
  canvas.doc.setFileId(fileIdOf(JSON.stringify([input.letter, fullName, config])));
  return { bytes: new Uint8Array(canvas.doc.output('arraybuffer')), pageCount, unsupported };
}

/** 32 hex digits from the input, so the file id (and with it the bytes) is stable for the same letter. */
function fileIdOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ a ^ text.charCodeAt(i), 0x85ebca6b) >>> 0;
  }
  return [a, b, (a ^ b) >>> 0, Math.imul(a, b) >>> 0].map((n) => n.toString(16).padStart(8, '0')).join('');
}
