import { describe, expect, it } from 'vitest';
import { joinTextItems } from './join-text';

const item = (str: string, x: number, y: number, width: number) => ({
  str,
  width,
  transform: [11, 0, 0, 11, x, y],
});

describe('joinTextItems', () => {
  it('keeps one line per baseline, with a space across gaps and none inside a word', () => {
    const text = joinTextItems([
      item('Flipkart', 20, 700, 40),
      item('Jul 2022 - Present', 480, 700, 80),
      item('Software Eng', 20, 688, 60),
      item('ineer II', 80, 688, 35),
      item('', 115, 688, 0),
      item('•', 25, 676, 3),
      item('Led the migration', 32, 676, 90),
    ]);
    expect(text).toBe('Flipkart Jul 2022 - Present\nSoftware Engineer II\n• Led the migration');
  });
});
