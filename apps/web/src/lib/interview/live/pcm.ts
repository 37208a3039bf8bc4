/**
 * Pure audio helpers shared by the AudioWorklet (pcm-worklet.ts) and the main thread: the Live API takes 16-bit
 * little-endian mono PCM at 16 kHz (`audio/pcm;rate=16000`, FACTS.md), the browser captures float samples at 44.1 or
 * 48 kHz. No DOM here: the worklet scope has no window, no btoa.
 */
import { LIVE_AUDIO_SAMPLE_RATE } from '@applypilot/contracts';

/** Samples in one posted frame: 100 ms at 16 kHz, small enough for quick turns, large enough to keep messages few. */
export const FRAME_SAMPLES = LIVE_AUDIO_SAMPLE_RATE / 10;
export const FRAME_MS = 100;
export const PCM_MIME_TYPE = `audio/pcm;rate=${LIVE_AUDIO_SAMPLE_RATE}`;

/**
 * Streaming downsampler: each output sample is the mean of the input samples in its window (a box filter, which keeps
 * most aliasing out of the speech band at these ratios). The fractional window position carries over between
 * calls, so 128-sample render quanta downsample as one continuous signal.
 */
export class Downsampler {
  private readonly ratio: number;
  private carry = new Float32Array(0);
  private offset = 0;

  constructor(inputRate: number, outputRate: number = LIVE_AUDIO_SAMPLE_RATE) {
    if (!(inputRate >= outputRate) || outputRate <= 0)
      throw new RangeError(`cannot downsample ${inputRate} Hz to ${outputRate} Hz`);
    this.ratio = inputRate / outputRate;
  }

  push(input: Float32Array): Float32Array {
    const data = new Float32Array(this.carry.length + input.length);
    data.set(this.carry);
    data.set(input, this.carry.length);
    const out = new Float32Array(Math.max(0, Math.floor((data.length - this.offset) / this.ratio)));
    let start = this.offset;
    let n = 0;
    while (n < out.length) {
      const end = start + this.ratio;
      const first = Math.floor(start);
      const last = Math.min(data.length, Math.max(first + 1, Math.floor(end)));
      let sum = 0;
      for (let i = first; i < last; i += 1) sum += data[i] ?? 0;
      out[n] = sum / (last - first);
      n += 1;
      start = end;
    }
    const keepFrom = Math.min(data.length, Math.floor(start));
    this.carry = data.slice(keepFrom);
    this.offset = start - keepFrom;
    return out;
  }
}

/** Mixes a render quantum's channels to mono (mean), as the Live API wants one channel. */
export function mixToMono(channels: readonly Float32Array[]): Float32Array {
  const first = channels[0];
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (const channel of channels)
    for (let i = 0; i < mono.length; i += 1) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0);
  for (let i = 0; i < mono.length; i += 1) mono[i] = (mono[i] ?? 0) / channels.length;
  return mono;
}

/** A float sample (-1..1, clipped) as a signed 16-bit integer. */
export function floatToInt16(sample: number): number {
  const s = Math.max(-1, Math.min(1, sample));
  return s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
}

/** Samples as 16-bit little-endian PCM bytes (explicitly little-endian, whatever the platform). */
export function encodePcm16le(samples: ArrayLike<number>): ArrayBuffer {
  const buffer = new ArrayBuffer(samples.length * 2);
  const view = new DataView(buffer);
  for (let i = 0; i < samples.length; i += 1) view.setInt16(i * 2, samples[i] ?? 0, true);
  return buffer;
}

/** Reads 16-bit little-endian PCM bytes back as samples. */
export function decodePcm16le(bytes: ArrayBuffer): Int16Array {
  const view = new DataView(bytes);
  const samples = new Int16Array(Math.floor(bytes.byteLength / 2));
  for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(i * 2, true);
  return samples;
}

/** Base64 of bytes, for `sendRealtimeInput({audio: {data}})`; chunked so long frames do not overflow the stack. */
export function bytesToBase64(bytes: ArrayBuffer): string {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000)
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Level of some samples in dBFS (RMS against full scale); silence is -Infinity. */
export function rmsDbfs(samples: ArrayLike<number>, from = 0, to = samples.length): number {
  if (to <= from) return Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let i = from; i < to; i += 1) {
    const s = (samples[i] ?? 0) / 0x8000;
    sum += s * s;
  }
  return 10 * Math.log10(sum / (to - from));
}
