import { describe, expect, it } from 'vitest';
import { downloadSize } from './download-size';

describe('downloadSize', () => {
  it('says "about N MB" from the byte count, nothing without one', () => {
    expect(downloadSize(undefined)).toBeNull();
    expect(downloadSize(0)).toBeNull();
    expect(downloadSize(2_345_678)).toBe('about 2.3 MB');
    expect(downloadSize(87_600_000)).toBe('about 88 MB');
    expect(downloadSize(20_000)).toBe('about 0.1 MB');
  });
});
