import type { Locator, Page } from 'playwright-core';
import type { Variant } from '../../src/shared/variants';
import { answer, applyControl, clickFooter, modal, openJob, stepTitle } from './fake-user';

/** Opens a shortJob (fixtures.ts) and fills its contact step; leaves the modal on the questions step. */
export async function startShort(
  page: Page,
  variant: Variant,
  title: string,
  company: string,
): Promise<Locator> {
  await openJob(page, title, company);
  await applyControl(page, variant).click();
  const m = modal(page);
  await stepTitle(m, 'Contact info');
  await answer(m, { kind: 'select', label: 'Phone country code', value: 'India (+91)' });
  await answer(m, { kind: 'text', label: 'Mobile phone number', value: '9876543210' });
  await clickFooter(m, 'Continue to next step');
  await stepTitle(m, 'Additional Questions');
  return m;
}

/** Answers the short job's one question and goes to Submit on the review step. */
export async function finishShort(m: Locator): Promise<void> {
  await answer(m, { kind: 'text', label: 'How many years of experience do you have?', value: '4' });
  await clickFooter(m, 'Review your application');
  await stepTitle(m, 'Review your application');
  await clickFooter(m, 'Submit application');
}
