import type { Locator } from 'playwright-core';
import { normaliseText } from '../answers/normalise';
import { ACTION_TIMEOUT_MS, deadline } from '../browser/deadline';
import { sleep } from '../engine/pace';
import { comboboxShown, openOptionNamed, openOptions } from './in-page';

/**
 * Choosing in a combobox as a careful person does (decision 054): open it, type to narrow the list, read the list
 * this combobox opened (never a same-looking list elsewhere, such as a phone widget's hidden countries), pick the
 * option whose text is exactly the one wanted ("Yes" is not "Yes, with permission"), and read back what it shows.
 */

/** How long the list must stay the same to count as settled (options arrive as typed letters are searched). */
const SETTLED_MS = 350;

/** A list's "nothing found" row, drawn while an earlier search's answer is shown: not an option, so wait on. */
const NO_RESULTS = /^(no (results?|matches|options|locations?)( found)?|nothing found)\b/i;
const realOptionTexts = (texts: string[]) => texts.filter((t) => !NO_RESULTS.test(t.trim()));

async function settledOptions(input: Locator, limitMs = 4000): Promise<string[]> {
  const handle = await input.elementHandle({ timeout: ACTION_TIMEOUT_MS });
  if (!handle) return [];
  try {
    const end = deadline(limitMs);
    let texts = realOptionTexts(await handle.evaluate(openOptions));
    let since = Date.now();
    while (!end.passed() && (texts.length === 0 || Date.now() - since < SETTLED_MS)) {
      await sleep(70);
      const now = realOptionTexts(await handle.evaluate(openOptions));
      if (now.join('\n') !== texts.join('\n')) {
        texts = now;
        since = Date.now();
      }
    }
    return texts;
  } finally {
    await handle.dispose();
  }
}

/** What the combobox shows as chosen, as a person reads it. */
export async function shownValue(input: Locator): Promise<string> {
  const handle = await input.elementHandle({ timeout: ACTION_TIMEOUT_MS });
  if (!handle) return '';
  try {
    return await handle.evaluate(comboboxShown);
  } finally {
    await handle.dispose();
  }
}

/** Clicks the option with exactly `text` in the list this combobox opened (a real pointer click). */
async function clickOption(input: Locator, text: string): Promise<boolean> {
  const handle = await input.elementHandle({ timeout: ACTION_TIMEOUT_MS });
  if (!handle) return false;
  const option = await handle.evaluateHandle(openOptionNamed, text);
  await handle.dispose();
  const element = option.asElement();
  if (!element) {
    await option.dispose();
    return false;
  }
  try {
    await element.scrollIntoViewIfNeeded({ timeout: ACTION_TIMEOUT_MS }).catch(() => undefined);
    await element.click({ timeout: ACTION_TIMEOUT_MS });
    return true;
  } finally {
    await element.dispose();
  }
}

async function open(input: Locator): Promise<void> {
  await input.click({ timeout: ACTION_TIMEOUT_MS });
  // Some comboboxes open on a click, others only with the arrow key.
  const handle = await input.elementHandle();
  const shown = handle ? await handle.evaluate(openOptions) : [];
  await handle?.dispose();
  if (shown.length === 0) await input.press('ArrowDown').catch(() => undefined);
}

/** The exact option among `options`, by text (case and spacing aside). */
export function exactOption(options: readonly string[], wanted: string): string | undefined {
  const w = normaliseText(wanted);
  return options.find((o) => normaliseText(o) === w);
}

/**
 * Picks `wanted` (an option's exact text) in a combobox. `search` is what is typed to narrow a long list (the option
 * itself by default). Answers whether the combobox then shows it.
 */
export async function pickExact(input: Locator, wanted: string, search: string = wanted): Promise<boolean> {
  await open(input);
  await input.fill('', { timeout: ACTION_TIMEOUT_MS }).catch(() => undefined);
  if (search) await input.pressSequentially(search, { delay: 0 });
  let options = await settledOptions(input);
  let pick = exactOption(options, wanted);
  if (!pick && search) {
    // The site may search differently from its labels: the whole list, unfiltered.
    await input.fill('').catch(() => undefined);
    await input.press('ArrowDown').catch(() => undefined);
    options = await settledOptions(input);
    pick = exactOption(options, wanted);
  }
  if (!pick || !(await clickOption(input, pick))) {
    await input.press('Escape').catch(() => undefined);
    return false;
  }
  await sleep(50);
  const shown = normaliseText(await shownValue(input));
  return shown === normaliseText(pick) || ` ${shown} `.includes(` ${normaliseText(pick)} `);
}

/**
 * Picks the option a matcher accepts among those shown after typing `search` (a phone country by its dialing code,
 * a location by the profile's city). Undefined when none matches: nothing is chosen and the field is left empty.
 */
export type Matched = { kind: 'picked'; pick: string } | { kind: 'no-list' } | { kind: 'no-match' };

export async function pickMatching(
  input: Locator,
  search: string,
  choose: (options: string[]) => string | undefined,
  listWaitMs = 6000,
): Promise<Matched> {
  await open(input);
  await input.fill('', { timeout: ACTION_TIMEOUT_MS }).catch(() => undefined);
  await input.pressSequentially(search, { delay: 0 });
  const options = await settledOptions(input, listWaitMs);
  if (options.length === 0) return { kind: 'no-list' };
  const pick = choose(options);
  if (!pick || !(await clickOption(input, pick))) {
    await input.fill('').catch(() => undefined);
    await input.press('Escape').catch(() => undefined);
    return { kind: 'no-match' };
  }
  await sleep(50);
  return { kind: 'picked', pick };
}

/** The suggestion that is the profile's city: its first part (before a comma) is the city, whatever follows. */
export function citySuggestion(options: readonly string[], city: string): string | undefined {
  const c = normaliseText(city.split(',')[0] ?? city);
  if (!c) return undefined;
  return (
    options.find((o) => normaliseText(o.split(',')[0] ?? '') === c) ??
    options.find((o) => normaliseText(o) === normaliseText(city))
  );
}
