import type { Ctx } from './ctx';
import { h } from './dom';
import { textOf, type FieldSpec, type Store } from './fields';
import { wireTypeahead } from './typeahead-behaviour';

/** A typeahead in the older markup: suggestions appear a moment after typing; only a picked suggestion counts. */
export function renderTypeahead(
  ctx: Ctx,
  spec: FieldSpec,
  controlId: string,
  base: string,
  store: Store,
  controls: HTMLElement[],
  labelEl: HTMLElement,
): HTMLElement {
  const listId = ctx.v4 ? ctx.reactId() : `${base}-typeahead-results`;
  const input = h('input', {
    id: controlId,
    name: ctx.v4 ? base : null,
    type: 'text',
    role: 'combobox',
    autocomplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': listId,
    class: ctx.c('artdeco-text-input--input basic-typeahead__input', 'fb-single-typeahead-entity__input'),
    ...(spec.required ? { required: true, 'aria-required': 'true' } : {}),
  });
  input.value = textOf(store, spec.key);
  controls.push(input);
  const list = h('div', {
    id: listId,
    role: 'listbox',
    class: ctx.c('basic-typeahead__triggered-content'),
    hidden: true,
  });
  wireTypeahead({
    input,
    list,
    spec,
    store,
    option: (text, id) =>
      h(
        'div',
        { role: 'option', id, class: ctx.c('basic-typeahead__selectable'), 'aria-selected': 'false' },
        h('span', { class: ctx.c('search-typeahead-v2__hit-text t-14 t-black t-bold') }, text),
      ),
  });
  return h(
    'div',
    { 'data-test-single-typeahead-entity-form-component': ctx.v4 ? null : '' },
    labelEl,
    h('div', { class: ctx.c('search-basic-typeahead search-vertical-typeahead') }, input, list),
  );
}
