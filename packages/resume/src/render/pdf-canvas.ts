import { jsPDF } from 'jspdf';
import type { FontSpec, ResumeConfig } from '../model/config';
import { textWidthMm } from '../text/text-width';

const PT_PER_MM = 72 / 25.4;

/** Font size in points → millimetres. */
export const ptToMm = (pt: number): number => pt / PT_PER_MM;

export function hexToRgb(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  if (!Number.isFinite(value)) return [0, 0, 0];
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * A jsPDF document with the page box of the config, in millimetres, and helpers that draw and measure text
 * with kerning off (jsPDF never draws kerning, so kerned measurements would let lines cross the margin).
 */
export class PdfCanvas {
  readonly doc: jsPDF;
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
  private currentFont = '';
  private currentColor = '';

  constructor(config: ResumeConfig) {
    this.doc = new jsPDF({
      unit: 'mm',
      format: config.page.format,
      orientation: 'portrait',
      compress: true,
      putOnlyUsedFonts: true,
    });
    this.pageWidth = this.doc.internal.pageSize.getWidth();
    this.pageHeight = this.doc.internal.pageSize.getHeight();
    const { margins } = config.page;
    this.left = margins.left;
    this.right = this.pageWidth - margins.right;
    this.top = margins.top;
    this.bottom = this.pageHeight - margins.bottom;
  }

  get contentWidth(): number {
    return this.right - this.left;
  }

  use(spec: FontSpec): void {
    const key = `${spec.style}/${spec.weight}/${spec.size}`;
    if (key !== this.currentFont) {
      this.doc.setFont(spec.style, spec.weight);
      this.doc.setFontSize(spec.size);
      this.currentFont = key;
    }
    if (spec.color !== this.currentColor) {
      const [r, g, b] = hexToRgb(spec.color);
      this.doc.setTextColor(r, g, b);
      this.currentColor = spec.color;
    }
  }

  /** Width in mm of already-normalised text in a font, kerning off (exact AFM metrics). */
  width(text: string, spec: FontSpec): number {
    return textWidthMm(text, spec);
  }

  /** Draws already-normalised text with its baseline at y. */
  text(text: string, x: number, baseline: number, spec: FontSpec): void {
    if (text === '') return;
    this.use(spec);
    this.doc.text(text, x, baseline, { baseline: 'alphabetic' });
  }

  /** A clickable area over text drawn at baseline y. */
  link(x: number, baseline: number, width: number, spec: FontSpec, url: string): void {
    const size = ptToMm(spec.size);
    this.doc.link(x, baseline - size * 0.8, width, size, { url });
  }

  setDrawColor(hex: string): void {
    const [r, g, b] = hexToRgb(hex);
    this.doc.setDrawColor(r, g, b);
  }

  setFillColor(hex: string): void {
    const [r, g, b] = hexToRgb(hex);
    this.doc.setFillColor(r, g, b);
  }
}
