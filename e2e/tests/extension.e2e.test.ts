import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AGENT_API, ANOTHER_PROGRAM_ON_AGENT_PORT, WINDOW_MESSAGE } from '@applypilot/contracts';
import { createServer, type Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer, type AppServer } from '../support/app-server';
import { snapshot } from '../support/browser';
import {
  buildExtension,
  launchWithExtension,
  startFakeAgent,
  type ExtensionBrowser,
  type FakeAgent,
} from '../support/extension';
import { freePort } from '../support/free-port';
import { startImpostor, type Impostor } from '../support/impostor';

/**
 * The extension in Chromium against the real API and web app, built for the API's origin as a release is built for
 * its site. The agent's port is a stand-in that records every request (support/extension.ts): first it cuts every
 * connection, so "the agent is not running" is what the extension sees; then it answers, the popup pairs with it, and
 * the test reads exactly what reached it. The pages that try the doors: one on another localhost port (the attack of
 * issue 16: a local server next to the dashboard), and the API itself under 127.0.0.1 instead of localhost.
 */
const NOT_RUNNING = 'The ApplyPilot agent is not running. Start it, then try again.';
const WRONG_CODE = "That is not the code the agent shows. Check the agent's window and type it again.";
const PASSWORD = 'extension-pass-123';
const CODE = '482913';
/** A message type no one uses: posted after a handshake to learn when an answer would have arrived. */
const PROBE = 'E2E_PROBE_DONE';

/** The dashboard's payload, carrying a foreign apiUrl the extension must not pass on. */
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
  apiUrl: 'http://localhost:1',
};

/** What the page on another port sends: its own resume and search, and its own API (a stub granting everything). */
const STOLEN_TITLE = 'Anything at all';
function attackerPage(ownOrigin: string): string {
  const start = {
    type: WINDOW_MESSAGE.startAutomation,
    payload: {
      ...payload,
      resumeText: 'Somebody Else',
      resumeFilename: 'someone-else.pdf',
      userEmail: 'someone@example.com',
      search: { jobTitle: STOLEN_TITLE, location: 'Anywhere' },
      apiUrl: ownOrigin,
    },
  };
  const messages = [
    { type: WINDOW_MESSAGE.dashboardReady },
    start,
    { type: WINDOW_MESSAGE.agentStateRequest },
  ];
  return `<!doctype html><title>Another local site</title><h1>Another local site</h1>
<script>for (const m of ${JSON.stringify(messages)}) window.postMessage(m, location.origin);</script>`;
}

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
const waitForCount = (page: Page, type: string, n: number) =>
  page.waitForFunction(
    ([t, k]) => (window as unknown as { __seen: Seen[] }).__seen.filter((m) => m.type === t).length >= k,
    [type, n] as const,
  );

/** The types only the extension posts to a page. */
const FROM_EXTENSION: unknown[] = [
  WINDOW_MESSAGE.extensionReady,
  WINDOW_MESSAGE.agentState,
  WINDOW_MESSAGE.automationError,
  WINDOW_MESSAGE.automationEvent,
  WINDOW_MESSAGE.sentResume,
];
const fromExtension = async (page: Page) => (await seen(page)).filter((m) => FROM_EXTENSION.includes(m.type));

/**
 * Whether the content script on `page` answers the handshake. The page posts DASHBOARD_READY and, once it has
 * arrived, a probe. The content script answers during the same dispatch (its listener comes first: it was added at
 * document start), so its EXTENSION_READY is queued before the probe: once the probe arrives, an answer that has not
 * arrived never will. No waiting on a clock either way.
 */
function handshakeAnswered(page: Page): Promise<boolean> {
  return page.evaluate(
    async ({ ready, answer, probe }) => {
      const arrived = (type: string) =>
        new Promise<void>((resolve) => {
          const on = (event: MessageEvent) => {
            if ((event.data as { type?: unknown } | null)?.type !== type) return;
            window.removeEventListener('message', on);
            resolve();
          };
          window.addEventListener('message', on);
        });
      const answers: unknown[] = [];
      const listen = (event: MessageEvent) => answers.push((event.data as { type?: unknown } | null)?.type);
      window.addEventListener('message', listen);
      const readyArrived = arrived(ready);
      window.postMessage({ type: ready }, window.location.origin);
      await readyArrived;
      const probeArrived = arrived(probe);
      window.postMessage({ type: probe }, window.location.origin);
      await probeArrived;
      window.removeEventListener('message', listen);
      return answers.includes(answer);
    },
    { ready: WINDOW_MESSAGE.dashboardReady, answer: WINDOW_MESSAGE.extensionReady, probe: PROBE },
  );
}

let tmp: string;
let server: AppServer;
let agent: FakeAgent;
let browser: ExtensionBrowser;
let other: Server;
let otherOrigin: string;
let agentPort: number;
let impostor: Impostor | undefined;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'applypilot-extension-'));
  agentPort = await freePort();
  [server, agent] = await Promise.all([startAppServer(), startFakeAgent(agentPort, CODE)]);
  const extensionDir = path.join(tmp, 'extension');
  await buildExtension(extensionDir, agentPort, server.origin);
  browser = await launchWithExtension(extensionDir);
  await browser.context.addInitScript(recordMessages);
  // Another port of the same host name as the dashboard: a local server anyone on this computer can start.
  const port = await freePort();
  otherOrigin = `http://localhost:${port}`;
  other = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(attackerPage(otherOrigin));
  });
  await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve));
});

afterAll(async () => {
  await impostor?.stop();
  await browser?.close();
  await server?.stop();
  await agent?.close();
  await new Promise((resolve) => other?.close(resolve));
  if (tmp) await rm(tmp, { recursive: true, force: true });
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

/** A page of the app's origin with no script of the app (its health check): every message on it is the test's. */
async function quietAppPage(origin = server.origin): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`${origin}/healthz`);
  return page;
}

describe('the extension, with no agent running', () => {
  it('connects to the dashboard, answers its requests and ignores another origin', async () => {
    const page = await loggedInPage();
    await page.goto(`${server.origin}/dashboard`);
    // The dashboard's own handshake is answered.
    await waitForCount(page, WINDOW_MESSAGE.extensionReady, 1);
    expect(await handshakeAnswered(page)).toBe(true);
    await snapshot(page, 'extension-dashboard-connected');

    // Another site opens the dashboard: the dashboard's Cross-Origin-Opener-Policy (decision 015) severs the
    // handle, so it cannot post to it.
    const attacker = await browser.context.newPage();
    await attacker.goto(`${otherOrigin}/`);
    const [app] = await Promise.all([
      browser.context.waitForEvent('page'),
      attacker.evaluate((url) => {
        (window as unknown as { app: Window | null }).app = window.open(url, 'applypilot');
      }, `${server.origin}/dashboard/interview-settings`),
    ]);
    await waitForCount(app, WINDOW_MESSAGE.extensionReady, 1);
    expect(await attacker.evaluate(() => (window as unknown as { app: Window }).app.closed)).toBe(true);

    // A message that still arrives from elsewhere (a frame, a stale handle) has a foreign origin: shown here with
    // events of that origin dispatched in a page of the app's origin, which the extension must ignore.
    const quiet = await quietAppPage();
    expect(await handshakeAnswered(quiet)).toBe(true);
    await quiet.evaluate(
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
    await quiet.waitForFunction(
      (origin) =>
        (window as unknown as { __seen: Seen[] }).__seen.filter((m) => m.origin === origin).length >= 2,
      otherOrigin,
    );

    // The page itself asks: each request gets exactly one answer, so the two above got none.
    const post = (message: unknown) =>
      quiet.evaluate((m) => window.postMessage(m, window.location.origin), message);
    await post({ type: WINDOW_MESSAGE.agentStateRequest });
    await waitForCount(quiet, WINDOW_MESSAGE.agentState, 1);
    await post({ type: WINDOW_MESSAGE.startAutomation, payload });
    await waitForCount(quiet, WINDOW_MESSAGE.automationError, 1);
    await post({ type: WINDOW_MESSAGE.agentStateRequest });
    await waitForCount(quiet, WINDOW_MESSAGE.agentState, 2);

    const messages = await seen(quiet);
    expect(messages.filter((m) => m.type === WINDOW_MESSAGE.agentState).map((m) => m.data)).toEqual([
      { type: 'AGENT_STATE', connection: 'offline' },
      { type: 'AGENT_STATE', connection: 'offline' },
    ]);
    expect(messages.filter((m) => m.type === WINDOW_MESSAGE.automationError).map((m) => m.data)).toEqual([
      { type: 'AUTOMATION_ERROR', message: NOT_RUNNING },
    ]);
    // Whatever the extension posts goes to the page's own origin only.
    expect(new Set((await fromExtension(quiet)).map((m) => m.origin))).toEqual(new Set([server.origin]));

    // On the other port the content script does not run: its handshake stays unanswered.
    expect(await handshakeAnswered(attacker)).toBe(false);
    expect(await fromExtension(attacker)).toEqual([]);
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
    await alert
      .filter({ hasText: 'Type the code the agent shows: 6 digits, or 12 when it shows a longer one.' })
      .waitFor();

    await code.fill('123456');
    await popup.getByRole('button', { name: 'Pair' }).click();
    await alert.filter({ hasText: NOT_RUNNING }).waitFor();
    expect(await popup.getByRole('button', { name: 'Stop' }).isVisible()).toBe(false);
    expect(await popup.getByRole('button', { name: 'Unpair' }).isVisible()).toBe(false);
    await snapshot(popup, 'extension-popup-agent-not-running');
    await popup.close();
  });
});

describe('only the site the extension was built for drives the agent', () => {
  const starts = () =>
    agent.requests.filter((r) => r.method === 'POST' && r.path === AGENT_API.start) as {
      origin: string | undefined;
      opened: { apiUrl?: unknown; search?: { jobTitle?: unknown } };
    }[];
  let attacker: Page;

  beforeAll(async () => {
    agent.answering = true;
    for (const open of browser.context.pages()) await open.close();
  });

  it('pairs from the popup, telling the agent the site it was built for', async () => {
    const from = agent.requests.length;
    const popup = await browser.context.newPage();
    await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
    await popup.getByRole('status').filter({ hasText: 'Not paired' }).waitFor();
    const code = popup.getByLabel('Pairing code');
    const alert = popup.getByRole('alert');
    await code.fill('000000');
    await popup.getByRole('button', { name: 'Pair' }).click();
    await alert.filter({ hasText: WRONG_CODE }).waitFor();
    await code.fill(CODE);
    await popup.getByRole('button', { name: 'Pair' }).click();
    await alert.filter({ hasText: 'Paired with the agent.' }).waitFor();
    await popup.getByRole('status').filter({ hasText: 'Ready' }).waitFor();
    await popup.close();

    // Two tries, each an offer and a confirmation (decision 048): the site the extension was built for is named, and
    // neither code ever crossed the port.
    const pairs = agent.requests.slice(from).filter((r) => r.path === AGENT_API.pair);
    expect(pairs.map((r) => [r.origin, (r.body as { step?: unknown }).step])).toEqual([
      [`chrome-extension://${browser.extensionId}`, 'offer'],
      [`chrome-extension://${browser.extensionId}`, 'confirm'],
      [`chrome-extension://${browser.extensionId}`, 'offer'],
      [`chrome-extension://${browser.extensionId}`, 'confirm'],
    ]);
    expect(pairs.filter((r) => (r.body as { step?: unknown }).step === 'offer').map((r) => r.body)).toEqual([
      expect.objectContaining({ apiOrigin: server.origin }),
      expect.objectContaining({ apiOrigin: server.origin }),
    ]);
    const sent = JSON.stringify(agent.requests.slice(from));
    expect(sent).not.toContain(CODE);
    expect(sent).not.toContain('000000');
  });

  it('a page on another localhost port gets no answer, and nothing it sends reaches the agent', async () => {
    // Nothing else is open (the popup closed), and no run goes on: what reaches the agent now came from this page.
    expect(browser.context.pages()).toEqual([]);
    const from = agent.requests.length;
    attacker = await browser.context.newPage();
    await attacker.goto(`${otherOrigin}/`);
    // Its three messages were posted (the page's own script, on load)...
    await waitForCount(attacker, WINDOW_MESSAGE.agentStateRequest, 1);
    expect((await seen(attacker)).map((m) => m.type)).toEqual([
      WINDOW_MESSAGE.dashboardReady,
      WINDOW_MESSAGE.startAutomation,
      WINDOW_MESSAGE.agentStateRequest,
    ]);
    // ...and nothing listens: no handshake answer, no reply, no request at the agent.
    expect(await handshakeAnswered(attacker)).toBe(false);
    expect(await fromExtension(attacker)).toEqual([]);
    expect(agent.requests.slice(from)).toEqual([]);
  });

  it('the same server under 127.0.0.1 instead of localhost is another origin, refused alike', async () => {
    const from = agent.requests.length;
    const page = await quietAppPage(server.origin.replace('//localhost:', '//127.0.0.1:'));
    expect(new URL(page.url()).origin).not.toBe(server.origin);
    await page.evaluate(
      (messages) => {
        for (const m of messages) window.postMessage(m, window.location.origin);
      },
      [{ type: WINDOW_MESSAGE.startAutomation, payload }, { type: WINDOW_MESSAGE.agentStateRequest }],
    );
    expect(await handshakeAnswered(page)).toBe(false);
    expect(await fromExtension(page)).toEqual([]);
    expect(agent.requests.slice(from)).toEqual([]);
    await page.close();
  });

  it("the dashboard's origin still drives the agent, and the API it names is the build's, not the page's", async () => {
    // Still signed in from the first test (the session cookie outlives its pages).
    const page = await browser.context.newPage();
    await page.goto(`${server.origin}/dashboard`);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForCount(page, WINDOW_MESSAGE.extensionReady, 1);
    expect(starts()).toEqual([]);

    // The page names another API; the agent is told the site the extension was built for.
    await page.evaluate((message) => window.postMessage(message, window.location.origin), {
      type: WINDOW_MESSAGE.startAutomation,
      payload,
    });
    // Counted once the stand-in has opened it with the session's key.
    await expect
      .poll(() => starts().filter((r) => r.opened !== undefined).length, { timeout: 60_000 })
      .toBe(1);
    const [start] = starts();
    expect(start?.origin).toBe(`chrome-extension://${browser.extensionId}`);
    expect(start?.opened.apiUrl).toBe(server.origin);
    expect(start?.opened.search?.jobTitle).toBe(payload.search.jobTitle);
    await page.waitForFunction(() =>
      (window as unknown as { __seen: Seen[] }).__seen.some(
        (m) => m.type === 'AGENT_STATE' && (m.data as { connection?: unknown }).connection === 'ready',
      ),
    );

    // Meanwhile the page on the other port heard nothing, and none of its requests ever reached the agent.
    expect(await fromExtension(attacker)).toEqual([]);
    const stolen = agent.requests.filter((r) => {
      const text = JSON.stringify([r.body, r.opened]);
      return text.includes(STOLEN_TITLE) || text.includes(otherOrigin);
    });
    expect(stolen).toEqual([]);
  });
});

describe("another program on the agent's port (decision 048)", () => {
  it('is sent nothing but hellos, and the dashboard and the popup say so in the same words', async () => {
    // The agent is gone (the stand-in closes its port) and another program takes the port: a process of its own.
    await agent.close();
    impostor = await startImpostor(agentPort);
    for (const open of browser.context.pages()) await open.close();

    const page = await browser.context.newPage();
    await page.goto(`${server.origin}/dashboard`);
    const status = page.getByTestId('extension-status');
    await status.filter({ hasText: ANOTHER_PROGRAM_ON_AGENT_PORT }).waitFor();
    expect(await status.textContent()).toBe("Another program answers on the agent's port");
    await snapshot(page, 'extension-dashboard-another-program');

    // Start: the extension answers with the sentence and sends the program nothing of the run.
    await page.evaluate((message) => window.postMessage(message, window.location.origin), {
      type: WINDOW_MESSAGE.startAutomation,
      payload,
    });
    await page.waitForFunction(() =>
      (window as unknown as { __seen: Seen[] }).__seen.some((m) => m.type === 'AUTOMATION_ERROR'),
    );
    const errors = (await seen(page)).filter((m) => m.type === WINDOW_MESSAGE.automationError);
    expect((errors[0]?.data as { message: string }).message).toMatch(
      /^Another program answers on the agent's port: the extension sent it nothing\./,
    );

    const popup = await browser.context.newPage();
    await popup.setViewportSize({ width: 320, height: 420 });
    await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
    await popup.getByRole('status').filter({ hasText: ANOTHER_PROGRAM_ON_AGENT_PORT }).waitFor();
    await snapshot(popup, 'extension-popup-another-program');
    await popup.close();

    // What reached it: hellos, whose proof it could not make, and at most the one call the extension had already
    // sealed in the session the real agent proved before it left: ciphertext, never a start, and after it nothing
    // but hellos.
    const hellos = impostor.requests.filter((r) => r.path === AGENT_API.hello);
    const sealed = impostor.requests.filter((r) => r.path !== AGENT_API.hello);
    expect(hellos.length).toBeGreaterThan(0);
    for (const request of hellos)
      expect(Object.keys(JSON.parse(request.body) as object)).toEqual(['extensionNonce']);
    expect(sealed.length).toBeLessThanOrEqual(1);
    for (const request of sealed) {
      expect(request.path).not.toBe(AGENT_API.start);
      expect(Object.keys(JSON.parse(request.body) as object).sort()).toEqual(['box', 'iv']);
      expect(impostor.requests.indexOf(request)).toBe(0);
    }
    const everything = JSON.stringify(impostor.requests);
    for (const secret of [
      payload.resumeText,
      payload.resumeBase64,
      payload.agentToken,
      payload.profile.phone,
      payload.resumeFilename,
      CODE,
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
