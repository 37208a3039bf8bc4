import { MESSAGES } from '@applypilot/contracts';
import { extractPdfText } from '../../lib/pdf/pdfjs';
import { readFileBytes } from '../../lib/pdf/read-file-bytes';

/** Why a dropped file gave no persona; the message is what the page shows. */
export class PersonaFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PersonaFileError';
  }
}

/**
 * Some systems hand a dragged file over with an empty type; its name still says what it is. Anything that says it
 * is another type is refused before it is read.
 */
function looksLikePdf(file: File): boolean {
  if (file.type) return file.type === 'application/pdf';
  return /\.pdf$/i.test(file.name);
}

/**
 * Section 5's upload messages are the interview settings' (decision 024): a file that is read but gives nothing reads
 * 'Error processing resume: {message}'; a file of another type reads 'Invalid file. Please upload a PDF.'
 *
 * The persona's text from a resume PDF, read with the app's own pdf.js (never a CDN). Refuses a non-PDF, a file
 * pdf.js cannot open, and a PDF with no text (a scan), each with its own message: an empty persona would make the
 * assistant answer as nobody.
 */
export async function readPersonaPdf(file: File): Promise<string> {
  if (!looksLikePdf(file)) throw new PersonaFileError(MESSAGES.invalidPdf);
  let text: string;
  try {
    text = await extractPdfText(await readFileBytes(file));
  } catch (error) {
    console.warn('The persona PDF could not be read', error);
    throw new PersonaFileError(MESSAGES.resumeProcessingError(MESSAGES.personaUnreadable));
  }
  if (!text.trim()) throw new PersonaFileError(MESSAGES.resumeProcessingError(MESSAGES.personaNoText));
  return text.trim();
}
