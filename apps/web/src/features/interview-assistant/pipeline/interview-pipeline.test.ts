import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_GEMINI_MODEL, MESSAGES, findGeminiModel, usageCost } from '@applypilot/contracts';
import {
  GeminiCallError,
  type AnswerRequest,
  type GeminiTransport,
  type GeminiUsage,
} from '../../../lib/interview/gemini-transport';
import { DEFAULT_INTERVIEW_SETTINGS, type InterviewSettings } from '../../../lib/interview/settings';
import { InterviewPipeline, READY } from './interview-pipeline';
import type { AssistantMessage, Status } from './types';

const USAGE: GeminiUsage = { promptTokenCount: 1234, candidatesTokenCount: 56, thoughtsTokenCount: 7 };
const TRANSCRIPTION_USAGE: GeminiUsage = { promptTokenCount: 80, candidatesTokenCount: 12 };
const model = findGeminiModel(DEFAULT_GEMINI_MODEL);
if (!model) throw new Error('no default model');

/** A transport that answers from a script and records what it was asked, with the statuses seen at each call. */
function scripted(script: {
  transcript?: string | Error;
  chunks?: string[];
  failAfterChunks?: Error;
  answerError?: Error;
  usage?: GeminiUsage;
}) {
  const calls: { kind: 'transcribe' | 'answer'; request?: AnswerRequest; model: string }[] = [];
  const transport: GeminiTransport = {
    async transcribe(_clip, options) {
      calls.push({ kind: 'transcribe', model: options.model });
      if (script.transcript instanceof Error) throw script.transcript;
      return { text: script.transcript ?? 'Why this job?', usage: TRANSCRIPTION_USAGE };
    },
    async streamAnswer(request, onText) {
      calls.push({ kind: 'answer', request, model: request.model });
      if (script.answerError) throw script.answerError;
      const chunks = script.chunks ?? ['I like ', 'building things.'];
      for (const chunk of chunks) {
        await Promise.resolve();
        onText(chunk);
      }
      if (script.failAfterChunks) throw script.failAfterChunks;
      return { text: chunks.join(''), usage: script.usage ?? USAGE };
    },
  };
  return { transport, calls };
}

function setup(script: Parameters<typeof scripted>[0] = {}, settings: Partial<InterviewSettings> = {}) {
  const real = scripted(script);
  let clock = 1000;
  const onAnswerStarted = vi.fn();
  const onCapReached = vi.fn();
  const pipeline = new InterviewPipeline({
    settings: () => ({ ...DEFAULT_INTERVIEW_SETTINGS, apiKey: 'k', cvContent: 'My CV', ...settings }),
    transport: () => real.transport,
    now: () => (clock += 10),
    onAnswerStarted,
    onCapReached,
  });
  const statuses: Status[] = [pipeline.getSnapshot().status];
  pipeline.subscribe(() => {
    const { status } = pipeline.getSnapshot();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  return { pipeline, real, onAnswerStarted, onCapReached, statuses };
}

const clip = (bytes = 2000) => new Blob([new Uint8Array(bytes)], { type: 'audio/webm' });
const assistant = (pipeline: InterviewPipeline) =>
  pipeline.getSnapshot().messages.filter((m): m is AssistantMessage => !m.isUser);

describe('InterviewPipeline', () => {
  it('clip → transcribing → question in chat → thinking → streamed answer with tokens and cost → Ready', async () => {
    const { pipeline, real, statuses, onAnswerStarted } = setup();
    await pipeline.submitClip(clip(), { speechEndedAt: 500 });

    expect(statuses.map((s) => s.text)).toEqual([
      MESSAGES.interviewReady,
      MESSAGES.transcribing,
      MESSAGES.thinking,
      MESSAGES.answering,
      MESSAGES.interviewReady,
    ]);
    expect(statuses.slice(1, 4).every((s) => s.kind === 'processing')).toBe(true);
    const { messages, totalCost, busy } = pipeline.getSnapshot();
    expect(messages.map((m) => [m.isUser, m.text])).toEqual([
      [true, 'Why this job?'],
      [false, 'I like building things.'],
    ]);
    const [answer] = assistant(pipeline);
    expect(answer?.isStreaming).toBe(false);
    const answerCost = usageCost(model, USAGE);
    expect(answer?.costData).toEqual({
      inputTokens: 1234,
      outputTokens: 63,
      cost: answerCost,
      estimated: false,
    });
    expect(totalCost).toBeCloseTo(answerCost + usageCost(model, TRANSCRIPTION_USAGE), 12);
    expect(busy).toBe(false);
    expect(onAnswerStarted).toHaveBeenCalledTimes(1);
    // The readout's times: end of speech as given, then transcript, first and last token in order.
    expect(answer?.latency.start).toBe('speech');
    expect(answer?.latency.startedAt).toBe(500);
    const { transcriptAt = 0, firstTokenAt = 0, lastTokenAt = 0 } = answer?.latency ?? {};
    expect(transcriptAt).toBeGreaterThan(500);
    expect(firstTokenAt).toBeGreaterThan(transcriptAt);
    expect(lastTokenAt).toBeGreaterThan(firstTokenAt);
    // The selected model for both calls; the prompt carries the question and the persona.
    expect(real.calls.map((c) => [c.kind, c.model])).toEqual([
      ['transcribe', DEFAULT_GEMINI_MODEL],
      ['answer', DEFAULT_GEMINI_MODEL],
    ]);
    expect(real.calls[1]?.request?.prompt).toContain('Why this job?');
    expect(real.calls[1]?.request?.prompt).toContain('My CV');
  });

  it('shows the text as it streams, with isStreaming until the end', async () => {
    const { pipeline } = setup({ chunks: ['One ', 'two ', 'three.'] });
    const seen: string[] = [];
    pipeline.subscribe(() => {
      const [answer] = assistant(pipeline);
      if (answer?.isStreaming && seen.at(-1) !== answer.text) seen.push(answer.text);
    });
    await pipeline.submitClip(clip(), { speechEndedAt: 0 });
    expect(seen).toEqual(['One ', 'One two ', 'One two three.']);
  });

  it('refuses a clip of 100 bytes or less, and a blank transcript, without calling the answer model', async () => {
    const { pipeline, real } = setup({ transcript: '  \n ' });
    await pipeline.submitClip(clip(100), { speechEndedAt: 0 });
    expect(pipeline.getSnapshot().status).toEqual({ text: MESSAGES.noAudioRecorded, kind: 'error' });
    expect(real.calls).toEqual([]);

    await pipeline.submitClip(clip(101), { speechEndedAt: 0 });
    expect(pipeline.getSnapshot().status).toEqual({ text: MESSAGES.noSpeechDetected, kind: 'error' });
    expect(real.calls.map((c) => c.kind)).toEqual(['transcribe']);
    expect(pipeline.getSnapshot().messages).toEqual([]);
    expect(pipeline.getSnapshot().busy).toBe(false);
  });

  it("shows a failed call as 'Error: {message}' and keeps a half-streamed answer, marked unfinished", async () => {
    const retired = setup({ transcript: new GeminiCallError(MESSAGES.interviewModelRetired('m'), 404) });
    await retired.pipeline.submitClip(clip(), { speechEndedAt: 0 });
    expect(retired.pipeline.getSnapshot().status).toEqual({
      text: `Error: ${MESSAGES.interviewModelRetired('m')}`,
      kind: 'error',
    });

    const cut = setup({
      chunks: ['I led the '],
      failAfterChunks: new GeminiCallError('API Error: 500', 500),
    });
    await cut.pipeline.submitClip(clip(), { speechEndedAt: 0 });
    expect(cut.pipeline.getSnapshot().status.text).toBe('Error: API Error: 500');
    expect(assistant(cut.pipeline)).toMatchObject([
      { text: 'I led the ', isStreaming: false, interrupted: true },
    ]);
    expect(cut.pipeline.getSnapshot().busy).toBe(false);
  });

  it('an error stays on the status line until the next action sets the resting status', async () => {
    const { pipeline } = setup({ transcript: new GeminiCallError('Quota', 429) });
    await pipeline.submitClip(clip(), { speechEndedAt: 0 });
    expect(pipeline.getSnapshot().status.kind).toBe('error');
    pipeline.setResting({ text: MESSAGES.recordingMic, kind: 'recording' });
    expect(pipeline.getSnapshot().status).toEqual({ text: MESSAGES.recordingMic, kind: 'recording' });
  });

  it('answers a live question with its own timings and no transcription call', async () => {
    const { pipeline, real } = setup();
    await pipeline.submitQuestion('What is your biggest weakness?', { speechEndedAt: 40, transcriptAt: 900 });
    expect(real.calls.map((c) => c.kind)).toEqual(['answer']);
    expect(assistant(pipeline)[0]?.latency).toMatchObject({ startedAt: 40, transcriptAt: 900 });
    expect(pipeline.getSnapshot().messages[0]).toMatchObject({
      isUser: true,
      text: 'What is your biggest weakness?',
    });
  });

  it("Analyze sends the JPEG with the screen prompt; a failure reads 'Screen analysis failed: {message}'", async () => {
    const { pipeline, real, statuses } = setup();
    await pipeline.submitScreen('QUJD', 10);
    expect(real.calls[0]?.request?.image).toEqual({ mimeType: 'image/jpeg', base64: 'QUJD' });
    expect(statuses.map((s) => s.text)).toContain(MESSAGES.analyzingScreen);
    expect(pipeline.getSnapshot().messages[0]).toMatchObject({ isUser: true, source: 'screen' });

    const failing = setup({ answerError: new GeminiCallError('Bad image', 400) });
    await failing.pipeline.submitScreen('QUJD', 10);
    expect(failing.pipeline.getSnapshot().status).toEqual({
      text: MESSAGES.screenAnalysisFailed('Bad image'),
      kind: 'error',
    });
  });

  it('stops at the spending cap before the next paid call, says so, and tells the page', async () => {
    // Each question costs well over a cent: the first one passes (0 < cap), the second is refused.
    const big: GeminiUsage = { promptTokenCount: 40_000, candidatesTokenCount: 100 };
    const { pipeline, real, onCapReached } = setup({ usage: big }, { spendingCapUsd: 0.01 });
    await pipeline.submitClip(clip(), { speechEndedAt: 0 });
    expect(pipeline.getSnapshot().totalCost).toBeGreaterThan(0.01);
    expect(pipeline.hasBudget()).toBe(false);
    expect(pipeline.getSnapshot().status).toEqual({
      text: MESSAGES.interviewSpendingCapReached('0.01'),
      kind: 'error',
    });
    await pipeline.submitClip(clip(), { speechEndedAt: 0 });
    expect(real.calls.map((c) => c.kind)).toEqual(['transcribe', 'answer']);
    expect(onCapReached).toHaveBeenCalledTimes(2);
  });

  it('a cap of 0 means no cap', async () => {
    const big: GeminiUsage = { promptTokenCount: 4_000_000, candidatesTokenCount: 100 };
    const { pipeline, real } = setup({ usage: big }, { spendingCapUsd: 0 });
    await pipeline.submitClip(clip(), { speechEndedAt: 0 });
    await pipeline.submitClip(clip(), { speechEndedAt: 0 });
    expect(real.calls.filter((c) => c.kind === 'answer')).toHaveLength(2);
    expect(pipeline.hasBudget()).toBe(true);
  });

  it('estimates tokens from characters when no usage comes back', async () => {
    const real = scripted({ chunks: ['12345678'] });
    const noUsage: GeminiTransport = {
      transcribe: real.transport.transcribe,
      async streamAnswer(request, onText) {
        onText('12345678');
        return { text: '12345678' };
      },
    };
    const pipeline = new InterviewPipeline({
      settings: () => ({ ...DEFAULT_INTERVIEW_SETTINGS, apiKey: 'k', cvContent: 'CV' }),
      transport: () => noUsage,
    });
    await pipeline.submitScreen('QUJD', 0);
    expect(assistant(pipeline)[0]?.costData).toMatchObject({ outputTokens: 2, estimated: true });
    expect(assistant(pipeline)[0]?.costData?.inputTokens).toBeGreaterThan(2000);
  });

  it('runs jobs one at a time, in order', async () => {
    const { pipeline } = setup();
    const first = pipeline.submitQuestion('First?', { speechEndedAt: 0, transcriptAt: 0 });
    const second = pipeline.submitQuestion('Second?', { speechEndedAt: 0, transcriptAt: 0 });
    expect(pipeline.getSnapshot().busy).toBe(true);
    await Promise.all([first, second]);
    expect(pipeline.getSnapshot().messages.map((m) => m.text)).toEqual([
      'First?',
      'I like building things.',
      'Second?',
      'I like building things.',
    ]);
    expect(pipeline.getSnapshot().status).toEqual(READY);
  });
});
