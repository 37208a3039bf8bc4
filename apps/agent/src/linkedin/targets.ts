import type { Locator, Page } from 'playwright-core';
import { deadline } from '../browser/deadline';

/**
 * What the engine presses and where, found the way a person with a screen reader finds it (decision 045): by role and
 * accessible name, computed by Playwright as the browser does (aria-labelledby, aria-label, label, the visible text
 * of a button's nested spans), through open shadow roots and native dialogs. No class, id or data-* attribute is
 * needed: LinkedIn's 2026 footer buttons are plain `<button><span>Review</span></button>`, its older ones carry an
 * aria-label ("Continue to next step") whose words these names also match.
 */
export const ACTION_NAMES = {
  submit: /^\s*submit(\s+(your\s+)?application)?\s*$/i,
  review: /^\s*review(\s+(your\s+)?application)?\s*$/i,
  // Not a bare "Continue": that is the throttle notice's and the safety reminder's button, never a form step's.
  next: /^\s*(next|continue to next step|save and continue)\s*$/i,
  dismiss: /^\s*(dismiss|close)\s*$/i,
  discard: /^\s*discard(\s+application)?\s*$/i,
  done: /^\s*done\s*$/i,
  /** "Easy Apply", "Easy Apply to Backend Engineer at Acme", "Easy Apply to this job", "LinkedIn Apply to this job". */
  easyApply: /^\s*(easy apply|linkedin apply)(\s+to\b.*)?\s*$/i,
} as const;

export type PrimaryKind = 'submit' | 'review' | 'next';
export type Scope = Page | Locator;

/** Controls that make a dialog a form (the selector is by element and role only). */
const FORM_CONTROLS =
  'input:not([type=hidden]), select, textarea, [role=radio], [role=checkbox], [role=combobox], [role=textbox]';
const ANY_PRIMARY =
  /^\s*(submit(\s+(your\s+)?application)?|review(\s+(your\s+)?application)?|next|continue to next step)\s*$/i;

/** The first visible element of a locator, or null. Never waits. */
export async function firstVisible(all: Locator): Promise<Locator | null> {
  const count = await all.count();
  for (let i = 0; i < count; i += 1) {
    const candidate = all.nth(i);
    if (await candidate.isVisible().catch(() => false)) return candidate;
  }
  return null;
}

/** A button (or a link drawn as one) by its accessible name inside a scope, visible, or null. Never waits. */
export function buttonNamed(scope: Scope, name: RegExp): Promise<Locator | null> {
  return firstVisible(scope.getByRole('button', { name }));
}

/** The step's primary action: Submit before Review before Next, the way the footer offers only one of them. */
export async function primaryNow(dialog: Locator): Promise<{ kind: PrimaryKind; button: Locator } | null> {
  for (const kind of ['submit', 'review', 'next'] as const) {
    const button = await buttonNamed(dialog, ACTION_NAMES[kind]);
    if (button) return { kind, button };
  }
  return null;
}

/** Polls for the primary action until it shows, or gives up after `timeout` ms. */
export async function primaryAction(
  dialog: Locator,
  timeout = 5000,
): Promise<{ kind: PrimaryKind; button: Locator } | null> {
  const end = deadline(timeout);
  for (;;) {
    const found = await primaryNow(dialog).catch(() => null);
    if (found || end.passed()) return found;
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
}

/**
 * The application form: an open dialog (role=dialog, a native <dialog>, inside a shadow root or not) that holds form
 * controls or a primary action. Not the "Save this application?" alert, not the "Application sent" dialog.
 */
export function applyDialogs(page: Page): Locator {
  const dialogs = page.getByRole('dialog');
  return dialogs
    .filter({ has: page.locator(FORM_CONTROLS) })
    .or(dialogs.filter({ has: page.getByRole('button', { name: ANY_PRIMARY }) }));
}

/** Polls for the application form until it shows, or gives up after `timeout` ms. */
export async function findApplyDialog(page: Page, timeout = 3000): Promise<Locator | null> {
  const end = deadline(timeout);
  for (;;) {
    const dialog = await firstVisible(applyDialogs(page)).catch(() => null);
    if (dialog || end.passed()) return dialog;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The open job's Easy Apply control: a button or a link named so. */
export async function easyApplyControl(page: Page, timeout = 3000): Promise<Locator | null> {
  const end = deadline(timeout);
  for (;;) {
    const found =
      (await firstVisible(page.getByRole('button', { name: ACTION_NAMES.easyApply })).catch(() => null)) ??
      (await firstVisible(page.getByRole('link', { name: ACTION_NAMES.easyApply })).catch(() => null));
    if (found || end.passed()) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
