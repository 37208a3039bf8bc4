/**
 * How long a recorded clip is, for the practice mode's plausible token counts (Gemini counts 32 tokens per second of
 * audio). A WAV says it in its header; a compressed recording (WebM/Opus from MediaRecorder) is estimated from its
 * size at a typical voice bitrate, which is close enough for a practice bill of a fraction of a cent.
 */

/** MediaRecorder's Opus voice recordings run near 32 kbit/s. */
const COMPRESSED_BYTES_PER_SECOND = 4000;
/** Enough of a WAV to hold its header chunks. */
const HEADER_BYTES = 4096;

/**
 * Seconds of audio in a RIFF/WAVE file from its header (the fmt chunk's byte rate and the data chunk's size), or null
 * when it is not one. `totalSize` is the whole file's length when only its start was read: a clip cut short or
 * streamed may claim more data than it holds, so only what is there counts.
 */
export function wavDurationSeconds(
  header: ArrayBuffer,
  totalSize: number = header.byteLength,
): number | null {
  const view = new DataView(header);
  const tag = (offset: number) =>
    offset + 4 <= view.byteLength ? String.fromCharCode(...new Uint8Array(header, offset, 4)) : '';
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let byteRate = 0;
  let offset = 12;
  while (offset + 8 <= view.byteLength) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ' && offset + 20 <= view.byteLength) byteRate = view.getUint32(offset + 16, true);
    if (id === 'data')
      return byteRate > 0 ? Math.max(0, Math.min(size, totalSize - offset - 8)) / byteRate : null;
    // Chunks are padded to an even length.
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** Seconds of audio in the clip (never negative). */
export async function clipDurationSeconds(clip: Blob): Promise<number> {
  const header = await readBytes(clip.slice(0, Math.min(clip.size, HEADER_BYTES)));
  return wavDurationSeconds(header, clip.size) ?? clip.size / COMPRESSED_BYTES_PER_SECOND;
}

/** A Blob's bytes; FileReader where a Blob has no arrayBuffer() (jsdom, which the page's own tests run in). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the clip'));
    reader.readAsArrayBuffer(blob);
  });
}
