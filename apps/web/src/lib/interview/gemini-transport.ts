/**
 * What the interview pipeline needs of a model: transcribe one recorded clip, stream one answer. The transport calls
 * Gemini at the base URL /api/config gives with the user's key (gemini-rest.ts); tests give the pipeline a scripted
 * one. Types only, so both sides agree.
 */

/** `usageMetadata` as Gemini sends it (the last SSE event's is final: use it, do not sum). */
export interface GeminiUsage {
  promptTokenCount?: number;
  candidatesTokenCount?: number;
  thoughtsTokenCount?: number;
  totalTokenCount?: number;
  promptTokensDetails?: { modality?: string; tokenCount?: number }[];
}

export interface TranscriptionResult {
  /** The transcript as the model returned it (may be empty or blank: the pipeline says "No speech detected."). */
  text: string;
  usage?: GeminiUsage;
}

export interface AnswerRequest {
  model: string;
  /** The whole prompt: instructions, persona, job context, then the question. */
  prompt: string;
  /** Analyze: a JPEG screenshot of the shared tab, base64 without a data: prefix. */
  image?: { mimeType: 'image/jpeg'; base64: string };
  signal?: AbortSignal;
}

export interface AnswerResult {
  text: string;
  usage?: GeminiUsage;
}

export interface GeminiTransport {
  transcribe(clip: Blob, options: { model: string; signal?: AbortSignal }): Promise<TranscriptionResult>;
  /** Calls onText with each text chunk as it arrives (bad chunks are logged with console.warn and skipped). */
  streamAnswer(request: AnswerRequest, onText: (chunk: string) => void): Promise<AnswerResult>;
}

/**
 * A failed call, with the message for the status line already chosen: 404 → MESSAGES.interviewModelRetired(model),
 * 429 → MESSAGES.interviewQuotaExceeded, otherwise the response's error.message, else `API Error: {status}`
 * (section 8). `status` is 0 for a network failure.
 */
export class GeminiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'GeminiCallError';
  }
}
