/**
 * The live mode's decisions, free of browser APIs so they can be tested with a fake session and recorder:
 * frames go to the Live session (queued while it connects), transcription fragments build the current question,
 * `turnComplete` with words makes a question, and when the socket goes the recorded clip of the current question is
 * handed to the batch path, then every later question is cut by the local VAD.
 */
import { bytesToBase64, encodePcm16le } from './pcm';
import { LocalVad } from './local-vad';
import { TranscriptAccumulator } from './transcript-accumulator';
import type {
  ClipRecorderLike,
  LiveCallbacks,
  LiveServerEvent,
  LiveSessionLike,
  LiveState,
} from './live-types';

/** Frames kept while the socket connects (30 s): a question asked at once is not lost. */
const MAX_QUEUED_FRAMES = 300;
/** A clip with no speech is restarted after this long, so a quiet stretch does not grow the next question's clip. */
const IDLE_CLIP_MS = 30_000;

export class LiveController {
  state: LiveState = 'connecting';
  private session: LiveSessionLike | null = null;
  private readonly queued: string[] = [];
  private readonly vad: LocalVad;
  private readonly transcript = new TranscriptAccumulator();
  /** The current clip has speech that no question has taken yet. */
  private clipHasSpeech = false;
  private clipStartedAt: number;
  /** Clips are cut one at a time, in order. */
  private cutting: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      silenceMs: number;
      callbacks: LiveCallbacks;
      recorder: ClipRecorderLike | null;
      now: () => number;
    },
  ) {
    this.vad = new LocalVad(options.silenceMs);
    this.clipStartedAt = options.now();
  }

  /** The session is set up: send what was queued, then stream. */
  connected(session: LiveSessionLike): void {
    if (this.state !== 'connecting') {
      session.close();
      return;
    }
    this.session = session;
    this.setState('listening');
    for (const data of this.queued.splice(0)) this.send(data);
  }

  /** The session could not be set up or the socket closed or failed: the batch path takes over. */
  socketLost(): void {
    if (this.state !== 'connecting' && this.state !== 'listening') return;
    this.session = null;
    this.queued.length = 0;
    this.transcript.take();
    this.setState('fallback');
    // A question already over but not answered goes now; one still being spoken goes when the VAD sees its end.
    if (this.clipHasSpeech && !this.vad.inSpeech) this.cutClip(this.vad.lastSpeechAt ?? this.options.now());
  }

  /** One 100 ms frame of 16 kHz PCM that arrived at `at` (performance.now()). */
  frame(samples: Int16Array, at: number): void {
    if (this.state === 'closed') return;
    const vad = this.vad.push(samples, at);
    if (vad.speechStarted) this.clipHasSpeech = true;
    if (this.state === 'listening' || this.state === 'connecting') {
      const data = bytesToBase64(encodePcm16le(samples));
      if (this.state === 'listening') this.send(data);
      else if (this.queued.push(data) > MAX_QUEUED_FRAMES) this.queued.shift();
    } else if (this.state === 'fallback' && vad.speechEndedAt !== null && this.clipHasSpeech) {
      this.cutClip(vad.speechEndedAt);
    }
    if (!this.clipHasSpeech && !this.vad.inSpeech && at - this.clipStartedAt > IDLE_CLIP_MS) {
      this.clipStartedAt = at;
      void this.options.recorder?.cut().catch(() => undefined);
    }
  }

  /** A message from the Live session. */
  message(event: LiveServerEvent): void {
    if (this.state !== 'listening') return;
    if (event.transcription)
      this.options.callbacks.onPartialTranscript(this.transcript.append(event.transcription));
    if (!event.turnComplete) return;
    const text = this.transcript.take();
    if (!text) return;
    const transcriptAt = this.options.now();
    this.options.callbacks.onQuestion({
      text,
      speechEndedAt: this.vad.lastSpeechAt ?? transcriptAt,
      transcriptAt,
    });
    // The live path answered this question: its clip is not needed; the next question gets a fresh one.
    this.clipHasSpeech = this.vad.inSpeech;
    this.clipStartedAt = transcriptAt;
    void this.options.recorder?.cut().catch(() => undefined);
  }

  stop(): void {
    if (this.state === 'closed') return;
    this.session?.close();
    this.session = null;
    this.options.recorder?.stop();
    this.setState('closed');
  }

  private send(data: string): void {
    try {
      this.session?.sendAudio(data);
    } catch {
      this.socketLost();
    }
  }

  private cutClip(speechEndedAt: number): void {
    const recorder = this.options.recorder;
    this.clipHasSpeech = false;
    this.clipStartedAt = this.options.now();
    if (!recorder) {
      this.options.callbacks.onError('Live transcription stopped and this browser cannot record audio.');
      return;
    }
    this.cutting = this.cutting.then(async () => {
      try {
        const blob = await recorder.cut();
        if (blob.size > 0) this.options.callbacks.onFallbackClip({ blob, speechEndedAt });
      } catch {
        this.options.callbacks.onError('The recording of this question failed.');
      }
    });
  }

  private setState(state: LiveState): void {
    this.state = state;
    this.options.callbacks.onStateChange(state);
  }
}
