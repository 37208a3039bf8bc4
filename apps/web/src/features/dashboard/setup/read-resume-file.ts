import { MESSAGES } from '@applypilot/contracts';
import { extractPdfText } from '../../../lib/pdf/pdfjs';
import { readFileBytes } from '../../../lib/pdf/read-file-bytes';
import type { ActiveResume } from '../../../lib/automation/setup-storage';

export class InvalidResumeFile extends Error {
  constructor() {
    super(MESSAGES.invalidPdf);
    this.name = 'InvalidResumeFile';
  }
}

function dataUri(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument count under engine limits for multi-megabyte files.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:application/pdf;base64,${btoa(binary)}`;
}

/** Section 5: only application/pdf; the text is read page by page with the app's own pdf.js. */
export async function readResumeFile(file: File): Promise<ActiveResume> {
  if (file.type !== 'application/pdf') throw new InvalidResumeFile();
  const bytes = await readFileBytes(file);
  const text = await extractPdfText(bytes);
  return { base64: dataUri(bytes), filename: file.name, text };
}
