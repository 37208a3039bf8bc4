import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRACTICE_AUDIO_ERROR, PRACTICE_QUESTION_URL, playPracticeQuestion } from './play-practice-question';

/** A stand-in <audio>: records what was played and lets the test end or fail playback. */
class FakeAudio extends EventTarget {
  static last: FakeAudio | null = null;
  static playResult: () => Promise<void> = () => Promise.resolve();
  preload = '';
  error: unknown = null;
  played = false;
  constructor(readonly src: string) {
    super();
    FakeAudio.last = this;
  }
  play(): Promise<void> {
    this.played = true;
    return FakeAudio.playResult();
  }
}

function stub(fetchResult: Response | Error) {
  vi.stubGlobal('Audio', FakeAudio);
  const fetch = vi.fn(() =>
    fetchResult instanceof Error ? Promise.reject(fetchResult) : Promise.resolve(fetchResult),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('playPracticeQuestion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeAudio.playResult = () => Promise.resolve();
  });

  it('plays the same-origin recording and resolves with it once playback ends', async () => {
    const fetch = stub(
      new Response(new Uint8Array([82, 73, 70, 70]), { headers: { 'content-type': 'audio/wav' } }),
    );
    const played = playPracticeQuestion();
    expect(PRACTICE_QUESTION_URL).toMatch(/practice-question.*\.wav$/);
    expect(FakeAudio.last?.src).toBe(PRACTICE_QUESTION_URL);
    expect(FakeAudio.last?.played).toBe(true);
    expect(fetch).toHaveBeenCalledWith(PRACTICE_QUESTION_URL);

    let settled = false;
    void played.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    FakeAudio.last?.dispatchEvent(new Event('ended'));
    const blob = await played;
    expect(blob.size).toBe(4);
  });

  it('rejects with a clear message when the browser refuses to play', async () => {
    stub(new Response('x'));
    FakeAudio.playResult = () => Promise.reject(new DOMException('autoplay', 'NotAllowedError'));
    await expect(playPracticeQuestion()).rejects.toThrow(PRACTICE_AUDIO_ERROR);
  });

  it('rejects with the same message when the audio fails to load', async () => {
    stub(new Response('x'));
    const played = playPracticeQuestion();
    FakeAudio.last?.dispatchEvent(new Event('error'));
    await expect(played).rejects.toThrow(
      'Could not play the practice question. Check that your sound is on and try again.',
    );
  });

  it('rejects when the recording cannot be fetched, even after playing', async () => {
    stub(new Response('gone', { status: 404 }));
    const played = playPracticeQuestion();
    FakeAudio.last?.dispatchEvent(new Event('ended'));
    await expect(played).rejects.toThrow(PRACTICE_AUDIO_ERROR);
  });
});
