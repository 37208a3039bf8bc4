/**
 * The Live API session through @google/genai (loaded on first use: only live mode needs the SDK in the browser).
 * `ai.live.connect` resolves after `setupComplete`; a refused setup only closes the socket, so closing before then
 * rejects here, and so does a set-up that takes too long.
 */
import { LIVE_TRANSCRIPTION_MODEL } from '@applypilot/contracts';
import { PCM_MIME_TYPE } from './pcm';
import type { LiveServerEvent, LiveSessionLike } from './live-types';

const SETUP_TIMEOUT_MS = 10_000;

export async function connectLiveSession(options: {
  baseUrl: string;
  apiKey: string;
  silenceMs: number;
  onEvent(event: LiveServerEvent): void;
  /** The socket closed or failed after the set-up (not after close()). */
  onLost(): void;
}): Promise<LiveSessionLike> {
  const { GoogleGenAI, Modality } = await import('@google/genai');
  const ai = new GoogleGenAI({ apiKey: options.apiKey, httpOptions: { baseUrl: options.baseUrl } });
  // 'setup' until setupComplete; 'open' while streaming; 'done' after close() or a failed set-up.
  let phase: 'setup' | 'open' | 'done' = 'setup';
  let failSetup: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    failSetup = reject;
  });
  const lost = (why: string) => {
    if (phase === 'setup') failSetup(new Error(why));
    else if (phase === 'open') {
      phase = 'done';
      options.onLost();
    }
  };
  const timer = setTimeout(() => lost('Live set-up timed out.'), SETUP_TIMEOUT_MS);
  const connecting = ai.live.connect({
    model: LIVE_TRANSCRIPTION_MODEL,
    config: {
      responseModalities: [Modality.TEXT],
      inputAudioTranscription: {},
      realtimeInputConfig: { automaticActivityDetection: { silenceDurationMs: options.silenceMs } },
    },
    callbacks: {
      onmessage: (message) => {
        if (phase === 'done') return;
        options.onEvent({
          transcription: message.serverContent?.inputTranscription?.text ?? undefined,
          turnComplete: message.serverContent?.turnComplete ?? undefined,
        });
      },
      onerror: () => lost('Live socket error.'),
      onclose: (event) => lost(`Live socket closed (${event.code}).`),
    },
  });
  try {
    const session = await Promise.race([connecting, failed]);
    phase = 'open';
    return {
      sendAudio(data) {
        session.sendRealtimeInput({ audio: { data, mimeType: PCM_MIME_TYPE } });
      },
      close() {
        phase = 'done';
        session.close();
      },
    };
  } catch (error) {
    phase = 'done';
    // A set-up that completes after we gave up is closed at once.
    void connecting.then((session) => session.close()).catch(() => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
