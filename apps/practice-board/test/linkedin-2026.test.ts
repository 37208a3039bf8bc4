import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startBoard, type RunningBoard } from './support/board';
import { launchBrowser, shot } from './support/browser';
import {
  answer,
  applyControl,
  clickFooter,
  footerButton,
  modal,
  openJob,
  stepTitle,
} from './support/fake-user';
import { catalogueOf, shortJob } from './support/fixtures';
import { finishShort, startShort } from './support/short-flow';

/** What LinkedIn's 2026 markup looks like on the board: v5-sdui, and v2 as the older dialog is served in 2026. */

let board: RunningBoard;
let browser: Browser;
let page: Page;

const YEARS = 'How many years of experience do you have?';
const AUTHORIZED = 'Are you legally authorized to work in India?';
const radioJob = {
  ...(shortJob('520', 'Software Engineer Radio', 'Radio Co') as Record<string, unknown>),
  storedResumes: ['Old_Resume.pdf', 'Newer_Resume.docx'],
  steps: [
    { kind: 'resume' },
    {
      kind: 'questions',
      questions: [
        { id: 'auth', kind: 'radio', label: AUTHORIZED, required: true, options: ['Yes', 'No'] },
        {
          id: 'degree',
          kind: 'select',
          label: 'Highest degree',
          required: true,
          options: ['Bachelor', 'Master'],
        },
      ],
    },
    { kind: 'review' },
  ],
};

beforeAll(async () => {
  board = await startBoard({
    catalogue: catalogueOf([
      shortJob('501', 'Software Engineer Alpha', 'Alpha Co'),
      shortJob('502', 'Software Engineer SaveFirst', 'SaveFirst Co', {
        events: { discardOrder: 'save-first' },
      }),
      radioJob,
      ...Array.from({ length: 20 }, (_, i) =>
        shortJob(String(600 + i), `Software Engineer Filler ${i}`, `F ${i}`),
      ),
    ]),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await board?.close();
});
beforeEach(async () => {
  await board.configure({ variant: 'v5-sdui', seed: 3, delays: false, limits: {} });
  await board.reset();
  await page?.close();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
});

async function search(): Promise<void> {
  await page.goto(`${board.url}/jobs/search-results/?keywords=Software%20Engineer`);
}

/** Every attribute of an element, for checking what a control does not carry. */
function attributesOf(locator: Locator): Promise<string[]> {
  return locator.evaluate((el) => [...el.attributes].map((a) => a.name).sort());
}

const HASH = /^(_\d[0-9a-f]{7}|[a-f][0-9a-f]{7})$/;

describe('v5-sdui: the job page and the search', () => {
  it("the job's own page has hashed classes, no h1, About the job and the apply link", async () => {
    await page.goto(`${board.url}/jobs/view/501/`);
    const apply = page.locator('a[aria-label="Easy Apply to this job"]');
    expect(await apply.getAttribute('href')).toMatch(
      /^\/jobs\/view\/501\/apply\/\?openSDUIApplyFlow=true&trackingId=/,
    );
    expect(await apply.textContent()).toBe('Easy Apply');
    expect(await page.locator('h1').count()).toBe(0);
    expect(await page.locator('h2').allTextContents()).toEqual(['About the job']);
    expect(await page.locator('[data-testid="expandable-text-box"]').textContent()).toBe('Build things.');
    const classes = await page
      .locator('#board-root [class]')
      .evaluateAll((els) => els.flatMap((el) => el.getAttribute('class')?.split(' ') ?? []));
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((name) => !HASH.test(name))).toEqual([]);
    await shot(page, 'v5-sdui-job-page');
  });

  it('redirects /jobs/search/ to /jobs/search-results/ and renders cards only when scrolled to', async () => {
    await page.goto(`${board.url}/jobs/search/?keywords=Software%20Engineer&location=India`);
    expect(new URL(page.url()).pathname).toBe('/jobs/search-results/');
    const cards = page.locator('div[role="button"][componentkey^="job-card-component-ref-"]');
    const rendered = await cards.count();
    expect(rendered).toBeGreaterThanOrEqual(7);
    expect(rendered).toBeLessThanOrEqual(10);
    await cards.first().evaluate((el) => {
      let node: HTMLElement | null = el as HTMLElement;
      while (node && getComputedStyle(node).overflowY !== 'auto') node = node.parentElement;
      node?.scrollTo(0, node.scrollHeight);
    });
    await page.locator('[componentkey="job-card-component-ref-619"][role="button"]').waitFor();
    // The open card's screen reader copy says "Selected, "; the drawn title is aria-hidden.
    const first = cards.first();
    expect(await first.locator('p span').first().textContent()).toMatch(/^Selected, .+ \(Verified job\)$/);
    expect(await page.getByTestId('pagination-controls-list').count()).toBe(0); // 23 jobs: one page
  });
});

describe('v5-sdui: the dialog', () => {
  it('has plain footer buttons, <p> questions ending in "*", and ids that change on every render', async () => {
    await search();
    const m = await startShort(page, 'v5-sdui', 'Software Engineer Alpha', 'Alpha Co');
    expect(
      await page.locator('dialog[data-testid="dialog"] [data-sdui-screen]').getAttribute('data-sdui-screen'),
    ).toBe('com.linkedin.sdui.flagshipnav.jobs.easyapply.EasyApply');
    expect(await m.locator('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('67');
    expect(await m.getByText('2/3 pages', { exact: true }).count()).toBe(1);
    const review = m.locator('footer button').last();
    expect(await attributesOf(review)).toEqual(['class', 'componentkey', 'type']);
    expect(await review.locator(':scope > span > span').textContent()).toBe('Review');
    expect(await m.locator('footer button').allTextContents()).toEqual(['Back', 'Review']);

    const question = m.locator('[data-testid="lazy-column"] p', { hasText: YEARS });
    expect(await question.textContent()).toBe(`${YEARS}*`);
    const input = m.getByRole('textbox', { name: YEARS, exact: true });
    expect(await attributesOf(input)).toEqual([
      'aria-describedby',
      'aria-label',
      'class',
      'dir',
      'id',
      'required',
      'type',
    ]);
    const firstId = await input.getAttribute('id');
    expect(firstId).toMatch(/^_r_[0-9a-v]+_$/);
    const counter = page.locator(`[id="${firstId}-info"] p`);
    expect(await counter.locator('[aria-hidden="true"]').textContent()).toBe('0/20');
    expect(await counter.locator(':scope > span:not([aria-hidden])').textContent()).toBe(
      '0 of 20 characters',
    );

    await clickFooter(m, 'Back to previous step');
    await stepTitle(m, 'Contact info');
    await clickFooter(m, 'Continue to next step');
    await stepTitle(m, 'Additional Questions');
    expect(await input.getAttribute('id')).not.toBe(firstId);
    await shot(page, 'v5-sdui-questions-short');
  });

  it('shows errors as plain <p> under the box and keeps the step', async () => {
    await search();
    const m = await startShort(page, 'v5-sdui', 'Software Engineer Alpha', 'Alpha Co');
    const input = m.getByRole('textbox', { name: YEARS, exact: true });
    await clickFooter(m, 'Review your application');
    const helper = page.locator(`[id="${await input.getAttribute('id')}-info"]`);
    expect(await helper.locator(':scope > p').textContent()).toBe('Please enter a valid answer');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await m.locator('[role="alert"]').count()).toBe(0);
    await answer(m, { kind: 'text', label: YEARS, value: 'five' });
    await clickFooter(m, 'Review your application');
    expect(await helper.locator(':scope > p').textContent()).toBe('Enter a whole number between 0 and 99');
    await shot(page, 'v5-sdui-validation');
    await finishShort(m);
    await page.getByText('Your application was sent to Alpha Co!').waitFor();
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    const [sent] = (await board.submissions()).submissions;
    expect(sent).toMatchObject({ jobId: '501', variant: 'v5-sdui', fields: { years: '4' } });
  });

  it('draws radios as div[role=radio] named by the question, with the option only in a <p>', async () => {
    await search();
    await openJob(page, 'Software Engineer Radio', 'Radio Co');
    await applyControl(page, 'v5-sdui').click();
    const m = modal(page);
    await stepTitle(m, 'Resume');
    // The stored resumes are radio cards; the first is chosen, another one can be.
    const cards = m.locator('fieldset[role="radiogroup"] [role="radio"]');
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-checked')))).toEqual([
      'true',
      'false',
    ]);
    await cards.nth(1).click();
    await m
      .locator('fieldset[role="radiogroup"] [role="radio"][aria-checked="true"]', {
        hasText: 'Newer_Resume.docx',
      })
      .waitFor();
    await clickFooter(m, 'Continue to next step');
    await stepTitle(m, 'Additional Questions');

    const group = m.locator('fieldset[role="radiogroup"]');
    expect(await group.evaluate((el) => el.querySelector('legend'))).toBeNull();
    expect(await group.getAttribute('aria-describedby')).toMatch(/^error-message-_r_[0-9a-v]+_$/);
    const radios = group.locator('div[role="radio"]');
    expect(await radios.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      AUTHORIZED,
      AUTHORIZED,
    ]);
    expect(await radios.locator('label').allTextContents()).toEqual(['', '']);
    expect(
      await radios.locator('input').evaluateAll((els) => els.map((el) => el.hasAttribute('value'))),
    ).toEqual([false, false]);
    expect(await radios.locator('p').allTextContents()).toEqual(['Yes', 'No']);

    await clickFooter(m, 'Review your application');
    expect(
      await m.locator(`[componentkey^="easyApplyFieldFocus_"]:has(> fieldset) > p`).allTextContents(),
    ).toEqual([`${AUTHORIZED}*`, 'Please enter a valid answer']);
    await group.getByText('No', { exact: true }).click();
    expect(await radios.evaluateAll((els) => els.map((el) => el.getAttribute('aria-checked')))).toEqual([
      'false',
      'true',
    ]);
    await answer(m, { kind: 'select', label: 'Highest degree', value: 'Master' });
    await clickFooter(m, 'Review your application');
    await stepTitle(m, 'Review your application');
    await clickFooter(m, 'Submit application');
    await page.getByText('Your application was sent to Radio Co!').waitFor();
    const [sent] = (await board.submissions()).submissions;
    expect(sent?.fields).toEqual({ resume: 'Newer_Resume.docx', auth: 'No', degree: 'Master' });
  });

  it('Dismiss asks "Save this application?" with Save and Discard in nested spans', async () => {
    await search();
    const m = await startShort(page, 'v5-sdui', 'Software Engineer SaveFirst', 'SaveFirst Co');
    await m.getByRole('button', { name: 'Dismiss' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Save this application?' });
    const buttons = confirm.locator('button:not([aria-label="Dismiss"])');
    expect(await buttons.allTextContents()).toEqual(['Save', 'Discard']);
    expect(
      await buttons.evaluateAll((els) =>
        els.map((el) => el.querySelector(':scope > span > span')?.textContent),
      ),
    ).toEqual(['Save', 'Discard']);
    expect(await attributesOf(buttons.last())).toEqual(['class', 'componentkey', 'type']);
    await shot(page, 'v5-sdui-save-dialog');
    await confirm.getByRole('button', { name: 'Discard', exact: true }).click();
    await m.waitFor({ state: 'detached' });
    expect(await board.submissions()).toMatchObject({ submissions: [], discarded: ['502'] });
  });

  it('while a page loads, shows part of it beside a spinner (no aria-busy), and its buttons do nothing yet', async () => {
    await board.configure({ delays: true, seed: 5 });
    await page.goto(`${board.url}/jobs/view/501/`);
    await applyControl(page, 'v5-sdui').click();
    const m = modal(page);
    const fieldCount = () =>
      page.evaluate(() => document.querySelectorAll('dialog [componentkey^="easyApplyFieldFocus_"]').length);
    // Contact info has three fields; while loading, two are there.
    await page.waitForFunction(
      () => document.querySelectorAll('dialog [componentkey^="easyApplyFieldFocus_"]').length === 2,
    );
    expect(await page.locator('[aria-busy]').count()).toBe(0);
    await footerButton(m, 'Continue to next step').click();
    await page.waitForFunction(
      () => document.querySelectorAll('dialog [componentkey^="easyApplyFieldFocus_"]').length === 3,
    );
    // The click during the load changed nothing: still the contact page, no error shown.
    await stepTitle(m, 'Contact info');
    expect(await fieldCount()).toBe(3);
    expect(await m.locator('[data-board-error]').count()).toBe(0);
    await board.configure({ delays: false });
  });

  it('the daily limit is a popup on Easy Apply', async () => {
    await board.configure({ limits: { dailyLimitAfter: 0 } });
    await page.goto(`${board.url}/jobs/view/501/`);
    await applyControl(page, 'v5-sdui').click();
    const popup = page.getByRole('dialog', { name: "You reached today's Easy Apply limit" });
    await popup.getByRole('button', { name: 'Got it', exact: true }).click();
    await popup.waitFor({ state: 'detached' });
    expect((await board.submissions()).submissions).toEqual([]);
  });
});

describe('v2-classic as served in 2026', () => {
  beforeEach(async () => {
    await board.configure({ variant: 'v2-classic' });
  });

  it('adds a visually hidden "Required", resume cards with hidden radios and the "Application powered by" note', async () => {
    await page.goto(`${board.url}/jobs/search/?keywords=Software%20Engineer`);
    await openJob(page, 'Software Engineer Radio', 'Radio Co');
    await applyControl(page, 'v2-classic').click();
    const m = modal(page);
    await stepTitle(m, 'Resume');
    expect(await m.getByText(/^Application powered by .+\. Help Center$/).count()).toBe(1);
    const toggles = m.locator('label[for^="jobsDocumentCardToggle-ember"]');
    expect(await toggles.allTextContents()).toEqual([
      'Deselect resume Old_Resume.pdf',
      'Select resume Newer_Resume.docx',
    ]);
    expect(await m.locator('[aria-label="Select this resume"]').count()).toBe(1);
    await m.locator('label', { hasText: 'Select resume Newer_Resume.docx' }).click();
    await m.locator('[aria-label="Selected"]', { hasText: 'Newer_Resume.docx' }).waitFor();
    await shot(page, 'v2-classic-2026-resume');
    await clickFooter(m, 'Continue to next step');
    await stepTitle(m, 'Additional Questions');
    const legend = m.locator('fieldset legend');
    expect(
      await legend.locator('[data-test-form-builder-radio-button-form-component__required]').textContent(),
    ).toBe('Required');
    expect(await m.getByRole('group', { name: `${AUTHORIZED} Required` }).count()).toBe(1);
    expect(
      await m
        .locator('[data-test-text-entity-list-form-component] [data-test-text-entity-list-form-required]')
        .textContent(),
    ).toBe('Required');
    await answer(m, { kind: 'radio', label: AUTHORIZED, value: 'Yes' });
    await answer(m, { kind: 'select', label: 'Highest degree', value: 'Bachelor' });
    await clickFooter(m, 'Review your application');
    await clickFooter(m, 'Submit application');
    await page.getByText('Your application was sent to Radio Co!').waitFor();
    const [sent] = (await board.submissions()).submissions;
    expect(sent?.fields).toEqual({ resume: 'Newer_Resume.docx', auth: 'Yes', degree: 'Bachelor' });
  });
});
