import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, STORAGE_KEYS } from '@applypilot/contracts';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { snapshot } from '../support/browser';
import { signInFresh, storeInterviewSettings } from '../support/interview';
import { useAppAndBrowser } from '../support/suite';
import { readUserData } from '../support/user-data';

/**
 * The teleprompter and the practice question as a user meets them. The practice question needs the key and resume
 * like every other control (decision 050): a new user finds it disabled; with both saved it plays the recorded
 * question, Gemini (the fake, where Gemini would be) transcribes that recording with the user's key and answers from
 * the resume, streamed into the chat and the teleprompter. Then the teleprompter's font size from the settings, its
 * minimum size, the edges of the window, and the Picture-in-Picture setting.
 */
const PRACTICE_QUESTION = 'Tell me about a project you are proud of.';
const ANSWER_CHUNKS = [
  'I am proud of the release pipeline ',
  'I rebuilt at my payments company: ',
  'releases went from monthly to weekly, ',
  'and rollbacks from an hour to five minutes.',
];
const ANSWER = ANSWER_CHUNKS.join('');
const API_KEY = 'practice-key-from-settings';
const PERSONA = 'Priya Raman, release manager at a payments company for five years';
const ASSISTANT = '/dashboard/interview-assistant';

let gemini: FakeGemini;
beforeAll(async () => {
  gemini = await startFakeGemini();
});
const suite = useAppAndBrowser({ env: () => ({ GEMINI_API_URL: gemini.url }) });
afterAll(async () => {
  await gemini?.close();
});

const teleprompter = (page: Page) => page.getByRole('dialog', { name: 'Teleprompter' });
const chat = (page: Page) => page.getByRole('log');

/** A signed-in assistant page with `settings` in storage (none: a brand-new user with no key and no resume). */
async function assistant(settings: Record<string, string> = {}, viewport = { width: 1280, height: 800 }) {
  const page = await suite.newPage({ viewport });
  await signInFresh(page, suite.server().origin);
  await storeInterviewSettings(page, settings);
  await page.goto(ASSISTANT);
  // The page's own button (the sidebar also says "Interview Assistant" while the page's chunk loads): its shortcuts
  // listen once it is there.
  await page.getByRole('button', { name: 'Try a practice question' }).waitFor();
  return page;
}

async function box(page: Page) {
  const found = await teleprompter(page).boundingBox();
  if (!found) throw new Error('the teleprompter has no box');
  return found;
}

/** Presses at the centre of `testId` inside the teleprompter and moves the mouse by (dx, dy). */
async function pull(page: Page, testId: string, dx: number, dy: number) {
  const handle = await teleprompter(page).getByTestId(testId).boundingBox();
  if (!handle) throw new Error(`no ${testId}`);
  const x = handle.x + Math.min(20, handle.width / 2);
  const y = handle.y + handle.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

describe('teleprompter and the practice question', () => {
  it('the practice question needs the key and resume like the rest; with them Gemini transcribes it and answers from the resume, into the chat and the teleprompter', async () => {
    const fresh = await assistant();
    // A new user: no key, no resume. The page says so and the practice question waits like Mic does.
    await fresh.getByText(MESSAGES.interviewConfigRequired).waitFor();
    expect(await fresh.getByRole('button', { name: 'Try a practice question' }).isDisabled()).toBe(true);
    expect(await fresh.getByRole('button', { name: 'Mic', exact: true }).isDisabled()).toBe(true);
    await fresh.close();

    gemini.reset();
    gemini.respond((request) =>
      request.inlineData.some((part) => part.mimeType.startsWith('audio/'))
        ? { kind: 'text', text: PRACTICE_QUESTION }
        : { kind: 'text', text: ANSWER_CHUNKS, chunkDelayMs: 400 },
    );
    const page = await assistant({
      [STORAGE_KEYS.interviewApiKey]: API_KEY,
      [STORAGE_KEYS.interviewCvContent]: PERSONA,
    });
    const practice = page.getByRole('button', { name: 'Try a practice question' });
    await expect.poll(() => practice.isEnabled()).toBe(true);
    await practice.click();
    await page.getByRole('button', { name: 'Practice question playing…' }).waitFor();

    // The answer streams: the teleprompter opens with part of it and a caret, then the whole answer.
    await teleprompter(page).getByTestId('teleprompter-caret').waitFor({ timeout: 30_000 });
    const partial = await teleprompter(page).getByTestId('teleprompter-text').innerText();
    expect(ANSWER.startsWith(partial.trim())).toBe(true);
    expect(partial.trim().length).toBeLessThan(ANSWER.length);
    await snapshot(page, 'teleprompter-practice-streaming');

    await expect
      .poll(() => teleprompter(page).getByTestId('teleprompter-text').innerText(), { timeout: 30_000 })
      .toBe(ANSWER);
    await expect.poll(() => teleprompter(page).getByTestId('teleprompter-caret').count()).toBe(0);
    await expect.poll(() => chat(page).getByText(ANSWER).count()).toBe(1);
    await expect.poll(() => chat(page).getByText(PRACTICE_QUESTION).count()).toBe(1);
    await practice.waitFor();

    // What reached Gemini: the recording (a WAV) with the user's key, then the question with the resume.
    expect(gemini.requests.map((request) => request.kind)).toEqual([
      'generateContent',
      'streamGenerateContent',
    ]);
    const [transcription, answer] = gemini.requests;
    expect(transcription?.apiKey).toBe(API_KEY);
    expect(transcription?.inlineData.map((part) => part.mimeType.split(';')[0])).toEqual(['audio/wav']);
    expect(answer?.apiKey).toBe(API_KEY);
    expect(answer?.text).toContain(PRACTICE_QUESTION);
    expect(answer?.text).toContain(PERSONA);
    // Default geometry (section 9): centred, 20 px from the top, 50vw × 40vh of a 1280 × 800 window.
    expect(Object.values(await box(page)).map(Math.round)).toEqual([320, 20, 640, 320]);
    await snapshot(page, 'teleprompter-practice-desktop');

    // Closed from its own button.
    await teleprompter(page).getByRole('button', { name: 'Close teleprompter' }).click();
    await expect.poll(() => teleprompter(page).count()).toBe(0);
  });

  it('uses the font size from the settings', async () => {
    const page = await assistant({ [STORAGE_KEYS.interviewTeleprompterFontSize]: '28' });
    await page.keyboard.press('s');
    await teleprompter(page).waitFor();
    const size = await teleprompter(page)
      .getByTestId('teleprompter-text')
      .locator('p')
      .evaluate((element) => getComputedStyle(element).fontSize);
    expect(size).toBe('28px');
  });

  it('never gets smaller than 300 × 150 and never leaves the window', async () => {
    const page = await assistant();
    await page.keyboard.press('s');
    await teleprompter(page).waitFor();

    await pull(page, 'teleprompter-resize-handle', -2000, -2000);
    const small = await box(page);
    expect([small.width, small.height].map(Math.round)).toEqual([300, 150]);

    await pull(page, 'teleprompter-drag-handle', 3000, 3000);
    const corner = await box(page);
    expect([corner.x + corner.width, corner.y + corner.height].map(Math.round)).toEqual([1280, 800]);

    await pull(page, 'teleprompter-drag-handle', -3000, -3000);
    const origin = await box(page);
    expect([origin.x, origin.y].map(Math.round)).toEqual([0, 0]);

    // Stored as px strings, and the same box comes back after a reload.
    const stored = [
      await readUserData(page, STORAGE_KEYS.interviewTeleprompterPosition),
      await readUserData(page, STORAGE_KEYS.interviewTeleprompterSize),
    ];
    expect(stored).toEqual([
      JSON.stringify({ top: '0px', left: '0px' }),
      JSON.stringify({ width: '300px', height: '150px' }),
    ]);
  });

  it('on a 375 px phone the default box is the 300 px minimum, centred', async () => {
    const page = await assistant({}, { width: 375, height: 740 });
    // The control bar follows the conversation instead of being pinned over it (decision 050).
    const log = await chat(page).boundingBox();
    const controls = await page.getByRole('toolbar', { name: 'Interview controls' }).boundingBox();
    if (!log || !controls) throw new Error('no conversation or no controls on the page');
    expect(controls.y).toBeGreaterThanOrEqual(log.y + log.height);
    await page.keyboard.press('s');
    await teleprompter(page).waitFor();
    const phone = await box(page);
    expect([phone.x, phone.y, phone.width, phone.height].map((n) => Math.round(n * 2) / 2)).toEqual([
      37.5, 20, 300, 296,
    ]);
    await snapshot(page, 'teleprompter-phone');
  });

  it('Picture-in-Picture: the teleprompter opens in its own always-on-top window', async (ctx) => {
    const page = await assistant({ [STORAGE_KEYS.interviewTeleprompterPip]: 'true' });
    const supported = await page.evaluate(() => 'documentPictureInPicture' in window);
    if (!supported) {
      ctx.skip(
        'this Chromium has no Document Picture-in-Picture (headless builds lack window.documentPictureInPicture)',
      );
      return;
    }
    await page.keyboard.press('s');
    // The positive signal first: the PiP window is open and holds the teleprompter...
    await expect
      .poll(() =>
        page.evaluate(() => {
          const pip = (window as unknown as { documentPictureInPicture: { window: Window | null } })
            .documentPictureInPicture.window;
          return !!pip && pip.document.querySelector('[data-testid="teleprompter-text"]') !== null;
        }),
      )
      .toBe(true);
    // ...then nothing of it is left in the page.
    expect(await teleprompter(page).count()).toBe(0);
  });

  it('without Picture-in-Picture in the browser, the setting falls back to the in-page teleprompter', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 800 } });
    // The browser of a user whose Chromium lacks the API (every headless build already does).
    await page.context().addInitScript(() => {
      delete (window as { documentPictureInPicture?: unknown }).documentPictureInPicture;
    });
    await signInFresh(page, suite.server().origin);
    await storeInterviewSettings(page, { [STORAGE_KEYS.interviewTeleprompterPip]: 'true' });
    await page.goto(ASSISTANT);
    await page.getByRole('button', { name: 'Try a practice question' }).waitFor();
    expect(await page.evaluate(() => 'documentPictureInPicture' in window)).toBe(false);
    await page.keyboard.press('s');
    await teleprompter(page).waitFor();
    await pull(page, 'teleprompter-drag-handle', 40, 30);
    const moved = await box(page);
    expect([moved.x, moved.y].map(Math.round)).toEqual([360, 50]);
  });
});
