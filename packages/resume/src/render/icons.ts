import type { jsPDF } from 'jspdf';
import type { ContactKind } from './contacts';

/**
 * Contact icons drawn with vector primitives (no image files, no text, so text extraction and ATS parsing see
 * only the contact itself). (x, top) is the icon box's top-left corner; s its side in mm.
 */
export function drawIcon(doc: jsPDF, kind: ContactKind, x: number, top: number, s: number): void {
  doc.setLineWidth(s * 0.09);
  switch (kind) {
    case 'email':
      return envelope(doc, x, top, s);
    case 'phone':
      return handset(doc, x, top, s);
    case 'linkedin':
      return linkedinBox(doc, x, top, s);
    case 'github':
      return githubMark(doc, x, top, s);
  }
}

function envelope(doc: jsPDF, x: number, top: number, s: number): void {
  const h = s * 0.72;
  const y = top + (s - h) / 2;
  doc.rect(x, y, s, h, 'S');
  doc.lines(
    [
      [s / 2, h * 0.55],
      [s / 2, -h * 0.55],
    ],
    x,
    y,
    [1, 1],
    'S',
    false,
  );
}

function handset(doc: jsPDF, x: number, top: number, s: number): void {
  const w = s * 0.58;
  const left = x + (s - w) / 2;
  doc.roundedRect(left, top, w, s, s * 0.1, s * 0.1, 'S');
  doc.line(left, top + s * 0.16, left + w, top + s * 0.16);
  doc.line(left, top + s * 0.78, left + w, top + s * 0.78);
  doc.circle(left + w / 2, top + s * 0.89, s * 0.04, 'F');
}

/** A filled rounded square with a white "i" and "n" drawn as strokes. */
function linkedinBox(doc: jsPDF, x: number, top: number, s: number): void {
  doc.roundedRect(x, top, s, s, s * 0.15, s * 0.15, 'F');
  doc.setDrawColor(255, 255, 255);
  doc.setFillColor(255, 255, 255);
  const stroke = s * 0.14;
  doc.setLineWidth(stroke);
  const baseY = top + s * 0.82;
  const stemTop = top + s * 0.42;
  // i: dot and stem
  doc.circle(x + s * 0.27, top + s * 0.24, s * 0.085, 'F');
  doc.line(x + s * 0.27, stemTop, x + s * 0.27, baseY);
  // n: stem, arch, leg
  const nLeft = x + s * 0.46;
  const nRight = x + s * 0.76;
  doc.line(nLeft, stemTop, nLeft, baseY);
  doc.lines(
    [
      [0, -s * 0.08, nRight - nLeft, -s * 0.08, nRight - nLeft, s * 0.08],
      [0, baseY - stemTop - s * 0.08],
    ],
    nLeft,
    stemTop + s * 0.1,
    [1, 1],
    'S',
    false,
  );
}

/** A filled circle with a cat-like head cut out in white: recognisable as GitHub at 3 mm. */
function githubMark(doc: jsPDF, x: number, top: number, s: number): void {
  const r = s / 2;
  const cx = x + r;
  const cy = top + r;
  doc.circle(cx, cy, r, 'F');
  doc.setFillColor(255, 255, 255);
  doc.circle(cx, cy + r * 0.02, r * 0.5, 'F');
  doc.triangle(cx - r * 0.5, cy - r * 0.12, cx - r * 0.42, cy - r * 0.62, cx - r * 0.12, cy - r * 0.42, 'F');
  doc.triangle(cx + r * 0.5, cy - r * 0.12, cx + r * 0.42, cy - r * 0.62, cx + r * 0.12, cy - r * 0.42, 'F');
  doc.rect(cx - r * 0.18, cy + r * 0.4, r * 0.36, r * 0.6, 'F');
}
