import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** Gaps in PDF points: a new line when the baseline moves, a space when the next item starts past the last. */
const BASELINE_TOLERANCE = 1;
const WORD_GAP = 0.8;

export function joinTextItems(items: readonly Pick<TextItem, 'str' | 'transform' | 'width'>[]): string {
  let text = '';
  let last: { x: number; y: number; end: number } | null = null;
  for (const item of items) {
    if (item.str === '') continue;
    const x = Number(item.transform[4] ?? 0);
    const y = Number(item.transform[5] ?? 0);
    if (last && Math.abs(y - last.y) > BASELINE_TOLERANCE) text += '\n';
    else if (last && x - last.end > WORD_GAP && !text.endsWith(' ') && !item.str.startsWith(' ')) text += ' ';
    text += item.str;
    last = { x, y, end: x + item.width };
  }
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
