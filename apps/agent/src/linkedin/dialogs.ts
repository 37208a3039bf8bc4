import type { Locator, Page } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ACTION_TIMEOUT_MS, deadline } from '../browser/deadline';
import { ACTION_NAMES, buttonNamed, findApplyDialog, firstVisible } from './targets';
import { readSignal, type PageSignal } from './page-state';
import { isJobId } from './job-id';
import { sleep } from '../engine/pace';

/** How often a wait looks at the page again (a look itself costs a few milliseconds). */
const POLL_MS = 25;

/** The dialogs around an application: finding the form, waiting for a signal, dismissing and discarding. */

/** The Easy Apply form dialog, wherever it lives. */
export function formDialog(page: Page, timeout = 3000): Promise<Locator | null> {
  return findApplyDialog(page, timeout);
}

/** Every open dialog and alert dialog whose text matches (a notice, the sent confirmation, the save question). */
function dialogsSaying(page: Page, text: RegExp): Locator {
  return page.getByRole('dialog').or(page.getByRole('alertdialog')).filter({ hasText: text });
}

export async function waitForSignal(
  page: Page,
  accept: (s: PageSignal) => boolean,
  timeout: number,
): Promise<PageSignal> {
  const end = deadline(timeout);
  for (;;) {
    const signal = await readSignal(page);
    if (accept(signal) || end.passed()) return signal;
    await sleep(POLL_MS);
  }
}

/**
 * Clicks a button by its accessible name inside the open dialog whose text matches `dialogText` (the throttle notice,
 * the sent confirmation, the safety reminder), never in another dialog that happens to be open behind it.
 */
export async function clickDialogButton(page: Page, dialogText: RegExp, names: RegExp): Promise<boolean> {
  const button = await firstVisible(dialogsSaying(page, dialogText).getByRole('button', { name: names }));
  if (!button) return false;
  await button.click({ timeout: ACTION_TIMEOUT_MS });
  return true;
}

/** Dismiss, then Discard in "Save this application?", whichever side Discard is on. */
export async function discardApplication(page: Page): Promise<boolean> {
  const dialog = await formDialog(page, 500);
  const dismiss = await buttonNamed(dialog ?? page, ACTION_NAMES.dismiss);
  if (!dismiss) return false;
  await dismiss.click({ timeout: ACTION_TIMEOUT_MS });
  const signal = await waitForSignal(page, (s) => s === 'save-dialog' || s === 'none', 3000);
  if (signal !== 'save-dialog') return signal === 'none';
  // By its name, whatever side it is on and however deep its text sits in spans.
  const end = deadline(2000);
  let discard: Locator | null = null;
  while (!discard && !end.passed()) {
    discard = await firstVisible(
      dialogsSaying(page, /save this application/i).getByRole('button', { name: ACTION_NAMES.discard }),
    );
    if (!discard) await sleep(50);
  }
  if (!discard) return false;
  await discard.click({ timeout: ACTION_TIMEOUT_MS });
  await waitForSignal(page, (s) => s !== 'save-dialog' && s !== 'form', 3000);
  return true;
}

export async function screenshot(page: Page, dir: string, jobId: string): Promise<string | undefined> {
  try {
    await mkdir(dir, { recursive: true });
    // The engine skips jobs with other ids; this is the last guard before the id becomes a file name.
    const file = path.join(dir, `${isJobId(jobId) ? jobId : 'job'}-${Date.now()}.png`);
    await page.screenshot({ path: file });
    return file;
  } catch {
    return undefined;
  }
}
