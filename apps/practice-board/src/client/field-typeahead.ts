import { reranked, suggest } from './cities';
import type { Ctx } from './ctx';
import { h } from './dom';
import { textOf, type FieldSpec, type Store } from './fields';

/** A typeahead: suggestions appear a moment after typing; only a picked suggestion counts. */
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
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let rerender: ReturnType<typeof setTimeout> | undefined;
  /** The first list's suggestions until the second answer re-renders them. */
  let pending: string[] = [];

  const close = () => {
    clearTimeout(rerender);
    pending = [];
    list.hidden = true;
    list.replaceChildren();
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  };
  const pick = (option: string) => {
    input.value = option;
    store.set(spec.key, option); // only a picked suggestion counts
    close();
  };
  const render = (found: string[]) => {
    list.replaceChildren(
      ...found.map((option, i) => {
        const item = h(
          'div',
          {
            role: 'option',
            id: `${listId}-option-${i}`,
            class: ctx.c('basic-typeahead__selectable'),
            'aria-selected': 'false',
          },
          h('span', { class: ctx.c('search-typeahead-v2__hit-text t-14 t-black t-bold') }, option),
        );
        item.addEventListener('mousedown', (event) => event.preventDefault()); // keep focus in the input
        item.addEventListener('click', () => pick(option));
        return item;
      }),
    );
    list.hidden = found.length === 0;
    input.setAttribute('aria-expanded', String(found.length > 0));
  };
  // Like the geo typeahead of an independent board (issue 20): a first list from what is cached, then the server's
  // answer re-renders it once in another order with new nodes, 250 ms later or as soon as the pointer comes over the
  // list, whichever is first, so a click by position read from the first list lands on another city. Always, delays
  // or not: an engine must pick by the option's text once the list has settled.
  const settle = () => {
    clearTimeout(rerender);
    const found = pending;
    pending = [];
    if (!list.hidden && found.length > 1) render(reranked(found));
  };
  list.addEventListener('mouseover', () => {
    if (pending.length > 0) settle();
  });
  const open = () => {
    const found = suggest(spec.options ?? [], input.value);
    render(found);
    pending = found;
    clearTimeout(rerender);
    rerender = setTimeout(settle, 250);
  };
  input.addEventListener('input', () => {
    store.set(spec.key, ''); // typing again un-commits the last pick
    clearTimeout(timer);
    // Suggestions come from a (pretend) network call: they appear a moment after typing.
    timer = setTimeout(open, 150);
  });
  input.addEventListener('keydown', (event) => {
    const items = [...list.querySelectorAll<HTMLElement>('[role=option]')];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      active = (active + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length;
      items.forEach((item, i) => item.setAttribute('aria-selected', String(i === active)));
      input.setAttribute('aria-activedescendant', items[active]?.id ?? '');
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[active >= 0 ? active : 0];
      if (item && active >= 0) pick(item.textContent ?? '');
    } else if (event.key === 'Escape') close();
  });
  input.addEventListener('blur', () => setTimeout(close, 100));
  return h(
    'div',
    { 'data-test-single-typeahead-entity-form-component': ctx.v4 ? null : '' },
    labelEl,
    h('div', { class: ctx.c('search-basic-typeahead search-vertical-typeahead') }, input, list),
  );
}
