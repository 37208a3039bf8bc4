import { GoogleGenAI, Modality, type LiveServerMessage } from '@google/genai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pcmChunksBase64, silencePcm, startFakeGemini, tonePcm, type FakeGemini } from './index';

let fake: FakeGemini;
let ai: GoogleGenAI;
beforeAll(async () => {
  fake = await startFakeGemini();
  ai = new GoogleGenAI({ apiKey: 'live-key', httpOptions: { baseUrl: fake.url } });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

interface Closed {
  code: number;
  reason: string;
}

/** Connects as the product does and collects what the fake sends until the socket closes. */
async function connect() {
  const messages: LiveServerMessage[] = [];
  let resolveClosed: (closed: Closed) => void = () => {};
  const closed = new Promise<Closed>((resolve) => {
    resolveClosed = resolve;
  });
  const session = await ai.live.connect({
    model: 'gemini-3.5-transcribe-live',
    config: {
      responseModalities: [Modality.TEXT],
      inputAudioTranscription: {},
      realtimeInputConfig: { automaticActivityDetection: { silenceDurationMs: 800 } },
    },
    callbacks: {
      onmessage: (message) => messages.push(message),
      onerror: () => {},
      onclose: (event) => resolveClosed({ code: event.code, reason: event.reason }),
    },
  });
  return { session, messages, closed };
}

function send(session: Awaited<ReturnType<typeof connect>>['session'], pcm: Buffer): void {
  for (const data of pcmChunksBase64(pcm)) {
    session.sendRealtimeInput({ audio: { data, mimeType: 'audio/pcm;rate=16000' } });
  }
}

/** Groups the transcription fragments by turn, as a client appending them would. */
function turnsOf(messages: LiveServerMessage[]): { text: string; complete: boolean }[] {
  const turns = [{ text: '', complete: false }];
  for (const message of messages) {
    const current = turns[turns.length - 1];
    if (!current) continue;
    current.text += message.serverContent?.inputTranscription?.text ?? '';
    if (message.serverContent?.turnComplete) {
      current.complete = true;
      turns.push({ text: '', complete: false });
    }
  }
  return turns.filter((turn) => turn.text || turn.complete);
}

const Q1 = 'Tell me about yourself, and then, why do you want this job?';
const Q2 = 'What is your greatest weakness?';

describe('Live through @google/genai', () => {
  it('a pause shorter than the silence keeps a two-part question one turn', async () => {
    fake.live({ transcripts: [Q1, Q2] });
    const { session, messages, closed } = await connect();
    send(session, Buffer.concat([tonePcm(1200), silencePcm(300), tonePcm(800), silencePcm(1200)]));
    session.close();
    await closed;

    expect(turnsOf(messages)).toEqual([{ text: Q1, complete: true }]);
    // Words arrive while the speaker talks, not only at the end.
    const fragments = messages.filter((message) => message.serverContent?.inputTranscription);
    expect(fragments.length).toBeGreaterThan(1);
    const usage = messages.find((message) => message.usageMetadata)?.usageMetadata;
    expect(usage?.promptTokensDetails).toEqual([{ modality: 'AUDIO', tokenCount: 100 }]); // 3.1 s × 32
    expect(fake.liveTurns).toEqual([
      {
        transcript: Q1,
        speechStartedAtAudioMs: 0,
        speechEndedAtAudioMs: 2300,
        turnCompleteSentAt: expect.any(Number),
      },
    ]);
    expect(fake.requests).toMatchObject([
      {
        id: 1,
        kind: 'live',
        model: 'gemini-3.5-transcribe-live',
        apiKey: 'live-key',
        body: {
          model: 'models/gemini-3.5-transcribe-live',
          inputAudioTranscription: {},
          realtimeInputConfig: { automaticActivityDetection: { silenceDurationMs: 800 } },
        },
      },
    ]);
  });

  it('a pause longer than the silence makes two turns with successive transcripts', async () => {
    fake.live({ transcripts: [Q1, Q2] });
    const { session, messages, closed } = await connect();
    send(session, Buffer.concat([tonePcm(1200), silencePcm(1200), tonePcm(800), silencePcm(1200)]));
    session.close();
    await closed;

    expect(turnsOf(messages)).toEqual([
      { text: Q1, complete: true },
      { text: Q2, complete: true },
    ]);
    expect(
      fake.liveTurns.map(({ transcript, speechStartedAtAudioMs, speechEndedAtAudioMs }) => ({
        transcript,
        speechStartedAtAudioMs,
        speechEndedAtAudioMs,
      })),
    ).toEqual([
      { transcript: Q1, speechStartedAtAudioMs: 0, speechEndedAtAudioMs: 1200 },
      { transcript: Q2, speechStartedAtAudioMs: 2400, speechEndedAtAudioMs: 3200 },
    ]);
  });

  it('dropAfterAudioMs closes the socket with 1011', async () => {
    fake.live({ transcripts: [Q1], dropAfterAudioMs: 500 });
    const { session, closed } = await connect();
    send(session, tonePcm(1000));
    expect(await closed).toEqual({ code: 1011, reason: 'fake: dropped' });
  });

  it('refuse closes after the setup with the given code and reason', async () => {
    fake.live({ transcripts: [Q1], refuse: { code: 1008, reason: 'model not found' } });
    const closed = new Promise<Closed>((resolve) => {
      // connect() never resolves without setupComplete: the product must watch onclose.
      void ai.live.connect({
        model: 'gemini-9-live',
        config: { responseModalities: [Modality.TEXT] },
        callbacks: {
          onmessage: () => {},
          onclose: (event) => resolve({ code: event.code, reason: event.reason }),
        },
      });
    });
    expect(await closed).toEqual({ code: 1008, reason: 'model not found' });
    expect(fake.requests).toMatchObject([{ kind: 'live', model: 'gemini-9-live' }]);
  });
});
