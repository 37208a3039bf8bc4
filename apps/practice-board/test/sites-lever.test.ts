import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadCatalogue } from '../src/catalogue/load';
import type { Catalogue } from '../src/catalogue/schema';
import { shot } from './support/browser';
import { resumeFile } from './support/fixtures';
import { solveCaptchaAsAPerson } from './support/site-user';
import { COMPANY_SITES, launchSitesBrowser, startSitesBoard, type SitesBoard } from './support/sites';

/**
 * A person applies on the Lever stand-in: the resume reader that rewrites what was typed, the place search, the
 * disability signature, hCaptcha's challenge that only a person's pointer solves, the /thanks page, and the
 * toast that confirms nothing.
 */

const LINKEDIN = 'https://www.linkedin.com/in/aarav-sharma-demo';

let board: SitesBoard;
let browser: Browser;
let catalogue: Catalogue;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  board = await startSitesBoard();
  browser = await launchSitesBrowser(board.chromeArgs);
  catalogue = await loadCatalogue(COMPANY_SITES);
});
afterAll(async () => {
  await browser?.close();
  await board?.close();
});
beforeEach(async () => {
  await board.reset();
  await page?.close();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => errors.push(e.message));
});

function expected(jobId: string): Record<string, string | string[]> {
  return catalogue.jobs.find((j) => j.id === jobId)?.expect?.answers ?? {};
}

const box = (name: string) => page.locator(`[name="${name}"]`);

async function pickPlace(typed: string, place: string): Promise<void> {
  await page.locator('#location-input').fill(typed);
  await page.locator('.dropdown-results .dropdown-location', { hasText: place }).first().click();
}

async function contact(): Promise<void> {
  await box('name').fill('Aarav Sharma');
  await box('email').fill('aarav.sharma@example.com');
  await box('phone').fill('+91 9876543210');
  await pickPlace('Bengal', 'Bengaluru, Karnataka, India');
  await box('urls[LinkedIn]').fill(LINKEDIN);
  await box('urls[Other]').fill('https://aarav.dev');
}

describe('Lever (jobs.lever.co)', () => {
  it('reads the resume at once and writes over the typed boxes 2 s later; restored, the form reaches /thanks', async () => {
    const resume = await resumeFile();
    const card = 'cards[3f6b1c2e-8a41-4d6e-9b0f-1c2d3e4f5a61]';
    await page.goto(
      'https://jobs.lever.co/lumenhealth/b2c4d6e8-1a3b-4c5d-8e7f-90a1b2c3d4e5/apply?lever-origin=applied&lever-source%5B%5D=LinkedIn',
    );
    expect(await page.locator('input[name="source"]').inputValue()).toBe('LinkedIn');

    await page.locator('#btn-submit').click();
    await expect
      .poll(() => page.locator('[data-field=name] .error-message').textContent())
      .toBe('This field is required.');
    expect(await page.locator('[data-field=location] .error-message').textContent()).toBe(
      'Please select a location from the dropdown.',
    );

    await contact();
    await page.locator('#resume-upload-input').setInputFiles(resume.file);
    await page.getByText('Analyzing resume...').waitFor();
    await page.getByText('Success!').waitFor({ timeout: 6000 });
    // What the reader made of the resume, over what was typed.
    expect(await box('name').inputValue()).toBe('AARAV K SHARMA');
    expect(await box('phone').inputValue()).toBe('+91 98765 43210');
    expect(await page.locator('#location-input').inputValue()).toBe('Bangalore');
    expect(await page.locator('#selected-location').inputValue()).toBe('');
    expect(await page.locator('.resume .filename').textContent()).toBe(resume.name);

    // A careful person puts every answer back.
    await box('name').fill('Aarav Sharma');
    await box('phone').fill('+91 9876543210');
    await pickPlace('Bengal', 'Bengaluru, Karnataka, India');
    await page.locator(`input[name="${card}[field0]"][value="Yes"]`).check();
    await page.locator(`select[name="${card}[field1]"]`).selectOption('Yes');
    await page.locator(`input[name="${card}[field2]"][value="LinkedIn"]`).check();
    await box('eeo[gender]').selectOption('Decline to self-identify');
    await page.locator('input[name="eeo[race]"][value="Decline to self-identify"]').check();
    await box('eeo[veteran]').selectOption({
      label: 'I decline to self-identify for protected veteran status',
    });
    expect(await page.locator('#disabilitySignatureSection').isVisible()).toBe(false);
    await box('eeo[disability]').selectOption({ label: 'I do not want to answer' });
    expect(await page.locator('#disabilitySignatureSection').isVisible()).toBe(true);
    await shot(page, 'sites-lever-filled');

    await page.locator('#btn-submit').click();
    await page.waitForURL('https://jobs.lever.co/lumenhealth/b2c4d6e8-1a3b-4c5d-8e7f-90a1b2c3d4e5/thanks');
    expect(await page.locator('h3[data-qa="msg-submit-success"]').textContent()).toBe(
      'Application submitted!',
    );
    const record = await board.siteRecord();
    const [sent] = record.submissions;
    expect(sent?.fields).toEqual(expected('4480000104'));
    expect(sent?.files).toEqual({ resume: { name: resume.name, size: resume.size, sha256: resume.sha256 } });
    expect(sent?.touched.consent).toEqual([]);
    expect(record.activity.filter((a) => a.jobId === '4480000104').map((a) => a.kind)).toEqual(
      expect.arrayContaining(['upload', 'parse', 'submit']),
    );
    expect(errors).toEqual([]);
  });

  it('records a press of "Apply with LinkedIn" and a ticked marketing consent', async () => {
    const resume = await resumeFile();
    await page.goto('https://jobs.lever.co/lumenhealth/b2c4d6e8-1a3b-4c5d-8e7f-90a1b2c3d4e5/apply');
    await page.getByRole('button', { name: 'Apply with LinkedIn' }).click();
    await page.locator('#resume-upload-input').setInputFiles(resume.file);
    await page.getByText('Success!').waitFor({ timeout: 6000 });
    await contact();
    const card = 'cards[3f6b1c2e-8a41-4d6e-9b0f-1c2d3e4f5a61]';
    await page.locator(`input[name="${card}[field0]"][value="Yes"]`).check();
    await page.locator(`select[name="${card}[field1]"]`).selectOption('Yes');
    await page.locator(`input[name="${card}[field2]"][value="Other "]`).check();
    await page.locator('input[type=checkbox][name="consent[marketing]"]').check();
    await page.locator('#btn-submit').click();
    await page.waitForURL(/\/thanks$/);
    const [sent] = (await board.siteRecord()).submissions;
    expect(sent?.touched.autofill).toEqual(['Apply with LinkedIn']);
    expect(sent?.touched.consent).toEqual(['consent[marketing]']);
    expect(sent?.fields['consent[marketing]']).toBe('true');
    expect(sent?.fields[`${card}[field2]`]).toBe('Other ');
  });

  it("shows hCaptcha's challenge at Submit: a script's click fails, a person's pointer solves it", async () => {
    const resume = await resumeFile();
    await page.goto(
      'https://jobs.lever.co/quantaretail/c3d5e7f9-2b4c-4d6e-8f80-a1b2c3d4e5f6?lever-origin=applied&lever-source%5B%5D=LinkedIn',
    );
    await page.locator('[data-qa="show-page-apply"]').click();
    await page.waitForURL('https://jobs.lever.co/quantaretail/c3d5e7f9-2b4c-4d6e-8f80-a1b2c3d4e5f6/apply');
    await page.locator('#resume-upload-input').setInputFiles(resume.file);
    await page.getByText('Success!').waitFor({ timeout: 6000 });
    await contact();
    await page.locator('input[name="cards[4a7c2d3e-9b52-4e7f-8c10-2d3e4f5a6b72][field0]"]').fill('4');
    await page.locator('#btn-submit').click();
    await page.getByRole('dialog').waitFor();
    await shot(page, 'sites-lever-captcha');

    // An automation click (one jump, no hold) and a scripted click do not solve it.
    await page.locator('#board-captcha-checkbox').click();
    await expect
      .poll(() => page.locator('.board-captcha__error').textContent())
      .toBe('Verification failed. Please try again.');
    await page.locator('#board-captcha-checkbox').evaluate((el) => (el as HTMLElement).click());
    await expect
      .poll(async () => (await board.siteRecord()).jobs['4480000107']?.touched.captcha.scriptedAttempts)
      .toBe(2);
    expect((await board.siteRecord()).submissions).toEqual([]);

    await solveCaptchaAsAPerson(page);
    await page.waitForURL(/\/thanks$/);
    const [sent] = (await board.siteRecord()).submissions;
    expect(sent?.fields).toEqual(expected('4480000107'));
    expect(sent?.touched.captcha).toEqual({ required: true, solvedByPerson: true, scriptedAttempts: 2 });
  });

  it('ends the toast-only job on the posting page with a passing toast and no /thanks', async () => {
    const resume = await resumeFile();
    await page.goto('https://jobs.lever.co/indigogrid/d4e6f8a0-3c5d-4e7f-9a91-b2c3d4e5f6a7/apply');
    await page.locator('#resume-upload-input').setInputFiles(resume.file);
    await page.getByText('Success!').waitFor({ timeout: 6000 });
    await contact();
    await page.locator('input[name="cards[5b8d3e4f-0c63-4f80-9d21-3e4f5a6b7c83][field0]"]').fill('5');
    await page.locator('#btn-submit').click();
    await page.waitForURL('https://jobs.lever.co/indigogrid/d4e6f8a0-3c5d-4e7f-9a91-b2c3d4e5f6a7?toast=1');
    expect(await page.getByRole('status').textContent()).toBe('Thanks for applying!');
    await page.getByRole('status').waitFor({ state: 'detached', timeout: 6000 });
    expect(await page.locator('[data-qa="msg-submit-success"]').count()).toBe(0);
    const [sent] = (await board.siteRecord()).submissions;
    expect(sent?.result).toBe('toast-only');
    expect(sent?.fields).toEqual(expected('4480000112'));
  });
});
