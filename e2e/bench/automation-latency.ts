/**
 * Automation latency, everything real (API, agent server, practice board as processes; the extension unpacked in
 * Chromium; the agent's own headless Chromium; delays off):
 *   1. from pressing Start Automation to the dashboard showing the first application as applied;
 *   2. from the board recording a submission (its `submittedAt`) to the dashboard's Applied count changing (a
 *      MutationObserver in the page). Between the two: the agent's "sent" call to the API, its event, the
 *      extension's worker and content script. Both clocks are this machine's wall clock (Date.now()).
 * Prints the figures. Not a test: no asserts. Needs the web build: `npm run build -w apps/web && npm run bench -w e2e`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer } from '../support/app-server';
import { fillSetup, pairInPopup, signUpAndVerify } from '../support/automation-flow';
import { buildExtension, launchWithExtension } from '../support/extension';
import { freePort } from '../support/free-port';
import { startBoard, startLocalAgent } from '../support/local-agent';
import { e2eRoot } from '../support/paths';
import { tinyPdf } from '../support/pdf';

interface Marks {
  start: number;
  applied: number[];
  ended: number;
}

async function main(): Promise<void> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'applypilot-bench-'));
  const port = await freePort();
  const extensionDir = path.join(tmp, 'extension');
  const [server, board] = await Promise.all([
    startAppServer(),
    startBoard(path.join(e2eRoot, 'fixtures/automation-catalogue.json')),
  ]);
  // The extension works on one origin, fixed when it is built: the API's, known once it has started.
  await buildExtension(extensionDir, port, server.origin);
  const agent = await startLocalAgent(
    port,
    {
      LINKEDIN_URL: board.url,
      AGENT_DATA_DIR: path.join(tmp, 'agent-data'),
      AGENT_PROFILE_DIR: path.join(tmp, 'agent-profile'),
    },
    server,
  );
  const browser = await launchWithExtension(extensionDir);
  try {
    const page = await browser.context.newPage();
    const account = { name: 'Bench', email: `bench.${Date.now()}@example.com`, password: 'bench-pass-123' };
    await signUpAndVerify(page, server, account);
    await pairInPopup(browser.context, browser.extensionId, await agent.pairingCode());
    await page.goto(`${server.origin}/dashboard/setup`);
    await page.getByTestId('extension-status').filter({ hasText: 'Ready' }).waitFor();
    await fillSetup(page, tinyPdf(['Bench', 'Software Engineer']));

    // In the page: the time of the click, of each change of the Applied count, and of the run's end.
    await page.evaluate(() => {
      const marks: Marks = { start: 0, applied: [], ended: 0 };
      (window as unknown as { __marks: Marks }).__marks = marks;
      let last = '0';
      new MutationObserver(() => {
        const panel = document.querySelector('[data-testid="automation-panel"]');
        const applied = panel?.querySelector('[data-testid="run-applied"]')?.textContent ?? '0';
        if (applied !== last && Number(applied) > Number(last)) marks.applied.push(Date.now());
        last = applied;
        if (!marks.ended && panel?.querySelector('h2')?.textContent === 'Run finished')
          marks.ended = Date.now();
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
      const button = Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent === 'Start Automation',
      );
      marks.start = Date.now();
      button?.click();
    });
    await page.waitForFunction(() => (window as unknown as { __marks: Marks }).__marks.ended > 0, undefined, {
      timeout: 120_000,
    });
    const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
    const sent = (await board.submissions()).submissions.map((s) => Date.parse(s.submittedAt));
    const toDashboard = sent.map((at, i) => (marks.applied[i] ?? Number.NaN) - at);
    const first = (marks.applied[0] ?? Number.NaN) - marks.start;
    console.log('Automation latency (delays off, this machine)');
    console.log(`  applications sent: ${sent.length}`);
    console.log(`  Start pressed -> first "applied" in the dashboard: ${first} ms (aim < 5000 ms)`);
    console.log(
      `  board recorded -> dashboard's Applied count: ${toDashboard.map((ms) => `${ms} ms`).join(', ')} ` +
        `(max ${Math.max(...toDashboard)} ms; aim < 200 ms)`,
    );
    console.log(`  whole run (Start -> Run finished): ${marks.ended - marks.start} ms`);
  } finally {
    await browser.close();
    await agent.stop();
    await board.stop();
    await server.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
