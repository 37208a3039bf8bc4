import type { Ctx } from '../ctx';
import { h } from '../dom';
import type { Field, FieldSpec, Store } from '../fields';
import { lastChildError } from './fields';
import { p, questionText } from './parts';

/**
 * Radio and checkbox groups as capture S1 shows them: the question `<p>` inside the field wrapper, then a fieldset
 * (`role=radiogroup` for radios, no legend, `aria-describedby="error-message-<group id>"` even with no error). Each
 * radio option is a `div[role=radio][tabindex=0][aria-checked]` labelled by the QUESTION (aria-label), holding a
 * value-less `input[type=radio][name=radio-group-<group id>]`, an EMPTY `<label for>` (drawn as the circle) and the
 * option's text in a `<p>`. Checkbox options (reconstructed the same way, O4) are plain rows: input, empty label, `<p>`.
 */
export function renderSduiChoices(ctx: Ctx, spec: FieldSpec, store: Store, key: string): Field {
  const isRadio = spec.kind === 'radio';
  const groupId = ctx.reactId();
  const errorId = `error-message-${groupId}`;
  const stored = store.get(spec.key);
  const checked = new Set(Array.isArray(stored) ? stored : stored ? [stored] : []);
  const inputs: HTMLInputElement[] = [];
  const rows: HTMLElement[] = [];

  const commitRadio = (option: string) => {
    store.set(spec.key, option);
    (spec.options ?? []).forEach((o, i) => {
      const row = rows[i];
      const input = inputs[i];
      if (!row || !input) return;
      input.checked = o === option;
      row.setAttribute('aria-checked', String(o === option));
    });
  };
  const commitCheckboxes = () => {
    store.set(
      spec.key,
      (spec.options ?? []).filter((_o, i) => inputs[i]?.checked),
    );
  };

  const options = (spec.options ?? []).map((option) => {
    const inputId = ctx.reactId();
    const input = h('input', {
      id: inputId,
      type: isRadio ? 'radio' : 'checkbox',
      name: isRadio ? `radio-group-${groupId}` : null,
      checked: checked.has(option),
      class: ctx.c('rx-choice__input'),
    });
    inputs.push(input);
    const box = h('label', { for: inputId, class: ctx.c(isRadio ? 'rx-choice__circle' : 'rx-choice__box') });
    const row = h(
      'div',
      isRadio
        ? {
            role: 'radio',
            tabindex: '0',
            'aria-label': spec.label,
            'aria-checked': String(checked.has(option)),
            class: ctx.c('rx-choice'),
          }
        : { class: ctx.c('rx-choice') },
      h(
        'div',
        { class: ctx.c('rx-choice__line') },
        h('div', { class: ctx.c('rx-choice__control') }, input, box),
        h('div', {}, h('p', {}, option)),
      ),
    );
    rows.push(row);
    input.addEventListener('change', () =>
      isRadio ? input.checked && commitRadio(option) : commitCheckboxes(),
    );
    // React handles a click anywhere on the row; clicks on the label or the input already change the input.
    row.addEventListener('click', (event) => {
      if (event.target === input || event.target === box) return;
      if (isRadio) commitRadio(option);
      else {
        input.checked = !input.checked;
        commitCheckboxes();
      }
    });
    if (isRadio)
      row.addEventListener('keydown', (event) => {
        if (event.key !== ' ' && event.key !== 'Enter') return;
        event.preventDefault();
        commitRadio(option);
      });
    return row;
  });

  const fieldset = h(
    'fieldset',
    { role: isRadio ? 'radiogroup' : null, 'aria-describedby': errorId, class: ctx.c('rx-choices') },
    h('div', {}, options),
  );
  const wrapper = h(
    'div',
    { componentkey: key },
    p(ctx, 'rx-field__question', questionText(spec.label, spec.required)),
    fieldset,
  );
  return {
    spec,
    el: h('div', { class: ctx.c('rx-field') }, wrapper),
    showError: lastChildError(ctx, wrapper, inputs, errorId),
  };
}
