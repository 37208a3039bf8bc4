import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ANSWER, startFakeGemini, type FakeGemini } from './index';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function post(path: string, body: unknown, headers: Record<string, string> = { 'x-goog-api-key': 'k' }) {
  return fetch(`${fake.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** The answer fields these tests read. */
interface Answer {
  candidates: { content: { parts: { text: string }[] }; finishReason?: string }[];
  usageMetadata?: Record<string, unknown> & { promptTokenCount: number; totalTokenCount: number };
  modelVersion?: string;
  responseId?: string;
  error: { code: number; message: string; status: string };
}
const read = (res: Response) => res.json() as Promise<Answer>;

const question = { contents: [{ role: 'user', parts: [{ text: 'How do you handle deadlines?' }] }] };

describe('REST over fetch', () => {
  it('answers generateContent in Gemini’s shape, with usage from the text', async () => {
    const res = await post('/v1beta/models/gemini-3.5-flash-lite:generateContent', question);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const json = await read(res);
    expect(json.candidates).toEqual([
      { content: { role: 'model', parts: [{ text: DEFAULT_ANSWER }] }, finishReason: 'STOP', index: 0 },
    ]);
    const prompt = Math.ceil('How do you handle deadlines?'.length / 4);
    const answer = Math.ceil(DEFAULT_ANSWER.length / 4);
    expect(json.usageMetadata).toEqual({
      promptTokenCount: prompt,
      candidatesTokenCount: answer,
      totalTokenCount: prompt + answer,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: prompt }],
    });
    expect(json.modelVersion).toBe('gemini-3.5-flash-lite');
    expect(typeof json.responseId).toBe('string');
    expect(fake.requests).toMatchObject([
      {
        id: 1,
        kind: 'generateContent',
        model: 'gemini-3.5-flash-lite',
        apiKey: 'k',
        text: 'How do you handle deadlines?',
      },
    ]);
  });

  it('reads inline audio in both casings, estimates audio tokens and transcribes by default', async () => {
    const pcm = Buffer.alloc(16000 * 2 * 3).toString('base64'); // 3 s at 16 kHz
    const webm = Buffer.alloc(8000).toString('base64'); // about 2 s at 4000 bytes a second
    const res = await post(
      '/v1/models/gemini-3.5-transcribe:generateContent?key=q',
      {
        contents: [
          {
            parts: [
              { text: 'Transcribe.' },
              { inline_data: { mime_type: 'audio/pcm;rate=16000', data: pcm } },
              { inlineData: { mimeType: 'audio/webm;codecs=opus', data: webm } },
            ],
          },
        ],
      },
      {},
    );
    const json = await read(res);
    expect(json.candidates[0]?.content.parts[0]?.text).toBe(
      'Tell me about a time you handled a difficult deadline.',
    );
    expect(json.usageMetadata?.promptTokensDetails).toEqual([
      { modality: 'TEXT', tokenCount: 3 },
      { modality: 'AUDIO', tokenCount: 160 },
    ]);
    expect(json.usageMetadata?.promptTokenCount).toBe(163);
    const [request] = fake.requests;
    expect(request?.apiKey).toBe('q');
    expect(request?.inlineData.map(({ mimeType, bytes }) => ({ mimeType, bytes }))).toEqual([
      { mimeType: 'audio/pcm;rate=16000', bytes: 96000 },
      { mimeType: 'audio/webm;codecs=opus', bytes: 8000 },
    ]);
  });

  it('streams SSE events with usage and finishReason on the last only, no [DONE]', async () => {
    fake.respondOnce({ kind: 'text', text: ['Hello', ' there'], usage: { thoughtsTokenCount: 7 } });
    const res = await post('//v1beta/models/m:streamGenerateContent?alt=sse', question);
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const raw = await res.text();
    const events = raw.split('\r\n\r\n');
    expect(events.pop()).toBe('');
    expect(raw).not.toContain('[DONE]');
    const chunks = events.map((event) => JSON.parse(event.replace(/^data: /, '')) as Answer);
    expect(chunks.map((chunk) => chunk.candidates[0]?.content.parts[0]?.text)).toEqual(['Hello', ' there']);
    expect(chunks[0]?.usageMetadata).toBeUndefined();
    expect(chunks[0]?.candidates[0]?.finishReason).toBeUndefined();
    expect(chunks[1]?.candidates[0]?.finishReason).toBe('STOP');
    expect(chunks[1]?.usageMetadata).toMatchObject({ candidatesTokenCount: 3, thoughtsTokenCount: 7 });
    const usage = chunks[1]?.usageMetadata;
    expect(usage?.totalTokenCount).toBe((usage?.promptTokenCount ?? 0) + 3 + 7);
    expect(fake.requests[0]?.kind).toBe('streamGenerateContent');
  });

  it('answers 403 PERMISSION_DENIED without a key, and records the request', async () => {
    const res = await post('/v1beta/models/m:generateContent', question, {});
    expect(res.status).toBe(403);
    const json = await read(res);
    expect(json.error.code).toBe(403);
    expect(json.error.status).toBe('PERMISSION_DENIED');
    expect(json.error.message).toMatch(/^Method doesn't allow unregistered callers/);
    expect(fake.requests[0]?.apiKey).toBeNull();
  });

  it('answers CORS preflights with the requested headers', async () => {
    const res = await fetch(`${fake.url}/v1beta/models/m:streamGenerateContent?alt=sse`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-goog-api-key,x-goog-api-client',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe(
      'content-type,x-goog-api-key,x-goog-api-client',
    );
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, GET, OPTIONS');
    expect(fake.requests).toEqual([]);
  });

  it('plays queued replies first, in order, then the responder', async () => {
    fake.respond(() => ({ kind: 'text', text: 'from the responder' }));
    fake.respondOnce(
      { kind: 'json', json: { hello: 'world' }, status: 201 },
      { kind: 'error', status: 429, message: 'Quota exceeded' },
    );
    const first = await post('/v1beta/models/m:generateContent', question);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ hello: 'world' });
    const second = await post('/v1beta/models/m:generateContent', question);
    expect(second.status).toBe(429);
    expect(await second.json()).toEqual({
      error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' },
    });
    const third = await post('/v1beta/models/m:generateContent', question);
    expect((await read(third)).candidates[0]?.content.parts[0]?.text).toBe('from the responder');
    expect(fake.requests.map((request) => request.id)).toEqual([1, 2, 3]);
  });

  it('refuses JSON requests without a scripted reply, and flags responseJson', async () => {
    const res = await post('/v1beta/models/m:generateContent', {
      ...question,
      generationConfig: { responseMimeType: 'application/json', responseJsonSchema: { type: 'object' } },
    });
    expect(res.status).toBe(400);
    expect((await read(res)).error).toEqual({
      code: 400,
      message: 'fake: no scripted JSON reply',
      status: 'INVALID_ARGUMENT',
    });
    expect(fake.requests[0]?.responseJson).toBe(true);
  });

  it('leaves a hung request open until close()', async () => {
    const own = await startFakeGemini();
    own.respondOnce({ kind: 'hang' });
    const pending = fetch(`${own.url}/v1beta/models/m:generateContent?key=k`, {
      method: 'POST',
      body: JSON.stringify(question),
    }).then(
      () => 'answered',
      () => 'failed',
    );
    await expect.poll(() => own.requests.length).toBe(1);
    await own.close();
    expect(await pending).toBe('failed');
  });
});
