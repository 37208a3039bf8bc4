/**
 * Live mode (issue [9], decision 031): the stream's audio goes as 16 kHz PCM to the Live API, which transcribes it
 * and decides with its own voice activity detection when a question is over; then onQuestion starts the answer with
 * no button. A MediaRecorder keeps the current question as a webm clip so that, if the socket drops, the batch path
 * transcribes it (onFallbackClip) and later questions go the batch way, cut by the local VAD.
 */
import { LiveController } from './live-controller';
import { startAudioFrames, type AudioFrames } from './audio-frames';
import { createClipRecorder } from './clip-recorder';
import { connectLiveSession } from './live-session';
import type { LiveCallbacks } from './live-types';

export type { FallbackClip, LiveQuestion, LiveState } from './live-types';

/** The server's silence that ends a question: long enough for a breath inside a two-part question. */
export const DEFAULT_LIVE_SILENCE_MS = 800;

export interface LiveListener {
  stop(): Promise<void>;
}

export interface LiveListeningOptions extends LiveCallbacks {
  /** Mic or tab audio; its tracks stay the caller's (stop() does not end them). */
  stream: MediaStream;
  baseUrl: string;
  apiKey: string;
  silenceMs?: number;
}

/**
 * Starts listening: resolves once audio flows (the socket may still be connecting: frames are queued meanwhile).
 * Rejects when the stream's audio cannot be processed (no audio track, no AudioWorklet).
 */
export async function startLiveListening(options: LiveListeningOptions): Promise<LiveListener> {
  const silenceMs = options.silenceMs ?? DEFAULT_LIVE_SILENCE_MS;
  const callbacks: LiveCallbacks = {
    onPartialTranscript: (text) => options.onPartialTranscript(text),
    onQuestion: (question) => options.onQuestion(question),
    onFallbackClip: (clip) => options.onFallbackClip(clip),
    onStateChange: (state) => options.onStateChange(state),
    onError: (message) => options.onError(message),
  };
  const controller = new LiveController({
    silenceMs,
    callbacks,
    recorder: createClipRecorder(options.stream),
    now: () => performance.now(),
  });
  callbacks.onStateChange('connecting');
  let frames: AudioFrames;
  try {
    frames = await startAudioFrames(options.stream, (samples, at) => controller.frame(samples, at));
  } catch (error) {
    controller.stop();
    throw error;
  }
  void connectLiveSession({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    silenceMs,
    onEvent: (event) => controller.message(event),
    onLost: () => controller.socketLost(),
  }).then(
    (session) => controller.connected(session),
    () => controller.socketLost(),
  );
  return {
    async stop() {
      controller.stop();
      await frames.stop();
    },
  };
}
