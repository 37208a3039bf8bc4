import type { FontSpec } from '../model/config';
import { ptToMm } from './pdf-canvas';

export interface LineMetrics {
  height: number;
  /** Distance from the row's top to the text baseline. */
  baseline: number;
}

/**
 * Height and baseline of a row of text in the given fonts: at least `lineGap`, never less than the glyph
 * box of the largest font, with the glyph box centred so ascenders and descenders stay inside the row.
 */
export function lineMetrics(lineGap: number, ...fonts: FontSpec[]): LineMetrics {
  const size = Math.max(...fonts.map((font) => ptToMm(font.size)));
  const height = Math.max(lineGap, size * 1.15);
  return { height, baseline: (height - size) / 2 + size * 0.78 };
}
