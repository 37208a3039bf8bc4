import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadCatalogue } from '../src/catalogue/load';
import type { Catalogue } from '../src/catalogue/schema';
import { ashbyPhonePath } from '../src/sites/form-model';
import { shot } from './support/browser';
import { resumeFile } from './support/fixtures';
import { COMPANY_SITES, launchSitesBrowser, startSitesBoard, type SitesBoard } from './support/sites';

/**
 * A person applies on the Ashby stand-in: every answer saved as it is filled, a Submit during the upload ignored,
 * "Autofill from resume" kept apart from the resume, the success and failure containers, and a job read ahead
 * without anything reaching Ashby.
 */

const LINKEDIN = 'https://www.linkedin.com/in/aarav-sharma-demo';
const ORBIT = 'https://jobs.ashbyhq.com/orbitrobotics/e7f8a9b0-1c2d-4e3f-8a4b-5c6d7e8f9a01';
const Q = [
  'c1d2e3f4-0a1b-4c2d-9e3f-a1b2c3d4e5f1',
  'c1d2e3f4-0a1b-4c2d-9e3f-a1b2c3d4e5f2',
  'c1d2e3f4-0a1b-4c2d-9e3f-a1b2c3d4e5f3',
  'c1d2e3f4-0a1b-4c2d-9e3f-a1b2c3d4e5f4',
  'c1d2e3f4-0a1b-4c2d-9e3f-a1b2c3d4e5f5',
];

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

function job(id: string) {
  const found = catalogue.jobs.find((j) => j.id === id);
  if (!found?.companySite || found.companySite.kind !== 'ashby') throw new Error(`no Ashby job ${id}`);
  return { answers: found.expect?.answers ?? {}, site: found.companySite };
}

const entry = (path: string) => page.locator(`[data-field-path="${path}"]`);

async function contact(phonePath: string): Promise<void> {
  await page.locator('#_systemfield_name').fill('Aarav Sharma');
  await page.locator('#_systemfield_email').fill('aarav.sharma@example.com');
  await entry(phonePath).locator('input').fill('+91 9876543210');
  await page.locator('#_systemfield_location').fill('Bengal');
  await entry('_systemfield_location')
    .getByRole('option', { name: 'Bengaluru, Karnataka, India', exact: true })
    .click();
}

async function attach(file: string, name: string): Promise<void> {
  await page.locator('#_systemfield_resume').setInputFiles(file);
  await expect.poll(() => entry('_systemfield_resume').locator('._fileStatus').textContent()).toBe(name);
}

async function saves(jobId: string): Promise<string[]> {
  return (await board.siteRecord()).activity
    .filter((a) => a.jobId === jobId && a.kind === 'save')
    .map((a) => a.detail ?? '');
}

describe('Ashby (jobs.ashbyhq.com)', () => {
  it('saves every answer as it is filled, ignores a Submit during the upload, and shows its success in place', async () => {
    const resume = await resumeFile();
    const { answers, site } = job('4480000105');
    const phone = ashbyPhonePath(site);
    await page.goto(`${ORBIT}/application?utm_source=linkedin`);
    await page.locator('#_systemfield_name').fill('Aarav Sharma');
    await page.locator('#_systemfield_email').click();
    await expect.poll(() => saves('4480000105')).toEqual(['_systemfield_name']);

    // Chosen, then Submit at once: the click does nothing while the file uploads.
    await page.locator('#_systemfield_resume').setInputFiles(resume.file);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect
      .poll(() => entry('_systemfield_resume').locator('._fileStatus').textContent(), { timeout: 5000 })
      .toBe(resume.name);
    expect(await page.locator('.ashby-application-form-failure-container').count()).toBe(0);
    expect((await board.siteRecord()).activity.some((a) => a.kind === 'invalid' || a.kind === 'submit')).toBe(
      false,
    );

    await contact(phone);
    await entry(Q[0] ?? '')
      .getByRole('button', { name: 'Yes', exact: true })
      .click();
    await expect
      .poll(() =>
        entry(Q[0] ?? '')
          .getByRole('button', { name: 'Yes', exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await entry(Q[1] ?? '')
      .locator('input')
      .fill('3');
    await entry(Q[2] ?? '')
      .locator('input')
      .fill(LINKEDIN);
    await entry(Q[3] ?? '')
      .locator('input')
      .fill('18');
    await entry(Q[4] ?? '')
      .getByText('60 days', { exact: true })
      .click();
    for (const path of [
      '_systemfield_eeoc_gender',
      '_systemfield_eeoc_race',
      '_systemfield_eeoc_veteran_status',
    ])
      await entry(path).getByText('Decline to self-identify', { exact: true }).click();
    await page.locator('#_systemfield_name').click(); // leave the last box: its answer is saved on blur
    await shot(page, 'sites-ashby-filled');

    await page.getByRole('button', { name: 'Submit Application' }).click();
    const success = page.locator('.ashby-application-form-success-container');
    await success.waitFor();
    expect(await success.getByRole('status').textContent()).toBe(
      'SuccessYour application was successfully submitted.',
    );
    expect(await success.locator('p').textContent()).toBe('Your application was successfully submitted.');
    expect(page.url()).toBe(`${ORBIT}/application?utm_source=linkedin`);
    const [sent] = (await board.siteRecord()).submissions;
    expect(sent?.fields).toEqual(answers);
    expect(sent?.files._systemfield_resume?.sha256).toBe(resume.sha256);
    expect(sent?.url).toBe(`${ORBIT}/application?utm_source=linkedin`);
    expect(errors).toEqual([]);
  });

  it('keeps "Autofill from resume" apart from the resume: it fills the contact boxes, records the press, and the resume is still missing', async () => {
    const resume = await resumeFile();
    await page.goto(`${ORBIT}/application`);
    await page.locator('#_systemfield_name').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page
      .locator('.ashby-application-form-autofill-pane')
      .getByRole('button', { name: 'Upload file' })
      .click();
    await (await chooser).setFiles(resume.file);
    await expect
      .poll(() => page.locator('#_systemfield_name').inputValue(), { timeout: 5000 })
      .toBe('AARAV K SHARMA');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const failure = page.locator('.ashby-application-form-failure-container');
    await failure.waitFor();
    expect(await failure.locator('p').textContent()).toBe("We couldn't submit your application");
    expect(await failure.locator('li').allTextContents()).toContain(
      'Missing entry for required field: Resume',
    );
    expect((await board.siteRecord()).jobs['4480000105']?.touched.autofill).toEqual(['Autofill from resume']);
    expect((await board.siteRecord()).submissions).toEqual([]);
  });

  it.each([
    [
      '4480000113',
      'peregrinelabs',
      'You have already applied to this job. You can apply again after 60 days.',
      'already-applied',
    ],
    ['4480000114', 'tidewatersystems', 'Your application submission was flagged as possible spam.', 'spam'],
  ])('refuses job %s in its failure container', async (jobId, org, message, result) => {
    const resume = await resumeFile();
    const { site } = job(jobId);
    await page.goto(`https://jobs.ashbyhq.com/${org}/${site.postingId}/application`);
    await page.locator('#_systemfield_name').waitFor();
    await attach(resume.file, resume.name);
    await contact(ashbyPhonePath(site));
    await entry(site.questions[0]?.id ?? '')
      .locator('input')
      .fill('2');
    await page.locator('#_systemfield_name').click();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const failure = page.locator('.ashby-application-form-failure-container');
    await failure.waitFor();
    expect(await failure.locator('li').allTextContents()).toEqual([message]);
    expect(await page.locator('.ashby-application-form-success-container').count()).toBe(0);
    expect((await board.siteRecord()).submissions.map((s) => s.result)).toEqual([result]);
  });

  it('lets a job be read ahead without anything reaching Ashby; one typed letter of a place reaches it', async () => {
    await page.goto(
      'https://jobs.ashbyhq.com/nimbusdefense/f0e1d2c3-b4a5-4968-8778-695a4b3c2d10/application',
    );
    await entry('_systemfield_data_consent_ack').waitFor();
    expect(await entry('_systemfield_data_consent_ack').textContent()).toContain(
      'I consent to my personal data being processed',
    );
    expect((await board.siteRecord()).jobs['4480000106']?.reached).toBe(false);
    await page.locator('#_systemfield_location').pressSequentially('B');
    await expect.poll(async () => (await board.siteRecord()).jobs['4480000106']?.reached).toBe(true);
  });

  it('shows "Page not found" for a posting it does not have, on /<org>/', async () => {
    await page.goto('https://jobs.ashbyhq.com/orbitrobotics/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(page.url()).toBe('https://jobs.ashbyhq.com/orbitrobotics/');
    expect(await page.evaluate(() => (window as unknown as { __appData: unknown }).__appData)).toEqual({
      organization: null,
      posting: null,
    });
  });
});
