import type { BrowserContext, Page } from 'playwright-core';
import { MESSAGES } from '@applypilot/contracts';
import type { AppServer } from './app-server';

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** (No vitest here: the benchmark uses these too.) Signs up through the form, verifies the address through /dev/outbox, and lands on the dashboard. */
export async function signUpAndVerify(page: Page, server: AppServer, account: Account): Promise<void> {
  await signUp(page, server, account);
  await verifyThroughOutbox(page, server, account.email);
}

/** Signs up through the form and logs in, as a person does; the address is not verified yet. */
export async function signUp(page: Page, server: AppServer, account: Account): Promise<void> {
  await page.goto(`${server.origin}/login`);
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await page.getByLabel('Full name', { exact: true }).fill(account.name);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const modal = page.getByTestId('modal');
  await modal.filter({ hasText: MESSAGES.registrationSuccessful }).waitFor();
  await page.getByTestId('modal-confirm').click();
  await modal.waitFor({ state: 'detached' });
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
}

/** Opens the newest mail to `email` in /dev/outbox and follows its verification link. */
export async function verifyThroughOutbox(page: Page, server: AppServer, email: string): Promise<void> {
  await page.goto(`${server.origin}/dev/outbox`);
  await page.locator('article', { hasText: email }).first().getByRole('link').click();
  await page.getByTestId('verify-email-success').waitFor();
}

/** Types the agent's pairing code into the extension's popup, as a user does, and waits for "paired". */
export async function pairInPopup(context: BrowserContext, extensionId: string, code: string): Promise<void> {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}/popup.html`);
  await popup.getByLabel('Pairing code').fill(code);
  await popup.getByRole('button', { name: 'Pair' }).click();
  await popup.locator('#pair-form').waitFor({ state: 'hidden' });
  await popup.close();
}

/** The signed-in user's credits as the API tells the dashboard. */
export async function creditsLeft(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch('/api/user/job-info', { credentials: 'same-origin' });
    const body = (await res.json()) as { user: { availableJobs: number } };
    return body.user.availableJobs;
  });
}

/**
 * The setup screen filled from the board's reference search and profile (apps/practice-board/catalogue). `resume`
 * null keeps the active resume already stored (the one the resume builder set for automation).
 */
export async function fillSetup(page: Page, resume: Buffer | null): Promise<void> {
  const status = page.getByTestId('setup-status');
  if (resume) {
    await page.getByLabel('Resume PDF').setInputFiles({
      name: 'Aarav_Sharma.pdf',
      mimeType: 'application/pdf',
      buffer: resume,
    });
    await status.filter({ hasText: 'Resume "Aarav_Sharma.pdf" processed.' }).waitFor();
  }
  await page.getByLabel('Current CTC (in LPA)', { exact: true }).fill('12');
  await page.getByLabel('Expected CTC (in LPA)', { exact: true }).fill('18');
  await page.getByLabel('Notice Period (in months)', { exact: true }).fill('2');
  await page.getByLabel('Job Title/Keywords', { exact: true }).fill('Software Engineer');
  await page.getByLabel('Location', { exact: true }).fill('India');
  await page.getByLabel('Experience', { exact: true }).selectOption('Mid-Senior level');
  await page.getByLabel('Work Type', { exact: true }).selectOption('Any');
  await page.getByLabel('Date Posted', { exact: true }).selectOption('Past month');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await status.filter({ hasText: MESSAGES.settingsSaved }).waitFor();

  const text: [string, string][] = [
    ['First name', 'Aarav'],
    ['Last name', 'Sharma'],
    ['Email', 'aarav.sharma@example.com'],
    ['Phone country code', '+91'],
    ['Phone', '9876543210'],
    ['City', 'Bengaluru'],
    ['LinkedIn profile URL', 'https://www.linkedin.com/in/aarav-sharma-demo'],
    ['Highest degree', "Bachelor's Degree"],
    ['Total years of experience', '5'],
    ['Authorised to work in (comma-separated)', 'India'],
  ];
  for (const [label, value] of text) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('Need visa sponsorship elsewhere?', { exact: true }).selectOption('yes');
  await page.getByLabel('Willing to relocate?', { exact: true }).selectOption('yes');
  await page.getByLabel("Driver's licence?", { exact: true }).selectOption('yes');
  const skills: [string, string][] = [
    ['Python', '5'],
    ['JavaScript', '4'],
    ['React', '3'],
    ['SQL', '4'],
    ['AWS', '2'],
  ];
  for (const [name, years] of skills) {
    await page.getByRole('button', { name: 'Add skill' }).click();
    await page.getByLabel('Skill', { exact: true }).last().fill(name);
    await page.getByLabel(`Years of ${name}`).fill(years);
  }
  await page.getByRole('button', { name: 'Save screening answers' }).click();
  await page.getByText('Screening answers saved.').waitFor();
}

/**
 * A stand-in for the extension, for tests of the dashboard alone: answers DASHBOARD_READY, answers
 * AGENT_STATE_REQUEST with `window.__agentConnection` ('ready' unless a test sets it) and records every
 * START_AUTOMATION in `window.__started`. A page loaded with `?no-extension` gets no stand-in.
 */
export async function installStandInExtension(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (new URLSearchParams(location.search).has('no-extension')) return;
    const self = window as unknown as { __started: unknown[]; __agentConnection?: string };
    self.__started = [];
    window.addEventListener('message', (event) => {
      if (event.source !== window || event.origin !== location.origin) return;
      const data = event.data as { type?: string } | null;
      const answer = (message: unknown) => window.postMessage(message, location.origin);
      if (data?.type === 'DASHBOARD_READY') answer({ type: 'EXTENSION_READY' });
      if (data?.type === 'AGENT_STATE_REQUEST') {
        answer({ type: 'AGENT_STATE', connection: self.__agentConnection ?? 'ready' });
      }
      if (data?.type === 'START_AUTOMATION') self.__started.push(data);
    });
  });
}
