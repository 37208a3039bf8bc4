// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_ANSWER, PRACTICE_SCREEN_ANSWER } from './practice-script';
import { answerChunks, createPracticeTransport, PRACTICE_QUESTION } from './practice-transport';

const MODEL = 'gemini-2.5-flash';

async function questionClip(): Promise<Blob> {
  const bytes = await readFile(path.join(import.meta.dirname, 'practice-question.wav'));
  return new Blob([new Uint8Array(bytes)], { type: 'audio/wav' });
}

describe('practice transport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('transcribes any clip to the practice question, with 32 audio tokens a second', async () => {
    const clip = await questionClip();
    const pending = createPracticeTransport().transcribe(clip, { model: MODEL });
    await vi.runAllTimersAsync();
    const result = await pending;
    expect(result.text).toBe('Tell me about a project you are proud of.');
    expect(result.text).toBe(PRACTICE_QUESTION);
    // The recording is 3.16 s at 16 kHz: 101 audio tokens.
    const audio = result.usage?.promptTokensDetails?.find((d) => d.modality === 'AUDIO');
    expect(audio?.tokenCount).toBe(101);
    expect(result.usage?.promptTokenCount).toBe(14 + 101);
    expect(result.usage?.totalTokenCount).toBe(
      (result.usage?.promptTokenCount ?? 0) + (result.usage?.candidatesTokenCount ?? 0),
    );
  });

  it('streams the canned answer in pieces, ~80 ms apart, and ends with usage', async () => {
    const chunks: string[] = [];
    const pending = createPracticeTransport().streamAnswer(
      { model: MODEL, prompt: 'x'.repeat(400) },
      (chunk) => chunks.push(chunk),
    );
    await vi.advanceTimersByTimeAsync(80);
    expect(chunks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(160);
    expect(chunks).toHaveLength(3);
    await vi.runAllTimersAsync();
    const result = await pending;
    expect(chunks.join('')).toBe(PRACTICE_ANSWER);
    expect(result.text).toBe(PRACTICE_ANSWER);
    expect(chunks.length).toBeGreaterThan(20);
    expect(result.usage).toEqual({
      promptTokenCount: 100,
      candidatesTokenCount: Math.ceil(PRACTICE_ANSWER.length / 4),
      totalTokenCount: 100 + Math.ceil(PRACTICE_ANSWER.length / 4),
      promptTokensDetails: [{ modality: 'TEXT', tokenCount: 100 }],
    });
  });

  it('the canned answer is four to six sentences in the first person', () => {
    const sentences = PRACTICE_ANSWER.split(/(?<=\.)\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(4);
    expect(sentences.length).toBeLessThanOrEqual(6);
    expect(PRACTICE_ANSWER).toMatch(/\bI\b/);
  });

  it('stops streaming when aborted and rejects with the abort', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    const pending = createPracticeTransport().streamAnswer(
      { model: MODEL, prompt: 'Q', signal: controller.signal },
      (chunk) => chunks.push(chunk),
    );
    const outcome = pending.then(
      () => 'resolved',
      (error: unknown) => (error instanceof DOMException ? error.name : String(error)),
    );
    await vi.advanceTimersByTimeAsync(170);
    controller.abort();
    await vi.runAllTimersAsync();
    expect(await outcome).toBe('AbortError');
    expect(chunks).toHaveLength(2);
  });

  it('a transcription already aborted never answers', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createPracticeTransport().transcribe(await questionClip(), { model: MODEL, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a screenshot question says practice cannot see the screen, and counts the image', async () => {
    const chunks: string[] = [];
    const pending = createPracticeTransport().streamAnswer(
      { model: MODEL, prompt: 'abcd', image: { mimeType: 'image/jpeg', base64: 'AAAA' } },
      (chunk) => chunks.push(chunk),
    );
    await vi.runAllTimersAsync();
    const result = await pending;
    expect(result.text).toBe(PRACTICE_SCREEN_ANSWER);
    expect(result.usage?.promptTokenCount).toBe(1 + 258);
    expect(result.usage?.promptTokensDetails).toContainEqual({ modality: 'IMAGE', tokenCount: 258 });
  });

  it('pieces join back to the answer exactly', () => {
    expect(answerChunks('One two three four five.', 2)).toEqual(['One two ', 'three four ', 'five.']);
  });
});
