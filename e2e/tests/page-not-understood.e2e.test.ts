import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_FILE_PATTERN, FREE_TRIAL_CREDITS, MESSAGES } from '@applypilot/contracts';
import { startAppServer, type AppServer } from '../support/app-server';
import { creditsLeft, fillSetup, pairInPopup, signUpAndVerify } from '../support/automation-flow';
import { snapshot } from '../support/browser';
import { buildExtension, launchWithExtension, type ExtensionBrowser } from '../support/extension';
import { freePort } from '../support/free-port';
import { startBoard, startLocalAgent, type Board, type LocalAgent } from '../support/local-agent';
import { e2eRoot } from '../support/paths';
import { tinyPdf } from '../support/pdf';

/**
 * A page ApplyPilot does not understand, as a user meets it (issue 27, decision 055): the API, the local agent and the
 * practice board (LinkedIn's 2026 flow, v5-sdui) run as processes, the extension is loaded unpacked. One job's primary
 * action disappears once answering starts (the board's `primaryGoneOnceAnswered`); the agent discards it, sends
 * nothing and spends nothing, and applies to the other job. The live panel and the history say so; the history's
 * "Email support with the page" fetches the agent's redacted copy through the extension, saves it as a download and
 * opens a prepared mail. The copy holds none of the user's values. With the agent stopped, the page says so.
 */
const NOT_UNDERSTOOD = '4100208219';
const APPLIED = '4100216138';
const RESUME = tinyPdf(['Aarav Sharma', 'Software Engineer, Python and React']);

let tmp: string;
let server: AppServer;
let board: Board;
let agent: LocalAgent;
let browser: ExtensionBrowser;
let agentData: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'applypilot-not-understood-'));
  const catalogue = JSON.parse(
    await readFile(path.join(e2eRoot, 'fixtures/automation-catalogue.json'), 'utf8'),
  ) as { jobs: { id: string; events?: Record<string, unknown> }[] };
  catalogue.jobs = catalogue.jobs
    .filter((job) => job.id === NOT_UNDERSTOOD || job.id === APPLIED)
    .map((job) =>
      job.id === NOT_UNDERSTOOD ? { ...job, events: { ...job.events, primaryGoneOnceAnswered: true } } : job,
    );
  const cataloguePath = path.join(tmp, 'catalogue.json');
  await writeFile(cataloguePath, JSON.stringify(catalogue));

  const port = await freePort();
  const extensionDir = path.join(tmp, 'extension');
  agentData = path.join(tmp, 'agent-data');
  [server, board] = await Promise.all([
    startAppServer({ SUPPORT_EMAIL: 'pages@applypilot.example' }),
    startBoard(cataloguePath, 'v5-sdui'),
  ]);
  await buildExtension(extensionDir, port, server.origin);
  agent = await startLocalAgent(
    port,
    {
      LINKEDIN_URL: board.url,
      AGENT_DATA_DIR: agentData,
      AGENT_PROFILE_DIR: path.join(tmp, 'agent-profile'),
    },
    server,
  );
  browser = await launchWithExtension(extensionDir);
});

afterAll(async () => {
  await browser?.close();
  await agent?.stop();
  await board?.stop();
  await server?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('a page ApplyPilot does not understand', () => {
  it('sends nothing for it, says so on the panel and in the history, and prepares the support mail with the page', async () => {
    const page = await browser.context.newPage();
    const account = {
      name: 'Aarav Sharma',
      email: `pages.${Date.now()}@example.com`,
      password: 'auto-pass-123',
    };
    await signUpAndVerify(page, server, account);
    await pairInPopup(browser.context, browser.extensionId, await agent.pairingCode());
    await page.goto(`${server.origin}/dashboard/setup`);
    await page.getByTestId('extension-status').filter({ hasText: 'Ready' }).waitFor();
    await fillSetup(page, RESUME);

    await page.getByRole('button', { name: 'Start Automation' }).click();
    const panel = page.getByTestId('automation-panel');
    await panel.getByRole('heading', { name: 'Run finished' }).waitFor({ timeout: 120_000 });
    const jobs = await panel.getByRole('list', { name: 'Jobs this run' }).innerText();
    expect(await panel.getByTestId('run-applied').textContent(), jobs).toBe('1');
    const line = panel.getByRole('listitem').filter({ hasText: 'Infosys Digital' });
    expect(await line.innerText()).toContain('Not sent: a page ApplyPilot does not understand yet');
    expect(await line.getByTestId('run-not-understood').innerText()).toContain(
      'Nothing was sent and no credit was spent.',
    );
    await line.getByRole('button', { name: 'Email support with the page' }).waitFor();
    await snapshot(page, 'not-understood-panel');

    // Nothing reached the employer for that job and no credit went on it; the other job was applied to.
    const record = await board.submissions();
    expect(record.submissions.map((s) => s.jobId)).toEqual([APPLIED]);
    expect(record.discarded).toContain(NOT_UNDERSTOOD);
    expect(await creditsLeft(page)).toBe(FREE_TRIAL_CREDITS - 1);

    // The agent kept one copy, readable by the user only.
    const captures = await readdir(path.join(agentData, 'captures'));
    expect(captures).toHaveLength(1);
    expect(captures[0]).toMatch(CAPTURE_FILE_PATTERN);
    expect(captures[0]?.startsWith(`${NOT_UNDERSTOOD}-`)).toBe(true);
    expect((await stat(path.join(agentData, 'captures', captures[0]!))).mode & 0o777).toBe(0o600);

    // The history lists it with its reason and the button, as a user finds it on the dashboard.
    await page.goto(`${server.origin}/dashboard`);
    await page.getByTestId('extension-status').filter({ hasText: 'Ready' }).waitFor();
    await page.getByRole('tab', { name: 'History' }).click();
    const row = page.getByTestId('skipped-jobs').locator(`tr[data-job-id="${NOT_UNDERSTOOD}"]`);
    await row.waitFor();
    expect(await row.getByTestId('skipped-reason').textContent()).toBe(
      `${MESSAGES.pageNotUnderstood}. Nothing was sent and no credit was spent.`,
    );
    // The mail program is the user's: the page's mailto: link is noted where a click on it would leave the page.
    await page.evaluate(() => {
      const opened: string[] = [];
      (window as unknown as { mailtos: string[] }).mailtos = opened;
      document.addEventListener(
        'click',
        (event) => {
          const link = (event.target as Element | null)?.closest?.('a');
          if (link?.href.startsWith('mailto:')) {
            opened.push(link.href);
            event.preventDefault();
          }
        },
        true,
      );
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Email support with the page' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`applypilot-page-${NOT_UNDERSTOOD}.html`);
    const html = await readFile((await download.path())!, 'utf8');
    expect(html).toBe(await readFile(path.join(agentData, 'captures', captures[0]!), 'utf8'));
    // The page as the engine met it: the dialog and the job's own words...
    expect(html).toMatch(/<dialog|role="dialog"/);
    expect(html).toContain('Infosys Digital');
    // ...and none of the user's values: name, email addresses, phone, resume file name, typed values.
    for (const personal of [
      'Aarav',
      'Sharma',
      'aarav.sharma@example.com',
      'a.sharma.1998@example.com',
      account.email,
      '9876543210',
      'Aarav_Sharma.pdf',
      'aarav-sharma-demo',
    ])
      expect(html, `the copy holds "${personal}"`).not.toContain(personal);
    expect(html).not.toMatch(/value="[^"]+"/);

    const status = row.getByRole('status');
    await status.waitFor();
    expect(await status.textContent()).toBe(
      `Saved applypilot-page-${NOT_UNDERSTOOD}.html in your downloads and opened a mail to pages@applypilot.example. Attach the file and send it: nothing is sent until you do. Open the mail again`,
    );
    const mailtos = await page.evaluate(() => (window as unknown as { mailtos: string[] }).mailtos);
    expect(mailtos).toHaveLength(1);
    const mail = new URL(mailtos[0]!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('pages@applypilot.example');
    expect(mail.searchParams.get('subject')).toBe(
      'ApplyPilot did not understand a page: Senior Software Engineer at Infosys Digital',
    );
    expect(mail.searchParams.get('body')).toContain(`I attach applypilot-page-${NOT_UNDERSTOOD}.html`);
    // The fallback link is the same mail.
    expect(await status.getByRole('link', { name: 'Open the mail again' }).getAttribute('href')).toBe(
      mailtos[0],
    );
    await snapshot(page, 'not-understood-history');

    // With the agent stopped, the same button says so, and nothing is saved.
    await agent.stop();
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await row.getByRole('button', { name: 'Email support with the page' }).click();
    const alert = row.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('The ApplyPilot agent is not running. Start it, then try again.');
    expect(downloads).toBe(0);
  });
});
