import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES, STORAGE_KEYS } from '@applypilot/contracts';
import { startFakeGemini, type FakeGemini } from '@applypilot/fake-gemini';
import { snapshot } from '../support/browser';
import { signInFresh } from '../support/interview';
import { artifactsDir } from '../support/paths';
import { tinyPdf } from '../support/pdf';
import { useAppAndBrowser } from '../support/suite';
import { readUserData, writeUserData } from '../support/user-data';

/**
 * The interview settings page in real Chromium, as a candidate sets it up: the key, the model, the teleprompter, the
 * persona PDF read by the app's pdf.js (picked and dropped), the session settings; saved, reloaded, kept. Also the
 * site's headers for the assistant: the CSP lets the page reach the Gemini origin GEMINI_API_URL names (here the
 * local fake), over fetch and WebSocket, and nothing else.
 */
const SETTINGS = '/dashboard/interview-settings';
const PERSONA_LINES = ['Meera Iyer', 'Backend engineer, seven years of Go and Postgres'];
const API_KEY = 'AIza-settings-e2e-key';

let gemini: FakeGemini;
let axeSource: string;
beforeAll(async () => {
  gemini = await startFakeGemini();
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
});
const suite = useAppAndBrowser({ env: () => ({ GEMINI_API_URL: gemini.url }) });
afterAll(async () => {
  await gemini?.close();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
/** What the app keeps for the signed-in person (sealed, decision 049), read back from the page. */
const stored = (page: Page, key: string) => readUserData(page, key);
const statusLine = (page: Page) => page.getByTestId('interview-settings-status');

async function openSettings(options: { width?: number } = {}): Promise<Page> {
  const page = await suite.newPage(options.width ? { viewport: { width: options.width, height: 800 } } : {});
  await signInFresh(page, suite.server().origin);
  await page.goto(SETTINGS);
  await page.getByLabel('API Key').waitFor();
  return page;
}

describe('interview settings', () => {
  it('saves every setting through the UI (persona from a real PDF), keeps them over a reload, and clears the message', async () => {
    const page = await openSettings();
    // The key first, before any resume: saved (decision 050), and the page says the resume is still needed.
    await page.getByLabel('API Key').fill(`  ${API_KEY}  `);
    await button(page, 'Save All Changes').click();
    await expect
      .poll(() => statusLine(page).innerText())
      .toBe(
        'Settings saved. Add your resume (PDF) under Your Persona too: the assistant answers from it, and starts once your key and your resume are saved.',
      );
    expect(await stored(page, STORAGE_KEYS.interviewApiKey)).toBe(API_KEY);

    expect(await page.getByLabel('API Key').getAttribute('type')).toBe('password');
    await page.getByLabel('Model').selectOption({ label: 'Gemini 3.1 Flash-Lite (cheapest)' });
    await expect
      .poll(() => page.getByTestId('model-prices').innerText())
      .toContain('Input $0.25 ($0.50 audio) · Output $1.50 per 1M tokens');
    // The slider by keyboard: four steps up from 16.
    await page.getByLabel('Font size').focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('font-size-value').innerText()).toBe('20 px');

    await page.locator('input[type="file"]').setInputFiles({
      name: 'meera.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(PERSONA_LINES),
    });
    await expect
      .poll(() => page.getByTestId('persona-state').innerText())
      .toMatch(/^meera\.pdf: Resume loaded \(\d+ characters\)$/);
    // Section 5's success message, which decision 024 gives to this upload.
    expect(await page.getByTestId('persona-message').innerText()).toBe(
      MESSAGES.resumeProcessedSuccessfully('meera.pdf'),
    );
    await page.getByLabel('Job description and context').fill('Staff engineer, payments platform');
    await page.getByLabel('Custom instructions').fill('Answer in two sentences.');
    await page.getByLabel('Live mode').check();
    await page.getByLabel('Spending cap per session (USD)').fill('1.25');
    await button(page, 'Save All Changes').click();
    await page.getByText(MESSAGES.settingsSaved).waitFor();

    await expect.poll(() => stored(page, STORAGE_KEYS.interviewApiKey)).toBe(API_KEY);
    const persona = await stored(page, STORAGE_KEYS.interviewCvContent);
    for (const line of PERSONA_LINES) expect(persona).toContain(line);
    await expect.poll(() => stored(page, STORAGE_KEYS.interviewSelectedModel)).toBe('gemini-3.1-flash-lite');
    await expect.poll(() => stored(page, STORAGE_KEYS.interviewTeleprompterFontSize)).toBe('20');
    await expect
      .poll(() => stored(page, STORAGE_KEYS.interviewAdditionalDetails))
      .toBe('Staff engineer, payments platform');
    await expect
      .poll(() => stored(page, STORAGE_KEYS.interviewAiInstructions))
      .toBe('Answer in two sentences.');
    await expect.poll(() => stored(page, STORAGE_KEYS.interviewLiveMode)).toBe('true');
    await expect.poll(() => stored(page, STORAGE_KEYS.interviewSpendingCap)).toBe('1.25');
    // Section 9: the message goes away by itself (3 s).
    await expect.poll(() => statusLine(page).innerText(), { timeout: 10_000 }).toBe('');

    await page.reload();
    await page.getByLabel('API Key').waitFor();
    expect(await page.getByLabel('API Key').inputValue()).toBe(API_KEY);
    expect(await page.getByLabel('Model').inputValue()).toBe('gemini-3.1-flash-lite');
    expect(await page.getByTestId('font-size-value').innerText()).toBe('20 px');
    expect(await page.getByLabel('Job description and context').inputValue()).toBe(
      'Staff engineer, payments platform',
    );
    expect(await page.getByLabel('Custom instructions').inputValue()).toBe('Answer in two sentences.');
    expect(await page.getByLabel('Live mode').isChecked()).toBe(true);
    expect(await page.getByLabel('Spending cap per session (USD)').inputValue()).toBe('1.25');
    expect(await page.getByTestId('persona-state').innerText()).toBe(
      `Resume loaded (${persona?.length} characters)`,
    );
  });

  it('reads a PDF dropped on the drop area, and refuses a file that is not a PDF', async () => {
    const page = await openSettings();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a resume'),
    });
    await expect.poll(() => page.getByTestId('persona-error').innerText()).toBe(MESSAGES.invalidPdf);

    // A file that says it is a PDF but is not one: section 5's failure message.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 this is not really a PDF'),
    });
    await expect
      .poll(() => page.getByTestId('persona-error').innerText())
      .toBe(MESSAGES.resumeProcessingError(MESSAGES.personaUnreadable));
    expect(await page.getByTestId('persona-message').count()).toBe(0);

    const bytes = [...tinyPdf(['Dropped Persona', 'Data engineer'])];
    const dataTransfer = await page.evaluateHandle((content) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(content)], 'dropped.pdf', { type: 'application/pdf' }));
      return transfer;
    }, bytes);
    await page.getByTestId('persona-drop').dispatchEvent('drop', { dataTransfer });
    await expect
      .poll(() => page.getByTestId('persona-state').innerText())
      .toMatch(/^dropped\.pdf: Resume loaded/);
    expect(await page.getByTestId('persona-error').count()).toBe(0);
    expect(await page.getByTestId('persona-message').innerText()).toBe(
      MESSAGES.resumeProcessedSuccessfully('dropped.pdf'),
    );
    expect(await page.getByTestId('persona-drop').innerText()).toContain('Replace your resume (PDF)');
  });

  it('resets the teleprompter after a confirm, restores the default instructions, and checks the cap inline', async () => {
    const page = await openSettings();
    await writeUserData(page, {
      [STORAGE_KEYS.interviewTeleprompterPosition]: JSON.stringify({ top: '300px', left: '40px' }),
      [STORAGE_KEYS.interviewTeleprompterSize]: JSON.stringify({ width: '640px', height: '320px' }),
    });
    await button(page, 'Reset position and size').click();
    await page.getByRole('dialog').getByText(MESSAGES.confirmResetTeleprompter).waitFor();
    await button(page, 'Reset').click();
    await page.getByRole('dialog').getByText(MESSAGES.teleprompterReset).waitFor();
    await expect.poll(() => stored(page, STORAGE_KEYS.interviewTeleprompterPosition)).toBeNull();
    await expect.poll(() => stored(page, STORAGE_KEYS.interviewTeleprompterSize)).toBeNull();
    await button(page, 'OK').click();

    const instructions = page.getByLabel('Custom instructions');
    const original = await instructions.inputValue();
    await instructions.fill('Speak like a pirate.');
    await button(page, 'Restore default').click();
    await page.getByRole('dialog').getByText(MESSAGES.confirmRestoreInstructions).waitFor();
    await button(page, 'Restore').click();
    await expect.poll(() => instructions.inputValue()).toBe(original);

    await page.getByLabel('Spending cap per session (USD)').fill('250');
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(MESSAGES.spendingCapInvalid);
  });

  it('looks right and has no serious accessibility violation at 1280 and 375 px', async () => {
    for (const width of [1280, 375]) {
      const page = await openSettings({ width });
      await page.getByLabel('API Key').fill('AIza-screenshot');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'meera.pdf',
        mimeType: 'application/pdf',
        buffer: tinyPdf(PERSONA_LINES),
      });
      await expect.poll(() => page.getByTestId('persona-state').innerText()).toContain('Resume loaded');
      // The price table open too: it must fit (or scroll inside its card) on a phone.
      await page.getByText('Compare model prices').click();
      await page.getByRole('table').waitFor();
      await snapshot(page, `interview-settings-${width}`);
      // The window as the user sees it: the save bar stays at its bottom.
      await page.screenshot({ path: path.join(artifactsDir, `interview-settings-${width}-window.png`) });
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.evaluate(axeSource);
      const serious = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run(context: Document): Promise<{ violations: { id: string; impact: string | null }[] }> };
          }
        ).axe;
        return (await axe.run(document)).violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => violation.id);
      });
      expect(serious, `at ${width}px`).toEqual([]);
    }
  });
});

describe("the site's headers for the interview assistant", () => {
  it('allow the Gemini origin of GEMINI_API_URL over fetch and WebSocket, and nothing else', async () => {
    const page = await openSettings();
    const response = await page.goto(SETTINGS);
    const csp = response?.headers()['content-security-policy'] ?? '';
    const connect = csp.split(';').find((part) => part.trim().startsWith('connect-src')) ?? '';
    const fake = new URL(gemini.url);
    expect(connect).toContain(fake.origin);
    expect(connect).toContain(`ws://${fake.host}`);
    expect(connect).not.toContain('generativelanguage.googleapis.com');
    expect(csp).toContain("media-src 'self' blob:");
    const config = await page.evaluate(async () => (await (await fetch('/api/config')).json()) as unknown);
    expect(config).toMatchObject({ geminiApiUrl: gemini.url.replace(/\/+$/, '') });

    // What the browser really allows: a REST call and the Live socket reach the fake; another origin is refused.
    const outcome = await page.evaluate(
      async (base) => {
        const rest = await fetch(`${base}/v1beta/models/gemini-3.5-flash-lite:generateContent?key=k`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ contents: [{ parts: [{ text: 'Say hi' }] }] }),
        }).then(
          (answer) => answer.status,
          (error: unknown) => String(error),
        );
        const socketUrl = `${base.replace(/^http/, 'ws')}/ws/google.ai.generativelanguage.v1beta.GenerativeService.BidiGenerateContent?key=k`;
        const socket = await new Promise<string>((resolve) => {
          try {
            const ws = new WebSocket(socketUrl);
            ws.onopen = () => {
              ws.close();
              resolve('open');
            };
            ws.onerror = () => resolve('error');
          } catch (error) {
            resolve(String(error));
          }
        });
        const elsewhere = await fetch('http://127.0.0.1:9/').then(
          () => 'reached',
          () => 'refused',
        );
        return { rest, socket, elsewhere };
      },
      gemini.url.replace(/\/+$/, ''),
    );
    expect(outcome).toEqual({ rest: 200, socket: 'open', elsewhere: 'refused' });
    expect(gemini.requests.length).toBeGreaterThan(0);
  });

  it('keep Document Picture-in-Picture working under the COOP header where Chromium offers it', async () => {
    const page = await openSettings();
    const response = await page.goto(SETTINGS);
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const supported = await page.evaluate(() => 'documentPictureInPicture' in window);
    const checkbox = page.getByLabel('Open the teleprompter in a floating window (always on top)');
    expect(await checkbox.isDisabled()).toBe(!supported);
    if (!supported) return;
    // A PiP window needs a user gesture: open it from a click, write into it, read it back.
    await page.evaluate(() => {
      const w = window as unknown as {
        documentPictureInPicture: { requestWindow(options: object): Promise<Window> };
        pipResult?: Promise<string>;
      };
      document.body.addEventListener(
        'click',
        () => {
          w.pipResult = w.documentPictureInPicture
            .requestWindow({ width: 320, height: 200 })
            .then((pip) => {
              pip.document.body.textContent = 'teleprompter';
              const text = pip.document.body.textContent;
              pip.close();
              return text;
            })
            .catch((error: unknown) => `failed: ${String(error)}`);
        },
        { once: true },
      );
    });
    await page.mouse.click(5, 5);
    const result = await page.evaluate(
      () => (window as unknown as { pipResult?: Promise<string> }).pipResult ?? 'no click',
    );
    expect(result).toBe('teleprompter');
  });
});
