import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap';

describe('wrapText', () => {
  const measure = (text: string) => text.length;

  it('cuts a word longer than a line into the longest heads that fit, losing nothing', () => {
    const word = 'abcdefghij'.repeat(2_000);
    const lines = wrapText(`short ${word} end`, measure, 7, 9);
    expect(lines[0]).toBe('short');
    // 20,000 characters in lines of 9: 2,222 full lines, then the last 2 characters share a line with "end".
    expect(lines.slice(1, -1)).toHaveLength(2_222);
    expect(lines.slice(1, -1).every((line) => line.length === 9)).toBe(true);
    expect(lines.at(-1)).toBe('ij end');
    expect(lines.join(' ').replace(/ /g, '')).toBe(`short${word}end`);
  });

  it('keeps at least one character a line when even one is too wide', () => {
    expect(wrapText('abc', (text) => text.length * 10, 5)).toEqual(['a', 'b', 'c']);
  });
});
