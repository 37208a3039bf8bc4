import type { FontSpec } from '../model/config';
import { FONT_WIDTHS } from './font-widths';
import { winAnsiCode } from './win-ansi';

const COURIER_WIDTH = 600;
/** Width used for a character the fonts lack (never drawn: the normaliser removes those first). */
const FALLBACK_WIDTH = 500;

/**
 * Width of normalised text in mm, from the fonts' exact AFM metrics with kerning off. jsPDF's own tables are
 * rounded to 1/100 em and its getTextWidth subtracts kerning it never draws; both let lines cross the margin.
 */
export function textWidthMm(text: string, spec: Pick<FontSpec, 'style' | 'weight' | 'size'>): number {
  const table = spec.style === 'courier' ? undefined : FONT_WIDTHS[`${spec.style}/${spec.weight}`];
  let units = 0;
  for (const char of text) {
    if (!table) {
      units += COURIER_WIDTH;
      continue;
    }
    const code = winAnsiCode(char);
    units += code === undefined || code < 32 ? FALLBACK_WIDTH : (table[code - 32] ?? FALLBACK_WIDTH);
  }
  return ((units / 1000) * spec.size * 25.4) / 72;
}
