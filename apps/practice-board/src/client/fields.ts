import type { Ctx } from './ctx';
import { h, type Child } from './dom';
import { suggest } from './cities';
import type { Rule } from './validation';

export type Value = string | string[];
/** The board's own record of the form, written only by input events (never read back from `.value` at Next). */
export type Store = Map<string, Value>;

export interface FieldSpec extends Rule {
  key: string;
  label: string;
  options?: readonly string[] | undefined;
  refusal: 'message' | 'silent';
  /** LinkedIn's component prefix of the id, e.g. `single-line-text-form-component`. */
  idPrefix: string;
  /** The id's tail the engines key on: `numeric`, `phoneNumber-nationalNumber`, `city-HOME-CITY`, … */
  fragment: string;
  elementNo: string;
}

export interface Field {
  spec: FieldSpec;
  el: HTMLElement;
  showError(message: string | null): void;
}

export const PLACEHOLDER_OPTION = 'Select an option';

function baseId(spec: FieldSpec, jobId: string): string {
  return `${spec.idPrefix}-formElement-urn-li-jobs-applyformcommon-easyApplyFormElement-${jobId}-${spec.elementNo}-${spec.fragment}`;
}

function textOf(store: Store, key: string): string {
  const v = store.get(key);
  return typeof v === 'string' ? v : '';
}

/** One question or built-in field, in the markup of the context's variant. */
export function renderField(ctx: Ctx, spec: FieldSpec, jobId: string, store: Store): Field {
  const base = baseId(spec, jobId);
  // v4 binds labels to React ids that change on every render; the LinkedIn id survives as the control's name.
  const controlId = ctx.v4 ? ctx.reactId() : base;
  const errorId = ctx.v4 ? ctx.reactId() : `${base}-error`;
  const controls: HTMLElement[] = [];
  const required = spec.required ? { required: true, 'aria-required': 'true' } : {};
  const commit = (value: Value) => store.set(spec.key, value);

  const label = (text: string, forId: string | null) =>
    h(
      'label',
      {
        for: forId,
        class: ctx.c(
          spec.kind === 'select' ? 'fb-dash-form-element__label' : 'artdeco-text-input--label',
          'fb-form-element-label',
        ),
      },
      ctx.v4 ? text : h('span', { 'aria-hidden': 'true' }, text),
      ctx.v4 ? null : h('span', { class: ctx.c('visually-hidden') }, text),
    );

  let body: HTMLElement;
  switch (spec.kind) {
    case 'text':
    case 'numeric':
    case 'date': {
      const input = h('input', {
        id: controlId,
        name: ctx.v4 ? base : spec.kind === 'date' ? 'artdeco-date' : null,
        type: 'text',
        inputmode: 'text',
        dir: 'auto',
        placeholder: spec.kind === 'date' ? 'mm/dd/yyyy' : null,
        class: ctx.c('artdeco-text-input--input', 'fb-single-line-text__input'),
        'aria-describedby': errorId,
        ...required,
      });
      input.value = textOf(store, spec.key);
      input.addEventListener('change', () => commit(input.value));
      controls.push(input);
      const component =
        spec.kind === 'date'
          ? 'data-test-date-picker-form-component'
          : 'data-test-single-line-text-form-component';
      body = h(
        'div',
        { [component]: ctx.v4 ? null : '' },
        h(
          'div',
          { class: ctx.c('artdeco-text-input--container ember-view', 'fb-single-line-text') },
          label(spec.label, controlId),
          input,
        ),
      );
      break;
    }
    case 'textarea': {
      const area = h('textarea', {
        id: controlId,
        name: ctx.v4 ? base : null,
        rows: 4,
        class: ctx.c('artdeco-text-input--input fb-dash-form-element__textarea', 'fb-multiline-text'),
        'aria-describedby': errorId,
        ...required,
      });
      area.value = textOf(store, spec.key);
      area.addEventListener('change', () => commit(area.value));
      controls.push(area);
      body = h(
        'div',
        { 'data-test-multiline-text-form-component': ctx.v4 ? null : '' },
        label(spec.label, controlId),
        area,
      );
      break;
    }
    case 'select': {
      const current = textOf(store, spec.key);
      const select = h(
        'select',
        {
          id: controlId,
          name: ctx.v4 ? base : null,
          class: ctx.c('fb-dash-form-element__select', 'fb-dropdown__select'),
          'data-test-text-entity-list-form-select': ctx.v4 ? null : '',
          'aria-describedby': errorId,
          ...required,
        },
        h('option', { value: PLACEHOLDER_OPTION }, PLACEHOLDER_OPTION),
        (spec.options ?? []).map((option) =>
          h('option', { value: option, selected: option === current }, option),
        ),
      );
      select.addEventListener('change', () =>
        commit(select.value === PLACEHOLDER_OPTION ? '' : select.value),
      );
      controls.push(select);
      body = h(
        'div',
        { 'data-test-text-entity-list-form-component': ctx.v4 ? null : '' },
        label(spec.label, controlId),
        select,
      );
      break;
    }
    case 'radio':
    case 'checkbox':
      body = renderChoices(ctx, spec, base, store, controls);
      break;
    case 'typeahead':
      body = renderTypeahead(ctx, spec, controlId, base, store, controls, label(spec.label, controlId));
      break;
    default:
      body = h('div', {}, `Unsupported question kind ${spec.kind}`);
  }

  const el = ctx.v4
    ? h('div', { class: ctx.c('form-field') }, body)
    : h(
        'div',
        {
          class: ctx.c('fb-dash-form-element', 'jobs-easy-apply-form-element'),
          'data-test-form-element': ctx.v1 ? null : '',
          id: ctx.emberId(),
        },
        body,
      );
  const grouping = ctx.v4 ? el : h('div', { class: ctx.c('jobs-easy-apply-form-section__grouping') }, el);

  const showError = (message: string | null) => {
    el.querySelector('[data-board-error]')?.remove();
    el.classList.remove(ctx.c('fb-dash-form-element__error-field'));
    for (const control of controls) control.removeAttribute('aria-invalid');
    if (message === null) return;
    el.classList.add(ctx.c('fb-dash-form-element__error-field'));
    for (const control of controls) control.setAttribute('aria-invalid', 'true');
    const feedback: Child = ctx.v4
      ? h(
          'div',
          { id: errorId, role: 'alert', class: ctx.c('form-field__error'), 'data-board-error': '' },
          message,
        )
      : h(
          'div',
          {
            id: errorId,
            role: 'alert',
            class: ctx.c('artdeco-inline-feedback artdeco-inline-feedback--error ember-view mt1'),
            'data-board-error': '',
          },
          h('span', { class: ctx.c('artdeco-inline-feedback__icon'), 'aria-hidden': 'true' }, '!'),
          h('span', { class: ctx.c('artdeco-inline-feedback__message') }, message),
        );
    el.appendChild(feedback);
  };
  return { spec, el: grouping, showError };
}

function renderChoices(
  ctx: Ctx,
  spec: FieldSpec,
  base: string,
  store: Store,
  controls: HTMLElement[],
): HTMLElement {
  const isRadio = spec.kind === 'radio';
  const name = ctx.v4 ? ctx.reactId() : base;
  const stored = store.get(spec.key);
  const checked = new Set(Array.isArray(stored) ? stored : stored ? [stored] : []);
  const options = (spec.options ?? []).map((option, i) => {
    const inputId = ctx.v4 ? undefined : `${base}-${i}`;
    const input = h('input', {
      type: isRadio ? 'radio' : 'checkbox',
      id: inputId,
      name,
      value: option,
      checked: checked.has(option),
      // v4's inputs are plain visible controls; the older markup hides them behind a styled label.
      class: ctx.v4
        ? ctx.c('choice-option__input')
        : ctx.c('fb-form-element__checkbox', isRadio ? 'fb-radio__input' : 'fb-checkbox__input'),
      'data-test-text-selectable-option__input': ctx.v4 ? null : option,
      ...(spec.required && isRadio ? { required: true } : {}),
    });
    input.addEventListener('change', () => {
      if (isRadio) {
        if (input.checked) store.set(spec.key, option);
        return;
      }
      const now = new Set(Array.isArray(store.get(spec.key)) ? (store.get(spec.key) as string[]) : []);
      if (input.checked) now.add(option);
      else now.delete(option);
      store.set(
        spec.key,
        (spec.options ?? []).filter((o) => now.has(o)),
      );
    });
    controls.push(input);
    if (ctx.v4) {
      // v4: the input sits inside its label; there is no label[for].
      return h('label', { class: ctx.c('choice-option') }, input, h('span', {}, option));
    }
    return h(
      'div',
      {
        class: ctx.c(
          'fb-text-selectable__option display-flex',
          isRadio ? 'fb-radio display-flex' : 'fb-checkbox display-flex',
        ),
        'data-test-text-selectable-option': ctx.v1 ? null : String(i),
      },
      input,
      h(
        'label',
        {
          for: inputId,
          class: ctx.c('t-14'),
          'data-test-text-selectable-option__label': ctx.v1 ? null : option,
        },
        option,
      ),
    );
  });
  const attr = isRadio
    ? 'data-test-form-builder-radio-button-form-component'
    : 'data-test-checkbox-form-component';
  return h(
    'fieldset',
    {
      [attr]: ctx.v4 ? null : 'true',
      id: ctx.v4 ? null : base,
      class: ctx.c('fb-dash-form-element__fieldset', isRadio ? 'fb-radio-buttons' : 'fb-checkboxes'),
      ...(spec.required ? { 'aria-required': 'true' } : {}),
    },
    h(
      'legend',
      {},
      ctx.v4
        ? spec.label
        : h(
            'span',
            {
              class: ctx.c('fb-dash-form-element__label', 'fb-form-element-label'),
              'data-test-form-builder-radio-button-form-component__title': isRadio && !ctx.v1 ? '' : null,
            },
            h('span', { 'aria-hidden': 'true' }, spec.label),
            h('span', { class: ctx.c('visually-hidden') }, spec.label),
          ),
    ),
    ctx.v4
      ? h('div', { role: isRadio ? 'radiogroup' : 'group', 'aria-label': spec.label }, options)
      : options,
  );
}

function renderTypeahead(
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

  const close = () => {
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
  const open = () => {
    const found = suggest(spec.options ?? [], input.value);
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
