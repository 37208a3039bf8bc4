import { describe, expect, it } from 'vitest';
import {
  Downsampler,
  bytesToBase64,
  decodePcm16le,
  encodePcm16le,
  floatToInt16,
  mixToMono,
  rmsDbfs,
} from './pcm';

const sine = (rate: number, hz: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from(
    { length: Math.round(rate * seconds) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / rate),
  );

/** Pushes a signal in 128-sample render quanta, as the worklet gets it. */
function downsampleInQuanta(input: Float32Array, rate: number): Float32Array {
  const downsampler = new Downsampler(rate);
  const parts: number[] = [];
  for (let i = 0; i < input.length; i += 128) parts.push(...downsampler.push(input.subarray(i, i + 128)));
  return Float32Array.from(parts);
}

describe('Downsampler', () => {
  it('turns 48 kHz into 16 kHz by averaging each group of three', () => {
    const out = new Downsampler(48_000).push(Float32Array.from([0.3, 0.6, 0.9, -0.3, -0.3, -0.3, 1, 1]));
    expect(Array.from(out).map((v) => Number(v.toFixed(6)))).toEqual([0.6, -0.3]);
  });

  it('keeps the sample count right across 128-sample quanta at 44.1 kHz (a fractional ratio)', () => {
    const out = downsampleInQuanta(sine(44_100, 440, 1), 44_100);
    expect(Math.abs(out.length - 16_000)).toBeLessThanOrEqual(1);
  });

  it('keeps a speech-band tone (440 Hz) at its level and its frequency', () => {
    const out = downsampleInQuanta(sine(48_000, 440, 1), 48_000);
    // RMS of a 0.5 sine is 0.354; counting zero crossings gives the frequency back.
    const rms = Math.sqrt(out.reduce((sum, v) => sum + v * v, 0) / out.length);
    expect(rms).toBeCloseTo(0.354, 2);
    let crossings = 0;
    for (let i = 1; i < out.length; i += 1) if ((out[i - 1] ?? 0) < 0 !== (out[i] ?? 0) < 0) crossings += 1;
    expect(Math.round(crossings / 2)).toBe(440);
  });

  it('passes 16 kHz through unchanged and refuses to upsample', () => {
    const input = Float32Array.from([0.1, -0.2, 0.3]);
    expect(Array.from(new Downsampler(16_000).push(input))).toEqual(Array.from(input));
    expect(() => new Downsampler(8_000)).toThrow(RangeError);
  });
});

describe('PCM conversion', () => {
  it('mixes channels to their mean', () => {
    expect(Array.from(mixToMono([Float32Array.from([1, 0]), Float32Array.from([0, -1])]))).toEqual([
      0.5, -0.5,
    ]);
  });

  it('maps floats to 16-bit integers with clipping', () => {
    expect([1, -1, 0, 0.5, 2, -2].map(floatToInt16)).toEqual([32767, -32768, 0, 16384, 32767, -32768]);
  });

  it('writes little-endian bytes whatever the platform, and reads them back', () => {
    const bytes = encodePcm16le([1, -2, 0x1234]);
    expect(Array.from(new Uint8Array(bytes))).toEqual([0x01, 0x00, 0xfe, 0xff, 0x34, 0x12]);
    expect(Array.from(decodePcm16le(bytes))).toEqual([1, -2, 0x1234]);
    expect(bytesToBase64(bytes)).toBe(Buffer.from([1, 0, 0xfe, 0xff, 0x34, 0x12]).toString('base64'));
  });

  it('base64-encodes a long frame in one piece', () => {
    const bytes = encodePcm16le(Array.from({ length: 40_000 }, (_, i) => i % 300));
    expect(Buffer.from(bytesToBase64(bytes), 'base64').equals(Buffer.from(bytes))).toBe(true);
  });

  it('measures level in dBFS', () => {
    expect(rmsDbfs(new Int16Array(320))).toBe(Number.NEGATIVE_INFINITY);
    expect(rmsDbfs(new Int16Array(320).fill(0x4000))).toBeCloseTo(-6.02, 1);
  });
});
