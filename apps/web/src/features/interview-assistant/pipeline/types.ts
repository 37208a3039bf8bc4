/** The assistant's conversation and status, as the page shows them (section 3's conversation message, section 4). */

/** Section 4's status kinds: they colour the status line. */
export type StatusKind = 'normal' | 'error' | 'recording' | 'processing';
export interface Status {
  text: string;
  kind: StatusKind;
}

export interface CostData {
  inputTokens: number;
  outputTokens: number;
  /** USD. */
  cost: number;
  /** No usageMetadata came back: tokens estimated from characters (section 9's characters / 4). */
  estimated: boolean;
}

/**
 * One answer's timings, performance.now() values: the readout shows the gaps. `startedAt` is the end of speech (the
 * Stop press in batch mode, the local VAD's in live mode) or the Analyze press for a screen.
 */
export interface Latency {
  start: 'speech' | 'analyze';
  startedAt: number;
  /** The transcript arrived (batch or live); absent for a screen. */
  transcriptAt?: number;
  firstTokenAt?: number;
  lastTokenAt?: number;
}

export interface UserMessage {
  id: string;
  isUser: true;
  text: string;
  timestamp: number;
  /** What the question came from: the user sees a screen request as such, not as words they said. */
  source: 'voice' | 'screen';
}

export interface AssistantMessage {
  id: string;
  isUser: false;
  text: string;
  timestamp: number;
  isStreaming: boolean;
  /** Once complete (section 3). */
  costData?: CostData;
  latency: Latency;
  /** The stream failed after some text arrived: the text is kept, marked unfinished. */
  interrupted?: boolean;
}

export type ChatMessage = UserMessage | AssistantMessage;

export interface SessionSnapshot {
  messages: readonly ChatMessage[];
  status: Status;
  /** USD spent this session on Gemini calls (transcriptions and answers, the practice question's included). */
  totalCost: number;
  /** A clip, a question or a screen is being worked on. */
  busy: boolean;
}
