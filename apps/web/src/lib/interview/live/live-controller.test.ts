import { describe, expect, it } from 'vitest';
import { LiveController } from './live-controller';
import { decodePcm16le } from './pcm';
import type { FallbackClip, LiveQuestion, LiveState } from './live-types';

const loud = () => Int16Array.from({ length: 1600 }, (_, i) => (i % 2 ? 16_000 : -16_000));
const quiet = () => new Int16Array(1600);

/** A fake Live session and recorder, and the controller's callbacks written down. */
function setup(silenceMs = 300) {
  const sent: string[] = [];
  const session = {
    closed: false,
    sendAudio: (data: string) => void sent.push(data),
    close() {
      this.closed = true;
    },
  };
  const recorder = {
    cuts: 0,
    stopped: false,
    clips: [] as Blob[],
    async cut() {
      this.cuts += 1;
      const clip = new Blob([`clip ${this.cuts}`], { type: 'audio/webm' });
      this.clips.push(clip);
      return clip;
    },
    stop() {
      this.stopped = true;
    },
  };
  const seen = {
    partial: [] as string[],
    questions: [] as LiveQuestion[],
    clips: [] as FallbackClip[],
    states: [] as LiveState[],
    errors: [] as string[],
  };
  let clock = 0;
  const controller = new LiveController({
    silenceMs,
    recorder,
    now: () => clock,
    callbacks: {
      onPartialTranscript: (text) => seen.partial.push(text),
      onQuestion: (q) => seen.questions.push(q),
      onFallbackClip: (clip) => seen.clips.push(clip),
      onStateChange: (state) => seen.states.push(state),
      onError: (message) => seen.errors.push(message),
    },
  });
  /** Feeds 100 ms frames ending at clock + 100, + 200, … */
  const feed = (...frames: Int16Array[]) => {
    for (const frame of frames) {
      clock += 100;
      controller.frame(frame, clock);
    }
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { controller, session, recorder, sent, seen, feed, settle, at: () => clock };
}

describe('LiveController', () => {
  it('queues frames while connecting, then streams them as base64 little-endian PCM', () => {
    const { controller, session, sent, seen, feed } = setup();
    feed(loud(), quiet());
    expect(sent).toEqual([]);
    controller.connected(session);
    feed(quiet());
    expect(seen.states).toEqual(['listening']);
    expect(sent).toHaveLength(3);
    const first = Buffer.from(sent[0] ?? '', 'base64');
    expect(
      Array.from(decodePcm16le(first.buffer.slice(first.byteOffset, first.byteOffset + first.length))).slice(
        0,
        2,
      ),
    ).toEqual([-16_000, 16_000]);
  });

  it('keeps fragments until turnComplete: a question with a pause is one question, dated by the local VAD', () => {
    const { controller, session, seen, feed, recorder } = setup();
    controller.connected(session);
    feed(loud(), loud()); // speech ends at 200
    controller.message({ transcription: 'Tell me about' });
    feed(quiet(), quiet()); // a 200 ms pause
    controller.message({ transcription: ' a time,' });
    feed(loud()); // speech ends at 500
    controller.message({ transcription: ' and why?' });
    feed(quiet(), quiet(), quiet(), quiet());
    controller.message({ turnComplete: true });
    expect(seen.partial).toEqual([
      'Tell me about',
      'Tell me about a time,',
      'Tell me about a time, and why?',
    ]);
    expect(seen.questions).toEqual([
      { text: 'Tell me about a time, and why?', speechEndedAt: 500, transcriptAt: 900 },
    ]);
    // The answered question's clip is dropped: a new clip starts for the next one.
    expect(recorder.cuts).toBe(1);
    expect(seen.clips).toEqual([]);
  });

  it('a turn with no words is no question', () => {
    const { controller, session, seen } = setup();
    controller.connected(session);
    controller.message({ transcription: '   ' });
    controller.message({ turnComplete: true });
    expect(seen.questions).toEqual([]);
  });

  it('a socket lost mid-question hands the clip over when the speaker stops, then cuts later questions by the VAD', async () => {
    const { controller, session, seen, feed, settle, recorder } = setup();
    controller.connected(session);
    feed(loud());
    controller.message({ transcription: 'Tell me' });
    controller.socketLost();
    expect(seen.states).toEqual(['listening', 'fallback']);
    feed(loud()); // still speaking: speech ends at 200
    await settle();
    expect(seen.clips).toEqual([]);
    feed(quiet(), quiet(), quiet());
    await settle();
    expect(seen.clips).toHaveLength(1);
    expect(seen.clips[0]?.speechEndedAt).toBe(200);
    expect(seen.clips[0]?.blob).toBe(recorder.clips[0]);
    // Batch fashion from now on: the next question is its own clip.
    feed(loud(), quiet(), quiet(), quiet());
    await settle();
    expect(seen.clips.map((clip) => clip.speechEndedAt)).toEqual([200, 600]);
    expect(seen.questions).toEqual([]);
  });

  it('a socket lost after the speaker stopped, before turnComplete, hands the clip over at once', async () => {
    const { controller, session, seen, feed, settle } = setup(300);
    controller.connected(session);
    feed(loud(), quiet(), quiet(), quiet()); // the VAD has seen the end at 100; the server has not answered yet
    controller.socketLost();
    await settle();
    expect(seen.clips.map((clip) => clip.speechEndedAt)).toEqual([100]);
  });

  it('a socket lost in the silence after speech waits for the VAD to see the end', async () => {
    const { controller, session, seen, feed, settle } = setup(800);
    controller.connected(session);
    feed(loud(), quiet());
    controller.socketLost();
    await settle();
    expect(seen.clips).toEqual([]);
    feed(...Array.from({ length: 7 }, quiet));
    await settle();
    expect(seen.clips.map((clip) => clip.speechEndedAt)).toEqual([100]);
  });

  it('a socket lost in silence hands nothing over', async () => {
    const { controller, session, seen, feed, settle } = setup();
    controller.connected(session);
    feed(loud(), quiet(), quiet(), quiet(), quiet());
    controller.message({ transcription: 'Hello?' });
    controller.message({ turnComplete: true });
    feed(quiet());
    controller.socketLost();
    await settle();
    expect(seen.clips).toEqual([]);
    expect(seen.questions.map((q) => q.text)).toEqual(['Hello?']);
  });

  it('a set-up that fails falls back before listening, and the question is still recorded', async () => {
    const { controller, seen, feed, settle } = setup();
    feed(loud());
    controller.socketLost();
    feed(quiet(), quiet(), quiet());
    await settle();
    expect(seen.states).toEqual(['fallback']);
    expect(seen.clips).toHaveLength(1);
  });

  it('stop closes the session and the recorder, and ignores what comes after', () => {
    const { controller, session, seen, recorder, feed, sent } = setup();
    controller.connected(session);
    controller.stop();
    feed(loud());
    controller.message({ transcription: 'late', turnComplete: true });
    expect(session.closed).toBe(true);
    expect(recorder.stopped).toBe(true);
    expect(seen.states).toEqual(['listening', 'closed']);
    expect(sent).toEqual([]);
    expect(seen.partial).toEqual([]);
  });

  it('a session that connects after stop is closed at once', () => {
    const { controller, session, seen } = setup();
    controller.stop();
    controller.connected(session);
    expect(session.closed).toBe(true);
    expect(seen.states).toEqual(['closed']);
  });
});
