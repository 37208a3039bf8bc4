import { getDocument, PDFWorker, VerbosityLevel, type PDFDocumentProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { joinTextItems } from './join-text';

/**
 * One pdf.js worker for the life of the page (FACTS.md: a new worker per document costs ~85 ms, a reused one
 * ~3 ms). The worker script ships with the app through Vite, never from a CDN.
 */
let worker: PDFWorker | null = null;

function sharedWorker(): PDFWorker {
  if (!worker || worker.destroyed) {
    const port = new Worker(new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url), {
      type: 'module',
    });
    worker = PDFWorker.create({ port, name: 'applypilot-pdf', verbosity: VerbosityLevel.ERRORS });
  }
  return worker;
}

/**
 * Opens PDF bytes with the shared worker. pdf.js takes ownership of the buffer it gets, so it gets a copy.
 * The resume uses the standard (non-embedded) fonts, which pdf.js draws with the system's matching fonts either
 * way; skipping the FontFace loading it would otherwise do per document cuts the preview's median edit-to-pixels
 * time by about 10 ms here with the same look. Its warning that it has no standard font files is expected, hence
 * errors-only logging.
 */
export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  return getDocument({
    data: bytes.slice(),
    worker: sharedWorker(),
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
}

/**
 * Plain text of every page, for the automation's resume text: items on one baseline joined (with a space where
 * the PDF leaves a gap, e.g. between a company and its dates), a line break where the baseline changes, and a
 * blank line between pages.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const doc = await openPdf(bytes);
  try {
    const pages: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem => 'str' in item);
      pages.push(joinTextItems(items));
    }
    return pages.join('\n\n');
  } finally {
    await doc.destroy();
  }
}
