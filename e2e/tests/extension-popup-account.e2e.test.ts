import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WINDOW_MESSAGE } from '@applypilot/contracts';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer, type AppServer } from '../support/app-server';
import { pairInPopup, signUp, type Account } from '../support/automation-flow';
import { snapshot } from '../support/browser';
import {
  buildExtension,
  launchWithExtension,
  startFakeAgent,
  type ExtensionBrowser,
  type FakeAgent,
} from '../support/extension';
import { freePort } from '../support/free-port';

/**
 * Decision 049: the extension's popup shows a run's progress only to the account that started it, while that account
 * is signed in on the site. The real extension in Chromium and the real site; the agent's port is the recording
 * stand-in of support/extension.ts, answering the last run's counts. Asha starts a run from her dashboard, sees its
 * counts in the popup, logs out (the popup shows no run), Bilal signs in on the same browser (no run of Asha's), and
 * Asha signing in again sees her run.
 */
const CODE = '615204';
const COUNTS = 'Applied 2 of 3 jobs processed in the last run.';
const stamp = Date.now();
const ASHA: Account = {
  name: 'Asha Rao',
  email: `asha.popup.${stamp}@example.com`,
  password: 'asha-pass-123',
};
const BILAL: Account = {
  name: 'Bilal Khan',
  email: `bilal.popup.${stamp}@example.com`,
  password: 'bilal-pass-123',
};

let tmp: string;
let server: AppServer;
let agent: FakeAgent;
let browser: ExtensionBrowser;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'applypilot-popup-'));
  const agentPort = await freePort();
  [server, agent] = await Promise.all([startAppServer(), startFakeAgent(agentPort, CODE)]);
  agent.answering = true;
  const extensionDir = path.join(tmp, 'extension');
  await buildExtension(extensionDir, agentPort, server.origin);
  browser = await launchWithExtension(extensionDir);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await agent?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/**
 * Waits until the extension's worker has recorded who the site says is signed in ('' for nobody), read where the
 * worker keeps it (chrome.storage.session, from an extension page): the popup is then asked about a known account.
 */
async function extensionKnows(email: string): Promise<void> {
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        type Area = { get(key: string): Promise<Record<string, unknown>> };
        const { chrome } = globalThis as unknown as { chrome: { storage: { session: Area } } };
        return (await chrome.storage.session.get('signedInAccount')).signedInAccount ?? '';
      }),
    )
    .toBe(email.toLowerCase());
  await page.close();
}

/** The popup as a person opens it: its status line once it has the agent's state, and its counts line. */
async function popupSays(): Promise<{ status: string; counts: string | null }> {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  await popup.locator('#status:not([data-state="checking"])').waitFor();
  const status = (await popup.locator('#status').textContent()) ?? '';
  const counts = (await popup.locator('#counts').isVisible())
    ? ((await popup.locator('#counts').textContent()) ?? '')
    : null;
  if (counts !== null) await snapshot(popup, 'extension-popup-own-run');
  await popup.close();
  return { status, counts };
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
  await extensionKnows('');
}

async function logIn(page: Page, account: Account) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
  await extensionKnows(account.email);
}

describe('the popup and the signed-in account', () => {
  it("shows a run's counts only to the account that started it, and nothing after Logout", async () => {
    await pairInPopup(browser.context, browser.extensionId, CODE);
    const page = await browser.context.newPage();
    await signUp(page, server, ASHA);
    await extensionKnows(ASHA.email);
    await page.getByTestId('extension-status').filter({ hasText: 'Ready' }).waitFor();

    // Asha's dashboard starts a run (the message her Start button posts), and the agent has applied to 2 of 3 jobs.
    await page.evaluate(
      ([type, email]) =>
        window.postMessage(
          {
            type,
            payload: {
              jobUrl: 'https://www.linkedin.com/jobs/search/?keywords=Frontend&f_AL=true',
              resumeText: 'Asha Rao',
              resumeBase64: 'JVBERi0xLjQK',
              resumeFilename: 'Asha_Rao.pdf',
              userEmail: email,
              customize: false,
              search: { jobTitle: 'Frontend', location: '' },
              profile: { firstName: 'Asha', lastName: 'Rao', email, phone: '9876500001' },
              agentToken: 'a'.repeat(43),
              apiUrl: window.location.origin,
            },
          },
          window.location.origin,
        ),
      [WINDOW_MESSAGE.startAutomation, ASHA.email] as const,
    );
    await expect.poll(() => agent.requests.some((request) => request.path === '/api/start')).toBe(true);
    agent.status = { version: '0.1.0', state: 'idle', runId: 'run-1', applied: 2, processed: 3 };
    await expect.poll(async () => (await popupSays()).counts).toBe(COUNTS);

    await logOut(page);
    expect(await popupSays()).toEqual({ status: 'Ready', counts: null });

    await signUp(page, server, BILAL);
    await extensionKnows(BILAL.email);
    expect(await popupSays()).toEqual({ status: 'Ready', counts: null });

    // A run still going for Asha shows Bilal that the agent is busy, not what it does.
    agent.status = { version: '0.1.0', state: 'running', runId: 'run-1', applied: 2, processed: 3 };
    const busy = await popupSays();
    expect(busy.status).toBe('Running');
    expect(busy.counts).toBe(
      'Its progress shows only to the account that started it, while that account is signed in on the site.',
    );
    agent.status = { version: '0.1.0', state: 'idle', runId: 'run-1', applied: 2, processed: 3 };

    await logOut(page);
    await logIn(page, ASHA);
    expect(await popupSays()).toEqual({ status: 'Ready', counts: COUNTS });
  });
});
