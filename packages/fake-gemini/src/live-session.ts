import type { WebSocket } from 'ws';
import { isRecord } from './request-body';
import type { FakeState } from './state';
import { TranscriptReveal } from './transcript';
import type { LiveScript } from './types';
import { audioTokens, pcmRate } from './usage';
import { PcmFramer, type PcmFrame } from './vad';

const DEFAULT_SILENCE_MS = 800;
/** WebSocket close reasons are limited to 123 bytes. */
const MAX_REASON_BYTES = 123;

interface Utterance {
  reveal: TranscriptReveal;
  startMs: number;
  lastSpeechEndMs: number;
  speechMs: number;
}

function closeSafely(ws: WebSocket, code: number, reason: string): void {
  const bytes = Buffer.from(reason);
  const short = bytes.length > MAX_REASON_BYTES ? bytes.subarray(0, MAX_REASON_BYTES).toString() : reason;
  try {
    ws.close(code, short);
  } catch {
    // An invalid close code (e.g. 1006) cannot be sent: drop the connection instead.
    ws.terminate();
  }
}

function silenceFromSetup(setup: Record<string, unknown>): number | undefined {
  const input = setup['realtimeInputConfig'];
  const detection = isRecord(input) ? input['automaticActivityDetection'] : undefined;
  const ms = isRecord(detection) ? detection['silenceDurationMs'] : undefined;
  return typeof ms === 'number' && ms > 0 ? ms : undefined;
}

/** One Live session: setup, then audio through the VAD, transcripts and turn ends back. */
export class LiveSession {
  private setupDone = false;
  private closed = false;
  private script: LiveScript = { transcripts: [] };
  private silenceMs = DEFAULT_SILENCE_MS;
  private readonly framer = new PcmFramer();
  private utterance: Utterance | undefined;
  private turnIndex = 0;
  /** Audio clock at the end of the previous turn: the next turn's usage counts the audio after it. */
  private turnAudioStartMs = 0;

  constructor(
    private readonly ws: WebSocket,
    private readonly state: FakeState,
    private readonly apiKey: string | null,
  ) {
    ws.on('message', (data, isBinary) => this.onMessage(isBinary ? Buffer.from(data as Buffer) : data));
    ws.on('close', () => {
      this.closed = true;
    });
    ws.on('error', () => {
      this.closed = true;
    });
  }

  private send(message: unknown): void {
    if (!this.closed) this.ws.send(JSON.stringify(message));
  }

  private close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    closeSafely(this.ws, code, reason);
  }

  private onMessage(data: unknown): void {
    if (this.closed) return;
    let message: unknown;
    try {
      message = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    } catch {
      this.close(1007, 'fake: the message is not JSON');
      return;
    }
    if (!isRecord(message)) return;
    if (!this.setupDone) {
      if (!isRecord(message['setup'])) {
        this.close(1007, 'fake: the first message must be setup');
        return;
      }
      this.onSetup(message['setup']);
      return;
    }
    const input = message['realtimeInput'];
    if (isRecord(input)) this.onRealtimeInput(input);
    // Anything else (clientContent, toolResponse, unknown fields) is ignored, as a fake with nothing to say.
  }

  private onSetup(setup: Record<string, unknown>): void {
    this.setupDone = true;
    const model = typeof setup['model'] === 'string' ? setup['model'].replace(/^models\//, '') : '';
    this.state.record({
      kind: 'live',
      model,
      apiKey: this.apiKey,
      body: setup,
      text: '',
      inlineData: [],
      receivedAt: Date.now(),
      responseJson: false,
    });
    this.script = this.state.script;
    if (!this.apiKey) {
      this.close(1008, "Method doesn't allow unregistered callers. Please use API Key.");
      return;
    }
    if (this.script.refuse) {
      this.close(this.script.refuse.code, this.script.refuse.reason);
      return;
    }
    this.silenceMs = this.script.silenceMs ?? silenceFromSetup(setup) ?? DEFAULT_SILENCE_MS;
    this.send({ setupComplete: {} });
  }

  private onRealtimeInput(input: Record<string, unknown>): void {
    const blobs: unknown[] = [];
    if (isRecord(input['audio'])) blobs.push(input['audio']);
    if (Array.isArray(input['mediaChunks'])) blobs.push(...input['mediaChunks']);
    for (const blob of blobs) {
      if (!isRecord(blob) || typeof blob['data'] !== 'string') continue;
      const mimeType = typeof blob['mimeType'] === 'string' ? blob['mimeType'] : 'audio/pcm';
      if (!mimeType.toLowerCase().startsWith('audio/')) continue;
      this.onAudio(Buffer.from(blob['data'], 'base64'), pcmRate(mimeType));
      if (this.closed) return;
    }
    // The client says the stream paused (or, with manual activity detection, the speaker stopped).
    if (input['audioStreamEnd'] === true || input['activityEnd'] !== undefined) {
      if (this.utterance) this.endUtterance(this.framer.framedMs);
    }
  }

  private onAudio(pcm: Buffer, rate: number): void {
    for (const frame of this.framer.push(pcm, rate)) this.onFrame(frame);
    this.state.liveAudioMs = this.framer.receivedMs;
    const utterance = this.utterance;
    if (utterance) {
      const text = utterance.reveal.progress(utterance.speechMs);
      if (text) this.send({ serverContent: { inputTranscription: { text } } });
    }
    const drop = this.script.dropAfterAudioMs;
    if (drop !== undefined && this.framer.receivedMs >= drop) this.close(1011, 'fake: dropped');
  }

  private onFrame(frame: PcmFrame): void {
    if (frame.speech) {
      if (!this.utterance) {
        const transcripts = this.script.transcripts;
        const transcript = transcripts[Math.min(this.turnIndex, transcripts.length - 1)] ?? '';
        this.utterance = {
          reveal: new TranscriptReveal(transcript),
          startMs: frame.startMs,
          lastSpeechEndMs: frame.endMs,
          speechMs: 0,
        };
      }
      this.utterance.lastSpeechEndMs = frame.endMs;
      this.utterance.speechMs += frame.endMs - frame.startMs;
      return;
    }
    if (this.utterance && frame.endMs - this.utterance.lastSpeechEndMs >= this.silenceMs) {
      this.endUtterance(frame.endMs);
    }
  }

  private endUtterance(atAudioMs: number): void {
    const utterance = this.utterance;
    if (!utterance) return;
    this.utterance = undefined;
    const rest = utterance.reveal.rest();
    if (rest) this.send({ serverContent: { inputTranscription: { text: rest } } });
    this.send({ serverContent: { turnComplete: true } });
    const turnCompleteSentAt = Date.now();
    const tokens = audioTokens(Math.max(0, atAudioMs - this.turnAudioStartMs) / 1000);
    this.turnAudioStartMs = atAudioMs;
    this.send({
      usageMetadata: {
        promptTokenCount: tokens,
        responseTokenCount: 0,
        totalTokenCount: tokens,
        promptTokensDetails: [{ modality: 'AUDIO', tokenCount: tokens }],
      },
    });
    this.turnIndex += 1;
    this.state.liveTurns.push({
      transcript: utterance.reveal.transcript,
      speechStartedAtAudioMs: utterance.startMs,
      speechEndedAtAudioMs: utterance.lastSpeechEndMs,
      turnCompleteSentAt,
    });
  }
}
