import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, STORAGE_KEYS } from '@applypilot/contracts';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { snapshot } from '../support/browser';
import { signInFresh, storeInterviewSettings } from '../support/interview';
import { useAppAndBrowser } from '../support/suite';
import { readUserData } from '../support/user-data';

/**
 * The teleprompter and practice mode as a new user meets them: no API key, "Try a practice question" plays the
 * recorded question and streams the canned answer into the chat and the teleprompter, with nothing sent to any
 * Gemini (a fake stands where Gemini would be, to prove it). Then the teleprompter's font size from the settings, its
 * minimum size, the edges of the window, and the Picture-in-Picture setting.
 */
const PRACTICE_QUESTION = 'Tell me about a project you are proud of.';
const PRACTICE_ANSWER =
  'One project I am really proud of is the customer dashboard I helped rebuild last year. ' +
  'The old version was slow, and our support team spent hours every week answering the same questions. ' +
  'I talked to five of those colleagues first, so I understood what they actually needed, and then I led a small ' +
  'team of three to redesign the main pages. ' +
  'We shipped it in two months, and page load times dropped from about eight seconds to under two. ' +
  'What I liked most was seeing support tickets about the dashboard fall by almost half, because it showed we had ' +
  'solved a real problem for people.';
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

describe('teleprompter and practice mode', () => {
  it('practice with no key: the recorded question plays, the answer streams into the chat and the teleprompter, nothing reaches Gemini', async () => {
    const page = await assistant();
    const geminiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(gemini.url.replace(/\/+$/, ''))) geminiRequests.push(request.url());
    });
    // The user really has no key: the page says so.
    await page.getByText(MESSAGES.interviewConfigRequired).waitFor();

    await page.getByRole('button', { name: 'Try a practice question' }).click();
    await page.getByRole('button', { name: 'Practice question playing…' }).waitFor();

    // The answer streams: the teleprompter opens with part of it and a caret, then the whole answer.
    await teleprompter(page).getByTestId('teleprompter-caret').waitFor({ timeout: 30_000 });
    const partial = await teleprompter(page).getByTestId('teleprompter-text').innerText();
    expect(PRACTICE_ANSWER.startsWith(partial.trim())).toBe(true);
    expect(partial.trim().length).toBeLessThan(PRACTICE_ANSWER.length);
    await snapshot(page, 'teleprompter-practice-streaming');

    await expect
      .poll(() => teleprompter(page).getByTestId('teleprompter-text').innerText(), { timeout: 30_000 })
      .toBe(PRACTICE_ANSWER);
    await expect.poll(() => teleprompter(page).getByTestId('teleprompter-caret').count()).toBe(0);
    await expect.poll(() => chat(page).getByText(PRACTICE_ANSWER).count()).toBe(1);
    await expect.poll(() => chat(page).getByText(PRACTICE_QUESTION).count()).toBe(1);
    await page.getByRole('button', { name: 'Try a practice question' }).waitFor();

    expect(gemini.requests).toEqual([]);
    expect(geminiRequests).toEqual([]);
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
