/**
 * The assistant's pipeline, free of React and media APIs so it can be tested with a scripted transport:
 * clip → size check → 'Transcribing...' → transcript (blank: 'No speech detected.') → the question in the chat →
 * 'Assistant is thinking...' → the answer streams into one assistant message → tokens and cost on it → back to the
 * resting status. Jobs run one at a time in order (a second question waits for the first answer). Every failure
 * ends as a status of kind error and leaves the controls usable (section 4).
 */
import { MESSAGES, MIN_AUDIO_BYTES } from '@applypilot/contracts';
import { GeminiCallError, type GeminiTransport } from '../../../lib/interview/gemini-transport';
import type { InterviewSettings } from '../../../lib/interview/settings';
import { callCost } from './cost';
import { buildAnswerPrompt, buildScreenPrompt } from './prompt';
import type { AssistantMessage, ChatMessage, Latency, SessionSnapshot, Status } from './types';

export const READY: Status = { text: MESSAGES.interviewReady, kind: 'normal' };

/** A job ended with a message that is the whole story (no 'Error: ' prefix): no audio, no speech, the cap. */
class Notice extends Error {}

export interface PipelineOptions {
  /** Read at each job, so a change saved in settings applies to the next question. */
  settings(): InterviewSettings;
  /** Gemini with the user's key (the practice question goes there too, decision 050). */
  transport(): GeminiTransport;
  now?: () => number;
  /** An answer's first words arrived (the page opens the teleprompter). */
  onAnswerStarted?(): void;
  /** The spending cap stopped a job: the page stops recording and live listening. */
  onCapReached?(): void;
}

export interface ClipTiming {
  /** performance.now() of the end of speech (the Stop press in batch mode). */
  speechEndedAt: number;
}

export class InterviewPipeline {
  private snapshot: SessionSnapshot = { messages: [], status: READY, totalCost: 0, busy: false };
  private resting: Status = READY;
  private pending = 0;
  private queue: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private abort = new AbortController();
  private nextId = 1;
  private readonly now: () => number;

  constructor(private readonly options: PipelineOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  // useSyncExternalStore's two halves.
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** What the status line shows when nothing is in flight ('Ready', recording, live listening); shown at once. */
  setResting(status: Status): void {
    this.resting = status;
    this.update({ status });
  }

  /** A status from the page (tab connection, capture errors) that stays until the next action. */
  showStatus(status: Status): void {
    this.update({ status });
  }

  /** The cap check the page makes before it starts a recording: false (and the cap's message) when spent. */
  hasBudget(): boolean {
    try {
      this.requireBudget();
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    }
  }

  /** One recorded question (batch, a live fallback clip, or the practice question's recording). */
  submitClip(clip: Blob, timing: ClipTiming): Promise<void> {
    return this.enqueue(async (signal) => {
      if (clip.size <= MIN_AUDIO_BYTES) throw new Notice(MESSAGES.noAudioRecorded);
      const settings = this.options.settings();
      const transport = this.options.transport();
      this.requireBudget();
      this.update({ status: { text: MESSAGES.transcribing, kind: 'processing' } });
      const result = await transport.transcribe(clip, { model: settings.selectedModel, signal });
      this.addCost(
        callCost(settings.selectedModel, result.usage, { promptChars: 0, answerChars: result.text.length })
          .cost,
      );
      const question = result.text.trim();
      if (!question) throw new Notice(MESSAGES.noSpeechDetected);
      await this.answer(
        question,
        { start: 'speech', startedAt: timing.speechEndedAt, transcriptAt: this.now() },
        { transport, settings, signal },
      );
    });
  }

  /** A question the Live API already transcribed. */
  submitQuestion(text: string, timing: { speechEndedAt: number; transcriptAt: number }): Promise<void> {
    return this.enqueue(async (signal) => {
      const question = text.trim();
      if (!question) throw new Notice(MESSAGES.noSpeechDetected);
      const settings = this.options.settings();
      await this.answer(
        question,
        { start: 'speech', startedAt: timing.speechEndedAt, transcriptAt: timing.transcriptAt },
        { transport: this.options.transport(), settings, signal },
      );
    });
  }

  /** Analyze: a JPEG of the shared tab; every failure reads 'Screen analysis failed: {message}' (section 8). */
  submitScreen(jpegBase64: string, startedAt: number): Promise<void> {
    return this.enqueue(async (signal) => {
      const settings = this.options.settings();
      try {
        await this.answer(
          null,
          { start: 'analyze', startedAt },
          {
            transport: this.options.transport(),
            settings,
            signal,
            image: { mimeType: 'image/jpeg', base64: jpegBase64 },
          },
        );
      } catch (error) {
        if (error instanceof GeminiCallError || (error instanceof Error && !(error instanceof Notice)))
          throw new Notice(MESSAGES.screenAnalysisFailed(error.message));
        throw error;
      }
    });
  }

  /** A failure outside a job (capture, connection): shown as the status, kind error. */
  fail(error: unknown): void {
    if (error instanceof Notice) this.update({ status: { text: error.message, kind: 'error' } });
    else if (error instanceof Error)
      this.update({ status: { text: MESSAGES.interviewError(error.message), kind: 'error' } });
  }

  /** The page is leaving: calls in flight are aborted, and queued jobs do not start. */
  dispose(): void {
    this.abort.abort();
  }

  /** The page is back (React's StrictMode mounts twice): new jobs run again. */
  reopen(): void {
    if (this.abort.signal.aborted) this.abort = new AbortController();
  }

  private async answer(
    question: string | null,
    latency: Latency,
    job: {
      transport: GeminiTransport;
      settings: InterviewSettings;
      signal: AbortSignal;
      image?: { mimeType: 'image/jpeg'; base64: string };
    },
  ): Promise<void> {
    const { transport, settings, signal, image } = job;
    // The question goes into the chat first: one transcribed just before the cap was reached is not lost.
    this.addMessage({
      id: this.id(),
      isUser: true,
      text: question ?? 'Analyze the shared screen.',
      timestamp: Date.now(),
      source: question === null ? 'screen' : 'voice',
    });
    this.requireBudget();
    this.update({
      status: {
        text: question === null ? MESSAGES.analyzingScreen : MESSAGES.thinking,
        kind: 'processing',
      },
    });
    const prompt = question === null ? buildScreenPrompt(settings) : buildAnswerPrompt(settings, question);
    const id = this.id();
    let started = false;
    try {
      const result = await transport.streamAnswer(
        { model: settings.selectedModel, prompt, image, signal },
        (chunk) => {
          if (started) {
            this.patchAssistant(id, (message) => ({ text: message.text + chunk }));
            return;
          }
          started = true;
          this.addMessage({
            id,
            isUser: false,
            text: chunk,
            timestamp: Date.now(),
            isStreaming: true,
            latency: { ...latency, firstTokenAt: this.now() },
          });
          this.update({ status: { text: MESSAGES.answering, kind: 'processing' } });
          this.options.onAnswerStarted?.();
        },
      );
      if (!started) throw new Error('The model returned an empty answer.');
      const costData = callCost(settings.selectedModel, result.usage, {
        promptChars: prompt.length,
        answerChars: result.text.length,
        image: image !== undefined,
      });
      this.addCost(costData.cost);
      const lastTokenAt = this.now();
      this.patchAssistant(id, (message) => ({
        isStreaming: false,
        costData,
        latency: { ...message.latency, lastTokenAt },
      }));
    } catch (error) {
      // Words already on screen stay (the candidate may be reading them), marked as cut off.
      if (started) this.patchAssistant(id, () => ({ isStreaming: false, interrupted: true }));
      throw error;
    }
  }

  private requireBudget(): void {
    const cap = this.options.settings().spendingCapUsd;
    if (!(cap > 0) || this.snapshot.totalCost < cap) return;
    this.options.onCapReached?.();
    throw new Notice(MESSAGES.interviewSpendingCapReached(cap.toFixed(2)));
  }

  private enqueue(job: (signal: AbortSignal) => Promise<void>): Promise<void> {
    this.pending += 1;
    this.update({ busy: true });
    const run = async () => {
      let failed = false;
      const { signal } = this.abort;
      try {
        if (signal.aborted) return;
        await job(signal);
      } catch (error) {
        if (signal.aborted) return;
        failed = true;
        this.fail(error);
      } finally {
        this.pending -= 1;
        // An error stays on the status line until the next action; success goes back to the resting status.
        this.update({ busy: this.pending > 0, ...(failed ? {} : { status: this.resting }) });
      }
    };
    this.queue = this.queue.then(run);
    return this.queue;
  }

  private addCost(usd: number): void {
    this.update({ totalCost: this.snapshot.totalCost + usd });
  }

  private addMessage(message: ChatMessage): void {
    this.update({ messages: [...this.snapshot.messages, message] });
  }

  private patchAssistant(id: string, patch: (message: AssistantMessage) => Partial<AssistantMessage>): void {
    this.update({
      messages: this.snapshot.messages.map((message) =>
        message.id === id && !message.isUser ? { ...message, ...patch(message) } : message,
      ),
    });
  }

  private id(): string {
    const id = `m${this.nextId}`;
    this.nextId += 1;
    return id;
  }

  private update(patch: Partial<SessionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}
