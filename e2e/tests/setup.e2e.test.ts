import { MESSAGES } from '@applypilot/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../support/app-server';
import { launchBrowser, snapshot } from '../support/browser';
import { withDatabase } from '../support/database';

/**
 * Assistant setup in Chromium on the real API: a real PDF read by the app's pdf.js, the save and its storage, the
 * screening answers, then a launch to a stand-in extension (a page script that answers the handshake and records
 * START_AUTOMATION) and the progress it relays. POST /api/agent/token is answered by the page route: that endpoint
 * belongs to another part of the automation issue.
 */
let server: AppServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await browser?.close();
  await server?.stop();
});

/** A one-page PDF with two lines of text, built by hand (offsets computed, so the cross-reference table is right). */
function tinyPdf(lines: string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 14 Tf 72 ${720 - i * 20} Td (${line}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.origin,
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(60_000);
  contexts.push(context);
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
  return context.newPage();
}

describe('assistant setup and launch', () => {
  it('reads a PDF, saves the setup and the screening answers, launches and shows the progress', async () => {
    const account = { name: 'Asha Rao', email: `asha.${Date.now()}@example.com`, password: 'setup-pass-123' };
    const registered = await fetch(`${server.origin}/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(account),
    });
    expect(registered.status).toBe(201);
    await server.offline(() =>
      withDatabase(server.dataDir, (db) =>
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
