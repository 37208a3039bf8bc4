import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillField } from '../src/forms/fill-field';
import { findApplyDialog } from '../src/linkedin/targets';
import { readStep } from '../src/forms/read-form';
import { EngineHarness } from './support/run-engine';

/**
 * Markup the practice board does not use but LinkedIn-like pages may: a radio group whose question sits before it,
 * bare radios without any label, a required mark only in the label text, an open shadow root. Each control records
 * the events it receives, so the test sees what a page would.
 */
const PAGE = `
<div id="host"></div>
<script>
  window.events = [];
  const root = document.querySelector('#host').attachShadow({ mode: 'open' });
  root.innerHTML = \`
    <div role="dialog" aria-labelledby="h"><h2 id="h">Apply to Acme</h2>
      <form>
        <h3>Additional Questions</h3>
        <div><span>Are you willing to relocate? *</span>
          <div role="radiogroup">
            <span><input type="radio" name="r1" value="Yes"><span>Yes</span></span>
            <span><input type="radio" name="r1" value="No"><span>No</span></span>
          </div>
        </div>
        <div><label>Years of experience with React *</label><input id="x-numeric" type="text"></div>
        <fieldset aria-required="true"><legend>Gender</legend>
          <label><input type="checkbox" value="m">Male</label>
          <label><input type="checkbox" value="d">Prefer not to say</label>
        </fieldset>
      </form>
      <button type="button" aria-label="Continue to next step">Next</button>
    </div>\`;
  root.querySelectorAll('input').forEach((el) => ['input', 'change'].forEach((type) =>
    el.addEventListener(type, () => window.events.push(type + ':' + (el.type === 'text' ? el.value : el.value + '=' + el.checked)))));
</script>`;

describe('reading and filling unfamiliar markup', () => {
  let harness: EngineHarness;
  let page: Page;
  beforeAll(async () => {
    harness = await EngineHarness.start();
    page = await harness.context.newPage();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('finds the dialog in a shadow root, reads each question and fills it with real events', async () => {
    await page.setContent(PAGE);
    const dialog = await findApplyDialog(page, 2000);
    expect(dialog).not.toBeNull();
    const step = await readStep(dialog!);
    expect(step.heading).toBe('Additional Questions');
    expect(step.fields.map((f) => [f.kind, f.label, f.required, f.options ?? null])).toEqual([
      ['radio', 'Are you willing to relocate?', true, ['Yes', 'No']],
      ['numeric', 'Years of experience with React', true, null],
      ['checkbox', 'Gender', true, ['Male', 'Prefer not to say']],
    ]);
    const [relocate, years, gender] = step.fields;
    expect(await fillField(dialog!, relocate!, { kind: 'choice', option: 'Yes' })).toBe(true);
    expect(await fillField(dialog!, years!, { kind: 'text', value: '3' })).toBe(true);
    expect(await fillField(dialog!, gender!, { kind: 'choices', options: ['Prefer not to say'] })).toBe(true);
    const events = await page.evaluate(() => (window as unknown as { events: string[] }).events);
    expect(events).toEqual(
      expect.arrayContaining(['change:Yes=true', 'input:3', 'change:3', 'change:d=true']),
    );
    expect(events.some((e) => e.startsWith('change:m'))).toBe(false);
  });
});
