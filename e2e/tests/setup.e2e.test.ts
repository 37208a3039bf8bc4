import { MESSAGES } from '@applypilot/contracts';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { installStandInExtension, signUp, verifyThroughOutbox } from '../support/automation-flow';
import { snapshot } from '../support/browser';
import { artifactsDir } from '../support/paths';
import { tinyPdf } from '../support/pdf';
import { useAppAndBrowser } from '../support/suite';
import { readUserData } from '../support/user-data';

/**
 * Assistant setup in Chromium on the real API: a real PDF read by the app's pdf.js, the save and its storage, the
 * screening answers, then a launch to a stand-in extension (a page script that answers the handshake and the agent's
 * state, and records START_AUTOMATION) and the progress it relays. POST /api/agent/token is answered by the page
 * route, so the payload's token is known. The account is made as a person makes it: the form, then the mailed link.
 */
const suite = useAppAndBrowser();

async function newPage(): Promise<{ page: Page; tokenRequests: () => number }> {
  const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
  const context = page.context();
  await installStandInExtension(context);
  let tokenRequests = 0;
  await context.route('**/api/agent/token', (route) => {
    tokenRequests += 1;
    return route.fulfill({
      json: { success: true, token: 'e2e-agent-token-0123456789', expiresAt: Date.now() + 1000 },
    });
  });
  return { page, tokenRequests: () => tokenRequests };
}

/** The header pill: its words and its state attribute. */
async function header(page: Page): Promise<[string | null, string | null]> {
  const status = page.getByTestId('extension-status');
  return [await status.textContent(), await status.getAttribute('data-state')];
}

describe('assistant setup and launch', () => {
  it('reads a PDF, saves the setup and the screening answers, launches and shows the progress', async () => {
    const account = { name: 'Asha Rao', email: `asha.${Date.now()}@example.com`, password: 'setup-pass-123' };
    const { page, tokenRequests } = await newPage();
    await signUp(page, suite.server(), account);
    await page.getByRole('link', { name: 'Assistant Setup' }).click();
    await page.waitForURL('**/dashboard/setup');

    const status = page.getByTestId('setup-status');
    // No resume yet is something to do, not something done: amber, not the saved resume's green (decision 050).
    const missing = page.getByTestId('no-resume');
    expect(await missing.textContent()).toBe('No resume yet.');
    expect(await missing.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(146, 64, 14)');
    await page.getByLabel('Resume PDF').setInputFiles({
      name: 'Asha_Rao.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(['Asha Rao', 'Frontend Engineer']),
    });
    await expect.poll(() => status.textContent()).toBe('Resume "Asha_Rao.pdf" processed.');
    await page.getByLabel('Job Title/Keywords').fill('Frontend Engineer');
    await page.getByLabel('Location').fill('Pune');
    await page.getByLabel('Work Type').selectOption('Remote');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.poll(() => status.textContent()).toBe(MESSAGES.settingsSaved);
    const resume = JSON.parse((await readUserData(page, 'resumeData')) ?? 'null') as unknown;
    expect(resume).toMatchObject({ filename: 'Asha_Rao.pdf', text: 'Asha Rao\nFrontend Engineer' });

    await page.getByLabel('Phone', { exact: true }).fill('9876543210');
    // Issue [2] of the truth work: the opt-in accuracy declaration, off until the person ticks it.
    const declarations = page.getByRole('checkbox', {
      name: 'Tick declarations that my application is accurate',
    });
    expect(await declarations.isChecked()).toBe(false);
    await declarations.check();
    await page.getByRole('button', { name: 'Save screening answers' }).click();
    await page.getByText('Screening answers saved.').waitFor();
    await snapshot(page, 'setup-saved');
    await screeningAnswersShot(page, 'setup-screening-answers-1280');

    // Not verified yet: refused with the API's own message before anything starts (no token, no message out).
    await expect.poll(() => header(page)).toEqual(['Ready', 'ready']);
    await page.getByRole('button', { name: 'Start Automation' }).click();
    const modal = page.getByTestId('modal');
    await modal.filter({ hasText: MESSAGES.emailNotVerified }).waitFor();
    // The viewport as the person sees it, the dialog's fade-in finished.
    await page.screenshot({
      path: path.join(artifactsDir, 'setup-unverified-refused.png'),
      animations: 'disabled',
    });
    await page.getByTestId('modal-confirm').click();
    await modal.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __started: unknown[] }).__started)).toEqual([]);
    expect(tokenRequests()).toBe(0);

    // The mailed link, opened as a person does; the saved setup is still there.
    await verifyThroughOutbox(page, suite.server(), account.email);
    await page.goto('/dashboard/setup');
    await page.getByTestId('active-resume').filter({ hasText: 'Asha_Rao.pdf' }).waitFor();
    expect(
      await page.getByTestId('active-resume').evaluate((element) => getComputedStyle(element).color),
    ).toBe('rgb(22, 101, 52)');
    await expect.poll(() => header(page)).toEqual(['Ready', 'ready']);
    await page.getByRole('button', { name: 'Start Automation' }).click();
    await expect.poll(() => page.getByTestId('setup-start').textContent()).toBe('Processing...');
    // The launch message goes out once the setup is read back from the sealed store: wait for it, not a moment.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __started: unknown[] }).__started.length))
      .toBe(1);
    const started = (await page.evaluate(
      () => (window as unknown as { __started: unknown[] }).__started,
    )) as {
      payload: {
        jobUrl: string;
        resumeText: string;
        agentToken: string;
        profile: { phone: string; tickAccuracyDeclarations: boolean };
      };
    }[];
    expect(started).toHaveLength(1);
    expect(tokenRequests()).toBe(1);
    expect(started[0]!.payload).toMatchObject({
      jobUrl:
        'https://www.linkedin.com/jobs/search/?keywords=Frontend+Engineer&f_AL=true&location=Pune&f_WT=2',
      resumeText: 'Asha Rao\nFrontend Engineer',
      agentToken: 'e2e-agent-token-0123456789',
      profile: { phone: '9876543210', tickAccuracyDeclarations: true },
    });

    await page.evaluate(() => {
      const send = (event: unknown) =>
        window.postMessage({ type: 'AUTOMATION_EVENT', event }, location.origin);
      send({ type: 'run-started', runId: 'r1', at: Date.now() });
      send({
        type: 'job-result',
        runId: 'r1',
        result: { jobId: '1', title: 'Frontend Engineer', company: 'Acme', outcome: 'applied' },
        creditsLeft: 4,
      });
      send({
        type: 'run-ended',
        runId: 'r1',
        reason: 'finished',
        message: 'Done: 1 applied.',
        applied: 1,
        processed: 1,
      });
    });
    const panel = page.getByTestId('automation-panel');
    await expect.poll(() => panel.textContent()).toContain('Done: 1 applied.');
    expect(await panel.getByTestId('run-credits').textContent()).toBe('4');
    await snapshot(page, 'setup-run-ended');

    // A phone-sized screen: nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'Save Settings' }).waitFor();
    await snapshot(page, 'setup-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await declarations.isChecked()).toBe(true);
    await screeningAnswersShot(page, 'setup-screening-answers-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('the header says what is really connected, and asks again when the tab comes back', async () => {
    const account = {
      name: 'Ravi Iyer',
      email: `ravi.${Date.now()}@example.com`,
      password: 'header-pass-123',
    };
    const { page } = await newPage();
    await signUp(page, suite.server(), account);

    await page.goto('/dashboard?no-extension');
    await page.getByTestId('extension-status').waitFor();
    // Nothing answers the handshake.
    await expect.poll(() => header(page)).toEqual(['Extension not found', 'no-extension']);
    await page.getByTestId('extension-status').screenshot({ path: await headerShot('no-extension') });

    await page.goto('/dashboard');
    const states: [string, string][] = [
      ['offline', 'Agent not running'],
      ['unpaired', 'Extension not paired'],
      ['ready', 'Ready'],
      ['running', 'Running'],
    ];
    for (const [connection, label] of states) {
      // The stand-in answers the next question with this state; the tab regaining focus asks it.
      await page.evaluate((value) => {
        (window as unknown as { __agentConnection: string }).__agentConnection = value;
        window.dispatchEvent(new Event('focus'));
      }, connection);
      await expect.poll(() => header(page)).toEqual([label, connection]);
      await page.getByTestId('extension-status').screenshot({ path: await headerShot(connection) });
    }
    await snapshot(page, 'dashboard-agent-running');
  });
});

describe('the question queue after two runs (issue 20)', () => {
  it('shows one card per question with the jobs waiting, and one answer releases all of them', async () => {
    const account = {
      name: 'Meera Das',
      email: `meera.${Date.now()}@example.com`,
      password: 'queue-pass-123',
    };
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await signUp(page, suite.server(), account);
    await verifyThroughOutbox(page, suite.server(), account.email);
    await page.goto('/dashboard/setup');
    // What the agent reports over two runs, with LinkedIn's required mark written two ways, through the real API.
    const declaration = ['I confirm the information in my application is true'];
    const reports = [
      {
        jobId: '4100000001',
        jobTitle: 'Frontend Engineer',
        question: 'Declaration*',
        kind: 'checkbox',
        options: declaration,
      },
      {
        jobId: '4100000001',
        jobTitle: 'Frontend Engineer',
        question: 'Notice period (in days)?',
        kind: 'numeric',
      },
      {
        jobId: '4100000002',
        jobTitle: 'React Developer',
        question: 'Declaration *',
        kind: 'checkbox',
        options: declaration,
      },
      {
        jobId: '4100000002',
        jobTitle: 'React Developer',
        question: '  Notice period (in days)? ',
        kind: 'numeric',
      },
    ].map((r) => ({ ...r, company: 'Acme', jobUrl: `https://www.linkedin.com/jobs/view/${r.jobId}/` }));
    const statuses = await page.evaluate(async (bodies) => {
      const { token } = (await (await fetch('/api/agent/token', { method: 'POST' })).json()) as {
        token: string;
      };
      const out: number[] = [];
      for (const body of bodies) {
        const res = await fetch('/api/agent/needs-answer', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        out.push(res.status);
      }
      return out;
    }, reports);
    expect(statuses).toEqual([201, 201, 201, 201]);
    await page.reload();

    const queue = page.getByRole('region', { name: 'Questions waiting for you' });
    const cards = queue.getByTestId('queue-card');
    await expect.poll(() => cards.count()).toBe(2);
    const card = cards.filter({ hasText: 'Declaration' });
    expect(await card.getByRole('paragraph').first().textContent()).toBe('Declaration');
    const jobs = card.getByRole('list', { name: '2 jobs are waiting on this answer:' });
    expect(
      await jobs.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual([
      'https://www.linkedin.com/jobs/view/4100000002/',
      'https://www.linkedin.com/jobs/view/4100000001/',
    ]);
    const words = ((await queue.textContent()) ?? '').toLowerCase();
    for (const kind of ['checkbox', 'numeric', 'select', 'radio']) expect(words).not.toContain(kind);
    await snapshot(page, 'setup-question-queue');

    // A single box is a checkbox: ticked, unticked, ticked again; then one answer for both jobs.
    const box = card.getByRole('checkbox', { name: declaration[0] });
    await box.check();
    await box.uncheck();
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await card.getByRole('button', { name: 'Save answer for all' }).click();
    await expect.poll(() => cards.count()).toBe(1);
    const left = await page.evaluate(async () => {
      const res = await fetch('/api/needs-answer');
      return ((await res.json()) as { items: { jobId: string; question: string }[] }).items.map((i) => [
        i.jobId,
        i.question,
      ]);
    });
    expect(left.sort()).toEqual([
      ['4100000001', 'Notice period (in days)?'],
      ['4100000002', 'Notice period (in days)?'],
    ]);
    await expect
      .poll(
        async () =>
          (JSON.parse((await readUserData(page, 'automationProfile')) ?? '{}') as { answers?: unknown })
            .answers,
      )
      .toEqual({ Declaration: declaration[0] });
  });
});

/** Where a picture of the header pill goes (e2e/.artifacts), for a person to look at. */
async function headerShot(name: string): Promise<string> {
  await mkdir(artifactsDir, { recursive: true });
  return path.join(artifactsDir, `header-${name}.png`);
}

/**
 * The end of the Screening answers card as the person sees it (e2e/.artifacts): the declaration box, its note and the
 * save button, scrolled into the middle of the viewport (an element shot would stitch the sticky header into it).
 */
async function screeningAnswersShot(page: Page, name: string): Promise<void> {
  await mkdir(artifactsDir, { recursive: true });
  await page
    .getByRole('checkbox', { name: 'Tick declarations that my application is accurate' })
    .evaluate((box) => box.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), animations: 'disabled' });
}
