import { describe, expect, it } from 'vitest';
import { readFileBytes } from './read-file-bytes';

describe('readFileBytes', () => {
  it("resolves with the file's bytes", async () => {
    const bytes = await readFileBytes(
      new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff])], 'cv.pdf'),
    );
    expect(Array.from(bytes)).toEqual([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
  });
});
