import { describe, expect, it } from 'vitest';
import { LocalVad } from './local-vad';

/** 100 ms frames: a loud square-ish signal (about -6 dBFS) or silence. */
const loud = () => Int16Array.from({ length: 1600 }, (_, i) => (i % 2 ? 16_000 : -16_000));
const quiet = () => new Int16Array(1600);

describe('LocalVad', () => {
  it('dates the end of speech at the last loud 20 ms step and reports it after the silence', () => {
    const vad = new LocalVad(300);
    const events = [loud(), loud(), quiet(), quiet(), quiet(), quiet()].map((frame, i) =>
      vad.push(frame, 1000 + (i + 1) * 100),
    );
    expect(events[0]).toEqual({ speechStarted: true, speechEndedAt: null });
    expect(events.slice(1, 4).every((e) => e.speechEndedAt === null)).toBe(true);
    // Speech ended with the second frame (at 1200); 300 ms later (in the frame ending 1500) it is reported.
    expect(events[4]).toEqual({ speechStarted: false, speechEndedAt: 1200 });
    expect(vad.inSpeech).toBe(false);
    expect(vad.lastSpeechAt).toBe(1200);
  });

  it('keeps a pause shorter than the silence inside one stretch of speech', () => {
    const vad = new LocalVad(800);
    const frames = [loud(), quiet(), quiet(), quiet(), quiet(), loud(), quiet()];
    const ended = frames.map((frame, i) => vad.push(frame, (i + 1) * 100).speechEndedAt);
    expect(ended.every((at) => at === null)).toBe(true);
    expect(vad.inSpeech).toBe(true);
    expect(vad.lastSpeechAt).toBe(600);
  });

  it('dates speech within a frame by its 20 ms step', () => {
    const vad = new LocalVad(800);
    const frame = new Int16Array(1600);
    frame.fill(16_000, 320, 640); // the second 20 ms step only
    vad.push(frame, 500);
    expect(vad.lastSpeechAt).toBe(440); // 500 − 3 × 20
  });

  it('ignores a quiet room', () => {
    const vad = new LocalVad(800);
    const hum = Int16Array.from({ length: 1600 }, (_, i) => (i % 2 ? 100 : -100)); // about -50 dBFS
    expect(vad.push(hum, 100)).toEqual({ speechStarted: false, speechEndedAt: null });
    expect(vad.lastSpeechAt).toBeNull();
  });
});
