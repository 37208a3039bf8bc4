import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { loadCatalogue } from '../src/catalogue/load';
import type { Catalogue } from '../src/catalogue/schema';
import { resumeFile } from './support/fixtures';
import { shot } from './support/browser';
import { launchSitesBrowser, startSitesBoard, COMPANY_SITES, type SitesBoard } from './support/sites';
import { pickReactSelect, shownValue } from './support/site-user';

/**
 * A person applies on the Greenhouse stand-ins of catalogue/company-sites.json: the new board, its emailed security
 * code, the legacy board and the form embedded on an employer's page; what the board recorded must be the
 * catalogue's expected answers, field by field.
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

type Scope = Page | FrameLocator;

/** The new board's contact boxes, as the reference profile answers them. */
async function contact(scope: Scope): Promise<void> {
  await scope.getByRole('textbox', { name: 'First Name', exact: true }).fill('Aarav');
  await scope.getByRole('textbox', { name: 'Last Name', exact: true }).fill('Sharma');
  await scope.getByRole('textbox', { name: 'Email', exact: true }).fill('aarav.sharma@example.com');
  await pickReactSelect(scope, 'Country', 'India', 'India +91');
  await scope.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876543210');
  await pickReactSelect(scope, 'Location (City)', 'Bengal', 'Bengaluru, Karnataka, India');
}

async function attach(scope: Scope, file: string, name: string): Promise<void> {
  await scope.locator('#resume').setInputFiles(file);
  await expect
    .poll(() => scope.locator('[aria-labelledby="upload-label-resume"] .file-upload__filename').textContent())
    .toBe(name);
}

describe('Greenhouse, new board (job-boards.greenhouse.io)', () => {
  it('takes an application filled as a person would and records every field; its traps behave as the live page', async () => {
    const resume = await resumeFile();
    const url =
      'https://job-boards.greenhouse.io/kestrelanalytics/jobs/7712340001?gh_src=1a2b3c4d1&utm_source=linkedin';
    await page.goto(url);
    // Chosen before the page's storage form answered: the live page's own error, and no file name.
    await page.locator('#resume').setInputFiles(resume.file);
    await expect
      .poll(() => page.locator('[aria-labelledby="upload-label-resume"] [role=alert]').textContent())
      .toBe("Cannot read properties of undefined (reading 'uploadFile')");

    // Submit on an empty form: the page's own messages, nothing recorded.
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect.poll(() => page.locator('#first_name-error').textContent()).toBe('This field is required.');
    expect(await page.locator('#first_name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#question_7712341001-error').textContent()).toBe('This field is required.');

    await contact(page);
    expect(await shownValue(page, 'country').textContent()).toBe('+91');
    // The phone widget's own country list is hidden [role=option]s: only the open menu's options are visible.
    expect(await page.locator('.iti__country-list [role=option]').count()).toBeGreaterThan(200);
    expect(await page.locator('.iti__country-list').isVisible()).toBe(false);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await contact(page);
    await attach(page, resume.file, resume.name);
    await page.getByRole('textbox', { name: 'LinkedIn Profile' }).fill(LINKEDIN);
    await page
      .getByRole('textbox', { name: 'How many years of professional experience do you have with Python?' })
      .fill('5');

    // "Yes" and "Yes, with relocation assistance": typing Yes focuses the longer one first.
    const relocate = page.getByRole('combobox', { name: 'Are you open to relocating to Bengaluru?' });
    await relocate.click();
    await relocate.fill('Yes');
    expect(await page.locator('.select__menu [role=option]').allTextContents()).toEqual([
      'Yes, with relocation assistance',
      'Yes',
    ]);
    expect(await page.locator('.select__option--is-focused').textContent()).toBe(
      'Yes, with relocation assistance',
    );
    await page.getByRole('option', { name: 'Yes', exact: true }).click();
    await pickReactSelect(
      page,
      'Will you now or in the future require sponsorship for employment visa status?',
      'Ye',
      'Yes',
    );

    // "Please specify" appears only after Other, and goes with it.
    await pickReactSelect(page, 'How did you hear about this job?', 'Oth', 'Other');
    await page.getByRole('textbox', { name: 'Please specify' }).waitFor();
    await pickReactSelect(page, 'How did you hear about this job?', 'Linked', 'LinkedIn');
    await expect.poll(() => page.getByRole('textbox', { name: 'Please specify' }).count()).toBe(0);

    await page.getByRole('checkbox', { name: 'I agree' }).check();

    // Race is drawn only after Hispanic/Latino "No", and goes when the answer changes.
    await pickReactSelect(page, 'Are you Hispanic/Latino?', 'No', 'No');
    await page.getByRole('combobox', { name: 'Please identify your race' }).waitFor();
    await pickReactSelect(page, 'Are you Hispanic/Latino?', 'Decline', 'Decline To Self Identify');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Please identify your race' }).count())
      .toBe(0);
    await pickReactSelect(page, 'Gender', 'Decline', 'Decline To Self Identify');
    await pickReactSelect(page, 'Veteran Status', 'wish', "I don't wish to answer");
    await pickReactSelect(page, 'Disability Status', 'want', 'I do not want to answer');
    await shot(page, 'sites-greenhouse-filled');

    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL('https://job-boards.greenhouse.io/kestrelanalytics/jobs/7712340001/confirmation');
    expect(await page.locator('#application_confirmation h1').textContent()).toBe('Thank you for applying.');
    await shot(page, 'sites-greenhouse-confirmation');

    const record = await board.siteRecord();
    expect(record.submissions).toHaveLength(1);
    const [sent] = record.submissions;
    expect(sent?.jobId).toBe('4480000101');
    expect(sent?.site).toBe('greenhouse');
    expect(sent?.url).toBe(url);
    expect(sent?.result).toBe('confirmation');
    expect(sent?.fields).toEqual(expected('4480000101'));
    expect(sent?.files).toEqual({ resume: { name: resume.name, size: resume.size, sha256: resume.sha256 } });
    expect(sent?.touched).toEqual({
      consent: ['question_7712341007'],
      autofill: [],
      captcha: { required: false, solvedByPerson: false, scriptedAttempts: 0 },
      honeypot: false,
      securityCode: 'not-asked',
    });
    expect(errors).toEqual([]);
  });

  it('records a filled honeypot and a press of "Autofill with MyGreenhouse"', async () => {
    const resume = await resumeFile();
    await page.goto('https://job-boards.greenhouse.io/kestrelanalytics/jobs/7712340001');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Autofill with MyGreenhouse' }).click();
    await contact(page);
    await attach(page, resume.file, resume.name);
    await page.getByRole('textbox', { name: 'LinkedIn Profile' }).fill(LINKEDIN);
    await page
      .getByRole('textbox', { name: 'How many years of professional experience do you have with Python?' })
      .fill('5');
    await pickReactSelect(page, 'Are you open to relocating to Bengaluru?', 'No', 'No');
    await pickReactSelect(
      page,
      'Will you now or in the future require sponsorship for employment visa status?',
      'No',
      'No',
    );
    await pickReactSelect(page, 'How did you hear about this job?', 'Ref', 'Referral');
    await page.getByRole('checkbox', { name: 'I agree' }).check();
    // A script fills every box it finds, the one no person sees too.
    expect(await page.locator('#website_url').isVisible()).toBe(true);
    await page.locator('#website_url').fill('https://aarav.dev');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL(/\/confirmation$/);
    const [sent] = (await board.siteRecord()).submissions;
    expect(sent?.touched.honeypot).toBe(true);
    expect(sent?.touched.autofill).toEqual(['Autofill with MyGreenhouse']);
    expect(sent?.fields.website_url).toBe('https://aarav.dev');
  });

  it('asks for the emailed security code, shown on /__board/mail, before it accepts the application', async () => {
    const resume = await resumeFile();
    await page.goto('https://job-boards.greenhouse.io/cobaltmobility/jobs/6612300001');
    await page.waitForLoadState('networkidle');
    await contact(page);
    await attach(page, resume.file, resume.name);
    await page
      .getByRole('textbox', { name: 'How many years of professional experience do you have with Python?' })
      .fill('5');
    await page.getByRole('button', { name: 'Submit application' }).click();
    const label = page.locator('#security-code-label');
    await label.waitFor();
    expect(await label.textContent()).toBe(
      "Confirm you're a human: we've sent a security code to aarav.sharma@example.com. Enter the 8-character code to submit your application.",
    );
    expect(await page.locator('.security-code__input').count()).toBe(8);
    expect((await board.siteRecord()).submissions).toEqual([]);

    const [mail] = await board.mail();
    expect(mail?.to).toBe('aarav.sharma@example.com');
    expect(mail?.code).toMatch(/^[A-Z2-9]{8}$/);
    const mailbox = await browser.newPage();
    await mailbox.goto(`${board.url}/__board/mail`);
    expect(await mailbox.locator('.code').first().textContent()).toBe(mail?.code);
    await mailbox.close();

    await page.locator('.security-code__input').first().click();
    await page.keyboard.type('ZZZZZZZZ');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect
      .poll(() => page.locator('.security-code__error').textContent())
      .toBe('Incorrect security code. Please check your email and try again.');
    for (const box of await page.locator('.security-code__input').all()) await box.fill('');
    await page.locator('.security-code__input').first().click();
    await page.keyboard.type(mail?.code ?? '');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await page.waitForURL(/cobaltmobility\/jobs\/6612300001\/confirmation$/);
    const [sent] = (await board.siteRecord()).submissions;
    expect(sent?.fields).toEqual(expected('4480000108'));
    expect(sent?.touched.securityCode).toBe('entered');
  });
});

describe('Greenhouse, legacy board and embed', () => {
  it('posts the legacy form as multipart from #submit_app and shows #application_confirmation', async () => {
    const resume = await resumeFile();
    await page.goto('https://boards.greenhouse.io/vistarapay/jobs/4400120002?gh_src=5e6f7a8b1');
    await page.locator('#submit_app').click();
    await expect
      .poll(() => page.locator('[data-field=first_name] .field-error').textContent())
      .toBe('This field is required.');
    await page.getByLabel('First Name').fill('Aarav');
    await page.getByLabel('Last Name').fill('Sharma');
    await page.getByLabel('Email').fill('aarav.sharma@example.com');
    await page.getByLabel('Phone').fill('+91 9876543210');
    await page.locator('input[name="job_application[resume]"]').setInputFiles(resume.file);
    expect(await page.locator('#resume .filename').textContent()).toBe(resume.name);
    await page.getByLabel('LinkedIn Profile').fill(LINKEDIN);
    await page.getByLabel('Are you legally authorized to work in India?').selectOption({ label: 'Yes' });
    await page.getByLabel('What is your notice period, in days?').fill('60');
    await page.getByLabel('Gender').selectOption({ label: 'Decline To Self Identify' });
    await page.getByLabel('Are you Hispanic/Latino?').selectOption({ label: 'No' });
    await page.getByLabel('Please identify your race').waitFor();
    await page.getByLabel('Are you Hispanic/Latino?').selectOption({ label: 'Decline To Self Identify' });
    expect(await page.getByLabel('Please identify your race').count()).toBe(0);
    await page.getByLabel('Veteran Status').selectOption({ label: "I don't wish to answer" });
    await page.getByLabel('Disability Status').selectOption({ label: 'I do not want to answer' });
    await page.locator('#submit_app').click();
    await page.waitForURL('https://boards.greenhouse.io/vistarapay/jobs/4400120002/confirmation');
    expect(await page.locator('#application_confirmation h1').textContent()).toBe('Thank you for applying.');
    const [sent] = (await board.siteRecord()).submissions;
    expect(sent?.fields).toEqual(expected('4480000102'));
    expect(sent?.files.resume?.sha256).toBe(resume.sha256);
  });

  it("fills the form inside iframe#grnhse_iframe on the employer's page (?gh_jid=)", async () => {
    const resume = await resumeFile();
    await page.goto(
      'https://careers.example-employer.com/careers/jobs/?gh_jid=5566778001&gh_src=9c8d7e6f1&utm_source=linkedin',
    );
    const frame = page.frameLocator('#grnhse_iframe');
    expect(await page.locator('#grnhse_iframe').getAttribute('src')).toBe(
      'https://job-boards.greenhouse.io/embed/job_app?for=meridianfreight&token=5566778001&gh_src=9c8d7e6f1&b=https%3A%2F%2Fcareers.example-employer.com%2Fcareers%2Fjobs%2F',
    );
    await frame.locator('#application-form').waitFor();
    await page.waitForLoadState('networkidle');
    await contact(frame);
    await attach(frame, resume.file, resume.name);
    await frame.getByRole('textbox', { name: 'Website' }).fill('https://aarav.dev');
    await frame.getByRole('textbox', { name: 'What is your expected annual CTC, in lakhs?' }).fill('18');
    await frame
      .getByRole('group', { name: 'How would you describe your gender identity? (mark all that apply)' })
      .getByRole('checkbox', { name: 'I prefer not to answer' })
      .check();
    await pickReactSelect(
      frame,
      'Do you identify as a member of the LGBTQ+ community?',
      'prefer',
      'I prefer not to answer',
    );
    await frame.getByRole('button', { name: 'Submit application' }).click();
    await frame.locator('#application_confirmation').waitFor();
    expect(page.url()).toBe(
      'https://careers.example-employer.com/careers/jobs/?gh_jid=5566778001&gh_src=9c8d7e6f1&utm_source=linkedin',
    );
    const [sent] = (await board.siteRecord()).submissions;
    expect(sent?.url).toMatch(
      /^https:\/\/job-boards\.greenhouse\.io\/embed\/job_app\?for=meridianfreight&token=5566778001/,
    );
    expect(sent?.fields).toEqual(expected('4480000103'));
  });

  it('sends a closed posting to the board list with "The job you are looking for is no longer open."', async () => {
    await page.goto(
      'https://job-boards.greenhouse.io/kestrelanalytics/jobs/7712340002?gh_src=1&utm_source=linkedin',
    );
    expect(page.url()).toBe('https://job-boards.greenhouse.io/kestrelanalytics?error=true');
    expect(await page.getByRole('alert').textContent()).toBe(
      'The job you are looking for is no longer open.',
    );
    expect((await board.siteRecord()).jobs['4480000109']?.reached).toBe(false);
  });
});
