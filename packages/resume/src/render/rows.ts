import type { PdfCanvas } from './pdf-canvas';

/**
 * The layout is a list of rows: one line of text (or a heading with its divider). Rows are never split, so
 * no line is ever cut across pages; `keepWithNext` chains a section title to its first entry line.
 */
export interface Row {
  /** Advance in mm from the row's top to the next row's top. */
  height: number;
  /** Space above the row, dropped when the row starts a page. */
  spaceBefore: number;
  keepWithNext: boolean;
  draw(canvas: PdfCanvas, top: number): void;
}

/** Places rows top to bottom, adding pages where the next row (or its kept chain) does not fit. */
export function paginate(canvas: PdfCanvas, rows: Row[]): number {
  let y = canvas.top;
  let pages = 1;
  const atPageTop = () => y === canvas.top;
  rows.forEach((row, index) => {
    let chain = (atPageTop() ? 0 : row.spaceBefore) + row.height;
    for (let next = index; rows[next]?.keepWithNext && next + 1 < rows.length; next++) {
      const following = rows[next + 1];
      if (following) chain += following.spaceBefore + following.height;
    }
    if (!atPageTop() && y + chain > canvas.bottom + 1e-6) {
      canvas.doc.addPage();
      pages++;
      y = canvas.top;
    }
    if (!atPageTop()) y += row.spaceBefore;
    row.draw(canvas, y);
    y += row.height;
  });
  return pages;
}
