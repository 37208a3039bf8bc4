/**
 * Synthetic 16-bit little-endian mono PCM for tests that feed the Live fake (and benchmarks): a sine tone is
 * "speech" to the fake's VAD, zeros are silence.
 */
export function tonePcm(ms: number, options: { hz?: number; dbfs?: number; rate?: number } = {}): Buffer {
  const { hz = 440, dbfs = -12, rate = 16000 } = options;
  const samples = Math.round((rate * ms) / 1000);
  const peak = 32767 * 10 ** (dbfs / 20);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    pcm.writeInt16LE(Math.round(peak * Math.sin((2 * Math.PI * hz * i) / rate)), i * 2);
  }
  return pcm;
}

export function silencePcm(ms: number, rate = 16000): Buffer {
  return Buffer.alloc(Math.round((rate * ms) / 1000) * 2);
}

/** Cuts PCM into chunks of chunkMs (as a microphone worklet would send them), base64-encoded. */
export function pcmChunksBase64(pcm: Buffer, chunkMs = 100, rate = 16000): string[] {
  const bytes = Math.round((rate * chunkMs) / 1000) * 2;
  const chunks: string[] = [];
  for (let offset = 0; offset < pcm.length; offset += bytes) {
    chunks.push(pcm.subarray(offset, offset + bytes).toString('base64'));
  }
  return chunks;
}
