/** The public shapes of the fake (its README describes them); tests across the repository use these names. */

export interface UsageMetadata {
  promptTokenCount: number;
  candidatesTokenCount: number;
  thoughtsTokenCount?: number;
  totalTokenCount: number;
  promptTokensDetails?: { modality: 'TEXT' | 'AUDIO' | 'IMAGE'; tokenCount: number }[];
}

export interface InlineDataPart {
  mimeType: string;
  bytes: number;
  /** base64, as sent */
  data: string;
}

export interface FakeGeminiRequest {
  /** 1, 2, … in arrival order */
  id: number;
  kind: 'generateContent' | 'streamGenerateContent' | 'live';
  /** from /v1beta/models/{model}:{action}, or the live setup's model without 'models/' */
  model: string;
  /** x-goog-api-key header, else ?key= query */
  apiKey: string | null;
  /** parsed JSON body (live: the setup message's `setup` object) */
  body: unknown;
  /** every text part of the body's contents, joined with '\n' */
  text: string;
  /** inline_data/inlineData parts (both casings) */
  inlineData: InlineDataPart[];
  /** Date.now() when the request (live: the setup) arrived */
  receivedAt: number;
  /** generationConfig.responseMimeType === 'application/json' */
  responseJson: boolean;
}

export type FakeReply =
  | {
      kind: 'text';
      /** string[] = the stream's chunks (generateContent joins them) */
      text: string | string[];
      /** defaults: prompt = ceil(chars/4) + 32 per audio second estimate, candidates = ceil(chars/4) */
      usage?: Partial<UsageMetadata>;
      /** before the response starts */
      delayMs?: number;
      /** between SSE events */
      chunkDelayMs?: number;
    }
  | { kind: 'json'; json: unknown; status?: number; delayMs?: number }
  | { kind: 'error'; status: number; message: string; status_?: string; delayMs?: number }
  | { kind: 'sse-raw'; events: string[]; chunkDelayMs?: number }
  | { kind: 'hang' };

export type Responder = (request: FakeGeminiRequest) => FakeReply | Promise<FakeReply>;

export interface LiveScript {
  /** Transcripts of successive questions (turns); the i-th detected utterance gets transcripts[i] (the last repeats). */
  transcripts: string[];
  /** End of an utterance after this much silence; default: setup.realtimeInputConfig.automaticActivityDetection.silenceDurationMs, else 800. */
  silenceMs?: number;
  /** Close the socket (code 1011, reason 'fake: dropped') after this much audio has arrived in total. */
  dropAfterAudioMs?: number;
  /** Refuse the setup with this close code and reason (e.g. 1008 'model not found'). */
  refuse?: { code: number; reason: string };
}

export interface LiveTurnRecord {
  transcript: string;
  speechStartedAtAudioMs: number;
  speechEndedAtAudioMs: number;
  turnCompleteSentAt: number;
}

export interface FakeGemini {
  /** base URL, e.g. http://127.0.0.1:41234 (no trailing slash): GEMINI_API_URL / httpOptions.baseUrl */
  url: string;
  /** every request, in order */
  requests: FakeGeminiRequest[];
  /** every utterance the live fake detected */
  liveTurns: LiveTurnRecord[];
  /**
   * Audio the newest live session has received, in ms of the audio's own clock, its frames already judged: a turn of
   * that audio that ended in silence is in `liveTurns` by now. Tests wait on it instead of on a wall clock.
   */
  liveAudioMs(): number;
  /** replace the responder */
  respond(responder: Responder): void;
  /** these replies first, in order, then the responder */
  respondOnce(...replies: FakeReply[]): void;
  /** script for the next live sessions */
  live(script: LiveScript): void;
  /** clears requests, liveTurns, queued replies; default responder and script */
  reset(): void;
  /** closes every socket and hung request */
  close(): Promise<void>;
}

export interface StartFakeGeminiOptions {
  port?: number;
  /** 127.0.0.1 */
  host?: string;
}
