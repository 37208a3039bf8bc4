import type { Ctx } from '../ctx';
import { h } from '../dom';
import { PLACEHOLDER_OPTION, textOf, type Field, type FieldSpec, type Store } from '../fields';
import { wireTypeahead } from '../typeahead-behaviour';
import { renderSduiChoices } from './choices';
import { p, questionText } from './parts';

/**
 * One question in the 2026 React dialog (capture S1, README "v5-sdui"): the question's text is a `<p>` ending in
 * "*" when required; the control sits in `div[componentkey^=easyApplyFieldFocus_]`, carries a generated id
 * (`_r_38_`, new on every render) and an aria-label with the question (without the "*"); there is no `<label>` with
 * text, no `-numeric` id, no `inputmode=numeric`. Errors are plain `<p>` elements (no error class, no role).
 */

/** How many characters the counter under a text box allows ("0/20" under a years box in S1). */
const LIMIT: Partial<Record<FieldSpec['kind'], number>> = {
  numeric: 20,
  text: 100,
  date: 10,
  textarea: 2000,
};

function fieldKey(spec: FieldSpec, page: number): string {
  return `easyApplyFieldFocus_ea_validation_p${page}_0_${spec.elementNo}`;
}

function errorParagraph(ctx: Ctx, id: string | null, message: string): HTMLElement {
  return h('p', { id, class: ctx.c('rx-field__error'), 'data-board-error': '' }, message);
}

/** Text, numeric, date and textarea: the box, then a helper holding the character counter (and, later, the error). */
function textBox(ctx: Ctx, spec: FieldSpec, store: Store, page: number): Field {
  const id = ctx.reactId();
  const helperId = `${id}-info`;
  const limit = LIMIT[spec.kind] ?? 100;
  const attrs = {
    id,
    dir: 'auto',
    'aria-describedby': helperId,
    'aria-label': spec.label,
    required: spec.required,
    class: ctx.c('rx-input'),
  };
  const control =
    spec.kind === 'textarea'
      ? h('textarea', { ...attrs, rows: 4 })
      : h('input', { ...attrs, type: 'text', placeholder: spec.kind === 'date' ? 'mm/dd/yyyy' : null });
  control.value = textOf(store, spec.key);
  const shown = h('span', { 'aria-hidden': 'true' });
  const spoken = h('span', { class: ctx.c('visually-hidden') });
  const count = () => {
    shown.textContent = `${control.value.length}/${limit}`;
    spoken.textContent = `${control.value.length} of ${limit} characters`;
  };
  count();
  control.addEventListener('input', count);
  control.addEventListener('change', () => store.set(spec.key, control.value));
  const counter = h(
    'div',
    { class: ctx.c('rx-field__counter') },
    h('p', { 'aria-live': 'polite', 'aria-atomic': 'true' }, shown, spoken),
  );
  const helper = h(
    'div',
    { 'data-testid': 'text-input-helper-text', id: helperId, class: ctx.c('rx-field__helper') },
    counter,
  );
  const el = h(
    'div',
    { class: ctx.c('rx-field') },
    p(ctx, 'rx-field__question', questionText(spec.label, spec.required)),
    h('div', { componentkey: fieldKey(spec, page) }, h('div', {}, control), helper),
  );
  return {
    spec,
    el,
    showError(message) {
      helper.querySelector('[data-board-error]')?.remove();
      control.removeAttribute('aria-invalid');
      if (message === null) return;
      control.setAttribute('aria-invalid', 'true');
      // The message is a <p> straight under the helper the box is described by; the counter stays nested below.
      helper.insertBefore(errorParagraph(ctx, null, message), counter);
    },
  };
}

function selectBox(ctx: Ctx, spec: FieldSpec, store: Store, page: number): Field {
  const id = ctx.reactId();
  const errorId = `error-message-${id}`;
  const current = textOf(store, spec.key);
  const select = h(
    'select',
    {
      id,
      'aria-label': spec.label,
      'aria-describedby': errorId,
      required: spec.required,
      class: ctx.c('rx-select'),
    },
    h('option', { value: PLACEHOLDER_OPTION }, PLACEHOLDER_OPTION),
    (spec.options ?? []).map((option) =>
      h('option', { value: option, selected: option === current }, option),
    ),
  );
  select.addEventListener('change', () =>
    store.set(spec.key, select.value === PLACEHOLDER_OPTION ? '' : select.value),
  );
  const wrapper = h('div', { componentkey: fieldKey(spec, page) }, h('div', {}, select));
  const el = h(
    'div',
    { class: ctx.c('rx-field') },
    p(ctx, 'rx-field__question', questionText(spec.label, spec.required)),
    wrapper,
  );
  return { spec, el, showError: lastChildError(ctx, wrapper, [select], errorId) };
}

function typeaheadBox(ctx: Ctx, spec: FieldSpec, store: Store, page: number): Field {
  const id = ctx.reactId();
  const listId = ctx.reactId();
  const errorId = `error-message-${id}`;
  const input = h('input', {
    id,
    type: 'text',
    role: 'combobox',
    autocomplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': listId,
    'aria-label': spec.label,
    'aria-describedby': errorId,
    required: spec.required,
    class: ctx.c('rx-input'),
  });
  input.value = textOf(store, spec.key);
  const list = h('div', { id: listId, role: 'listbox', hidden: true, class: ctx.c('rx-typeahead__list') });
  wireTypeahead({
    input,
    list,
    spec,
    store,
    option: (text, optionId) =>
      h(
        'div',
        { role: 'option', id: optionId, 'aria-selected': 'false', class: ctx.c('rx-typeahead__option') },
        h('p', {}, text),
      ),
  });
  const wrapper = h(
    'div',
    { componentkey: fieldKey(spec, page) },
    h('div', { class: ctx.c('rx-typeahead') }, input, list),
  );
  const el = h(
    'div',
    { class: ctx.c('rx-field') },
    p(ctx, 'rx-field__question', questionText(spec.label, spec.required)),
    wrapper,
  );
  return { spec, el, showError: lastChildError(ctx, wrapper, [input], errorId) };
}

/** Selects, typeaheads and choice groups: the message is a `<p>` appended as the wrapper's last child (O2). */
export function lastChildError(
  ctx: Ctx,
  wrapper: HTMLElement,
  controls: HTMLElement[],
  errorId: string,
): (message: string | null) => void {
  return (message) => {
    wrapper.querySelector(':scope > [data-board-error]')?.remove();
    for (const control of controls) control.removeAttribute('aria-invalid');
    if (message === null) return;
    for (const control of controls) control.setAttribute('aria-invalid', 'true');
    wrapper.appendChild(errorParagraph(ctx, errorId, message));
  };
}

/** One question or built-in field in v5's markup; `page` goes into the wrapper's component key. */
export function renderSduiField(ctx: Ctx, spec: FieldSpec, store: Store, page: number): Field {
  switch (spec.kind) {
    case 'select':
      return selectBox(ctx, spec, store, page);
    case 'typeahead':
      return typeaheadBox(ctx, spec, store, page);
    case 'radio':
    case 'checkbox':
      return renderSduiChoices(ctx, spec, store, fieldKey(spec, page));
    default:
      return textBox(ctx, spec, store, page);
  }
}
