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
 * Two people on one browser (issue 16, decision 049): the first signs up, sets up the assistant, the resume builder and
 * the interview settings, and logs out; the second signs up in the same browser context and finds all of it empty, and
 * nothing of the first reaches their launch. Then the first logs in again and finds every bit of their setup back, and
 * Start sends it; nothing of the second's. Between sign-ins nothing of either is readable in the browser's storage:
 * what is kept is sealed under a key only the API holds. Nobody clears storage by hand. The extension is a stand-in
 * page script (no agent): what is under test is what the dashboard keeps and sends.
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
const BILAL_SECRETS = ['Bilal', BILAL.email, '9000000002', 'Bilal_Khan.pdf', 'Data Analyst', 'AIza-bilal'];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const started = (page: Page) =>
  page.evaluate(() => (window as unknown as { __started: { payload: unknown }[] }).__started);

interface KeptRecord {
  account: string;
  name: string;
  /** The record's bytes as Latin-1 text, so a plaintext string would show in it. */
  bytes: string;
}

/**
 * What anybody at this browser can read without a key: localStorage (but the signed-in session's own `userData`),
 * sessionStorage and every IndexedDB record of the site (a database that does not exist is not created).
 */
async function readableStorage(page: Page): Promise<{ text: string; records: KeptRecord[] }> {
  return page.evaluate(async () => {
    const records: { account: string; name: string; bytes: string }[] = [];
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (names.includes('applypilot-user-data')) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('applypilot-user-data');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const all = await new Promise<{ account: string; name: string; iv: Uint8Array; data: Uint8Array }[]>(
        (resolve, reject) => {
          const request = db.transaction('records').objectStore('records').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        },
      );
      db.close();
      for (const record of all) {
        let bytes = '';
        for (const byte of new Uint8Array(record.data)) bytes += String.fromCharCode(byte);
        records.push({ account: record.account, name: record.name, bytes });
      }
    }
    // `userData` is the signed-in session itself (document 1, section 3: the email and name), gone at Logout.
    const { userData: _session, ...local } = { ...localStorage };
    void _session;
    const text = JSON.stringify({ local, session: { ...sessionStorage }, records });
    return { text, records };
  });
}

async function expectNothingReadable(page: Page, secrets: string[]) {
  const { text } = await readableStorage(page);
  for (const secret of secrets) expect(text, secret).not.toContain(secret);
}

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

async function saveInterviewSettings(page: Page, key: string, persona: string[], context: string) {
  await page.goto('/dashboard/interview-settings');
  await page.getByLabel('API Key').fill(key);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'persona.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(persona),
  });
  await page.getByTestId('persona-state').filter({ hasText: 'Resume loaded' }).waitFor();
  await page.getByLabel('Job description and context').fill(context);
  await page.getByRole('button', { name: 'Save All Changes', exact: true }).click();
  await page.getByText(MESSAGES.settingsSaved).waitFor();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

async function logIn(page: Page, account: Account) {
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
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

/** Asha's whole setup as she left it, on each page that shows it. */
async function expectAshasSetup(page: Page) {
  await page.goto('/dashboard/setup');
  await page.getByTestId('active-resume').filter({ hasText: 'Current resume: Asha_Rao.pdf' }).waitFor();
  expect(await field(page, 'Current CTC (in LPA)').inputValue()).toBe('14');
  expect(await field(page, 'Job Title/Keywords').inputValue()).toBe('Frontend Engineer');
  expect(await field(page, 'Location').inputValue()).toBe('Pune');
  expect(await field(page, 'Phone').inputValue()).toBe('9876500001');
  await page.goto('/dashboard/resume-builder');
  await expect.poll(() => field(page, 'Full Name').inputValue()).toBe('Asha Rao');
  expect(await page.getByTestId('resume-title').first().inputValue()).toBe('Asha Frontend');
  await page.goto('/dashboard/interview-settings');
  await page.getByLabel('API Key').waitFor();
  expect(await page.getByLabel('API Key').inputValue()).toBe('AIza-asha-secret-key');
  expect(await page.getByLabel('Job description and context').inputValue()).toBe(
    'Asha: frontend role at a bank',
  );
  await page.getByTestId('persona-state').filter({ hasText: 'Resume loaded' }).waitFor();
}

describe('two people on one browser', () => {
  it('the second finds an empty setup and launches with only their own data; the first gets all of theirs back', async () => {
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
    // A change is sealed and kept within moments (no Save button in the builder); this page load comes sooner than a
    // person's would, so it waits until the kept title is the new one: AES-GCM adds 16 bytes to '"Asha Frontend"'.
    await expect
      .poll(async () => {
        const { records } = await readableStorage(page);
        return records.find((record) => record.name === 'builtResumeTitle')?.bytes.length;
      })
      .toBe(JSON.stringify('Asha Frontend').length + 16);
    await saveInterviewSettings(
      page,
      'AIza-asha-secret-key',
      ['Asha Rao', 'Frontend Engineer, six years'],
      'Asha: frontend role at a bank',
    );
    // Kept on this computer, sealed: records under one account, none of them (nor anything else) readable.
    const kept = await readableStorage(page);
    expect(kept.records.map((record) => record.name)).toEqual(
      expect.arrayContaining([
        STORAGE_KEYS.resumeData,
        STORAGE_KEYS.automationProfile,
        STORAGE_KEYS.builtResumeData,
        STORAGE_KEYS.interviewApiKey,
      ]),
    );
    const ashaAccount = kept.records[0]!.account;
    expect(new Set(kept.records.map((record) => record.account))).toEqual(new Set([ashaAccount]));
    await expectNothingReadable(page, ASHA_SECRETS);

    await logOut(page);
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    // After the logout: still kept, still unreadable; the key went with the page's memory.
    const afterLogout = (await readableStorage(page)).records.map((record) => record.name);
    expect(afterLogout).toEqual(expect.arrayContaining(kept.records.map((record) => record.name)));
    await expectNothingReadable(page, ASHA_SECRETS);

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
    await saveInterviewSettings(page, 'AIza-bilal-key', ['Bilal Khan', 'Data Analyst'], 'Bilal: analyst');
    await page.goto('/dashboard/setup');
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
    // Two accounts' records side by side, neither overwriting the other, neither readable.
    const both = await readableStorage(page);
    expect(new Set(both.records.map((record) => record.account)).size).toBe(2);
    await expectNothingReadable(page, [...ASHA_SECRETS, ...BILAL_SECRETS]);

    // Asha again: her account comes back from the server and her whole setup from this computer, opened with her key;
    // nothing of Bilal's.
    await logOut(page);
    await expectNothingReadable(page, [...ASHA_SECRETS, ...BILAL_SECRETS]);
    // The key is held back on its way, as a slow network would: the dashboard shows progress, never an empty setup.
    let releaseKey: () => void = () => undefined;
    const keyHeld = new Promise<void>((resolve) => (releaseKey = resolve));
    await page.route('**/api/browser-data/key', async (route) => {
      await keyHeld;
      await route.continue();
    });
    await logIn(page, ASHA);
    await page.getByText(MESSAGES.userDataUnlocking).waitFor();
    expect(await page.getByTestId('active-resume').count()).toBe(0);
    expect(await page.getByText('No resume yet.').count()).toBe(0);
    await snapshot(page, 'browser-data-opening-setup-1280');
    releaseKey();
    await page.getByText(MESSAGES.userDataUnlocking).waitFor({ state: 'detached' });
    await page.unroute('**/api/browser-data/key');
    await page.getByTestId('sidebar-user-name').filter({ hasText: ASHA.name }).waitFor();
    await page.getByTestId('stat-credits-value').filter({ hasText: /^5$/ }).waitFor();
    expect(await page.getByTestId('verify-email-banner').count()).toBe(0);
    await expectAshasSetup(page);
    for (const secret of BILAL_SECRETS) {
      expect(await page.locator('body').innerText(), secret).not.toContain(secret);
    }

    // Start works with what came back.
    await page.goto('/dashboard/setup');
    await page.getByTestId('active-resume').filter({ hasText: 'Asha_Rao.pdf' }).waitFor();
    await snapshot(page, 'browser-data-setup-restored-1280');
    // On a phone-sized screen, loaded as a phone loads it.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByTestId('active-resume').filter({ hasText: 'Asha_Rao.pdf' }).waitFor();
    await snapshot(page, 'browser-data-setup-restored-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByTestId('active-resume').filter({ hasText: 'Asha_Rao.pdf' }).waitFor();
    await page.getByTestId('extension-status').filter({ hasText: 'Ready' }).waitFor();
    await page.getByTestId('setup-start').click();
    await expect.poll(async () => (await started(page)).length).toBe(1);
    const again = (await started(page))[0]!.payload as Record<string, unknown>;
    expect(again).toMatchObject({
      resumeFilename: 'Asha_Rao.pdf',
      resumeText: 'Asha Rao\nFrontend Engineer',
      userEmail: ASHA.email,
      search: { jobTitle: 'Frontend Engineer', location: 'Pune' },
      profile: { firstName: 'Asha', lastName: 'Rao', email: ASHA.email, phone: '9876500001' },
    });
    expect(new URL(String(again.jobUrl)).searchParams.get('keywords')).toBe('Frontend Engineer');
    const sentAgain = JSON.stringify(again);
    for (const secret of BILAL_SECRETS) expect(sentAgain).not.toContain(secret);
    expect(tokenRequests).toEqual(['POST', 'POST']);
  });

  it("a setup kept in plaintext by the version before is sealed at its owner's next dashboard load, without loss", async () => {
    const page = await suite.newPage();
    const account = {
      name: 'Esha Menon',
      email: `esha.${Date.now()}@example.com`,
      password: 'esha-pass-1234',
    };
    await signUp(page, suite.server(), account);
    // What the version before left for a person signed in at the upgrade (decision 033: plaintext, owner-marked).
    await page.goto('/');
    await page.evaluate((email) => {
      localStorage.setItem(
        'resumeData',
        JSON.stringify({
          base64: 'data:application/pdf;base64,JVBERi0=',
          filename: 'Esha_CV.pdf',
          text: 'Esha',
        }),
      );
      localStorage.setItem(
        'professionalDetails',
        JSON.stringify({ currentCTC: '22', expectedCTC: '', noticePeriod: '' }),
      );
      localStorage.setItem('interviewAssistant_apiKey', 'AIza-esha-old-key');
      localStorage.setItem('browserDataOwner', email);
    }, account.email.toLowerCase());
    await page.goto('/dashboard/setup');
    await page.getByTestId('active-resume').filter({ hasText: 'Current resume: Esha_CV.pdf' }).waitFor();
    expect(await field(page, 'Current CTC (in LPA)').inputValue()).toBe('22');
    await page.goto('/dashboard/interview-settings');
    await page.getByLabel('API Key').waitFor();
    expect(await page.getByLabel('API Key').inputValue()).toBe('AIza-esha-old-key');
    await expect
      .poll(async () => (await readableStorage(page)).records.map((record) => record.name).sort())
      .toEqual(['interviewAssistant_apiKey', 'professionalDetails', 'resumeData']);
    await expectNothingReadable(page, ['Esha_CV', 'AIza-esha', account.email]);
    expect(await page.evaluate(() => localStorage.getItem('browserDataOwner'))).toBeNull();
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
