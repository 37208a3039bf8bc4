/**
 * AudioWorklet module (loaded by audio-frames.ts through Vite's `?worker&url`, so it is bundled with pcm.ts into one
 * file under /assets, which the CSP's script-src 'self' allows). Mixes the input to mono, downsamples it to 16 kHz,
 * converts it to 16-bit little-endian PCM and posts one ArrayBuffer per 100 ms frame (transferred, not copied).
 */
import { Downsampler, FRAME_SAMPLES, encodePcm16le, floatToInt16, mixToMono } from './pcm';

// The AudioWorkletGlobalScope is not in TypeScript's DOM library: the few names used here.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(name: string, processor: new () => AudioWorkletProcessor): void;

export const PCM_WORKLET_NAME = 'pcm-16k-frames';

class PcmFrameProcessor extends AudioWorkletProcessor {
  private readonly downsampler = new Downsampler(sampleRate);
  private readonly frame = new Int16Array(FRAME_SAMPLES);
  private filled = 0;

  process(inputs: Float32Array[][]): boolean {
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const samples = this.downsampler.push(mixToMono(channels));
    for (const sample of samples) {
      this.frame[this.filled] = floatToInt16(sample);
      this.filled += 1;
      if (this.filled === FRAME_SAMPLES) {
        const bytes = encodePcm16le(this.frame);
        this.port.postMessage(bytes, [bytes]);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor(PCM_WORKLET_NAME, PcmFrameProcessor);
