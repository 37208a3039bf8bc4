import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface TextItem {
  str: string;
  x: number;
  /** Baseline, PDF points from the page bottom. */
  y: number;
  width: number;
  fontSize: number;
  fontName: string;
}

export interface PdfPage {
  width: number;
  height: number;
  items: TextItem[];
  /** Items grouped into visual lines, top to bottom, each line's items left to right joined by a space. */
  lines: string[];
  lineItems: TextItem[][];
  links: { url: string; rect: number[] }[];
}

export interface ReadPdf {
  pages: PdfPage[];
  info: Record<string, unknown>;
  /** Every line of every page, one per line. */
  text: string;
}

/** Reads a PDF back with pdf.js (the same library the builder's preview uses), as an independent check. */
export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const [, , width = 0, height = 0] = page.view;
      const content = await page.getTextContent();
      const items: TextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , scaleY = 0, x = 0, y = 0] = item.transform as number[];
        items.push({ str: item.str, x, y, width: item.width, fontSize: scaleY, fontName: item.fontName });
      }
      const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
      const lineItems: TextItem[][] = [];
      for (const item of sorted) {
        const line = lineItems[lineItems.length - 1];
        const first = line?.[0];
        if (line && first && Math.abs(first.y - item.y) < 2) line.push(item);
        else lineItems.push([item]);
      }
      for (const line of lineItems) line.sort((a, b) => a.x - b.x);
      const annotations = (await page.getAnnotations()) as {
        subtype: string;
        url?: string;
        rect: number[];
      }[];
      pages.push({
        width,
        height,
        items,
        lineItems,
        lines: lineItems.map((line) => line.map((item) => item.str).join(' ')),
        links: annotations
          .filter((a) => a.subtype === 'Link' && a.url)
          .map((a) => ({ url: a.url ?? '', rect: a.rect })),
      });
    }
    const meta = await doc.getMetadata();
    return {
      pages,
      info: meta.info as Record<string, unknown>,
      text: pages.flatMap((page) => page.lines).join('\n'),
    };
  } finally {
    await doc.destroy();
  }
}

/** Whitespace-insensitive check that each string occurs in `text`, in the given order. */
export function missingInOrder(text: string, expected: string[]): string[] {
  const flat = text.replace(/\s+/g, ' ');
  const missing: string[] = [];
  let from = 0;
  for (const want of expected) {
    const needle = want.replace(/\s+/g, ' ').trim();
    const at = flat.indexOf(needle, from);
    if (at < 0) missing.push(want);
    else from = at + needle.length;
  }
  return missing;
}
