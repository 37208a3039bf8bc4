import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WINDOW_MESSAGE } from '@applypilot/contracts';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer, type AppServer } from '../support/app-server';
import { snapshot } from '../support/browser';
import { buildExtension, launchWithExtension, type ExtensionBrowser } from '../support/extension';
import { freePort } from '../support/free-port';

/**
 * The extension in Chromium against the real API and web app: the dashboard's handshake, the content script's
 * origin checks, and the popup with no agent listening. The extension is built for a free port on which nothing
 * listens, so "the agent is not running" is the truth here, not a fake (the run with the real agent is the
 * automation e2e).
 */
const NOT_RUNNING = 'The ApplyPilot agent is not running. Start it, then try again.';
const PASSWORD = 'extension-pass-123';

const payload = {
  jobUrl: '',
  resumeText: 'Meera Iyer, product designer',
  resumeBase64: 'JVBERi0xLjQK',
  resumeFilename: 'meera.pdf',
  userEmail: 'meera@example.com',
  customize: false,
  search: { jobTitle: 'Product designer', location: 'Pune' },
  profile: { firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.com', phone: '9876543210' },
  agentToken: 'a'.repeat(40),
  apiUrl: 'http://localhost',
};

/** Every window message a page receives, recorded in the page's own world before any of its scripts run. */
function recordMessages() {
  const seen: { type: unknown; origin: string; data: unknown }[] = [];
  (window as unknown as { __seen: typeof seen }).__seen = seen;
  window.addEventListener('message', (event: MessageEvent) => {
    const type =
      typeof event.data === 'object' && event.data ? (event.data as { type?: unknown }).type : null;
    seen.push({ type, origin: event.origin, data: event.data });
  });
}

type Seen = { type: unknown; origin: string; data: unknown };
const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen);
const count = async (page: Page, type: string) => (await seen(page)).filter((m) => m.type === type).length;
const waitForCount = (page: Page, type: string, n: number) =>
  page.waitForFunction(
    ([t, k]) => (window as unknown as { __seen: Seen[] }).__seen.filter((m) => m.type === t).length >= k,
    [type, n] as const,
  );

let server: AppServer;
let browser: ExtensionBrowser;
let extensionDir: string;
let other: Server;
let otherOrigin: string;

beforeAll(async () => {
  extensionDir = await mkdtemp(path.join(tmpdir(), 'applypilot-extension-'));
  const [app] = await Promise.all([startAppServer(), buildExtension(extensionDir, await freePort())]);
  server = app;
  browser = await launchWithExtension(extensionDir);
  await browser.context.addInitScript(recordMessages);
  // Another origin: 127.0.0.2 is loopback too, but no match pattern of the extension covers it.
  const port = await freePort();
  otherOrigin = `http://127.0.0.2:${port}`;
  other = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end('<!doctype html><title>Another site</title><h1>Another site</h1>');
  });
  await new Promise<void>((resolve) => other.listen(port, '127.0.0.2', resolve));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => other?.close(resolve));
  if (extensionDir) await rm(extensionDir, { recursive: true, force: true });
});

/** A new account, registered through the API and logged in through the form (as a person does). */
async function loggedInPage(): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${server.origin}/login`);
  const email = `extension.${Date.now()}@example.com`;
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/auth/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { name: 'Meera Iyer', email, password: PASSWORD },
  );
  expect(status).toBe(201);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  return page;
}

describe('the extension', () => {
  it('connects to the dashboard, answers its requests and ignores another origin', async () => {
    const page = await loggedInPage();
    await page.goto(`${server.origin}/dashboard`);
    const status = page.getByTestId('extension-status');
    await status.filter({ hasText: 'Extension connected' }).waitFor();
    await snapshot(page, 'extension-dashboard-connected');

    // Another site opens the dashboard and posts to it: the messages arrive, and the extension ignores them. The
    // page opened is one without the automation panel, which asks for the agent's state on its own when it mounts
    // (answered or not, depending on whether the content script was listening yet): here every request is ours.
    const attacker = await browser.context.newPage();
    await attacker.goto(`${otherOrigin}/`);
    const [app] = await Promise.all([
      browser.context.waitForEvent('page'),
      attacker.evaluate((url) => {
        (window as unknown as { app: Window | null }).app = window.open(url, 'applypilot');
      }, `${server.origin}/dashboard/interview-settings`),
    ]);
    await app.getByTestId('extension-status').filter({ hasText: 'Extension connected' }).waitFor();
    // The dashboard's Cross-Origin-Opener-Policy (decision 015) severs the other site's handle: it cannot post.
    expect(await attacker.evaluate(() => (window as unknown as { app: Window }).app.closed)).toBe(true);
    // A message that still arrives from elsewhere (a frame, a stale handle) has a foreign origin: shown here with
    // events of that origin dispatched in the dashboard, which the extension must ignore.
    await app.evaluate(
      ({ start, state, payload, from }) => {
        for (const data of [{ type: start, payload }, { type: state }])
          window.dispatchEvent(new MessageEvent('message', { data, origin: from, source: window }));
      },
      {
        start: WINDOW_MESSAGE.startAutomation,
        state: WINDOW_MESSAGE.agentStateRequest,
        payload,
        from: otherOrigin,
      },
    );
    await app.waitForFunction(
      (origin) =>
        (window as unknown as { __seen: Seen[] }).__seen.filter((m) => m.origin === origin).length >= 2,
      otherOrigin,
    );

    // The dashboard itself asks: each request gets exactly one answer, so the two above got none.
    const post = (message: unknown) =>
      app.evaluate((m) => window.postMessage(m, window.location.origin), message);
    await post({ type: WINDOW_MESSAGE.agentStateRequest });
    await waitForCount(app, WINDOW_MESSAGE.agentState, 1);
    await post({ type: WINDOW_MESSAGE.startAutomation, payload });
    await waitForCount(app, WINDOW_MESSAGE.automationError, 1);
    await post({ type: WINDOW_MESSAGE.agentStateRequest });
    await waitForCount(app, WINDOW_MESSAGE.agentState, 2);

    const messages = await seen(app);
    // The page's own-origin state requests are exactly the test's two.
    expect(
      messages.filter((m) => m.type === WINDOW_MESSAGE.agentStateRequest && m.origin === server.origin)
        .length,
    ).toBe(2);
    expect(messages.filter((m) => m.type === WINDOW_MESSAGE.agentState).map((m) => m.data)).toEqual([
      { type: 'AGENT_STATE', connection: 'offline' },
      { type: 'AGENT_STATE', connection: 'offline' },
    ]);
    expect(messages.filter((m) => m.type === WINDOW_MESSAGE.automationError).map((m) => m.data)).toEqual([
      { type: 'AUTOMATION_ERROR', message: NOT_RUNNING },
    ]);
    // Whatever the extension posts goes to the page's own origin only.
    const fromExtension = messages.filter((m) =>
      [WINDOW_MESSAGE.extensionReady, WINDOW_MESSAGE.agentState, WINDOW_MESSAGE.automationError].includes(
        m.type as never,
      ),
    );
    expect(new Set(fromExtension.map((m) => m.origin))).toEqual(new Set([server.origin]));

    // On the other origin the content script does not run: the handshake there stays unanswered.
    await attacker.evaluate(
      (type) => window.postMessage({ type }, window.location.origin),
      WINDOW_MESSAGE.dashboardReady,
    );
    await attacker.waitForFunction(() => (window as unknown as { __seen: Seen[] }).__seen.length >= 1);
    expect(await count(attacker, WINDOW_MESSAGE.extensionReady)).toBe(0);
  });

  it("popup: says the agent is not running, checks the code's form, and will not pair without an agent", async () => {
    const popup = await browser.context.newPage();
    await popup.setViewportSize({ width: 320, height: 360 });
    await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
    await popup.getByRole('status').filter({ hasText: 'Agent not running' }).waitFor();

    const code = popup.getByLabel('Pairing code');
    const alert = popup.getByRole('alert');
    await code.fill('12345');
    await popup.getByRole('button', { name: 'Pair' }).click();
    await alert.filter({ hasText: 'Type the 6-digit code the agent shows.' }).waitFor();

    await code.fill('123456');
    await popup.getByRole('button', { name: 'Pair' }).click();
    await alert.filter({ hasText: NOT_RUNNING }).waitFor();
    expect(await popup.getByRole('button', { name: 'Stop' }).isVisible()).toBe(false);
    expect(await popup.getByRole('button', { name: 'Unpair' }).isVisible()).toBe(false);
    await snapshot(popup, 'extension-popup-agent-not-running');
  });
});
