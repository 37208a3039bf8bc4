import type { Ctx } from './ctx';
import { h, type Child } from './dom';
import { renderChoices } from './field-choices';
import { renderTypeahead } from './field-typeahead';
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

/**
 * v2 as served in 2026 (captures S3/S4): a visually hidden "Required" follows the text of a required select or choice
 * group, so the group's accessible name (and a legend's textContent) ends in "Required".
 */
export function requiredNote(ctx: Ctx, spec: FieldSpec, attr: string): HTMLElement | null {
  if (!ctx.v2 || !spec.required) return null;
  return h('span', { class: ctx.c('visually-hidden'), [attr]: '' }, 'Required');
}

export function textOf(store: Store, key: string): string {
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
        requiredNote(ctx, spec, 'data-test-text-entity-list-form-required'),
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
