// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_OUTPUT_TOKENS, MESSAGES, RECORDING_MIME_TYPE } from '@applypilot/contracts';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { TRANSCRIBE_INSTRUCTION, audioMimeType, createGeminiTransport } from './gemini-rest';
import { GeminiCallError } from './gemini-transport';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const KEY = 'user-key-123';
const MODEL = 'gemini-3.5-flash-lite';
const transport = () => createGeminiTransport({ baseUrl: `${fake.url}/`, apiKey: KEY });
const clip = () => new Blob([new Uint8Array(4000).fill(7)], { type: 'audio/webm;codecs=opus' });

async function failure(promise: Promise<unknown>): Promise<GeminiCallError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof GeminiCallError))
    throw new Error(`expected a GeminiCallError, got ${String(error)}`);
  return error;
}

describe('transcribe', () => {
  it('sends the clip as audio/webm inline data with the instruction, the key in the header only', async () => {
    fake.respondOnce({
      kind: 'text',
      text: ['Tell me ', 'about yourself.'],
      usage: { promptTokenCount: 70 },
    });
    const result = await transport().transcribe(clip(), { model: MODEL });
    expect(result.text).toBe('Tell me about yourself.');
    expect(result.usage?.promptTokenCount).toBe(70);
    const [request] = fake.requests;
    expect(request).toMatchObject({ kind: 'generateContent', model: MODEL, apiKey: KEY });
    expect(request?.text).toBe(TRANSCRIBE_INSTRUCTION);
    expect(request?.inlineData).toMatchObject([{ mimeType: RECORDING_MIME_TYPE, bytes: 4000 }]);
    expect(JSON.stringify(request?.body)).not.toContain(KEY);
  });

  it('labels a WAV clip (the practice question) as audio/wav, and a clip of no audio type as a recording', async () => {
    fake.respondOnce({ kind: 'text', text: 'Tell me about a project you are proud of.' });
    await transport().transcribe(new Blob([new Uint8Array(3000)], { type: 'audio/wav' }), { model: MODEL });
    expect(fake.requests[0]?.inlineData).toMatchObject([{ mimeType: 'audio/wav', bytes: 3000 }]);
    expect(audioMimeType(new Blob([], { type: '' }))).toBe('audio/webm');
    expect(audioMimeType(new Blob([], { type: 'application/octet-stream' }))).toBe('audio/webm');
    expect(audioMimeType(new Blob([], { type: 'Audio/WAV' }))).toBe('audio/wav');
  });

  it('keeps blank text (the pipeline says "No speech detected."), and says so when no text came at all', async () => {
    fake.respondOnce({ kind: 'text', text: '  ' });
    expect((await transport().transcribe(clip(), { model: MODEL })).text).toBe('  ');
    fake.respondOnce({ kind: 'json', json: { candidates: [{ content: { parts: [] } }] } });
    expect((await failure(transport().transcribe(clip(), { model: MODEL }))).message).toBe(
      MESSAGES.noTranscription,
    );
  });

  it('names the fix for a retired model (404) and the quota (429); else the error message, else the status', async () => {
    fake.respondOnce({ kind: 'error', status: 404, message: 'models/x is not found' });
    expect((await failure(transport().transcribe(clip(), { model: 'gemini-old' }))).message).toBe(
      MESSAGES.interviewModelRetired('gemini-old'),
    );
    fake.respondOnce({ kind: 'error', status: 429, message: 'Resource has been exhausted' });
    const quota = await failure(transport().transcribe(clip(), { model: MODEL }));
    expect([quota.message, quota.status]).toEqual([MESSAGES.interviewQuotaExceeded, 429]);
    fake.respondOnce({ kind: 'error', status: 400, message: 'API key not valid.' });
    expect((await failure(transport().transcribe(clip(), { model: MODEL }))).message).toBe(
      'API key not valid.',
    );
    fake.respondOnce({ kind: 'json', status: 500, json: { nothing: true } });
    expect((await failure(transport().transcribe(clip(), { model: MODEL }))).message).toBe('API Error: 500');
  });

  it('says Gemini could not be reached when the network fails', async () => {
    const offline = createGeminiTransport({ baseUrl: 'http://127.0.0.1:9', apiKey: KEY });
    const error = await failure(offline.transcribe(clip(), { model: MODEL }));
    expect([error.message, error.status]).toEqual([MESSAGES.geminiUnreachable, 0]);
  });
});

describe('streamAnswer', () => {
  it('streams chunks in order over SSE, with max tokens and the lowest thinking level; usage is the last one', async () => {
    fake.respondOnce({
      kind: 'text',
      text: ['I led ', 'the release ', 'on time.'],
      usage: {
        promptTokenCount: 1234,
        candidatesTokenCount: 56,
        thoughtsTokenCount: 7,
        totalTokenCount: 1297,
      },
    });
    const chunks: string[] = [];
    const result = await transport().streamAnswer({ model: MODEL, prompt: 'Question?' }, (chunk) =>
      chunks.push(chunk),
    );
    expect(chunks).toEqual(['I led ', 'the release ', 'on time.']);
    expect(result.text).toBe('I led the release on time.');
    expect(result.usage).toMatchObject({
      promptTokenCount: 1234,
      candidatesTokenCount: 56,
      thoughtsTokenCount: 7,
    });
    const [request] = fake.requests;
    expect(request).toMatchObject({ kind: 'streamGenerateContent', apiKey: KEY, text: 'Question?' });
    expect(request?.body).toMatchObject({
      generationConfig: { maxOutputTokens: MAX_OUTPUT_TOKENS, thinkingConfig: { thinkingLevel: 'minimal' } },
    });
  });

  it('sends a screenshot as image/jpeg inline data beside the text', async () => {
    fake.respondOnce({ kind: 'text', text: 'Reverse the list.' });
    const base64 = Buffer.alloc(2048, 1).toString('base64');
    await transport().streamAnswer(
      { model: MODEL, prompt: 'What is on screen?', image: { mimeType: 'image/jpeg', base64 } },
      () => undefined,
    );
    expect(fake.requests[0]?.inlineData).toMatchObject([{ mimeType: 'image/jpeg', bytes: 2048 }]);
  });

  it('logs and skips a chunk that is not JSON; a later usageMetadata replaces an earlier one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const event = (text: string, usage?: object) =>
      JSON.stringify({
        candidates: [{ content: { parts: [{ text }] } }],
        ...(usage ? { usageMetadata: usage } : {}),
      });
    fake.respondOnce({
      kind: 'sse-raw',
      events: [
        event('One. ', { promptTokenCount: 1, candidatesTokenCount: 1 }),
        '{"candidates": [ broken',
        event('Two.', { promptTokenCount: 90, candidatesTokenCount: 20 }),
      ],
    });
    const chunks: string[] = [];
    const result = await transport().streamAnswer({ model: MODEL, prompt: 'Q' }, (chunk) =>
      chunks.push(chunk),
    );
    expect(chunks).toEqual(['One. ', 'Two.']);
    expect(result.usage).toEqual({ promptTokenCount: 90, candidatesTokenCount: 20 });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('not JSON');
    expect(JSON.stringify(warn.mock.calls)).not.toContain(KEY);
  });

  it('fails with the error texts of section 8 and the issue', async () => {
    fake.respondOnce({ kind: 'error', status: 404, message: 'gone' });
    expect(
      (await failure(transport().streamAnswer({ model: 'gemini-x', prompt: 'Q' }, () => undefined))).message,
    ).toBe(MESSAGES.interviewModelRetired('gemini-x'));
    fake.respondOnce({ kind: 'error', status: 503, message: 'The model is overloaded.' });
    expect(
      (await failure(transport().streamAnswer({ model: MODEL, prompt: 'Q' }, () => undefined))).message,
    ).toBe('The model is overloaded.');
  });
});
