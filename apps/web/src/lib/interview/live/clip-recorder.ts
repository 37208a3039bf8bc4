/**
 * Records the stream's audio as one audio/webm clip per question with MediaRecorder (FACTS.md: with time slices only
 * the first chunk carries the header, so each question gets a recorder of its own).
 */
import { RECORDING_MIME_TYPE } from '@applypilot/contracts';
import type { ClipRecorderLike } from './live-types';

export function createClipRecorder(stream: MediaStream): ClipRecorderLike | null {
  if (typeof MediaRecorder === 'undefined') return null;
  const audio = new MediaStream(stream.getAudioTracks());
  let current: { recorder: MediaRecorder; chunks: Blob[] } | null = null;
  let stopped = false;

  const begin = () => {
    const recorder = new MediaRecorder(audio, { mimeType: RECORDING_MIME_TYPE });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.start();
    current = { recorder, chunks };
  };
  const end = (clip: { recorder: MediaRecorder; chunks: Blob[] }) =>
    new Promise<Blob>((resolve) => {
      if (clip.recorder.state === 'inactive') {
        resolve(new Blob(clip.chunks, { type: RECORDING_MIME_TYPE }));
        return;
      }
      clip.recorder.onstop = () => resolve(new Blob(clip.chunks, { type: RECORDING_MIME_TYPE }));
      clip.recorder.stop();
    });

  begin();
  return {
    async cut() {
      const clip = current;
      if (stopped || !clip) return new Blob([], { type: RECORDING_MIME_TYPE });
      begin();
      return end(clip);
    },
    stop() {
      stopped = true;
      if (current && current.recorder.state !== 'inactive') current.recorder.stop();
      current = null;
    },
  };
}
