import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VARIANTS } from '../src/shared/variants';
import { startBoard, type RunningBoard } from './support/board';
import { launchBrowser, shot } from './support/browser';
import {
  answer,
  applyControl,
  cityLabel,
  clickFooter,
  finishSent,
  modal,
  openJob,
  stepTitle,
  unfollow,
  uploadResume,
} from './support/fake-user';
import { catalogueOf, EVERYTHING_JOB, resumeFile, shortJob } from './support/fixtures';

let board: RunningBoard;
let browser: Browser;

beforeAll(async () => {
  const jobs = [
    EVERYTHING_JOB,
    ...Array.from({ length: 12 }, (_, i) =>
      shortJob(String(200 + i), `Software Engineer ${i + 1}`, `Company ${i + 1}`),
    ),
  ];
  board = await startBoard({ catalogue: catalogueOf(jobs) });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await board?.close();
});

describe.each(VARIANTS)('a full application in %s', (variant) => {
  it('records every field, the uploaded file and the unticked follow box', async () => {
    await board.configure({ variant, seed: 7 });
    await board.reset();
    const resume = await resumeFile();
    const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${board.url}/jobs/search/?keywords=Software%20Engineer&f_AL=true&sortBy=DD`);
    await openJob(page, 'Senior Software Engineer', 'Kadam Labs');
    await shot(page, `${variant}-search`);
    await applyControl(page, variant).click();
    const m = modal(page);

    await stepTitle(m, 'Contact info');
    expect(await m.locator('h2').first().textContent()).toBe('Apply to Kadam Labs');
    await shot(page, `${variant}-modal-contact`);
    await answer(m, { kind: 'select', label: 'Email address', value: 'aarav@example.com' });
    await answer(m, { kind: 'select', label: 'Phone country code', value: 'India (+91)' });
    await answer(m, { kind: 'text', label: 'Mobile phone number', value: '9876543210' });
    // v5 asks for the city on the contact page; the older modals on a page of its own.
    if (variant !== 'v5-sdui') {
      await clickFooter(m, 'Continue to next step');
      await stepTitle(m, 'Home address');
    }
    await answer(m, { kind: 'typeahead', label: cityLabel(variant), value: 'Bengaluru, Karnataka, India' });
    await clickFooter(m, 'Continue to next step');

    await stepTitle(m, 'Resume');
    await uploadResume(m, resume.file, resume.name);
    await clickFooter(m, 'Continue to next step');

    // Work experience comes filled in from the profile; a person checks it and goes on.
    await stepTitle(m, 'Work experience');
    await clickFooter(m, 'Continue to next step');

    await stepTitle(m, 'Additional Questions');
    await answer(m, {
      kind: 'text',
      label: 'How many years of work experience do you have with Python?',
      value: '5',
    });
    await answer(m, { kind: 'text', label: 'LinkedIn Profile', value: 'https://www.linkedin.com/in/aarav' });
    await answer(m, { kind: 'select', label: 'Highest degree', value: "Bachelor's Degree" });
    await answer(m, { kind: 'radio', label: 'Are you legally authorized to work in India?', value: 'Yes' });
    await answer(m, {
      kind: 'checkbox',
      label: 'I certify that the information is true.',
      value: ['I agree'],
    });
    await answer(m, {
      kind: 'typeahead',
      label: 'Which city do you currently live in?',
      value: 'Pune, Maharashtra, India',
    });
    await answer(m, { kind: 'text', label: 'Earliest start date', value: '01/15/2027' });
    await shot(page, `${variant}-modal-questions`);
    await clickFooter(m, 'Continue to next step');

    await stepTitle(m, 'Voluntary self identification');
    await answer(m, { kind: 'select', label: 'Gender', value: "I don't wish to answer" });
    await clickFooter(m, 'Review your application');

    await stepTitle(m, 'Review your application');
    await unfollow(m);
    await shot(page, `${variant}-modal-review`);
    await clickFooter(m, 'Submit application');
    await finishSent(page, 'Kadam Labs');
    // The details pane and the card now read Applied.
    await page.getByText('Applied now', { exact: true }).waitFor();
    await page.getByText('Applied', { exact: true }).first().waitFor();

    const { submissions } = await board.submissions();
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({
      jobId: '100',
      variant,
      followCompany: false,
      file: { name: resume.name, size: resume.size, sha256: resume.sha256 },
      fields: {
        email: 'aarav@example.com',
        phoneCountryCode: 'India (+91)',
        phoneNumber: '9876543210',
        city: 'Bengaluru, Karnataka, India',
        resume: resume.name,
        'experience-0-title': 'Software Engineer',
        'experience-0-company': 'Tarang Systems',
        'years-python': '5',
        linkedin: 'https://www.linkedin.com/in/aarav',
        cover: '',
        degree: "Bachelor's Degree",
        'auth-in': 'Yes',
        certify: ['I agree'],
        'current-city': 'Pune, Maharashtra, India',
        start: '01/15/2027',
        gender: "I don't wish to answer",
      },
    });
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

describe('with delays on', () => {
  it('the modal and each step still arrive, after a loader', async () => {
    await board.configure({ variant: 'v2-classic', seed: 11, delays: true });
    await board.reset();
    const page = await browser.newPage();
    await page.goto(`${board.url}/jobs/search/?keywords=Software%20Engineer%201&f_AL=true`);
    await applyControl(page, 'v2-classic').click();
    const m = modal(page);
    await stepTitle(m, 'Contact info');
    await answer(m, { kind: 'select', label: 'Phone country code', value: 'India (+91)' });
    await answer(m, { kind: 'text', label: 'Mobile phone number', value: '9876543210' });
    await clickFooter(m, 'Continue to next step');
    await m.locator('[aria-busy="true"]').waitFor();
    await stepTitle(m, 'Additional Questions');
    await board.configure({ delays: false });
    await page.close();
  });
});

describe('randomness from the seed', () => {
  it('gives the same hashed classes and ember ids for the same seed, others for another seed', async () => {
    const page = await browser.newPage();
    const sample = async (variant: string, seed: number) => {
      await board.configure({ variant, seed });
      await page.goto(`${board.url}/jobs/search/?keywords=Software%20Engineer`);
      return page
        .locator('[componentkey], [data-occludable-job-id]')
        .first()
        .evaluate((el) => `${el.className}|${el.id}`);
    };
    expect(await sample('v3-shadow', 1)).toBe(await sample('v3-shadow', 1));
    expect(await sample('v3-shadow', 1)).not.toBe(await sample('v3-shadow', 2));
    expect(await sample('v3-shadow', 1)).toMatch(/^_[0-9a-f]{8}( _[0-9a-f]{8})*\|$/);
    expect(await sample('v2-classic', 4)).toBe(await sample('v2-classic', 4));
    expect(await sample('v2-classic', 4)).toMatch(/\|ember\d+$/);
    expect(await sample('v2-classic', 4)).not.toBe(await sample('v2-classic', 5));
    await page.close();
  });
});
