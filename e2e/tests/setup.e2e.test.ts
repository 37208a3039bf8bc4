import { MESSAGES } from '@applypilot/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snapshot } from '../support/browser';
import { withDatabase } from '../support/database';
import { tinyPdf } from '../support/pdf';
import { useAppAndBrowser } from '../support/suite';

/**
 * Assistant setup in Chromium on the real API: a real PDF read by the app's pdf.js, the save and its storage, the
 * screening answers, then a launch to a stand-in extension (a page script that answers the handshake and records
 * START_AUTOMATION) and the progress it relays. POST /api/agent/token is answered by the page route: that endpoint
 * belongs to another part of the automation issue.
 */
const suite = useAppAndBrowser();

async function newPage(): Promise<Page> {
  const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
  const context = page.context();
  // The stand-in extension: answers DASHBOARD_READY and keeps what the page starts.
  await context.addInitScript(() => {
    const started: unknown[] = [];
    (window as unknown as { __started: unknown[] }).__started = started;
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: string };
      if (data?.type === 'DASHBOARD_READY') window.postMessage({ type: 'EXTENSION_READY' }, location.origin);
      if (data?.type === 'START_AUTOMATION') started.push(data);
    });
  });
  await context.route('**/api/agent/token', (route) =>
    route.fulfill({
      json: { success: true, token: 'e2e-agent-token-0123456789', expiresAt: Date.now() + 1000 },
    }),
  );
  return page;
}

describe('assistant setup and launch', () => {
  it('reads a PDF, saves the setup and the screening answers, launches and shows the progress', async () => {
    const account = { name: 'Asha Rao', email: `asha.${Date.now()}@example.com`, password: 'setup-pass-123' };
    const registered = await fetch(`${suite.server().origin}/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    await suite
      .server()
      .offline(() =>
        withDatabase(suite.server().dataDir, (db) =>
          db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [account.email]),
        ),
      );

    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('link', { name: 'Assistant Setup' }).click();
    await page.waitForURL('**/dashboard/setup');

    const status = page.getByTestId('setup-status');
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
    const resume = await page.evaluate(
      () => JSON.parse(localStorage.getItem('resumeData') ?? 'null') as unknown,
    );
    expect(resume).toMatchObject({ filename: 'Asha_Rao.pdf', text: 'Asha Rao\nFrontend Engineer' });

    await page.getByLabel('Phone', { exact: true }).fill('9876543210');
    await page.getByRole('button', { name: 'Save screening answers' }).click();
    await page.getByText('Screening answers saved.').waitFor();
    await snapshot(page, 'setup-saved');

    await page.getByRole('button', { name: 'Start Automation' }).click();
    await expect.poll(() => page.getByTestId('setup-start').textContent()).toBe('Processing...');
    const started = (await page.evaluate(
      () => (window as unknown as { __started: unknown[] }).__started,
    )) as {
      payload: { jobUrl: string; resumeText: string; agentToken: string; profile: { phone: string } };
    }[];
    expect(started).toHaveLength(1);
    expect(started[0]!.payload).toMatchObject({
      jobUrl:
        'https://www.linkedin.com/jobs/search/?keywords=Frontend+Engineer&f_AL=true&location=Pune&f_WT=2',
      resumeText: 'Asha Rao\nFrontend Engineer',
      agentToken: 'e2e-agent-token-0123456789',
      profile: { phone: '9876543210' },
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
  });
});
