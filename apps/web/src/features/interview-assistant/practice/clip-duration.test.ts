// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clipDurationSeconds, wavDurationSeconds } from './clip-duration';

/** A PCM WAV header (44 bytes) followed by `seconds` of silence at the given rate, mono 16-bit. */
function wav(seconds: number, sampleRate = 16000, extraChunk = false): Uint8Array<ArrayBuffer> {
  const dataSize = Math.round(seconds * sampleRate) * 2;
  const extra = extraChunk ? 8 + 5 + 1 : 0; // a 5-byte LIST chunk, padded to 6
  const buffer = new ArrayBuffer(44 + extra + dataSize);
  const view = new DataView(buffer);
  const write = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  write(0, 'RIFF');
  view.setUint32(4, buffer.byteLength - 8, true);
  write(8, 'WAVE');
  write(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  let offset = 36;
  if (extraChunk) {
    write(offset, 'LIST');
    view.setUint32(offset + 4, 5, true);
    offset += 14;
  }
  write(offset, 'data');
  view.setUint32(offset + 4, dataSize, true);
  return new Uint8Array(buffer);
}

describe('clip duration', () => {
  it('reads a WAV header, past other chunks', () => {
    expect(wavDurationSeconds(wav(2.5).buffer)).toBe(2.5);
    expect(wavDurationSeconds(wav(1, 48000, true).buffer)).toBe(1);
  });

  it('counts only the audio a cut-short WAV holds', () => {
    const full = wav(3);
    expect(wavDurationSeconds(full.slice(0, 44 + 32000).buffer)).toBe(1);
  });

  it('is null for anything that is not a WAV', () => {
    expect(wavDurationSeconds(new TextEncoder().encode('OggS and then some bytes').buffer)).toBeNull();
  });

  it('a long WAV blob is measured from its header and total size', async () => {
    expect(await clipDurationSeconds(new Blob([wav(10)], { type: 'audio/wav' }))).toBe(10);
  });

  it('a compressed clip is estimated from its size', async () => {
    expect(await clipDurationSeconds(new Blob([new Uint8Array(8000)], { type: 'audio/webm' }))).toBe(2);
  });
});
