import type { BrowserContext, ElementHandle, Page } from 'playwright-core';
import { ACTION_TIMEOUT_MS, deadline } from '../browser/deadline';
import { sleep } from '../engine/pace';

/** How long LinkedIn's Apply gets to open the company site. */
const OPEN_WAIT_MS = 15_000;

/**
 * Presses the job's "Apply on company website" and answers the tab the company site opened in (issue 30): a new tab
 * (LinkedIn opens one), or this tab when it navigated away from LinkedIn instead. Undefined when neither happened.
 */
export async function openCompanySite(
  context: BrowserContext,
  page: Page,
  control: ElementHandle<Element>,
  origin: string,
): Promise<Page | undefined> {
  let opened: Page | undefined;
  const onPage = (p: Page) => (opened ??= p);
  context.on('page', onPage);
  try {
    await control.click({ timeout: ACTION_TIMEOUT_MS });
    const end = deadline(OPEN_WAIT_MS);
    const home = new URL(origin).origin;
    for (;;) {
      if (opened) return opened;
      const left = (() => {
        try {
          return new URL(page.url()).origin !== home;
        } catch {
          return false;
        }
      })();
      if (left) return page;
      if (end.passed()) return undefined;
      await sleep(80);
    }
  } finally {
    context.off('page', onPage);
  }
}
