import type { FakeGeminiRequest, UsageMetadata } from './types';

/** Gemini bills one second of audio as 32 tokens (FACTS.md). */
export const AUDIO_TOKENS_PER_SECOND = 32;
/** Compressed audio (webm/opus, ogg, mp3…) has no cheap duration: assume about 32 kbit/s, i.e. 4000 bytes a second. */
const COMPRESSED_BYTES_PER_SECOND = 4000;

export function textTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export function pcmRate(mimeType: string, fallback = 16000): number {
  const match = /rate=(\d+)/i.exec(mimeType);
  const rate = match ? Number(match[1]) : fallback;
  return rate > 0 ? rate : fallback;
}

function wavSeconds(data: string, bytes: number): number {
  // The header says rate, channels and bits; read only its first 44 bytes.
  const header = Buffer.from(data.slice(0, 60), 'base64');
  if (header.length < 44 || header.toString('ascii', 0, 4) !== 'RIFF')
    return bytes / COMPRESSED_BYTES_PER_SECOND;
  const channels = header.readUInt16LE(22) || 1;
  const rate = header.readUInt32LE(24) || 16000;
  const bits = header.readUInt16LE(34) || 16;
  return Math.max(0, bytes - 44) / (rate * channels * (bits / 8));
}

/** Estimated seconds of one inline audio part; 0 for anything that is not audio. */
export function audioSeconds(part: { mimeType: string; bytes: number; data: string }): number {
  const mime = part.mimeType.toLowerCase();
  if (!mime.startsWith('audio/')) return 0;
  if (mime.startsWith('audio/pcm') || mime.startsWith('audio/l16')) return part.bytes / (2 * pcmRate(mime));
  if (mime.startsWith('audio/wav') || mime.startsWith('audio/x-wav'))
    return wavSeconds(part.data, part.bytes);
  return Math.max(1, part.bytes / COMPRESSED_BYTES_PER_SECOND);
}

export function audioTokens(seconds: number): number {
  return Math.ceil(seconds * AUDIO_TOKENS_PER_SECOND);
}

/**
 * Default usage of a text answer, overridden field by field by the reply's `usage`. The total is recomputed
 * unless the reply sets it, so a test that scripts only thoughtsTokenCount still gets a consistent total.
 */
export function buildUsage(
  request: FakeGeminiRequest,
  answer: string,
  override: Partial<UsageMetadata> = {},
): UsageMetadata {
  const text = textTokens(request.text);
  const audio = audioTokens(request.inlineData.reduce((sum, part) => sum + audioSeconds(part), 0));
  const details: NonNullable<UsageMetadata['promptTokensDetails']> = [{ modality: 'TEXT', tokenCount: text }];
  if (audio > 0) details.push({ modality: 'AUDIO', tokenCount: audio });
  const promptTokenCount = override.promptTokenCount ?? text + audio;
  const candidatesTokenCount = override.candidatesTokenCount ?? textTokens(answer);
  const thoughtsTokenCount = override.thoughtsTokenCount;
  const usage: UsageMetadata = {
    promptTokenCount,
    candidatesTokenCount,
    totalTokenCount:
      override.totalTokenCount ?? promptTokenCount + candidatesTokenCount + (thoughtsTokenCount ?? 0),
    promptTokensDetails: override.promptTokensDetails ?? details,
  };
  if (thoughtsTokenCount !== undefined) usage.thoughtsTokenCount = thoughtsTokenCount;
  return usage;
}
