import type { Locator, Page } from 'playwright-core';
import { deadline } from '../browser/deadline';

/**
 * Every element the engine needs, each found by an ordered list of strategies: aria-label first, then data-test-*,
 * then id fragments, then classes (practice-board.md: class names churn, aria-labels survive). Playwright's CSS engine
 * pierces open shadow roots, so the same selectors reach v3's modal inside `#interop-outlet`.
 */
export const TARGETS = {
  applyButton: [
    'button[aria-label^="Easy Apply to"]',
    'a[aria-label^="Easy Apply to"]',
    '[aria-label="LinkedIn Apply to this job"]',
    '[data-test-apply-button]',
    'a[href*="openSDUIApplyFlow=true"]',
    '#jobs-apply-button-id',
    'button.jobs-apply-button',
  ],
  /** The Easy Apply form, wherever it lives (div modal, shadow root, native dialog). */
  applyDialog: [
    '[role="dialog"]:has(button[aria-label="Continue to next step"], button[aria-label="Review your application"], button[aria-label="Submit application"])',
    'dialog[open]:has(button[aria-label="Continue to next step"], button[aria-label="Review your application"], button[aria-label="Submit application"])',
    '[role="dialog"]:has(input, select, textarea)',
    'dialog[open]:has(input, select, textarea)',
    'div.jobs-easy-apply-modal',
  ],
  anyDialog: ['[role="alertdialog"]', 'dialog[open]', '[role="dialog"]', '.artdeco-modal'],
  next: [
    'button[aria-label="Continue to next step"]',
    '[data-easy-apply-next-button]',
    '[data-live-test-easy-apply-next-button]',
  ],
  review: ['button[aria-label="Review your application"]', '[data-live-test-easy-apply-review-button]'],
  submit: ['button[aria-label="Submit application"]', '[data-live-test-easy-apply-submit-button]'],
  dismiss: ['button[aria-label="Dismiss"]', '[data-test-modal-close-btn]', 'button.artdeco-modal__dismiss'],
  discard: [
    'button[data-control-name="discard_application_confirm_btn"]',
    'button[data-test-dialog-secondary-btn]',
    'button:text-is("Discard")',
  ],
  fileInput: ['input[name="file"]', 'input[type="file"][id*="jobs-document-upload"]', 'input[type="file"]'],
  followCheckbox: ['#follow-company-checkbox', 'input[type="checkbox"][id*="follow-company"]'],
  formError: [
    '.artdeco-inline-feedback--error .artdeco-inline-feedback__message',
    '[role="alert"]',
    '.fb-dash-form-element__error-field',
    '[aria-invalid="true"]',
  ],
  searchCard: [
    '[data-occludable-job-id]',
    '[data-job-id].job-card-container',
    '[componentkey^="job-card-component-ref-"]',
    'li.jobs-search-results__list-item',
  ],
} as const;

export type Target = keyof typeof TARGETS;
export type Scope = Page | Locator;

/** The first strategy that finds a visible element, or null. Never waits. */
export async function findNow(scope: Scope, target: Target | readonly string[]): Promise<Locator | null> {
  const strategies = typeof target === 'string' ? TARGETS[target] : target;
  for (const selector of strategies) {
    const all = scope.locator(selector);
    const count = await all.count();
    for (let i = 0; i < count; i += 1) {
      const candidate = all.nth(i);
      if (await candidate.isVisible()) return candidate;
    }
  }
  return null;
}

/** Polls the strategies until one finds a visible element, or gives up after `timeout` ms. */
export async function find(
  scope: Scope,
  target: Target | readonly string[],
  timeout = 5000,
): Promise<Locator | null> {
  const end = deadline(timeout);
  for (;;) {
    const hit = await findNow(scope, target);
    if (hit || end.passed()) return hit;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Like findNow, but also returns hidden elements (the hidden file input, the visually hidden follow checkbox). */
export async function findAttached(
  scope: Scope,
  target: Target | readonly string[],
): Promise<Locator | null> {
  const strategies = typeof target === 'string' ? TARGETS[target] : target;
  for (const selector of strategies) {
    const all = scope.locator(selector);
    if ((await all.count()) > 0) return all.first();
  }
  return null;
}
