import type { Ctx } from '../ctx';
import { h } from '../dom';
import type { DialogOptions } from '../overlay';
import { sduiButton, sduiDismiss } from './parts';

/**
 * The small dialogs of v5 (safety reminder, "Save this application?", "Application sent", limits): the same native
 * `<dialog data-testid=dialog>` as the flow, labelled by a generated id, buttons whose text is in nested spans and
 * that carry no aria-label or data-* attribute (the classic markup's data-test-* and data-control-name are gone).
 */
export function openSduiDialog(ctx: Ctx, options: DialogOptions): { close(): void; root: HTMLElement } {
  const titleId = ctx.reactId();
  const root = h(
    'dialog',
    {
      'data-testid': 'dialog',
      open: true,
      role: options.role === 'alertdialog' ? 'alertdialog' : null,
      'aria-labelledby': titleId,
      class: ctx.c('rx-dialog rx-dialog--small'),
    },
    sduiDismiss(ctx, options.onDismiss),
    h(
      'div',
      { class: ctx.c('rx-dialog__frame') },
      h('header', { class: ctx.c('rx-dialog__header') }, h('h2', { id: titleId }, options.title)),
      h(
        'div',
        { 'data-testid': 'dialog-content', class: ctx.c('rx-dialog__content rx-dialog__content--padded') },
        h('div', { class: ctx.c('rx-dialog__text') }, options.body),
        h(
          'div',
          { class: ctx.c('rx-dialog__actions') },
          options.buttons.map((b) => sduiButton(ctx, b.text, b.primary ? 'primary' : 'secondary', b.onClick)),
        ),
      ),
    ),
  );
  document.body.appendChild(root);
  return { root, close: () => root.remove() };
}
