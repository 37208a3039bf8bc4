import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { startBoard, type RunningBoard } from './support/board';
import { launchBrowser, shot } from './support/browser';
import { answer, applyControl, clickFooter, modal, openJob, stepTitle } from './support/fake-user';
import { catalogueOf, shortJob } from './support/fixtures';
import { finishShort, startShort } from './support/short-flow';

let board: RunningBoard;
let browser: Browser;
let page: Page;

const typeaheadJob = {
  ...(shortJob('310', 'Software Engineer Typeahead', 'Typeahead Co') as Record<string, unknown>),
  steps: [{ kind: 'address' }, { kind: 'resume' }, { kind: 'review' }],
};

beforeAll(async () => {
  board = await startBoard({
    catalogue: catalogueOf([
      shortJob('301', 'Software Engineer Alpha', 'Alpha Co'),
      shortJob('302', 'Software Engineer Beta', 'Beta Co'),
      shortJob('303', 'Software Engineer Silent', 'Silent Co', { events: { silentRefusal: { step: 1 } } }),
      shortJob('304', 'Software Engineer SaveFirst', 'SaveFirst Co', {
        events: { discardOrder: 'save-first' },
      }),
      shortJob('305', 'Software Engineer DiscardFirst', 'DiscardFirst Co', {
        events: { discardOrder: 'discard-first' },
      }),
      shortJob('306', 'Software Engineer Premium', 'Premium Co', { events: { premiumUpsell: true } }),
      shortJob('307', 'Software Engineer Security', 'Security Co', { events: { securityCheck: true } }),
      shortJob('308', 'Software Engineer Throttle', 'Throttle Co', {
        events: { throttle: true, safetyReminder: true },
      }),
      typeaheadJob,
      ...Array.from({ length: 20 }, (_, i) =>
        shortJob(String(400 + i), `Software Engineer Filler ${i}`, `Filler ${i}`),
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
  await board.configure({ variant: 'v2-classic', seed: 3, limits: {} });
  await board.reset();
  await page?.close();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
});

async function search(): Promise<void> {
  await page.goto(`${board.url}/jobs/search/?keywords=Software%20Engineer`);
}

/**
 * Presses a footer button and waits until the board has answered that press (its own count, data-board-presses):
 * only then does "still on this step, no message" say that the press was refused, not that it is still on its way.
 */
async function pressAnswered(m: Locator, press: () => Promise<void>): Promise<void> {
  const footer = m.locator('[data-board-presses]');
  const before =
    (await footer.count()) === 0 ? 0 : Number(await footer.first().getAttribute('data-board-presses'));
  await press();
  await m.locator(`[data-board-presses="${before + 1}"]`).waitFor();
}

async function errors(): Promise<string[]> {
  return modal(page).locator('.artdeco-inline-feedback__message').allTextContents();
}

describe('validation', () => {
  it('shows LinkedIn’s messages, marks the element and keeps the step', async () => {
    await search();
    const m = await startShort(page, 'v2-classic', 'Software Engineer Alpha', 'Alpha Co');
    await clickFooter(m, 'Review your application');
    expect(await errors()).toEqual(['Please enter a valid answer']);
    expect(await m.locator('.fb-dash-form-element__error-field').count()).toBe(1);
    await answer(m, { kind: 'text', label: 'How many years of experience do you have?', value: 'five' });
    await clickFooter(m, 'Review your application');
    expect(await errors()).toEqual(['Enter a whole number between 0 and 99']);
    await shot(page, 'v2-classic-validation');
    await finishShort(m);
    await page.getByText('Your application was sent to Alpha Co!').waitFor();
  });

  it('ignores a value set without input and change events', async () => {
    await search();
    const m = await startShort(page, 'v2-classic', 'Software Engineer Alpha', 'Alpha Co');
    await m.locator('input[id$="-numeric"]').evaluate((el) => ((el as HTMLInputElement).value = '4'));
    await clickFooter(m, 'Review your application');
    expect(await errors()).toEqual(['Please enter a valid answer']);
  });

  it('refuses a typed but unpicked city without a word, and asks for a resume', async () => {
    await search();
    await openJob(page, 'Software Engineer Typeahead', 'Typeahead Co');
    await applyControl(page, 'v2-classic').click();
    const m = modal(page);
    await stepTitle(m, 'Home address');
    await m.getByRole('combobox', { name: 'City', exact: true }).fill('Bengaluru, Karnataka, India');
    await pressAnswered(m, () => clickFooter(m, 'Continue to next step'));
    expect(await m.locator('h3', { hasText: 'Home address' }).count()).toBe(1);
    expect(await m.locator('[role=alert]').count()).toBe(0);
    await answer(m, { kind: 'typeahead', label: 'City', value: 'Bengaluru, Karnataka, India' });
    await clickFooter(m, 'Continue to next step');
    await stepTitle(m, 'Resume');
    await clickFooter(m, 'Review your application');
    expect(await errors()).toEqual(['A resume is required']);
  });

  it('refuses a step once, silently, when the job asks for it', async () => {
    await search();
    const m = await startShort(page, 'v2-classic', 'Software Engineer Silent', 'Silent Co');
    await answer(m, { kind: 'text', label: 'How many years of experience do you have?', value: '4' });
    await pressAnswered(m, () => clickFooter(m, 'Review your application'));
    expect(await m.locator('h3', { hasText: 'Additional Questions' }).count()).toBe(1);
    expect(await m.locator('[role=alert]').count()).toBe(0);
    await clickFooter(m, 'Review your application');
    await stepTitle(m, 'Review your application');
  });
});

describe('dialogs', () => {
  for (const [title, company, order] of [
    ['Software Engineer SaveFirst', 'SaveFirst Co', ['Save', 'Discard']],
    ['Software Engineer DiscardFirst', 'DiscardFirst Co', ['Discard', 'Save']],
  ] as const) {
    it(`Dismiss asks "Save this application?" with ${order.join(' then ')}; Discard records nothing`, async () => {
      await search();
      const m = await startShort(page, 'v2-classic', title, company);
      await m.getByRole('button', { name: 'Dismiss' }).click();
      const confirm = page.locator('[role=alertdialog]');
      expect(await confirm.locator('h2').textContent()).toBe('Save this application?');
      expect(
        (await confirm.locator('.artdeco-modal__actionbar button').allTextContents()).map((t) => t.trim()),
      ).toEqual(order);
      await confirm
        .locator('[data-control-name="discard_application_confirm_btn"][data-test-dialog-secondary-btn]')
        .click();
      await modal(page).waitFor({ state: 'detached' });
      const recorded = await board.submissions();
      expect(recorded.submissions).toEqual([]);
      expect(recorded.discarded).toEqual([
        (await page.locator('#jobs-apply-button-id').getAttribute('data-job-id')) ?? '',
      ]);
    });
  }

  it('shows the safety reminder, then "You\'re applying quickly" once, then sends', async () => {
    await search();
    await openJob(page, 'Software Engineer Throttle', 'Throttle Co');
    await applyControl(page, 'v2-classic').click();
    await page.getByRole('heading', { name: 'Job search safety reminder' }).waitFor();
    await page.getByRole('button', { name: 'Continue applying' }).click();
    const m = modal(page);
    await answer(m, { kind: 'select', label: 'Phone country code', value: 'India (+91)' });
    await answer(m, { kind: 'text', label: 'Mobile phone number', value: '9876543210' });
    await clickFooter(m, 'Continue to next step');
    await finishShort(m);
    await page.getByRole('heading', { name: "You're applying quickly" }).waitFor();
    expect((await board.submissions()).submissions).toEqual([]);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await clickFooter(m, 'Submit application');
    await page.getByText('Your application was sent to Throttle Co!').waitFor();
    expect((await board.submissions()).submissions.map((s) => s.jobId)).toEqual(['308']);
  });

  it('lands on /premium or the security check', async () => {
    await search();
    await openJob(page, 'Software Engineer Premium', 'Premium Co');
    await applyControl(page, 'v2-classic').click();
    await page.waitForURL(/\/premium\//);
    await search();
    await openJob(page, 'Software Engineer Security', 'Security Co');
    await applyControl(page, 'v2-classic').click();
    await page.getByRole('heading', { name: "Let's do a quick security check" }).waitFor();
  });
});

describe('limits', () => {
  it('v2: the daily limit shows inline at Submit once the limit is reached', async () => {
    await board.configure({ limits: { dailyLimitAfter: 1 } });
    await search();
    const first = await startShort(page, 'v2-classic', 'Software Engineer Alpha', 'Alpha Co');
    await finishShort(first);
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    const second = await startShort(page, 'v2-classic', 'Software Engineer Beta', 'Beta Co');
    await finishShort(second);
    await second.getByText("You've exceeded the daily application limit").waitFor();
    expect((await board.submissions()).submissions.map((s) => s.jobId)).toEqual(['301']);
  });

  it('v4: the daily limit is a popup on Easy Apply', async () => {
    await board.configure({ variant: 'v4-dialog', limits: { dailyLimitAfter: 1 } });
    await search();
    const first = await startShort(page, 'v4-dialog', 'Software Engineer Alpha', 'Alpha Co');
    await finishShort(first);
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await openJob(page, 'Software Engineer Beta', 'Beta Co');
    await applyControl(page, 'v4-dialog').click();
    await page.getByRole('heading', { name: "You reached today's Easy Apply limit" }).waitFor();
    expect(await modal(page).count()).toBe(0);
  });

  it('throttleAfter: the next application pauses once, then goes through', async () => {
    await board.configure({ limits: { throttleAfter: 1 } });
    await search();
    await finishShort(await startShort(page, 'v2-classic', 'Software Engineer Alpha', 'Alpha Co'));
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    const m = await startShort(page, 'v2-classic', 'Software Engineer Beta', 'Beta Co');
    await finishShort(m);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await clickFooter(m, 'Submit application');
    await page.getByText('Your application was sent to Beta Co!').waitFor();
    expect((await board.submissions()).submissions.map((s) => s.jobId)).toEqual(['301', '302']);
  });
});

describe('the results list', () => {
  it('renders only the first cards, re-renders on scroll, and moves currentJobId without navigating', async () => {
    await search();
    const slots = page.locator('li[data-occludable-job-id]');
    expect(await slots.count()).toBe(25);
    const rendered = await page.locator('li[data-occludable-job-id] .job-card-container').count();
    expect(rendered).toBeGreaterThanOrEqual(7);
    expect(rendered).toBeLessThanOrEqual(10);
    const firstCard = await page.locator('.job-card-container').first().elementHandle();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator('.jobs-search-results-list').evaluate((el) => el.scrollBy(0, 300));
    await page.waitForFunction((el) => el && !el.isConnected, firstCard);
    await page.locator('.jobs-search-results-list').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.locator('li[data-occludable-job-id]').last().locator('.job-card-container').waitFor();
    await page.locator('li[data-occludable-job-id]').nth(3).click();
    const id = await page.locator('li[data-occludable-job-id]').nth(3).getAttribute('data-occludable-job-id');
    await page.waitForURL((url) => url.searchParams.get('currentJobId') === id);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.locator('#jobs-apply-button-id').getAttribute('data-job-id')).toBe(id);
    await page.getByRole('button', { name: 'View next page' }).click();
    await page.waitForURL((url) => url.searchParams.get('start') === '25');
    expect(await page.locator('li[data-occludable-job-id]').count()).toBe(4);
  });

  it('says "No matching jobs found." when nothing matches', async () => {
    await page.goto(`${board.url}/jobs/search/?keywords=Astronaut`);
    await page.getByText('No matching jobs found.').waitFor();
  });
});
