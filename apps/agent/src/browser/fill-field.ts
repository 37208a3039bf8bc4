import type { Locator } from 'playwright-core';
import { closestOption } from '../answers/choose-option';
import { normaliseText } from '../answers/normalise';
import type { Answer } from '../answers/question';
import { CONTROLS, type FieldInfo } from './read-step';

const ACTION_TIMEOUT = 5000;

function control(dialog: Locator, index: number): Locator {
  return dialog.locator(CONTROLS).nth(index);
}

/** Clicks what a person would click for a radio or checkbox: its label (the input is often visually hidden). */
async function clickOption(dialog: Locator, index: number): Promise<void> {
  const input = control(dialog, index);
  const target = await input.evaluateHandle((el) => {
    const input = el as HTMLInputElement;
    return (input.labels && input.labels[0]) || input.closest('label') || input;
  });
  try {
    await target.asElement()?.click({ timeout: ACTION_TIMEOUT });
  } finally {
    await target.dispose();
  }
  if (!(await input.isChecked()) && (await input.getAttribute('type')) === 'radio')
    await input.check({ force: true });
}

async function typeText(input: Locator, value: string): Promise<void> {
  await input.fill(value, { timeout: ACTION_TIMEOUT });
  // fill fires input; change fires when the field loses focus, as it does for a person who tabs away.
  await input.blur();
}

/** The suggestion that best matches what was typed: one that starts with it, else the closest text. */
export function bestSuggestion(suggestions: string[], typed: string): string | undefined {
  const t = normaliseText(typed);
  const starting = suggestions.find((s) => normaliseText(s).startsWith(t));
  return starting ?? closestOption(suggestions, typed, 0.4);
}

async function typeahead(dialog: Locator, input: Locator, value: string): Promise<boolean> {
  await input.click({ timeout: ACTION_TIMEOUT });
  await input.fill('');
  await input.pressSequentially(value, { delay: 0 });
  const page = dialog.page();
  const options = dialog.locator('[role="listbox"] [role="option"]');
  const anywhere = page.locator('[role="listbox"] [role="option"]');
  const deadline = Date.now() + 4000;
  let source = options;
  for (;;) {
    if ((await options.count()) > 0) break;
    if ((await anywhere.count()) > 0) {
      source = anywhere;
      break;
    }
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  const texts = (await source.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
  const pick = bestSuggestion(texts, value);
  if (pick === undefined) return false;
  await source.nth(texts.indexOf(pick)).click({ timeout: ACTION_TIMEOUT });
  await input.blur();
  return true;
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
    if (field.value !== answer.option) await clickOption(dialog, index);
    return true;
  }
  if (field.kind === 'checkbox') {
    const wanted =
      answer.kind === 'choices' ? answer.options : answer.kind === 'choice' ? [answer.option] : [];
    const ticked = Array.isArray(field.value) ? field.value : [];
    for (const [i, option] of (field.options ?? []).entries()) {
      const index = field.controls[i];
      if (index !== undefined && wanted.includes(option) !== ticked.includes(option))
        await clickOption(dialog, index);
    }
    return true;
  }
  const input = control(dialog, first);
  if (field.kind === 'select') {
    if (answer.kind !== 'choice') return false;
    if (field.value !== answer.option)
      await input.selectOption({ label: answer.option }, { timeout: ACTION_TIMEOUT });
    return true;
  }
  if (answer.kind !== 'text') return false;
  if (field.kind === 'typeahead') return typeahead(dialog, input, answer.value);
  if (field.value === answer.value) return true;
  await typeText(input, answer.value);
  return true;
}
