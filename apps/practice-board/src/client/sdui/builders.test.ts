// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Step } from '../../catalogue/schema';
import { Ctx } from '../ctx';
import type { FieldSpec, Store } from '../fields';
import { renderSduiField } from './fields';
import { sduiPagesOf } from './page';
import { fileBadge, questionText, sduiButton } from './parts';
import { openSduiShell } from './shell';

/** The v5 builders against what the 2026 captures show (docs/decisions/052, README "v5-sdui"). */

function spec(kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec {
  return {
    key: 'q',
    kind,
    label: 'How many years of work experience do you have with Python?',
    required: true,
    refusal: 'message',
    idPrefix: 'x',
    fragment: 'x',
    elementNo: '3123456789',
    ...extra,
  };
}

const ctx = () => new Ctx('v5-sdui', 7, false);
const attrs = (el: Element) => [...el.attributes].map((a) => a.name).sort();

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('v5 names and ids', () => {
  it('hashes class names as 8 hex digits, with an underscore only before a digit, and ids as _r_N_', () => {
    const c = ctx();
    const names = ['rx-dialog', 'rx-button', 'rx-field', 'rx-choice', 'a', 'b', 'c', 'd'].map((n) =>
      c.hash(n),
    );
    for (const name of names) expect(name).toMatch(/^(_\d[0-9a-f]{7}|[a-f][0-9a-f]{7})$/);
    expect(new Set(names).size).toBe(names.length);
    expect(new Ctx('v5-sdui', 7, false).hash('rx-dialog')).toBe(names[0]);
    expect(new Ctx('v5-sdui', 8, false).hash('rx-dialog')).not.toBe(names[0]);
    const [first, second] = [c.reactId(), c.reactId()];
    expect(first).toMatch(/^_r_[0-9a-v]+_$/);
    expect(second).not.toBe(first);
    expect(new Ctx('v4-dialog', 7, false).reactId()).toMatch(/^«r[0-9a-z]+»$/);
  });

  it('asks with the text glued to "*" when required, and badges Word files "DOC"', () => {
    expect(questionText('City', true)).toBe('City*');
    expect(questionText('City', false)).toBe('City');
    expect(fileBadge('cv.docx')).toBe('DOC');
    expect(fileBadge('cv.PDF')).toBe('PDF');
  });
});

describe('v5 buttons and shell', () => {
  it('a footer button has only type, componentkey and class, and its text in two spans', () => {
    const onClick = vi.fn();
    const button = sduiButton(ctx(), 'Review', 'primary', onClick);
    expect(attrs(button)).toEqual(['class', 'componentkey', 'type']);
    expect(button.querySelector(':scope > span > span')?.textContent).toBe('Review');
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('the dialog shows "N percent complete", an SVG progressbar and "i/n pages"', () => {
    const shell = openSduiShell(ctx(), 'MBN Solutions', () => undefined);
    shell.setProgress(2, 4);
    const dialog = document.querySelector('dialog[data-testid="dialog"][open]');
    expect(dialog?.getAttribute('aria-labelledby')).toBe('dialog-header');
    expect(dialog?.querySelector('#dialog-header h2')?.textContent).toBe('Apply to MBN Solutions');
    const screen = dialog?.querySelector('[data-testid="dialog-content"] [data-sdui-screen]');
    expect(screen?.getAttribute('data-sdui-screen')).toBe(
      'com.linkedin.sdui.flagshipnav.jobs.easyapply.EasyApply',
    );
    const bar = dialog?.querySelector('svg[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('75');
    const labelId = bar?.parentElement?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelId)?.textContent).toBe('75 percent complete');
    expect([...(dialog?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toContain('3/4 pages');
    expect(shell.content.matches('[data-testid="lazy-column"][data-component-type="LazyColumn"]')).toBe(true);
    expect(dialog?.querySelector('[aria-busy]')).toBeNull();
    shell.close();
    expect(document.querySelector('dialog')).toBeNull();
  });
});

describe('v5 questions', () => {
  it('a years box: <p> question, a text input named by aria-label, a counter, the error straight under the helper', () => {
    const store: Store = new Map();
    const field = renderSduiField(ctx(), spec('numeric'), store, 2);
    document.body.append(field.el);
    const [question] = field.el.querySelectorAll('p');
    expect(question?.textContent).toBe('How many years of work experience do you have with Python?*');
    const wrapper = field.el.querySelector(
      '[componentkey="easyApplyFieldFocus_ea_validation_p2_0_3123456789"]',
    );
    const input = wrapper?.querySelector('input') as HTMLInputElement;
    expect(attrs(input)).toEqual([
      'aria-describedby',
      'aria-label',
      'class',
      'dir',
      'id',
      'required',
      'type',
    ]);
    expect(input.getAttribute('aria-label')).toBe(
      'How many years of work experience do you have with Python?',
    );
    expect(input.id).toMatch(/^_r_[0-9a-v]+_$/);
    const helper = document.getElementById(`${input.id}-info`);
    expect(helper?.getAttribute('data-testid')).toBe('text-input-helper-text');
    expect(helper?.querySelector('[aria-hidden="true"]')?.textContent).toBe('0/20');

    input.value = '5';
    input.dispatchEvent(new Event('input'));
    expect(store.get('q')).toBeUndefined(); // input alone does not commit
    input.dispatchEvent(new Event('change'));
    expect(store.get('q')).toBe('5');
    expect(helper?.querySelector('[aria-hidden="true"]')?.textContent).toBe('1/20');

    field.showError('Enter a whole number between 0 and 99');
    expect(helper?.querySelector(':scope > p')?.textContent).toBe('Enter a whole number between 0 and 99');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(field.el.querySelector('[role="alert"]')).toBeNull();
    field.showError(null);
    expect(helper?.querySelector(':scope > p')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('a radio group: fieldset role=radiogroup of div role=radio named by the question, option text only in <p>', () => {
    const store: Store = new Map();
    const field = renderSduiField(
      ctx(),
      spec('radio', { label: 'Do you have 5+ years?', options: ['Yes', 'No'] }),
      store,
      3,
    );
    document.body.append(field.el);
    const wrapper = field.el.querySelector('[componentkey^="easyApplyFieldFocus_"]') as HTMLElement;
    expect(wrapper.querySelector(':scope > p')?.textContent).toBe('Do you have 5+ years?*');
    const fieldset = wrapper.querySelector(':scope > fieldset[role="radiogroup"]') as HTMLElement;
    expect(fieldset.querySelector('legend')).toBeNull();
    const radios = [...fieldset.querySelectorAll<HTMLElement>(':scope > div > div[role="radio"]')];
    expect(
      radios.map((r) => [r.getAttribute('aria-label'), r.getAttribute('aria-checked'), r.tabIndex]),
    ).toEqual([
      ['Do you have 5+ years?', 'false', 0],
      ['Do you have 5+ years?', 'false', 0],
    ]);
    const inputs = radios.map((r) => r.querySelector('input') as HTMLInputElement);
    const groupId = fieldset.getAttribute('aria-describedby')?.replace('error-message-', '');
    expect(inputs.map((i) => [i.type, i.name, i.hasAttribute('value')])).toEqual([
      ['radio', `radio-group-${groupId}`, false],
      ['radio', `radio-group-${groupId}`, false],
    ]);
    expect(
      radios.map((r) => r.querySelector(`label[for="${r.querySelector('input')?.id}"]`)?.textContent),
    ).toEqual(['', '']);
    expect(radios.map((r) => r.querySelector('p')?.textContent)).toEqual(['Yes', 'No']);

    radios[1]?.querySelector('p')?.click();
    expect(store.get('q')).toBe('No');
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    expect(inputs.map((i) => i.checked)).toEqual([false, true]);
    radios[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(store.get('q')).toBe('Yes');

    field.showError('Please enter a valid answer');
    const error = wrapper.lastElementChild;
    expect([error?.tagName, error?.id, error?.textContent]).toEqual([
      'P',
      `error-message-${groupId}`,
      'Please enter a valid answer',
    ]);
  });

  it('a checkbox group: rows toggle, the store keeps the ticked options in their order', () => {
    const store: Store = new Map();
    const field = renderSduiField(ctx(), spec('checkbox', { options: ['A', 'B', 'C'] }), store, 1);
    document.body.append(field.el);
    const fieldset = field.el.querySelector('fieldset') as HTMLElement;
    expect(fieldset.getAttribute('role')).toBeNull();
    const rows = [...fieldset.querySelectorAll<HTMLElement>(':scope > div > div')];
    rows[2]?.querySelector('p')?.click();
    rows[0]?.querySelector('p')?.click();
    expect(store.get('q')).toEqual(['A', 'C']);
    rows[2]?.querySelector('p')?.click();
    expect(store.get('q')).toEqual(['A']);
  });

  it('a select: "Select an option" first, named by aria-label, the placeholder commits as empty', () => {
    const store: Store = new Map();
    const field = renderSduiField(
      ctx(),
      spec('select', { label: 'Highest degree', options: ['BA', 'MA'] }),
      store,
      1,
    );
    const select = field.el.querySelector('select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual(['Select an option', 'BA', 'MA']);
    expect(select.getAttribute('aria-label')).toBe('Highest degree');
    select.value = 'MA';
    select.dispatchEvent(new Event('change'));
    expect(store.get('q')).toBe('MA');
    select.value = 'Select an option';
    select.dispatchEvent(new Event('change'));
    expect(store.get('q')).toBe('');
  });

  it('a typeahead commits only a picked suggestion', () => {
    vi.useFakeTimers();
    const store: Store = new Map();
    const field = renderSduiField(
      ctx(),
      spec('typeahead', {
        label: 'Location (city)',
        options: ['Pune, Maharashtra, India', 'Patna, Bihar, India'],
      }),
      store,
      0,
    );
    document.body.append(field.el);
    const input = field.el.querySelector('input[role="combobox"]') as HTMLInputElement;
    expect(input.getAttribute('aria-label')).toBe('Location (city)');
    input.value = 'Pu';
    input.dispatchEvent(new Event('input'));
    expect(store.get('q')).toBe('');
    vi.advanceTimersByTime(150);
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    const options = [...(list?.querySelectorAll('[role="option"]') ?? [])];
    expect(options.map((o) => o.textContent)).toEqual(['Pune, Maharashtra, India']);
    (options[0] as HTMLElement).click();
    expect(store.get('q')).toBe('Pune, Maharashtra, India');
  });
});

describe('v5 pages', () => {
  it('an address step joins the contact step before it; nothing else is merged', () => {
    const steps = (kinds: Step['kind'][]) => kinds.map((kind) => ({ kind, questions: [] })) as Step[];
    const kinds = (pages: Step[][]) => pages.map((page) => page.map((s) => s.kind).join('+'));
    expect(kinds(sduiPagesOf(steps(['contact', 'address', 'resume', 'review'])))).toEqual([
      'contact+address',
      'resume',
      'review',
    ]);
    expect(kinds(sduiPagesOf(steps(['address', 'contact', 'address'])))).toEqual([
      'address',
      'contact+address',
    ]);
  });
});
