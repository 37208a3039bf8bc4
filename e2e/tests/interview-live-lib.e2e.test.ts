import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LIVE_TRANSCRIPTION_MODEL } from '@applypilot/contracts';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { launchBrowser } from '../support/browser';
import { fakeMediaArgs, speakWav } from '../support/fake-media';
import { e2eRoot } from '../support/paths';

/**
 * The live listener library (apps/web/src/lib/interview/live) in real Chromium, without the assistant page: Vite
 * builds a harness page around it as it builds the app (the AudioWorklet as its own asset), Chromium's fake
 * microphone plays a spoken two-part question, and the fake Gemini's Live socket transcribes it. This checks what
 * the page-level tests cannot see: the PCM's rate and timing (the fake measures the speech on the audio's own clock),
 * the local VAD's end of speech, the clip handed over when the socket drops, and that stop() leaves the caller's
 * tracks alone.
 */
const PART_ONE = 'Tell me about a time you handled a difficult deadline.';
const PART_TWO = 'And what would you do differently?';
const QUESTION = `${PART_ONE} ${PART_TWO}`;
const LEAD_MS = 300;

interface HarnessEvent {
  kind: 'state' | 'partial' | 'question' | 'clip' | 'error';
  at: number;
  text?: string;
  speechEndedAt?: number;
  transcriptAt?: number;
  bytes?: number;
  type?: string;
}

let dir: string;
let wav: string;
let speech: { startMs: number; endMs: number };
let gemini: FakeGemini;
let server: Server;
let origin: string;
let browser: Browser;

/** First and last 20 ms step above -40 dBFS in a 16-bit mono WAV (the fake's own rule), in ms. */
async function speechBounds(file: string): Promise<{ startMs: number; endMs: number }> {
  const bytes = await readFile(file);
  const dataAt = bytes.indexOf('data') + 8;
  const rate = bytes.readUInt32LE(24);
  const step = (rate * 20) / 1000;
  const samples = (bytes.length - dataAt) / 2;
  const loud: number[] = [];
  for (let i = 0; i + step <= samples; i += step) {
    let sum = 0;
    for (let j = 0; j < step; j += 1) sum += (bytes.readInt16LE(dataAt + (i + j) * 2) / 32768) ** 2;
    if (10 * Math.log10(sum / step) > -40) loud.push(i / step);
  }
  return { startMs: (loud[0] ?? 0) * 20, endMs: ((loud.at(-1) ?? 0) + 1) * 20 };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'applypilot-live-lib-'));
  wav = await speakWav(
    path.join(dir, 'two-part.wav'),
    [{ say: PART_ONE }, { pauseMs: 400 }, { say: PART_TWO }],
    {
      leadMs: LEAD_MS,
      tailMs: 2500,
    },
  );
  speech = await speechBounds(wav);
  // Vite from apps/web builds the harness as it builds the app.
  const { build } = await import('vite');
  const outDir = path.join(dir, 'harness');
  await build({
    root: path.join(e2eRoot, 'fixtures', 'live-harness'),
    logLevel: 'warn',
    configFile: false,
    build: { outDir, emptyOutDir: true },
  });
  server = createServer(async (request, response) => {
    const name =
      (request.url ?? '/').split('?')[0] === '/' ? 'index.html' : ((request.url ?? '').split('?')[0] ?? '');
    const file = path.join(outDir, path.normalize(name));
    if (!file.startsWith(outDir)) return void response.writeHead(404).end();
    try {
      const body = await readFile(file);
      response
        .writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  [gemini, browser] = await Promise.all([startFakeGemini(), launchBrowser(fakeMediaArgs(wav))]);
});
afterAll(async () => {
  await browser?.close();
  await gemini?.close();
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => gemini.reset());

async function listen(): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto(`${origin}/`);
  await page.evaluate(
    ([url, key]) =>
      (window as unknown as { startHarness(u: string, k: string): Promise<void> }).startHarness(url, key),
    [gemini.url, 'lib-key'] as const,
  );
  return page;
}
const eventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { harnessEvents: HarnessEvent[] }).harnessEvents);
const stop = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { stopHarness(): Promise<{ tracksLiveAfterStop: boolean }> }).stopHarness(),
  );

describe('live listener in Chromium', () => {
  it('streams 16 kHz PCM: one question for a two-part question, dated by the local VAD', async () => {
    gemini.live({ transcripts: [QUESTION], silenceMs: 800 });
    const page = await listen();
    await expect
      .poll(async () => (await eventsOf(page)).filter((e) => e.kind === 'question').length, {
        timeout: 30_000,
      })
      .toBe(1);
    // Past the tail on the audio's own clock: the fake has heard the end of the speech and more than its silence,
    // so a second turn (had the pause split the question) is in its record by now, and the page has every turn the
    // fake sent once it shows as many questions as the fake recorded.
    await expect
      .poll(() => gemini.liveAudioMs(), { timeout: 30_000 })
      .toBeGreaterThan(speech.endMs + 800 + 300);
    await expect
      .poll(async () => (await eventsOf(page)).filter((e) => e.kind === 'question').length, {
        timeout: 30_000,
      })
      .toBe(gemini.liveTurns.length);
    const events = await eventsOf(page);
    expect(await stop(page)).toEqual({ tracksLiveAfterStop: true });
    await page.close();

    expect(events.filter((e) => e.kind === 'state').map((e) => e.text)).toEqual(['connecting', 'listening']);
    const questions = events.filter((e) => e.kind === 'question');
    expect(questions.map((e) => e.text)).toEqual([QUESTION]);
    const partials = events.filter((e) => e.kind === 'partial').map((e) => e.text);
    expect(partials.length).toBeGreaterThan(2);
    expect(partials.at(-1)).toBe(QUESTION);
    expect(events.filter((e) => e.kind === 'clip' || e.kind === 'error')).toEqual([]);

    // The setup the SDK sent, with the user's key.
    expect(gemini.requests).toMatchObject([
      {
        kind: 'live',
        model: LIVE_TRANSCRIPTION_MODEL,
        apiKey: 'lib-key',
        body: { realtimeInputConfig: { automaticActivityDetection: { silenceDurationMs: 800 } } },
      },
    ]);
    // The fake measured the speech on the PCM's own clock: at a wrong sample rate (44.1 kHz taken for 48 kHz, say)
    // its length would be off by 9 %; here it matches the WAV within the 100 ms frame granularity.
    const [turn] = gemini.liveTurns;
    const spoken = speech.endMs - speech.startMs;
    expect(
      Math.abs((turn?.speechEndedAtAudioMs ?? 0) - (turn?.speechStartedAtAudioMs ?? 0) - spoken),
    ).toBeLessThan(150);
    // The local VAD's end of speech comes before the server's turn end, by about the server's silence.
    const question = questions[0];
    const wait = (question?.transcriptAt ?? 0) - (question?.speechEndedAt ?? 0);
    expect(wait).toBeGreaterThan(700);
    expect(wait).toBeLessThan(2000);
  });

  it('hands the recorded question to the batch path when the socket drops mid-question', async () => {
    gemini.live({ transcripts: [QUESTION], silenceMs: 800, dropAfterAudioMs: 1500 });
    const page = await listen();
    await expect
      .poll(async () => (await eventsOf(page)).filter((e) => e.kind === 'clip').length, { timeout: 30_000 })
      .toBe(1);
    // The socket closed before the clip (the fallback came first), so no question can come from it; once stop() has
    // resolved the listener is gone, so the events read now are all this session will ever have.
    await stop(page);
    const events = await eventsOf(page);
    await page.close();

    // 'closed' is stop()'s own.
    expect(events.filter((e) => e.kind === 'state').map((e) => e.text)).toEqual([
      'connecting',
      'listening',
      'fallback',
      'closed',
    ]);
    expect(events.filter((e) => e.kind === 'question' || e.kind === 'error')).toEqual([]);
    const [clip] = events.filter((e) => e.kind === 'clip');
    expect(clip?.type).toMatch(/^audio\/webm/);
    // The whole question (about 5 s of Opus), not just what followed the drop.
    expect(clip?.bytes).toBeGreaterThan(20_000);
    // Handed over once the speaker stopped, not at the drop.
    const fallbackAt = events.find((e) => e.text === 'fallback')?.at ?? 0;
    expect(clip?.speechEndedAt).toBeGreaterThan(fallbackAt);
  });

  it('falls back at once when the Live set-up is refused, and still records the question', async () => {
    gemini.live({ transcripts: [QUESTION], refuse: { code: 1008, reason: 'model not found' } });
    const page = await listen();
    await expect
      .poll(async () => (await eventsOf(page)).filter((e) => e.kind === 'clip').length, { timeout: 30_000 })
      .toBe(1);
    const events = await eventsOf(page);
    await stop(page);
    await page.close();
    expect(events.filter((e) => e.kind === 'state').map((e) => e.text)).toEqual(['connecting', 'fallback']);
  });
});
