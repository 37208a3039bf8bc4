import { MESSAGES } from '@applypilot/contracts';
import type { Frame, Page } from 'playwright-core';
import { sleep } from '../engine/pace';
import { readPageState, SUBMIT_NAME, type PageState } from './in-page';

/**
 * What only a person should do (decision 054): a CAPTCHA the site draws, or a code it emailed. The agent brings its
 * Chrome window forward, says so in the agent's window and on the live panel, and waits for the person; it never
 * solves one itself (no service, no model) and never tries again in a loop. The invisible reCAPTCHA's badge is no
 * challenge (readPageState tells them apart).
 */

/** How long the person gets. */
export const HUMAN_CHECK_WAIT_MS = 5 * 60 * 1000;

/** The state of the frame that holds the form and, when the form is in an employer page's frame, of that page too. */
export async function pageState(frame: Frame): Promise<PageState> {
  const own = await frame.evaluate(readPageState, SUBMIT_NAME.source);
  const top = frame.page().mainFrame();
  if (top === frame || own.humanCheck) return own;
  const outer = await top.evaluate(readPageState, SUBMIT_NAME.source).catch(() => null);
  return outer?.humanCheck ? { ...own, humanCheck: outer.humanCheck } : own;
}

/**
 * Hands a challenge to the person and waits until it is gone (true), or the time ran out, the tab was closed or the
 * user pressed Stop (false).
 */
export async function handToPerson(
  page: Page,
  frame: Frame,
  site: string,
  log: (message: string) => void,
  stopRequested: () => boolean = () => false,
  waitMs = HUMAN_CHECK_WAIT_MS,
): Promise<boolean> {
  await page.bringToFront().catch(() => undefined);
  // The notice itself, word for word (the live panel and the agent's window show it); the wait as engine detail.
  log(MESSAGES.humanCheckHandOff(site));
  log(`  Waiting up to ${Math.round(waitMs / 60000)} minutes for the person to finish ${site}'s check.`);
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    // The user pressed Stop while the check waited for them: nothing more is done.
    if (page.isClosed() || stopRequested()) return false;
    const state = await pageState(frame).catch(() => null);
    if (state && !state.humanCheck) {
      log(`  ${site}: the check is done, going on.`);
      return true;
    }
    await sleep(500);
  }
  return false;
}
