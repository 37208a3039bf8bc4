import type { Locator } from 'playwright-core';
import { closestOption } from '../answers/choose-option';
import { normaliseText } from '../answers/normalise';
import type { Answer } from '../answers/question';
import { CONTROLS, type FieldInfo } from './read-form';
import { ACTION_TIMEOUT_MS, deadline } from '../browser/deadline';

function control(dialog: Locator, index: number): Locator {
  return dialog.locator(CONTROLS).nth(index);
}

/**
 * Clicks what a person would click for a radio or checkbox: its label (the input is often visually hidden). When there
 * is no clickable label, checks the input itself (Playwright's check still fires click, input and change).
 */
export async function clickOption(dialog: Locator, index: number, checked: boolean): Promise<void> {
  const input = control(dialog, index);
  if ((await input.getAttribute('aria-pressed', { timeout: ACTION_TIMEOUT_MS })) !== null)
    return pressToggle(input, checked);
  // The element itself, not its place among the controls: a click may redraw the step (a follow-up question drawn
  // above), and the n-th control is then another one ("Not a checkbox or radio button" once failed a job so).
  const box = await input.elementHandle({ timeout: ACTION_TIMEOUT_MS });
  const target = await input.evaluateHandle((el) => {
    const box = el as HTMLInputElement;
    return (box.labels && box.labels[0]) || box.closest('label') || box;
  });
  try {
    await target.asElement()?.click({ timeout: 2000 });
  } catch {
    // Hidden input without a label: fall through to a forced check below.
  } finally {
    await target.dispose();
  }
  try {
    if (box && (await box.isChecked()) !== checked)
      await box.setChecked(checked, { force: true, timeout: ACTION_TIMEOUT_MS });
  } catch {
    // Redrawn away by the click: an answer that did not hold meets the page's own check on Next, which is read.
  } finally {
    await box?.dispose();
  }
}

/**
 * A toggle button standing for an option (Ashby's Yes / No): pressed by a click, and only when it is not pressed yet
 * (clicking the chosen one again clears it). The page sets aria-pressed a moment after the click: waited for.
 */
async function pressToggle(button: Locator, pressed: boolean): Promise<void> {
  const now = async () => (await button.getAttribute('aria-pressed')) === 'true';
  if ((await now()) === pressed) return;
  await button.click({ timeout: ACTION_TIMEOUT_MS });
  const end = deadline(2000);
  while ((await now()) !== pressed && !end.passed()) await new Promise((r) => setTimeout(r, 50));
}

async function typeText(input: Locator, value: string): Promise<void> {
  await input.fill(value, { timeout: ACTION_TIMEOUT_MS });
  // fill fires input; change fires when the field loses focus, as it does for a person who tabs away.
  await input.blur();
}

/**
 * The suggestion that best matches what was typed: the same text; else one whose first part (before its first comma)
 * is what was typed, so "Bengaluru" finds "Bengaluru, Karnataka, India" and not "Bengaluru Rural, Karnataka, India"
 * listed above it; else one that starts with it; else the closest text.
 */
export function bestSuggestion(suggestions: string[], typed: string): string | undefined {
  const t = normaliseText(typed);
  if (!t) return undefined;
  const same = suggestions.find((s) => normaliseText(s) === t);
  if (same) return same;
  const head = suggestions.find(
    (s) => normaliseText(s.split(',')[0] ?? '') === normaliseText(typed.split(',')[0] ?? ''),
  );
  if (head && normaliseText(head).startsWith(t)) return head;
  const starting = suggestions.find((s) => normaliseText(s).startsWith(t));
  return starting ?? closestOption(suggestions, typed, 0.4);
}

/** How long the suggestion list must stay the same before it counts as settled (a second answer re-renders it). */
const LIST_SETTLED_MS = 400;

/** Reads the suggestions until the same texts have been shown for LIST_SETTLED_MS (or 3 s have passed). */
async function settledSuggestions(options: Locator): Promise<string[]> {
  const clean = (texts: string[]) => texts.map((t) => t.replace(/\s+/g, ' ').trim());
  let texts = clean(await options.allTextContents());
  let since = Date.now();
  const end = deadline(3000);
  while (Date.now() - since < LIST_SETTLED_MS && !end.passed()) {
    await new Promise((r) => setTimeout(r, 80));
    const now = clean(await options.allTextContents());
    if (now.join('\n') !== texts.join('\n')) {
      texts = now;
      since = Date.now();
    }
  }
  return texts;
}

async function typeahead(dialog: Locator, input: Locator, value: string): Promise<boolean> {
  await input.click({ timeout: ACTION_TIMEOUT_MS });
  await input.fill('');
  await input.pressSequentially(value, { delay: 0 });
  const page = dialog.page();
  const options = dialog.locator('[role="listbox"] [role="option"]');
  const anywhere = page.locator('[role="listbox"] [role="option"]');
  const end = deadline(4000);
  let source = options;
  for (;;) {
    if ((await options.count()) > 0) break;
    if ((await anywhere.count()) > 0) {
      source = anywhere;
      break;
    }
    if (end.passed()) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  const texts = await settledSuggestions(source);
  const pick = bestSuggestion(texts, value);
  if (pick === undefined) return false;
  // By its text, never by position (issue 20): the locator is resolved again at the click, so a list re-rendered in
  // another order still gives the option picked. When the input then shows another suggestion, one more try.
  const exact = new RegExp(`^\\s*${escapeRegExp(pick).replace(/ /g, '\\s+')}\\s*$`);
  const others = new Set(texts.map(normaliseText).filter((t) => t !== normaliseText(pick)));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const option = source.filter({ hasText: exact }).first();
    if ((await option.count()) === 0) return false;
    await option.click({ timeout: ACTION_TIMEOUT_MS });
    const shown = normaliseText(await input.inputValue().catch(() => ''));
    if (!others.has(shown)) break;
    if (attempt === 1) return false;
    await input.fill('');
    await input.pressSequentially(value, { delay: 0 });
    await settledSuggestions(source);
  }
  await input.blur();
  return true;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Puts the answer into the field with real events. Returns false when the page would not take it. */
export async function fillField(dialog: Locator, field: FieldInfo, answer: Answer): Promise<boolean> {
  if (answer.kind === 'unknown') return false;
  const first = field.controls[0];
  if (first === undefined) return false;
  if (field.kind === 'radio') {
    if (answer.kind !== 'choice') return false;
    const at = field.options?.indexOf(answer.option) ?? -1;
    const index = field.controls[at];
    if (index === undefined) return false;
    if (field.value !== answer.option) await clickOption(dialog, index, true);
    return true;
  }
  if (field.kind === 'checkbox') {
    const wanted =
      answer.kind === 'choices' ? answer.options : answer.kind === 'choice' ? [answer.option] : [];
    const ticked = Array.isArray(field.value) ? field.value : [];
    for (const [i, option] of (field.options ?? []).entries()) {
      const index = field.controls[i];
      const want = wanted.includes(option);
      if (index !== undefined && want !== ticked.includes(option)) await clickOption(dialog, index, want);
    }
    return true;
  }
  const input = control(dialog, first);
  if (field.kind === 'select') {
    if (answer.kind !== 'choice') return false;
    if (field.value !== answer.option)
      await input.selectOption({ label: answer.option }, { timeout: ACTION_TIMEOUT_MS });
    return true;
  }
  if (answer.kind !== 'text') return false;
  if (field.kind === 'typeahead') return typeahead(dialog, input, answer.value);
  if (field.value === answer.value) return true;
  await typeText(input, answer.value);
  return true;
}
