import type { FontSpec, ResumeConfig } from '../model/config';
import { normaliseText } from '../text/normalise-text';
import { lineMetrics } from './metrics';
import type { PdfCanvas } from './pdf-canvas';
import type { Row } from './rows';
import { wrapText } from './wrap';

/** Gap in mm between a left text and the right-aligned text on the same line. */
const COLUMN_GAP = 4;

/** Normalised single-line text: drawable characters, runs of whitespace collapsed. */
export const clean = (value: string): string => normaliseText(value).text.replace(/\s+/g, ' ').trim();

/**
 * Turns resume content into rows of wrapped text. Each method appends rows; `startGroup` marks the space
 * before the next row (between entries) and chains rows that must stay together.
 */
export class RowWriter {
  readonly rows: Row[] = [];
  private pendingSpace = 0;

  constructor(
    readonly canvas: PdfCanvas,
    readonly config: ResumeConfig,
  ) {}

  /** Space above the next row written. */
  space(mm: number): void {
    this.pendingSpace = Math.max(this.pendingSpace, mm);
  }

  /** Keeps the last written row on the same page as the next one. */
  keepLastWithNext(): void {
    const last = this.rows[this.rows.length - 1];
    if (last) last.keepWithNext = true;
  }

  push(row: Omit<Row, 'spaceBefore' | 'keepWithNext'>, keepWithNext = false): void {
    this.rows.push({ ...row, spaceBefore: this.pendingSpace, keepWithNext });
    this.pendingSpace = 0;
  }

  private measure(spec: FontSpec): (s: string) => number {
    return (s) => this.canvas.width(s, spec);
  }

  /** Wrapped text from x to the right margin; the text may hold line breaks (paragraphs). */
  paragraph(text: string, spec: FontSpec, x = this.canvas.left): number {
    const metrics = lineMetrics(this.config.spacing.lineGap, spec);
    let count = 0;
    for (const block of normaliseText(text).text.split('\n')) {
      for (const line of wrapText(block, this.measure(spec), this.canvas.right - x)) {
        this.push({
          height: metrics.height,
          draw: (c, top) => c.text(line, x, top + metrics.baseline, spec),
        });
        count++;
      }
    }
    return count;
  }

  /** Left text (wrapped, first line beside the right text) and right-aligned text on one line. */
  split(
    left: string,
    leftSpec: FontSpec,
    right: string,
    rightSpec: FontSpec,
    keepWithNext: boolean,
  ): boolean {
    const leftText = clean(left);
    const rightText = clean(right);
    if (leftText === '' && rightText === '') return false;
    const metrics = lineMetrics(this.config.spacing.lineGap, leftSpec, rightSpec);
    const rightWidth = this.canvas.width(rightText, rightSpec);
    const firstWidth = this.canvas.contentWidth - (rightText === '' ? 0 : rightWidth + COLUMN_GAP);
    const lines = wrapText(
      leftText,
      this.measure(leftSpec),
      Math.max(firstWidth, 20),
      this.canvas.contentWidth,
    );
    const first = lines[0] ?? '';
    this.push(
      {
        height: metrics.height,
        draw: (c, top) => {
          const baseline = top + metrics.baseline;
          c.text(first, c.left, baseline, leftSpec);
          c.text(rightText, c.right - rightWidth, baseline, rightSpec);
        },
      },
      keepWithNext || lines.length > 1,
    );
    lines.slice(1).forEach((line, index) => {
      const more = index < lines.length - 2;
      this.push(
        { height: metrics.height, draw: (c, top) => c.text(line, c.left, top + metrics.baseline, leftSpec) },
        keepWithNext || more,
      );
    });
    return true;
  }

  /** A bullet point: the bullet character at the indentation, wrapped text hanging after it. */
  bullet(text: string): boolean {
    const value = clean(text);
    if (value === '') return false;
    const spec = this.config.fonts.normal;
    const { bulletX, textX } = bulletColumns(this.canvas.left, this.config, (s, f) =>
      this.canvas.width(s, f),
    );
    const bulletChar = clean(this.config.formatting.bulletChar);
    const metrics = lineMetrics(this.config.spacing.lineGap, spec);
    wrapText(value, this.measure(spec), this.canvas.right - textX).forEach((line, index) => {
      this.push({
        height: metrics.height,
        draw: (c, top) => {
          const baseline = top + metrics.baseline;
          if (index === 0) c.text(bulletChar, bulletX, baseline, spec);
          c.text(line, textX, baseline, spec);
        },
      });
    });
    return true;
  }

  /**
   * A label and a list: "Category:" at the margin, the list from `listX` (or just after a label wider than
   * that), continuation lines at `listX`.
   */
  labelled(label: string, labelSpec: FontSpec, list: string, listSpec: FontSpec, listX: number): boolean {
    const labelText = clean(label);
    const listText = clean(list);
    if (labelText === '' && listText === '') return false;
    const metrics = lineMetrics(this.config.spacing.lineGap, labelSpec, listSpec);
    const labelEnd =
      this.canvas.left + this.canvas.width(labelText, labelSpec) + this.canvas.width(' ', listSpec);
    const startX = labelText === '' ? listX : Math.max(listX, labelEnd);
    const restWidth = this.canvas.right - listX;
    const firstWidth = this.canvas.right - startX;
    const lines =
      firstWidth < 15
        ? ['', ...wrapText(listText, this.measure(listSpec), restWidth)]
        : wrapText(listText, this.measure(listSpec), firstWidth, restWidth);
    if (lines.length === 0) lines.push('');
    lines.forEach((line, index) => {
      this.push(
        {
          height: metrics.height,
          draw: (c, top) => {
            const baseline = top + metrics.baseline;
            if (index === 0) c.text(labelText, c.left, baseline, labelSpec);
            c.text(line, index === 0 ? startX : listX, baseline, listSpec);
          },
        },
        // A two-line list stays together (no lone continuation line); longer ones may break between lines.
        index < lines.length - 1 && lines.length <= 2,
      );
    });
    return true;
  }
}

/** Where a bullet's character and its text start (shared with the width measurement). */
export function bulletColumns(
  left: number,
  config: ResumeConfig,
  width: (text: string, spec: FontSpec) => number,
): { bulletX: number; textX: number } {
  const bulletChar = clean(config.formatting.bulletChar);
  const bulletX = left + config.spacing.indentation;
  const bulletWidth = bulletChar === '' ? 0 : width(`${bulletChar} `, config.fonts.normal);
  return { bulletX, textX: bulletX + bulletWidth };
}
