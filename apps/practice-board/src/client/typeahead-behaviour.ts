import { reranked, suggest } from './cities';
import type { FieldSpec, Store } from './fields';

export interface TypeaheadParts {
  input: HTMLInputElement;
  list: HTMLElement;
  spec: FieldSpec;
  store: Store;
  /** One suggestion's element; it must carry role=option and the given id. */
  option: (text: string, id: string) => HTMLElement;
}

/**
 * A typeahead's behaviour, whatever its markup: suggestions appear a moment after typing; only a picked suggestion
 * counts; typing again un-commits it.
 *
 * Like the geo typeahead of an independent board (issue 20): a first list from what is cached, then the server's
 * answer re-renders it once in another order with new nodes, 250 ms later or as soon as the pointer comes over the
 * list, whichever is first, so a click by position read from the first list lands on another city. Always, delays
 * or not: an engine must pick by the option's text once the list has settled.
 */
export function wireTypeahead({ input, list, spec, store, option }: TypeaheadParts): void {
  const listId = list.id;
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
  const pick = (text: string) => {
    input.value = text;
    store.set(spec.key, text); // only a picked suggestion counts
    close();
  };
  const render = (found: string[]) => {
    list.replaceChildren(
      ...found.map((text, i) => {
        const item = option(text, `${listId}-option-${i}`);
        item.addEventListener('mousedown', (event) => event.preventDefault()); // keep focus in the input
        item.addEventListener('click', () => pick(text));
        return item;
      }),
    );
    list.hidden = found.length === 0;
    input.setAttribute('aria-expanded', String(found.length > 0));
  };
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
}
