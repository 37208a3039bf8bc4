import type { Ctx } from './ctx';
import { h } from './dom';
import { requiredNote, type FieldSpec, type Store } from './fields';

/** Radio and checkbox groups: fieldset + options (v4: inputs inside their labels, no label[for]). */
export function renderChoices(
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
      requiredNote(
        ctx,
        spec,
        isRadio
          ? 'data-test-form-builder-radio-button-form-component__required'
          : 'data-test-checkbox-form-required',
      ),
    ),
    ctx.v4
      ? h('div', { role: isRadio ? 'radiogroup' : 'group', 'aria-label': spec.label }, options)
      : options,
  );
}
