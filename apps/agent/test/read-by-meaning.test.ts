import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStep } from '../src/forms/read-form';
import { findApplyDialog, primaryNow } from '../src/linkedin/targets';
import { EngineHarness } from './support/run-engine';

/**
 * The readers on the shapes that broke every selector-based engine in 2026 (issue 27), each written in the fewest
 * elements that show it and none of LinkedIn's class names, ids or data-* attributes: what is read comes from roles,
 * labelling and visible text only.
 */
const SR_ONLY = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)';

function dialog(
  body: string,
  footer = '<button type="button"><span><span>Next</span></span></button>',
): string {
  return `<dialog open aria-labelledby="t"><h2 id="t">Apply to Acme</h2><div>${body}</div><footer>${footer}</footer></dialog>`;
}

describe('reading a step by meaning', () => {
  let harness: EngineHarness;
  let page: Page;
  beforeAll(async () => {
    harness = await EngineHarness.start();
    page = await harness.context.newPage();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  async function read(html: string) {
    await page.setContent(html);
    const found = await findApplyDialog(page, 2000);
    if (!found) throw new Error('no dialog found');
    return { step: await readStep(found), primary: (await primaryNow(found))?.kind ?? null };
  }

  it('takes a question whose only text is a <p> before its group, and options whose text is only inside role=radio', async () => {
    const { step } = await read(
      dialog(`
        <p>Additional Questions</p>
        <div><p>Are you willing to relocate?*</p>
          <fieldset role="radiogroup">
            <div role="radio" aria-checked="false" tabindex="0" aria-label="Are you willing to relocate?">
              <div><input type="radio" name="g1" id="a1"><label for="a1"></label></div><div><p>Yes</p></div></div>
            <div role="radio" aria-checked="true" tabindex="0" aria-label="Are you willing to relocate?">
              <div><input type="radio" name="g1" id="a2" checked><label for="a2"></label></div><div><p>No</p></div></div>
          </fieldset>
        </div>`),
    );
    expect(step.heading).toBe('Additional Questions');
    expect(step.fields.map((f) => [f.kind, f.label, f.required, f.options, f.value])).toEqual([
      ['radio', 'Are you willing to relocate?', true, ['Yes', 'No'], 'No'],
    ]);
    expect(step.unreadable).toEqual([]);
  });

  it('finds a primary action that is a button with no attribute but its text, in nested spans', async () => {
    for (const [text, kind] of [
      ['Next', 'next'],
      ['Review', 'review'],
      ['Submit application', 'submit'],
    ] as const) {
      const { primary } = await read(
        dialog(
          '<label>City<input></label>',
          `<button><span><span>Back</span></span></button><button><span><span>${text}</span></span></button>`,
        ),
      );
      expect(primary, text).toBe(kind);
    }
    const { primary } = await read(
      dialog('<label>City<input></label>', '<button><span>Back</span></button>'),
    );
    expect(primary).toBeNull();
  });

  it('leaves "Required" and "*" out of every label, and takes them as the required mark', async () => {
    const { step } = await read(
      dialog(`
        <label for="p">Mobile phone number<span style="${SR_ONLY}">Required</span></label><input id="p">
        <label for="c">City *</label><input id="c">
        <fieldset><legend><span>Do you have a driver's licence?</span><span style="${SR_ONLY}">Required</span></legend>
          <input type="radio" name="d" id="d1"><label for="d1">Yes</label>
          <input type="radio" name="d" id="d2"><label for="d2">No</label></fieldset>
        <label for="n">Notes</label><textarea id="n"></textarea>
        <label><div>Full name<span class="required">✱</span></div><div><input name="name"></div></label>
        <label for="e">＊ Email</label><input id="e">`),
    );
    expect(step.fields.map((f) => [f.label, f.required])).toEqual([
      ['Mobile phone number', true],
      ['City', true],
      ["Do you have a driver's licence?", true],
      ['Notes', false],
      // Lever's heavy asterisk and a full-width one are marks too (pages written by others, issue 30).
      ['Full name', true],
      ['Email', true],
    ]);
  });

  it('reads a years box with no numeric marker as a number from its question', async () => {
    const { step } = await read(
      dialog(`<p>How many years of work experience do you have with React?*</p>
        <div><input type="text" aria-label="How many years of work experience do you have with React?" required></div>`),
    );
    expect(step.fields.map((f) => [f.kind, f.label, f.required])).toEqual([
      ['numeric', 'How many years of work experience do you have with React?', true],
    ]);
  });

  it('counts a step as loading while a spinner turns, with no aria-busy anywhere, and as loaded once it stops', async () => {
    const spinner = `<style>@keyframes s { to { transform: rotate(360deg); } }</style>
      <div id="spin" style="width:24px;height:24px;border:3px solid #888;border-radius:50%;animation:s 1s linear infinite"></div>`;
    const loading = await read(dialog(`<p>Contact info</p>${spinner}`));
    expect(loading.step.busy).toBe(true);
    expect(loading.step.fields).toEqual([]);
    await page.evaluate(() => document.querySelector('#spin')?.remove());
    const found = await findApplyDialog(page, 2000);
    expect((await readStep(found!)).busy).toBe(false);
    const bar = await read(
      dialog(
        '<label>City<input></label><div role="progressbar" style="width:40px;height:4px;background:#888"></div>',
      ),
    );
    expect(bar.step.busy).toBe(true);
    const valued = await read(
      dialog(
        '<label>City<input></label><div role="progressbar" aria-valuenow="40" style="width:40px;height:4px;background:#888"></div>',
      ),
    );
    expect(valued.step.busy).toBe(false);
  });

  it('says what it cannot read: a required control with no question, options without text', async () => {
    const { step } = await read(
      dialog(`<div><input type="text" required></div>
        <fieldset role="radiogroup" aria-label="Start date">
          <div role="radio" aria-checked="false" tabindex="0"></div><div role="radio" aria-checked="false" tabindex="0"></div>
        </fieldset>`),
    );
    expect(step.fields).toEqual([]);
    expect(step.unreadable.map((u) => u.why)).toEqual(['no question']);
    const radios = await read(
      dialog(`<fieldset role="radiogroup" aria-label="Start date" aria-required="true">
          <div role="radio" aria-checked="false" tabindex="0"></div><div role="radio" aria-checked="false" tabindex="0"></div>
        </fieldset>`),
    );
    expect(radios.step.unreadable).toEqual([{ kind: 'radio', what: 'Start date', why: 'unnamed option' }]);
  });

  it('keeps stored-resume cards and the follow box apart from the questions', async () => {
    const { step } = await read(
      dialog(`<p>Resume</p>
        <div role="radio" aria-checked="true" tabindex="0"><p>PDF</p><p>Asha Rao resume.pdf</p><p>Uploaded on 9/14/2026</p></div>
        <div role="radio" aria-checked="false" tabindex="0"><p>DOC</p><p>Asha_Rao_2025.docx</p><p>Uploaded on 3/2/2026</p></div>
        <button type="button"><span>Upload resume</span></button>
        <div><input type="checkbox" id="f" checked><label for="f"></label><p>Follow Acme to stay up to date with their page.</p></div>`),
    );
    expect(step.fields).toEqual([]);
    expect(step.resumeChoice).toMatchObject({
      options: ['Asha Rao resume.pdf', 'Asha_Rao_2025.docx'],
      checked: 'Asha Rao resume.pdf',
    });
    expect(step.uploadButtons.map((b) => b.name)).toEqual(['Upload resume']);
    expect(step.follow).toMatchObject({ checked: true });
  });
});
