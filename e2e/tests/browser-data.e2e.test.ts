import { MESSAGES, STORAGE_KEYS } from '@applypilot/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  installStandInExtension,
  signUp,
  verifyThroughOutbox,
  type Account,
} from '../support/automation-flow';
import { snapshot } from '../support/browser';
import { tinyPdf } from '../support/pdf';
import { useAppAndBrowser } from '../support/suite';

/**
 * Two people on one browser (issue 16): the first signs up, sets up the assistant, the resume builder and the
 * interview settings, and logs out; the second signs up in the same browser context and finds all of it empty, and
 * nothing of the first reaches their launch. Then the first logs in again: their account comes back, nothing of the
 * second's setup. Nobody clears storage by hand. The extension is a stand-in page script (no agent): what is under
 * test is what the dashboard keeps and sends.
 */
const suite = useAppAndBrowser();

const stamp = Date.now();
const ASHA: Account = { name: 'Asha Rao', email: `asha.${stamp}@example.com`, password: 'asha-pass-123' };
const BILAL: Account = {
  name: 'Bilal Khan',
  email: `bilal.${stamp}@example.com`,
  password: 'bilal-pass-123',
};
/** Everything of Asha's that must never show for Bilal nor reach his launch. */
const ASHA_SECRETS = [
  'Asha',
  ASHA.email,
  '9876500001',
  'Asha_Rao.pdf',
  'Frontend Engineer',
  'Pune',
  'AIza-asha',
];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort());
const started = (page: Page) =>
  page.evaluate(() => (window as unknown as { __started: { payload: unknown }[] }).__started);

async function saveSetup(
  page: Page,
  person: { file: string; lines: string[]; title: string; phone: string },
) {
  await page.goto('/dashboard/setup');
  const status = page.getByTestId('setup-status');
  await page.getByLabel('Resume PDF').setInputFiles({
    name: person.file,
    mimeType: 'application/pdf',
    buffer: tinyPdf(person.lines),
  });
  await status.filter({ hasText: `Resume "${person.file}" processed.` }).waitFor();
  await field(page, 'Current CTC (in LPA)').fill('14');
  await field(page, 'Job Title/Keywords').fill(person.title);
  if (person.title === 'Frontend Engineer') await field(page, 'Location').fill('Pune');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await status.filter({ hasText: MESSAGES.settingsSaved }).waitFor();
  await field(page, 'Phone').fill(person.phone);
  await page.getByRole('button', { name: 'Save screening answers' }).click();
  await page.getByText('Screening answers saved.').waitFor();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

/** Presses Start on the setup screen and returns the alert it shows (closing it). */
async function startAndReadAlert(page: Page): Promise<string> {
  await page.getByTestId('extension-status').filter({ hasText: 'Ready' }).waitFor();
  await page.getByTestId('setup-start').click();
  const modal = page.getByTestId('modal');
  await modal.waitFor();
  const text = (await modal.locator('p').first().textContent()) ?? '';
  await page.getByTestId('modal-confirm').click();
  await modal.waitFor({ state: 'detached' });
  return text;
}

async function expectEmptySetup(page: Page, person: Account) {
  await page.goto('/dashboard/setup');
  await page.getByText('No resume yet.').waitFor();
  for (const label of ['Current CTC (in LPA)', 'Job Title/Keywords', 'Location', 'Phone']) {
    expect(await field(page, label).inputValue(), label).toBe('');
  }
  await page.goto('/dashboard/resume-builder');
  // No saved resume: the builder starts blank in this person's own name and email (decision 050), not from the last
  // person's.
  await expect.poll(() => field(page, 'Full Name').inputValue()).toBe(person.name);
  expect(await field(page, 'Email').inputValue()).toBe(person.email);
  expect(await page.getByTestId('resume-title').first().inputValue()).toBe(MESSAGES.defaultResumeTitle);
  await page.goto('/dashboard/interview-settings');
  await page.getByLabel('API Key').waitFor();
  expect(await page.getByLabel('API Key').inputValue()).toBe('');
  expect(await page.getByLabel('Job description and context').inputValue()).toBe('');
}

describe('two people on one browser', () => {
  it('the second finds an empty setup and launches with only their own data; the first gets back only their account', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    await installStandInExtension(page.context());
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/agent/token')) tokenRequests.push(request.method());
    });

    // Asha: account, setup, builder, interview settings with her Gemini key.
    await signUp(page, suite.server(), ASHA);
    await verifyThroughOutbox(page, suite.server(), ASHA.email);
    await saveSetup(page, {
      file: 'Asha_Rao.pdf',
      lines: ['Asha Rao', 'Frontend Engineer'],
      title: 'Frontend Engineer',
      phone: '9876500001',
    });
    await page.goto('/dashboard/resume-builder');
    await field(page, 'Full Name').fill('Asha Rao');
    await page.getByTestId('resume-title').first().fill('Asha Frontend');
    await page.goto('/dashboard/interview-settings');
    await page.getByLabel('API Key').fill('AIza-asha-secret-key');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'asha-persona.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(['Asha Rao', 'Frontend Engineer, six years']),
    });
    await page.getByTestId('persona-state').filter({ hasText: 'Resume loaded' }).waitFor();
    await page.getByLabel('Job description and context').fill('Asha: frontend role at a bank');
    await page.getByRole('button', { name: 'Save All Changes', exact: true }).click();
    await page.getByText(MESSAGES.settingsSaved).waitFor();
    expect(await storedKeys(page)).toEqual(
      expect.arrayContaining([
        STORAGE_KEYS.resumeData,
        STORAGE_KEYS.automationProfile,
        STORAGE_KEYS.builtResumeData,
        STORAGE_KEYS.interviewApiKey,
      ]),
    );

    await logOut(page);
    // What a person could read in the browser after the logout: nothing of Asha's (only the pending-logout mark may
    // be there while the server's answer is on its way).
    const left = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    for (const secret of ASHA_SECRETS) expect(left).not.toContain(secret);

    // Bilal, same browser context, not verified yet.
    await signUp(page, suite.server(), BILAL);
    await expectEmptySetup(page, BILAL);
    await page.goto('/dashboard/setup');
    expect(await startAndReadAlert(page)).toBe(MESSAGES.emailNotVerified);
    expect(await started(page)).toEqual([]);
    expect(tokenRequests).toEqual([]);

    // Verified, still no setup of his own: Asha's does not stand in for it.
    await verifyThroughOutbox(page, suite.server(), BILAL.email);
    await page.goto('/dashboard/setup');
    expect(await startAndReadAlert(page)).toBe(MESSAGES.setupIncomplete);
    expect(await started(page)).toEqual([]);
    await snapshot(page, 'browser-data-second-person-setup');

    // His own setup launches with his data only.
    await saveSetup(page, {
      file: 'Bilal_Khan.pdf',
      lines: ['Bilal Khan', 'Data Analyst'],
      title: 'Data Analyst',
      phone: '9000000002',
    });
    await page.getByTestId('extension-status').filter({ hasText: 'Ready' }).waitFor();
    await page.getByTestId('setup-start').click();
    await expect.poll(async () => (await started(page)).length).toBe(1);
    const payload = (await started(page))[0]!.payload as Record<string, unknown>;
    expect(payload).toMatchObject({
      resumeFilename: 'Bilal_Khan.pdf',
      resumeText: 'Bilal Khan\nData Analyst',
      userEmail: BILAL.email,
      profile: { firstName: 'Bilal', lastName: 'Khan', email: BILAL.email, phone: '9000000002' },
    });
    const sent = JSON.stringify(payload);
    for (const secret of ASHA_SECRETS) expect(sent).not.toContain(secret);
    expect(tokenRequests).toEqual(['POST']);

    // Asha again: her account (name, verified address) comes back from the server; nothing of Bilal's setup, and
    // her own browser data went with her logout.
    await logOut(page);
    await page.getByLabel('Email', { exact: true }).fill(ASHA.email);
    await page.getByLabel('Password', { exact: true }).fill(ASHA.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('sidebar-user-name').filter({ hasText: ASHA.name }).waitFor();
    await page.getByTestId('stat-credits-value').filter({ hasText: /^5$/ }).waitFor();
    expect(await page.getByTestId('verify-email-banner').count()).toBe(0);
    await expectEmptySetup(page, ASHA);
    const now = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    for (const secret of ['Bilal', '9000000002', 'Data Analyst']) expect(now).not.toContain(secret);
  });

  it("a logout in one tab signs the browser's other tabs out too", async () => {
    const first = await suite.newPage();
    await installStandInExtension(first.context());
    const account = {
      name: 'Chitra Nair',
      email: `chitra.${Date.now()}@example.com`,
      password: 'chitra-pass-1',
    };
    await signUp(first, suite.server(), account);
    const second = await first.context().newPage();
    await second.goto('/dashboard/setup');
    await second.getByRole('button', { name: 'Save Settings' }).waitFor();
    await logOut(first);
    await second.waitForURL('**/login');
    expect(await second.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  it('a logout whose request failed ends the session on the server at the next page load', async () => {
    const page = await suite.newPage();
    const account = { name: 'Dev Patel', email: `dev.${Date.now()}@example.com`, password: 'dev-pass-12345' };
    await signUp(page, suite.server(), account);
    const me = () => page.evaluate(async () => (await fetch('/auth/me', { credentials: 'include' })).status);

    // The network drops the logout: the page is signed out at once, the server's session still lives.
    await page.route('**/auth/logout', (route) => route.abort('internetdisconnected'));
    await logOut(page);
    expect(await me()).toBe(200);
    await page.unroute('**/auth/logout');

    // The next page load sends it again, with the cookie still in the browser.
    const logoutSent = page.waitForRequest((request) => request.url().endsWith('/auth/logout'));
    await page.reload();
    await logoutSent;
    await expect.poll(() => me()).toBe(401);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingLogout'))).toBeNull();
  });
});
