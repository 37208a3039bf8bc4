/**
 * Energy voice activity detection over 16-bit little-endian mono PCM, in 20 ms frames. Speech is a frame whose RMS
 * is above about -40 dBFS (330 of 32768): a quiet room recorded by a laptop microphone stays below, a voice is far
 * above. Time is the audio's own clock (sample counts), so tests can feed audio faster than real time.
 */
export const FRAME_MS = 20;
export const SPEECH_RMS = 330;

export interface PcmFrame {
  startMs: number;
  endMs: number;
  rms: number;
  speech: boolean;
}

export function frameRms(pcm: Buffer, offset: number, samples: number): number {
  let sum = 0;
  for (let i = 0; i < samples; i += 1) {
    const sample = pcm.readInt16LE(offset + i * 2);
    sum += sample * sample;
  }
  return samples > 0 ? Math.sqrt(sum / samples) : 0;
}

/** Cuts a stream of PCM chunks (of any size, even odd byte counts) into frames on one audio clock. */
export class PcmFramer {
  private pending: Buffer = Buffer.alloc(0);
  /** End of the last whole frame, in ms of audio. */
  framedMs = 0;
  /** Every byte received, in ms of audio (partial frames included). */
  receivedMs = 0;

  push(chunk: Buffer, rate: number): PcmFrame[] {
    this.receivedMs += (chunk.length / 2 / rate) * 1000;
    this.pending = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    const samplesPerFrame = Math.max(1, Math.round((rate * FRAME_MS) / 1000));
    const frameBytes = samplesPerFrame * 2;
    const frames: PcmFrame[] = [];
    let offset = 0;
    while (this.pending.length - offset >= frameBytes) {
      const rms = frameRms(this.pending, offset, samplesPerFrame);
      const startMs = this.framedMs;
      this.framedMs += (samplesPerFrame / rate) * 1000;
      frames.push({ startMs, endMs: this.framedMs, rms, speech: rms > SPEECH_RMS });
      offset += frameBytes;
    }
    this.pending = this.pending.subarray(offset);
    return frames;
  }
}
