import { MESSAGES } from '@applypilot/contracts';
import { extractPdfText } from '../../../lib/pdf/pdfjs';
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

/** FileReader rather than Blob.arrayBuffer: the same in every browser we support and in the jsdom tests. */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** Section 5: only application/pdf; the text is read page by page with the app's own pdf.js. */
export async function readResumeFile(file: File): Promise<ActiveResume> {
  if (file.type !== 'application/pdf') throw new InvalidResumeFile();
  const bytes = await readBytes(file);
  const text = await extractPdfText(bytes);
  return { base64: dataUri(bytes), filename: file.name, text };
}
