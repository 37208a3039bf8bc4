/** The live listener's public shapes (decision 031); the assistant page imports them from live-listener.ts. */
export type LiveState = 'connecting' | 'listening' | 'fallback' | 'closed';

export interface LiveQuestion {
  text: string;
  /** performance.now() of the end of speech, by the local VAD on the frames sent. */
  speechEndedAt: number;
  /** performance.now() when the server said the question was complete. */
  transcriptAt: number;
}

export interface FallbackClip {
  blob: Blob;
  speechEndedAt: number;
}

export interface LiveCallbacks {
  /** The transcript so far of the current question (grows while the speaker talks). */
  onPartialTranscript(text: string): void;
  onQuestion(question: LiveQuestion): void;
  onFallbackClip(clip: FallbackClip): void;
  onStateChange(state: LiveState): void;
  onError(message: string): void;
}

/** What the controller needs of a Live session (live-session.ts wraps @google/genai's). */
export interface LiveSessionLike {
  sendAudio(base64Pcm: string): void;
  close(): void;
}

/** What the controller reads from a server message. */
export interface LiveServerEvent {
  transcription?: string;
  turnComplete?: boolean;
}

/** The question recorder: one webm clip per question (FACTS.md: only a clip's first chunk has the header). */
export interface ClipRecorderLike {
  /** Ends the current clip and starts the next one at once; resolves with the ended clip. */
  cut(): Promise<Blob>;
  /** Ends recording for good (the clip is dropped). */
  stop(): void;
}
