/**
 * A local energy voice-activity detector on the same 16 kHz frames that go to the Live API. The server decides when
 * a question ends; this one only (a) dates the end of speech on our clock, so the latency readout means end of speech
 * → first token, and (b) cuts the recorded clip into questions when the socket is gone (batch fallback).
 */
import { LIVE_AUDIO_SAMPLE_RATE } from '@applypilot/contracts';
import { rmsDbfs } from './pcm';

/** Speech is louder than this (the level the fake and typical server VADs use; a quiet room is below -50). */
export const SPEECH_THRESHOLD_DBFS = -40;
/** Energy is judged per 20 ms, a common VAD frame. */
export const VAD_STEP_MS = 20;
const STEP_SAMPLES = (LIVE_AUDIO_SAMPLE_RATE * VAD_STEP_MS) / 1000;

export interface VadResult {
  /** Speech began in this frame. */
  speechStarted: boolean;
  /** silenceMs of silence after speech ended in this frame: the time speech stopped (performance.now() clock). */
  speechEndedAt: number | null;
}

export class LocalVad {
  /** performance.now() at the end of the last 20 ms step with speech, or null before any speech. */
  lastSpeechAt: number | null = null;
  inSpeech = false;

  constructor(private readonly silenceMs: number) {}

  /**
   * One frame of samples that ended at `endedAt` (performance.now() when it arrived). Each 20 ms step is dated by
   * its own end within the frame.
   */
  push(samples: ArrayLike<number>, endedAt: number): VadResult {
    const result: VadResult = { speechStarted: false, speechEndedAt: null };
    const steps = Math.floor(samples.length / STEP_SAMPLES);
    for (let step = 0; step < steps; step += 1) {
      const stepEnd = endedAt - (steps - 1 - step) * VAD_STEP_MS;
      const level = rmsDbfs(samples, step * STEP_SAMPLES, (step + 1) * STEP_SAMPLES);
      if (level > SPEECH_THRESHOLD_DBFS) {
        if (!this.inSpeech) result.speechStarted = true;
        this.inSpeech = true;
        this.lastSpeechAt = stepEnd;
      } else if (
        this.inSpeech &&
        this.lastSpeechAt !== null &&
        stepEnd - this.lastSpeechAt >= this.silenceMs
      ) {
        this.inSpeech = false;
        result.speechEndedAt = this.lastSpeechAt;
      }
    }
    return result;
  }
}
