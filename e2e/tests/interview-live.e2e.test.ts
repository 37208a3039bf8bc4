import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIVE_TRANSCRIPTION_MODEL, STORAGE_KEYS } from '@applypilot/contracts';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { snapshot } from '../support/browser';
import { fakeMediaArgs, speakWav } from '../support/fake-media';
import { signInFresh, storeInterviewSettings } from '../support/interview';
import { useAppAndBrowser } from '../support/suite';

/**
 * Live mode as a user meets it: the microphone (Chromium's fake device playing a spoken two-part question with a
 * 400 ms breath between the parts) streams to the fake Gemini's Live WebSocket; the fake's voice activity detection
 * ends the question after 800 ms of silence and the answer starts with no key press. When the fake drops the socket
 * mid-question, the recorded clip goes the batch way (generateContent with audio/webm) and the question is still
 * answered.
 */
const PART_ONE = 'Tell me about a time you handled a difficult deadline.';
const PART_TWO = 'And what would you do differently?';
const QUESTION = `${PART_ONE} ${PART_TWO}`;
const ANSWER_CHUNKS = ['I would plan ', 'a smaller first release ', 'and agree on it early.'];
const ANSWER = ANSWER_CHUNKS.join('');
const API_KEY = 'live-test-key';
const ASSISTANT = '/dashboard/interview-assistant';

let dir: string;
let wav: string;
let gemini: FakeGemini;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'applypilot-interview-live-'));
  wav = await speakWav(
    path.join(dir, 'two-part.wav'),
    [{ say: PART_ONE }, { pauseMs: 400 }, { say: PART_TWO }],
    {
      leadMs: 300,
      tailMs: 2500,
    },
  );
  gemini = await startFakeGemini();
});
const suite = useAppAndBrowser({
  env: () => ({ GEMINI_API_URL: gemini.url }),
  chromiumArgs: () => fakeMediaArgs(wav),
});
afterAll(async () => {
  await gemini?.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  gemini.reset();
  gemini.respond((request) =>
    request.inlineData.some((part) => part.mimeType.startsWith('audio/'))
      ? { kind: 'text', text: QUESTION }
      : { kind: 'text', text: ANSWER_CHUNKS },
  );
});

async function openAssistantInLiveMode(): Promise<Page> {
  const page = await suite.newPage();
  await signInFresh(page, suite.server().origin);
  await storeInterviewSettings(page, {
    [STORAGE_KEYS.interviewApiKey]: API_KEY,
    [STORAGE_KEYS.interviewCvContent]: 'Release manager at a payments company for five years.',
    [STORAGE_KEYS.interviewLiveMode]: 'true',
  });
  await page.goto(ASSISTANT);
  return page;
}

const chat = (page: Page) => page.getByRole('log');

describe('interview assistant, live mode', () => {
  it('answers a two-part question with a short pause as one question, with no key press', async () => {
    gemini.live({ transcripts: [QUESTION], silenceMs: 800 });
    const page = await openAssistantInLiveMode();
    await page.getByRole('button', { name: 'Mic', exact: true }).click();

    // The answer streams into the chat and the teleprompter by itself.
    await expect.poll(() => chat(page).getByText(ANSWER).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.getByRole('dialog', { name: 'Teleprompter' }).innerText()).toContain(ANSWER);
    await expect.poll(() => chat(page).getByText(QUESTION).count()).toBe(1);
    // The latency readout of that answer.
    await expect.poll(() => page.getByText(/end of speech/i).count()).toBeGreaterThan(0);
    await snapshot(page, 'interview-live-answer');

    // One live session with the user's key and the model of the table; one question (the 400 ms breath did not
    // split it); one answer request carrying it, and no batch transcription.
    const live = gemini.requests.filter((request) => request.kind === 'live');
    expect(live).toMatchObject([
      {
        model: LIVE_TRANSCRIPTION_MODEL,
        apiKey: API_KEY,
        body: {
          inputAudioTranscription: {},
          realtimeInputConfig: { automaticActivityDetection: { silenceDurationMs: 800 } },
        },
      },
    ]);
    expect(gemini.liveTurns.map((turn) => turn.transcript)).toEqual([QUESTION]);
    const answers = gemini.requests.filter((request) => request.kind === 'streamGenerateContent');
    expect(answers).toHaveLength(1);
    expect(answers[0]?.text).toContain(QUESTION);
    expect(answers[0]?.apiKey).toBe(API_KEY);
    expect(gemini.requests.filter((request) => request.kind === 'generateContent')).toEqual([]);
  });

  it('falls back to a recorded clip when the socket drops mid-question, and still answers it', async () => {
    gemini.live({ transcripts: [QUESTION], silenceMs: 800, dropAfterAudioMs: 1500 });
    const page = await openAssistantInLiveMode();
    await page.getByRole('button', { name: 'Mic', exact: true }).click();

    await expect.poll(() => chat(page).getByText(ANSWER).count(), { timeout: 30_000 }).toBe(1);
    await snapshot(page, 'interview-live-fallback');

    // The clip of the whole question went to generateContent as audio/webm with the user's key, then the answer.
    const kinds = gemini.requests.map((request) => request.kind);
    expect(kinds).toEqual(['live', 'generateContent', 'streamGenerateContent']);
    const transcription = gemini.requests[1];
    expect(transcription?.apiKey).toBe(API_KEY);
    expect(transcription?.inlineData.map((part) => part.mimeType.split(';')[0])).toEqual(['audio/webm']);
    // More than the 1.5 s the socket took before it dropped: the clip holds the question from its start.
    expect(transcription?.inlineData[0]?.bytes).toBeGreaterThan(10_000);
    expect(gemini.requests[2]?.text).toContain(QUESTION);
    expect(gemini.liveTurns).toEqual([]);
  });
});
