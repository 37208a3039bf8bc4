import { ApiError, GoogleGenAI, ThinkingLevel } from '@google/genai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ANSWER, startFakeGemini, type FakeGemini } from './index';

let fake: FakeGemini;
let ai: GoogleGenAI;
beforeAll(async () => {
  fake = await startFakeGemini();
  ai = new GoogleGenAI({ apiKey: 'test-key', httpOptions: { baseUrl: fake.url } });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

async function statusOf(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof ApiError ? error.status : String(error);
  }
}

describe('REST through @google/genai', () => {
  it('generateContent gets the default answer, the usage and the request as sent', async () => {
    const response = await ai.models.generateContent({
      model: 'gemini-3.6-flash',
      contents: 'Why this job?',
      config: { thinkingConfig: { thinkingLevel: ThinkingLevel.LOW }, maxOutputTokens: 500 },
    });
    expect(response.text).toBe(DEFAULT_ANSWER);
    expect(response.usageMetadata?.candidatesTokenCount).toBe(Math.ceil(DEFAULT_ANSWER.length / 4));
    expect(response.modelVersion).toBe('gemini-3.6-flash');
    const [request] = fake.requests;
    expect(request).toMatchObject({ kind: 'generateContent', model: 'gemini-3.6-flash', apiKey: 'test-key' });
    expect(request?.text).toBe('Why this job?');
    expect(request?.body).toMatchObject({
      generationConfig: { thinkingConfig: { thinkingLevel: 'LOW' }, maxOutputTokens: 500 },
    });
  });

  it('generateContentStream yields the chunks, usage on the last', async () => {
    fake.respondOnce({ kind: 'text', text: ['One', ' two', ' three'], usage: { thoughtsTokenCount: 4 } });
    const texts: (string | undefined)[] = [];
    const usages: unknown[] = [];
    for await (const chunk of await ai.models.generateContentStream({ model: 'm', contents: 'Hi there' })) {
      texts.push(chunk.text);
      usages.push(chunk.usageMetadata);
    }
    expect(texts).toEqual(['One', ' two', ' three']);
    expect(usages.slice(0, 2)).toEqual([undefined, undefined]);
    expect(usages[2]).toEqual({
      promptTokenCount: 2,
      candidatesTokenCount: 4,
      thoughtsTokenCount: 4,
      totalTokenCount: 10,
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: 2 }],
    });
    expect(fake.requests[0]?.kind).toBe('streamGenerateContent');
  });

  it('structured output: the scripted JSON text comes back and responseJson is recorded', async () => {
    fake.respondOnce({ kind: 'text', text: JSON.stringify({ answer: 'yes' }) });
    const response = await ai.models.generateContent({
      model: 'm',
      contents: 'Answer as JSON',
      config: { responseMimeType: 'application/json', responseJsonSchema: { type: 'object' } },
    });
    expect(JSON.parse(response.text ?? '')).toEqual({ answer: 'yes' });
    expect(fake.requests[0]?.responseJson).toBe(true);
  });

  it('errors reach the SDK as ApiError with the status', async () => {
    fake.respondOnce(
      { kind: 'error', status: 404, message: 'models/gemini-pro is not found' },
      { kind: 'error', status: 429, message: 'Quota exceeded' },
      { kind: 'error', status: 429, message: 'Quota exceeded' },
    );
    expect(await statusOf(ai.models.generateContent({ model: 'gemini-pro', contents: 'x' }))).toBe(404);
    expect(await statusOf(ai.models.generateContent({ model: 'm', contents: 'x' }))).toBe(429);
    expect(await statusOf(ai.models.generateContentStream({ model: 'm', contents: 'x' }))).toBe(429);
  });

  it('a malformed sse-raw chunk arrives as written and fails the stream', async () => {
    const good = JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: 'ok' }] } }] });
    fake.respondOnce({ kind: 'sse-raw', events: [good, '{"candidates": [ broken'] });
    const raw = await fetch(`${fake.url}/v1beta/models/m:streamGenerateContent?alt=sse&key=k`, {
      method: 'POST',
      body: JSON.stringify({ contents: [] }),
    }).then((res) => res.text());
    expect(raw).toBe(`data: ${good}\r\n\r\ndata: {"candidates": [ broken\r\n\r\n`);

    fake.respondOnce({ kind: 'sse-raw', events: [good, '{"candidates": [ broken'] });
    const texts: (string | undefined)[] = [];
    const failure = await (async () => {
      for await (const chunk of await ai.models.generateContentStream({ model: 'm', contents: 'x' })) {
        texts.push(chunk.text);
      }
    })().then(
      () => 'no error',
      (error: unknown) => String(error),
    );
    expect(texts).toEqual(['ok']);
    expect(failure).toContain('broken');
  });
});
