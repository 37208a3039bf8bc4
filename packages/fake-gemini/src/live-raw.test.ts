import { WebSocket } from 'ws';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGemini, tonePcm, type FakeGemini } from './index';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const PATH = '/ws/google.ai.generativelanguage.v1alpha.GenerativeService.BidiGenerateContent';

/** A bare client, as a browser page without the SDK would talk to Live. */
function open(query: string) {
  const ws = new WebSocket(`${fake.url.replace('http', 'ws')}${PATH}${query}`);
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  return { ws, messages, closed, opened };
}

describe('Live over a bare WebSocket', () => {
  it('takes mediaChunks at another rate, ignores unknown messages, and audioStreamEnd ends the utterance', async () => {
    fake.live({ transcripts: ['What brings you here?'] });
    const { ws, messages, closed, opened } = await open('?key=raw');
    await opened;
    ws.send(JSON.stringify({ setup: { model: 'models/gemini-3.8-live' } }));
    ws.send(JSON.stringify({ somethingNew: { x: 1 } }));
    ws.send(JSON.stringify({ clientContent: { turnComplete: true } }));
    const data = tonePcm(600, { rate: 24000 }).toString('base64');
    ws.send(JSON.stringify({ realtimeInput: { mediaChunks: [{ data, mimeType: 'audio/pcm;rate=24000' }] } }));
    ws.send(JSON.stringify({ realtimeInput: { audioStreamEnd: true } }));
    ws.close(1000);
    await closed;

    expect(messages[0]).toEqual({ setupComplete: {} });
    const text = messages
      .map((message) => message['serverContent'] as { inputTranscription?: { text: string } } | undefined)
      .map((content) => content?.inputTranscription?.text ?? '')
      .join('');
    expect(text).toBe('What brings you here?');
    expect(messages).toContainEqual({ serverContent: { turnComplete: true } });
    expect(fake.liveTurns).toMatchObject([
      { transcript: 'What brings you here?', speechStartedAtAudioMs: 0, speechEndedAtAudioMs: 600 },
    ]);
    expect(fake.requests).toMatchObject([{ kind: 'live', model: 'gemini-3.8-live', apiKey: 'raw' }]);
  });

  it('closes a session without a key after its setup, with 1008', async () => {
    const { ws, closed, opened } = await open('');
    await opened;
    ws.send(JSON.stringify({ setup: { model: 'models/gemini-3.8-live' } }));
    expect((await closed).code).toBe(1008);
    expect(fake.requests[0]?.apiKey).toBeNull();
  });

  it('refuses WebSocket upgrades on other paths', async () => {
    const ws = new WebSocket(`${fake.url.replace('http', 'ws')}/ws/other?key=k`);
    const status = await new Promise<number | undefined>((resolve) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.on('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });
});
