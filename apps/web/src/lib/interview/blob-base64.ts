import { bytesToBase64 } from './live/pcm';

/** A clip or screenshot as base64 without a data: prefix, for Gemini's `inline_data` (browser and Node alike). */
export async function blobToBase64(blob: Blob): Promise<string> {
  return bytesToBase64(await blob.arrayBuffer());
}
