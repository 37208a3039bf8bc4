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
  if (variant === 'v3-shadow' || variant === 'v5-sdui')
    return page.locator('a[href*="openSDUIApplyFlow=true"]');
  return page.locator('#jobs-apply-button-id');
}

/** The home city's question: "City" on its own page, "Location (city)" on v5's contact page. */
export function cityLabel(variant: Variant): string {
  return variant === 'v5-sdui' ? 'Location (city)' : 'City';
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
  // A person whose click landed while the busy page was still drawing the list clicks the card again. (v5's job
  // page has no h1: its title is a <p> in the top card.)
  const heading = page.locator('h1, [componentkey^="JobDetails_TopCard_"] > p', { hasText: title });
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

/** A choice group: a fieldset with its legend, or (v5) the field wrapper whose <p> holds the question. */
function group(m: Locator, label: string): Locator {
  return m
    .locator('fieldset')
    .filter({ has: m.page().locator('legend', { hasText: label }) })
    .or(
      m
        .locator('[componentkey^="easyApplyFieldFocus_"]')
        .filter({ has: m.page().locator(':scope > p', { hasText: label }) }),
    );
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

export type FooterName =
  'Continue to next step' | 'Review your application' | 'Submit application' | 'Back to previous step';

/** What v5's footer buttons say: they have no aria-label, so their name is their text. */
const FOOTER_TEXT: Record<FooterName, string> = {
  'Continue to next step': 'Next',
  'Review your application': 'Review',
  'Submit application': 'Submit application',
  'Back to previous step': 'Back',
};

export function footerButton(m: Locator, name: FooterName): Locator {
  return m
    .getByRole('button', { name, exact: true })
    .or(m.locator('footer').getByRole('button', { name: FOOTER_TEXT[name], exact: true }));
}

export async function clickFooter(m: Locator, name: FooterName): Promise<void> {
  await footerButton(m, name).click();
}

/** The step's title: an h3 in the older modals, the lazy column's first <p> in v5. */
export function stepHeading(m: Locator): Locator {
  return m.locator('h3, [data-testid="lazy-column"] > div > p:first-child').first();
}

export async function stepTitle(m: Locator, title: string): Promise<void> {
  await m
    .locator('h3, [data-testid="lazy-column"] > div > p:first-child', { hasText: title })
    .first()
    .waitFor();
}

/** Uploads through the file input where there is one, else (v5) through the chooser the bare button opens. */
export async function uploadResume(m: Locator, file: string, name: string): Promise<void> {
  const input = m.locator('input[name="file"]').first();
  if ((await input.count()) > 0) await input.setInputFiles(file);
  else {
    const chooser = m.page().waitForEvent('filechooser');
    await m.getByRole('button', { name: 'Upload resume', exact: true }).click();
    await (await chooser).setFiles(file);
  }
  await m.getByText(name, { exact: true }).first().waitFor();
}

/** On the review step: untick "Follow <company>" through its label (the box itself is visually hidden). */
export async function unfollow(m: Locator): Promise<void> {
  const classic = m.locator('label[for="follow-company-checkbox"]');
  if ((await classic.count()) > 0) return classic.click();
  // v5: the box is the empty label beside the sentence.
  await m
    .locator('div', { has: m.page().getByText(/^Follow .* to stay up to date with their page\.$/) })
    .filter({ has: m.page().locator('label') })
    .last()
    .locator('label')
    .click();
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
