import { z } from 'zod';
import { DEFAULT_RESUME_CONFIG, mergeConfig, type ResumeConfig } from '../model/config';
import { ResumeDataSchema, type ResumeData } from '../model/resume-data';
import { headerRows } from './header';
import { PdfCanvas } from './pdf-canvas';
import { paginate } from './rows';
import { writeSection } from './sections';
import { RowWriter } from './writer';
import { FIXED_CREATION_DATE, pdfDate, pdfTextString } from './pdf-info';

export interface RenderOptions {
  /** Document title; default `<name> — Resume`. */
  title?: string;
  /**
   * Creation date written into the PDF. Fixed by default so the same input always gives the same bytes
   * (the preview and the download are then identical, and tests can compare bytes).
   */
  creationDate?: Date;
}

/** 32 hex digits from the input, so the file id is stable for the same resume. */
function fileIdOf(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ a ^ text.charCodeAt(i), 0x85ebca6b) >>> 0;
  }
  return [a, b, (a ^ b) >>> 0, Math.imul(a, b) >>> 0].map((n) => n.toString(16).padStart(8, '0')).join('');
}

/** The resume as PDF bytes: sections in `order`, pages added as needed. Runs in the browser and in Node. */
export function renderResume(
  data: ResumeData,
  order: readonly string[],
  config: ResumeConfig = DEFAULT_RESUME_CONFIG,
  options: RenderOptions = {},
): Uint8Array {
  return renderResumeWithInfo(data, order, config, options).bytes;
}

export interface RenderedResume {
  bytes: Uint8Array;
  pageCount: number;
}

/** renderResume, also telling how many pages the layout took. */
export function renderResumeWithInfo(
  input: ResumeData,
  order: readonly string[],
  inputConfig: ResumeConfig = DEFAULT_RESUME_CONFIG,
  options: RenderOptions = {},
): RenderedResume {
  // Callers hand in state from storage or a form: parse it here so a half-filled entry cannot crash the
  // layout, and a damaged config falls back to defaults field by field.
  const parsed = ResumeDataSchema.safeParse(input);
  if (!parsed.success) throw new Error(`Invalid resume data:\n${z.prettifyError(parsed.error)}`);
  const data = parsed.data;
  const config = mergeConfig(inputConfig);
  const canvas = new PdfCanvas(config);
  const writer = new RowWriter(canvas, config);
  const personal = data.personal[0];
  let first = true;
  for (const sectionKey of new Set(order)) {
    const before = writer.rows.length;
    if (sectionKey === 'personal') {
      if (personal) writer.rows.push(...headerRows(canvas, config, personal));
    } else {
      writeSection(writer, data, sectionKey, first ? 0 : config.spacing.sectionGap);
    }
    if (writer.rows.length > before) first = false;
  }
  const pageCount = paginate(canvas, writer.rows);

  // Document properties take any Unicode (written as UTF-16), so the name is kept exactly as typed.
  const name = (personal?.name ?? '').replace(/\s+/g, ' ').trim();
  const title = options.title?.trim() || (name === '' ? 'Resume' : `${name} — Resume`);
  canvas.doc.setProperties({
    title: pdfTextString(title),
    author: pdfTextString(name),
    subject: 'Resume',
    creator: 'ApplyPilot',
  });
  canvas.doc.setCreationDate(pdfDate(options.creationDate ?? FIXED_CREATION_DATE));
  canvas.doc.setFileId(fileIdOf(JSON.stringify([data, order, config, title])));
  return { bytes: new Uint8Array(canvas.doc.output('arraybuffer')), pageCount };
}
