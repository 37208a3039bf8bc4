/**
 * One recording = one MediaRecorder = one audio/webm clip (FACTS.md: with time slices only the first chunk carries
 * the file header, so a clip is never cut out of a longer recording). Only the audio tracks are recorded: a shared
 * tab's stream also carries video.
 */
import { RECORDING_MIME_TYPE } from '@applypilot/contracts';

export interface ClipRecording {
  /** Ends the recording; resolves with the whole clip. */
  stop(): Promise<Blob>;
  /** Ends it and drops the audio (the spending cap, leaving the page). */
  cancel(): void;
}

export function startClipRecording(stream: MediaStream, onError: (message: string) => void): ClipRecording {
  const audio = new MediaStream(stream.getAudioTracks());
  const mimeType = MediaRecorder.isTypeSupported(RECORDING_MIME_TYPE) ? RECORDING_MIME_TYPE : '';
  const recorder = new MediaRecorder(audio, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onerror = (event) => {
    const error = (event as Event & { error?: DOMException }).error;
    onError(error?.message || 'the recorder stopped');
  };
  recorder.start();
  return {
    stop() {
      return new Promise<Blob>((resolve) => {
        const done = () => resolve(new Blob(chunks, { type: RECORDING_MIME_TYPE }));
        if (recorder.state === 'inactive') {
          done();
          return;
        }
        recorder.onstop = done;
        recorder.stop();
      });
    },
    cancel() {
      recorder.ondataavailable = null;
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}
