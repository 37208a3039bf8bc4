import type { Frame, FrameLocator, Locator, Page } from 'playwright-core';

/** A person on a company site: finds things by what they read, types, picks, attaches files. */

export type Scope = Page | Frame | FrameLocator | Locator;

/** A react-select (Greenhouse): open it, type, and click the option that reads exactly the answer. */
export async function pickReactSelect(
  scope: Scope,
  label: string,
  typed: string,
  option: string,
): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await scope.getByRole('option', { name: option, exact: true }).click();
}

/** What a react-select shows once chosen (Greenhouse's Country shows only the code). */
export function shownValue(scope: Scope, id: string): Locator {
  return scope.locator(`[data-field="${id}"] .select__single-value`);
}

/**
 * A person's hand on a CAPTCHA box: the mouse travels to it in small steps over about half a second, then presses
 * and holds briefly, as a person does (src/sites/client/captcha.ts says what the box requires).
 */
export async function solveCaptchaAsAPerson(page: Page): Promise<void> {
  const box = page.locator('#board-captcha-checkbox');
  await box.waitFor();
  const rect = await box.boundingBox();
  if (!rect) throw new Error('no CAPTCHA box');
  const target = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  await page.mouse.move(target.x - 220, target.y + 140);
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(target.x - 220 + (220 * i) / 10, target.y + 140 - (140 * i) / 10);
    await page.waitForTimeout(40);
  }
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
}
