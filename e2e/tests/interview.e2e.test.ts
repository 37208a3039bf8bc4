import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEFAULT_GEMINI_MODEL,
  MESSAGES,
  STORAGE_KEYS,
  TOTAL_COST_DECIMALS,
  findGeminiModel,
  usageCost,
} from '@applypilot/contracts';
import { startFakeGemini, type FakeGemini, type UsageMetadata } from '@applypilot/fake-gemini';
import { snapshot } from '../support/browser';
import { fakeMediaArgs, speakWav } from '../support/fake-media';
import { signInFresh, storeInterviewSettings } from '../support/interview';
import { tinyPdf } from '../support/pdf';
import { useAppAndBrowser } from '../support/suite';
import { readUserData } from '../support/user-data';

/**
 * The interview assistant in batch mode, as a candidate uses it: Chromium's fake microphone plays a question spoken by
 * espeak-ng; the browser calls the local fake Gemini (at the base URL /api/config gives, GEMINI_API_URL) with the key
 * typed into the settings. Asserts what the user sees and what reached the fake.
 */
const QUESTION = 'Tell me about a time you handled a difficult deadline.';
const ANSWER_CHUNKS = [
  'In my last role ',
  'I owned the release schedule. ',
  'When a deadline slipped, I split the work ',
  'and shipped a smaller first release on time.',
];
const ANSWER = ANSWER_CHUNKS.join('');
const API_KEY = 'test-key-from-settings';
const PERSONA = 'Priya Raman, release manager at a payments company for five years';
const ASSISTANT = '/dashboard/interview-assistant';
const SETTINGS = '/dashboard/interview-settings';
/** The answer's usage, as the last SSE event carries it: priced per modality from the model table. */
const ANSWER_USAGE: UsageMetadata = {
  promptTokenCount: 1234,
  candidatesTokenCount: 56,
  thoughtsTokenCount: 7,
  totalTokenCount: 1297,
  promptTokensDetails: [{ modality: 'TEXT', tokenCount: 1234 }],
};
const TRANSCRIPTION_USAGE: UsageMetadata = {
  promptTokenCount: 80,
  candidatesTokenCount: 12,
  totalTokenCount: 92,
  promptTokensDetails: [
    { modality: 'TEXT', tokenCount: 16 },
    { modality: 'AUDIO', tokenCount: 64 },
  ],
};

let dir: string;
let wav: string;
let gemini: FakeGemini;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'applypilot-interview-'));
  wav = await speakWav(path.join(dir, 'question.wav'), [{ say: QUESTION }], { leadMs: 300, tailMs: 3000 });
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
  gemini.respond((request) => {
    if (request.inlineData.some((part) => part.mimeType.startsWith('audio/')))
      return { kind: 'text', text: QUESTION, usage: TRANSCRIPTION_USAGE };
    return { kind: 'text', text: ANSWER_CHUNKS, usage: ANSWER_USAGE };
  });
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const chat = (page: Page) => page.getByRole('log');
const teleprompter = (page: Page) => page.getByRole('dialog', { name: 'Teleprompter' });
const status = (page: Page) => page.getByRole('status');

/** A signed-in page with the interview settings already stored (for tests whose subject is not the settings). */
async function configuredAssistant(extra: Record<string, string> = {}): Promise<Page> {
  const page = await suite.newPage();
  await signInFresh(page, suite.server().origin);
  await storeInterviewSettings(page, {
    [STORAGE_KEYS.interviewApiKey]: API_KEY,
    [STORAGE_KEYS.interviewCvContent]: PERSONA,
    ...extra,
  });
  await page.goto(ASSISTANT);
  await expect.poll(() => button(page, 'Mic').isEnabled()).toBe(true);
  return page;
}

/** Mic, about a second of the spoken question, Stop. */
async function askByMic(page: Page): Promise<void> {
  await button(page, 'Mic').click();
  await button(page, 'Stop').waitFor();
  await page.waitForTimeout(1200);
  await button(page, 'Stop').click();
}

const money = (usd: number) => `$${usd.toFixed(TOTAL_COST_DECIMALS)}`;

describe('interview assistant (batch)', () => {
  it('settings through the UI, then Mic → Stop: transcribed webm, streamed answer in chat and teleprompter, tokens and cost from the table', async () => {
    const page = await suite.newPage();
    await signInFresh(page, suite.server().origin);
    await page.goto(SETTINGS);
    await page.getByLabel('API Key').fill(`  ${API_KEY}  `);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'persona.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf([PERSONA]),
    });
    await button(page, 'Save All Changes').click();
    await page.getByText('Settings saved successfully!').waitFor();
    // Trimmed on save; the persona is the PDF's text.
    await expect.poll(() => readUserData(page, STORAGE_KEYS.interviewApiKey)).toBe(API_KEY);
    expect(await readUserData(page, STORAGE_KEYS.interviewCvContent)).toContain(PERSONA);

    await page.goto(ASSISTANT);
    await page.getByText(MESSAGES.interviewWelcomeTitle).first().waitFor();
    await expect.poll(() => page.getByText(`Total Cost: ${money(0)}`).count()).toBe(1);
    await askByMic(page);

    await expect.poll(() => chat(page).getByText(ANSWER).count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => teleprompter(page).innerText()).toContain(ANSWER);
    await expect.poll(() => chat(page).getByText(QUESTION).count()).toBe(1);

    // What reached the fake: the clip as audio/webm with the key in the header, then the answer request.
    expect(gemini.requests.map((request) => request.kind)).toEqual([
      'generateContent',
      'streamGenerateContent',
    ]);
    const [transcription, answer] = gemini.requests;
    expect(transcription?.model).toBe(DEFAULT_GEMINI_MODEL);
    expect(transcription?.apiKey).toBe(API_KEY);
    expect(transcription?.inlineData.map((part) => part.mimeType.split(';')[0])).toEqual(['audio/webm']);
    expect(transcription?.inlineData[0]?.bytes).toBeGreaterThan(100);
    expect(answer?.apiKey).toBe(API_KEY);
    expect(answer?.text).toContain(QUESTION);
    expect(answer?.text).toContain(PERSONA);

    // Tokens in/out from the final usage (output = candidates + thoughts), cost from the table, Total Cost summed.
    const model = findGeminiModel(DEFAULT_GEMINI_MODEL);
    if (!model) throw new Error('no default model in the table');
    const answerCost = usageCost(model, ANSWER_USAGE);
    const messageText = await chat(page).innerText();
    expect(messageText).toContain('1234');
    expect(messageText).toContain('63');
    expect(messageText).toContain(money(answerCost));
    const total = answerCost + usageCost(model, TRANSCRIPTION_USAGE);
    const totals = [money(total), money(answerCost)].map((value) => `Total Cost: ${value}`);
    await expect
      .poll(async () => totals.includes(await page.getByText(/^Total Cost: \$/).innerText()))
      .toBe(true);
    // The latency readout of the answer.
    await expect.poll(() => page.getByText(/first token/i).count()).toBeGreaterThan(0);
    await snapshot(page, 'interview-batch-answer');
  });

  it('tab capture of the page playing the question: Connect Tab, Tab Audio, and Analyze sends a JPEG', async () => {
    const page = await configuredAssistant();
    // The question, served on the app's origin so the CSP lets an <audio> element on the page play it.
    const question = await readFile(wav);
    await page.route('**/e2e-question.wav', (route) =>
      route.fulfill({ status: 200, contentType: 'audio/wav', body: question }),
    );
    await button(page, 'Connect Tab').click();
    await status(page).getByText(MESSAGES.connectedTab).waitFor();
    await page.getByText('Connected Tab View').waitFor();

    await page.evaluate(() => {
      const audio = document.createElement('audio');
      audio.src = '/e2e-question.wav';
      document.body.append(audio);
      return audio.play();
    });
    await button(page, 'Tab Audio').click();
    await button(page, 'Stop').waitFor();
    await page.waitForTimeout(1500);
    await button(page, 'Stop').click();
    await expect.poll(() => chat(page).getByText(ANSWER).count(), { timeout: 30_000 }).toBe(1);
    const transcription = gemini.requests.find((request) => request.kind === 'generateContent');
    expect(transcription?.inlineData.map((part) => part.mimeType.split(';')[0])).toEqual(['audio/webm']);

    gemini.reset();
    gemini.respond(() => ({ kind: 'text', text: ['Reverse the list ', 'with three pointers.'] }));
    await button(page, 'Analyze').click();
    await expect
      .poll(() => chat(page).getByText('Reverse the list with three pointers.').count(), { timeout: 30_000 })
      .toBe(1);
    const vision = gemini.requests.find((request) => request.kind === 'streamGenerateContent');
    expect(vision?.inlineData.map((part) => part.mimeType)).toEqual(['image/jpeg']);
    expect(vision?.inlineData[0]?.bytes).toBeGreaterThan(1000);
    expect(vision?.apiKey).toBe(API_KEY);
    await snapshot(page, 'interview-tab');
  });

  it('says what went wrong: a retired model (404), the quota (429), no speech; a malformed chunk is skipped', async () => {
    const page = await configuredAssistant();

    gemini.respondOnce({ kind: 'error', status: 404, message: 'models/gemini-1.5-flash is not found' });
    await askByMic(page);
    await status(page).getByText(MESSAGES.interviewModelRetired(DEFAULT_GEMINI_MODEL)).waitFor();
    expect(MESSAGES.interviewModelRetired(DEFAULT_GEMINI_MODEL)).toContain('Interview Settings');

    gemini.respondOnce({ kind: 'error', status: 429, message: 'Resource has been exhausted' });
    await askByMic(page);
    await status(page).getByText(MESSAGES.interviewQuotaExceeded).waitFor();

    gemini.respondOnce({ kind: 'text', text: '   ' });
    await askByMic(page);
    await status(page).getByText(MESSAGES.noSpeechDetected).waitFor();
    expect(await chat(page).getByText(ANSWER).count()).toBe(0);

    // A chunk that is not JSON is logged and skipped; the rest of the answer still arrives.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const event = (text: string, last = false) =>
      JSON.stringify({
        candidates: [
          { content: { role: 'model', parts: [{ text }] }, ...(last ? { finishReason: 'STOP' } : {}) },
        ],
        ...(last ? { usageMetadata: ANSWER_USAGE } : {}),
      });
    gemini.respondOnce(
      { kind: 'text', text: QUESTION },
      {
        kind: 'sse-raw',
        events: [event('Kept part one. '), '{"candidates": [ broken', event('Kept part two.', true)],
      },
    );
    await askByMic(page);
    await expect
      .poll(() => chat(page).getByText('Kept part one. Kept part two.').count(), { timeout: 30_000 })
      .toBe(1);
    expect(warnings.length).toBeGreaterThan(0);
    await snapshot(page, 'interview-errors');
  });

  it('shortcuts: S toggles the teleprompter, A analyses, Space records tab audio and stops; ignored in a text field', async () => {
    const page = await configuredAssistant();
    await button(page, 'Connect Tab').click();
    await status(page).getByText(MESSAGES.connectedTab).waitFor();

    // In a text field the keys are typing, not commands.
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.setAttribute('aria-label', 'Scratch note');
      document.body.append(input);
    });
    await page.getByLabel('Scratch note').focus();
    await page.keyboard.type('a s ');
    expect(await page.getByLabel('Scratch note').inputValue()).toBe('a s ');
    await page.getByLabel('Scratch note').blur();

    // Keys are handled in order, so each positive signal below also says what the typed keys did not do.
    // S outside the field opens the teleprompter: had the typed "s" toggled it, this press would have closed it.
    await page.keyboard.press('s');
    await teleprompter(page).waitFor();
    // The typed spaces started no tab recording.
    expect(await button(page, 'Stop').count()).toBe(0);
    await page.keyboard.press('s');
    await expect.poll(() => teleprompter(page).count()).toBe(0);

    gemini.respond(() => ({ kind: 'text', text: 'Screen answer.' }));
    await page.keyboard.press('a');
    const screenshots = () =>
      gemini.requests.filter((r) => r.inlineData.some((p) => p.mimeType === 'image/jpeg')).length;
    await expect.poll(screenshots).toBeGreaterThan(0);
    await expect.poll(() => chat(page).getByText('Screen answer.').count(), { timeout: 30_000 }).toBe(1);
    // One analysis, this A's: the typed "a" sent none (it would have reached Gemini first).
    expect(screenshots()).toBe(1);
    expect(gemini.requests).toHaveLength(1);

    gemini.reset();
    await page.keyboard.press('Space');
    await button(page, 'Stop').waitFor();
    await page.waitForTimeout(800);
    await page.keyboard.press('Space');
    await expect
      .poll(() => gemini.requests.map((r) => r.kind)[0], { timeout: 30_000 })
      .toBe('generateContent');
  });

  it('stops at the spending cap: the answer that crossed it is shown, the next question is refused with the cap named', async () => {
    // A one-cent cap; each answer costs more than a cent (40 000 prompt tokens at $0.30 per million).
    const page = await configuredAssistant({ [STORAGE_KEYS.interviewSpendingCap]: '0.01' });
    await page.getByText('of $0.01 cap').waitFor();
    gemini.respond((request) =>
      request.inlineData.some((part) => part.mimeType.startsWith('audio/'))
        ? { kind: 'text', text: QUESTION, usage: TRANSCRIPTION_USAGE }
        : {
            kind: 'text',
            text: ANSWER_CHUNKS,
            usage: { promptTokenCount: 40_000, candidatesTokenCount: 60, totalTokenCount: 40_060 },
          },
    );
    await askByMic(page);
    await expect.poll(() => chat(page).getByText(ANSWER).count(), { timeout: 30_000 }).toBe(1);
    await status(page).getByText(MESSAGES.interviewReady, { exact: true }).waitFor();
    const spent = gemini.requests.length;

    await button(page, 'Mic').click();
    await status(page).getByText(MESSAGES.interviewSpendingCapReached('0.01')).waitFor();
    // Nothing records and nothing more reaches Gemini; the controls stay usable (the user may raise the cap). The
    // refusal above comes before any recording, so there is nothing later to wait for.
    expect(await button(page, 'Stop').count()).toBe(0);
    expect(gemini.requests).toHaveLength(spent);
    expect(await button(page, 'Mic').isEnabled()).toBe(true);
    await snapshot(page, 'interview-spending-cap');
  });

  it('when the shared tab stops sharing, the connection ends and a tab recording still gets its answer', async () => {
    const page = await configuredAssistant();
    await button(page, 'Connect Tab').click();
    await status(page).getByText(MESSAGES.connectedTab).waitFor();
    await page.getByText('Connected Tab View').waitFor();
    await button(page, 'Tab Audio').click();
    await button(page, 'Stop').waitFor();
    await page.waitForTimeout(800);

    // What the browser does when the user presses its "Stop sharing": the video track ends.
    await page.evaluate(() => {
      const video = document.querySelector('video');
      const track = video?.srcObject instanceof MediaStream ? video.srcObject.getVideoTracks()[0] : undefined;
      if (!track) throw new Error('no shared video track');
      track.stop();
      track.dispatchEvent(new Event('ended'));
    });
    await expect.poll(() => page.getByText('Connected Tab View').count()).toBe(0);
    expect(await button(page, 'Stop').count()).toBe(0);
    expect(await button(page, 'Analyze').isDisabled()).toBe(true);
    expect(await button(page, 'Tab Audio').isDisabled()).toBe(true);
    expect(await button(page, 'Connect Tab').isEnabled()).toBe(true);
    // The question recorded before the end is transcribed and answered.
    await expect.poll(() => chat(page).getByText(ANSWER).count(), { timeout: 30_000 }).toBe(1);
    expect(gemini.requests.map((request) => request.kind)).toEqual([
      'generateContent',
      'streamGenerateContent',
    ]);
    // Space no longer records: no tab, no tab audio. S after it toggles the teleprompter: once it has, the Space
    // before it has been handled.
    const wasOpen = (await teleprompter(page).count()) === 1;
    await page.keyboard.press('Space');
    await page.keyboard.press('s');
    await expect.poll(() => teleprompter(page).count()).toBe(wasOpen ? 0 : 1);
    expect(await button(page, 'Stop').count()).toBe(0);
  });

  it('remembers where the teleprompter was dragged and how it was resized, across a reload', async () => {
    const page = await configuredAssistant();
    await page.keyboard.press('s');
    const box = teleprompter(page);
    await box.waitFor();
    const before = await box.boundingBox();
    if (!before) throw new Error('the teleprompter has no box');

    // Drag by its title bar, then resize from the bottom-right corner.
    const handle = box.getByTestId('teleprompter-drag-handle');
    const h = await handle.boundingBox();
    if (!h) throw new Error('no drag handle');
    await page.mouse.move(h.x + 20, h.y + h.height / 2);
    await page.mouse.down();
    // From the handle's middle, 200 px left and 140 px down (the pointer starts half the handle's height down).
    await page.mouse.move(h.x - 180, h.y + h.height / 2 + 140, { steps: 8 });
    await page.mouse.up();
    const grip = box.getByTestId('teleprompter-resize-handle');
    const g = await grip.boundingBox();
    if (!g) throw new Error('no resize handle');
    await page.mouse.move(g.x + g.width / 2, g.y + g.height / 2);
    await page.mouse.down();
    await page.mouse.move(g.x + 80, g.y + 60, { steps: 8 });
    await page.mouse.up();

    const moved = await box.boundingBox();
    if (!moved) throw new Error('the teleprompter vanished');
    expect(Math.round(moved.x - before.x)).toBe(-200);
    expect(Math.round(moved.y - before.y)).toBe(140);
    const stored = [
      await readUserData(page, STORAGE_KEYS.interviewTeleprompterPosition),
      await readUserData(page, STORAGE_KEYS.interviewTeleprompterSize),
    ];
    expect(stored.every((value) => value !== null)).toBe(true);

    await page.reload();
    // The page (a lazy chunk) is up before the key is pressed, as a user would see it first.
    await expect.poll(() => button(page, 'Mic').isEnabled()).toBe(true);
    await page.keyboard.press('s');
    await box.waitFor();
    const after = await box.boundingBox();
    expect(after && [after.x, after.y, after.width, after.height].map(Math.round)).toEqual(
      [moved.x, moved.y, moved.width, moved.height].map(Math.round),
    );
  });
});
