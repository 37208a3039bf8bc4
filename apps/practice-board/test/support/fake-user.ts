import type { Locator, Page } from 'playwright-core';
import type { Variant } from '../../src/shared/variants';

/** A person using the board: clicks, types and picks files; finds things by what they read, as a user would. */

export const SEARCH =
  '/jobs/search/?keywords=Software%20Engineer&location=India&f_AL=true&f_E=4&f_TPR=r2592000&sortBy=DD';

export function modal(page: Page): Locator {
  // CSS locators pierce open shadow roots, so this finds v3's modal too.
  return page.locator('[aria-labelledby="jobs-apply-header"], dialog[aria-labelledby="dialog-header"]');
}

export function applyControl(page: Page, variant: Variant): Locator {
  if (variant === 'v3-shadow') return page.locator('a[href*="openSDUIApplyFlow=true"]');
  return page.locator('#jobs-apply-button-id');
}

export async function openJob(page: Page, title: string, company: string): Promise<void> {
  const card = page
    .locator('[data-occludable-job-id], [componentkey^="job-card-component-ref-"]')
    .filter({ hasText: company })
    .filter({ hasText: title });
  // Cards further down exist only once the list has been scrolled to them, as a person would.
  for (let i = 0; i < 40 && (await card.count()) === 0; i++) {
    await scrollResults(page, 300);
    await page.waitForTimeout(50);
  }
  // A person whose click landed while the busy page was still drawing the list clicks the card again.
  const heading = page.locator('h1', { hasText: title });
  for (let attempt = 1; ; attempt++) {
    await card.first().click();
    try {
      await heading.waitFor({ timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

export type Answer = {
  kind: 'text' | 'select' | 'radio' | 'checkbox' | 'typeahead';
  label: string;
  value: string | string[];
};

function group(m: Locator, label: string): Locator {
  return m.locator('fieldset').filter({ has: m.page().locator('legend', { hasText: label }) });
}

export async function answer(m: Locator, a: Answer): Promise<void> {
  const value = Array.isArray(a.value) ? a.value : [a.value];
  switch (a.kind) {
    case 'text':
      // By accessible name: LinkedIn's labels repeat their text (aria-hidden + visually-hidden copies).
      await m.getByRole('textbox', { name: a.label, exact: true }).fill(value[0] ?? '');
      break;
    case 'select':
      await m.getByRole('combobox', { name: a.label, exact: true }).selectOption({ label: value[0] ?? '' });
      break;
    case 'radio':
    case 'checkbox':
      for (const option of value) await group(m, a.label).getByText(option, { exact: true }).click();
      break;
    case 'typeahead': {
      const input = m.getByRole('combobox', { name: a.label, exact: true });
      await input.fill((value[0] ?? '').slice(0, 5));
      await m.getByRole('option', { name: value[0] ?? '', exact: true }).click();
      break;
    }
  }
}

export async function clickFooter(
  m: Locator,
  name: 'Continue to next step' | 'Review your application' | 'Submit application' | 'Back to previous step',
): Promise<void> {
  await m.getByRole('button', { name, exact: true }).click();
}

export async function stepTitle(m: Locator, title: string): Promise<void> {
  await m.locator('h3', { hasText: title }).first().waitFor();
}

export async function uploadResume(m: Locator, file: string, name: string): Promise<void> {
  await m.locator('input[name="file"]').first().setInputFiles(file);
  await m.getByText(name, { exact: true }).first().waitFor();
}

/** On the review step: untick "Follow <company>" through its label (the box itself is visually hidden). */
export async function unfollow(m: Locator): Promise<void> {
  await m.locator('label[for="follow-company-checkbox"]').click();
}

export async function finishSent(page: Page, company: string): Promise<void> {
  await page.getByText(`Your application was sent to ${company}!`).waitFor();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
}

/** Scrolls the results list (found as the scrollable ancestor of the cards: its class is hashed in v3/v4). */
export async function scrollResults(page: Page, by: number | 'end'): Promise<void> {
  await page
    .locator('[data-occludable-job-id], [componentkey^="job-card-component-ref-"]')
    .first()
    .evaluate((el, amount) => {
      let node: HTMLElement | null = el as HTMLElement;
      while (node && !(node.scrollHeight > node.clientHeight && getComputedStyle(node).overflowY === 'auto'))
        node = node.parentElement;
      if (node) node.scrollBy(0, amount === 'end' ? node.scrollHeight : amount);
    }, by);
}
