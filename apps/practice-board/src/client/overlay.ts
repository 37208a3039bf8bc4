import type { Ctx } from './ctx';
import { h, svgIcon, type Child } from './dom';
import { openSduiDialog } from './sdui/dialog';

/** Where modals go: v3 renders them in an open shadow root on #interop-outlet, the others in the page body. */
export function modalHost(ctx: Ctx): ParentNode {
  if (!ctx.v3) return document.body;
  const outlet = document.querySelector<HTMLElement>('#interop-outlet');
  if (!outlet?.shadowRoot) throw new Error('The interop outlet is missing');
  return outlet.shadowRoot;
}

export function dismissButton(ctx: Ctx, onClick: () => void): HTMLButtonElement {
  const button = h(
    'button',
    {
      type: 'button',
      'aria-label': 'Dismiss',
      'data-test-modal-close-btn': ctx.v4 ? null : '',
      class: ctx.c(
        'artdeco-modal__dismiss artdeco-button artdeco-button--circle artdeco-button--muted artdeco-button--2 artdeco-button--tertiary ember-view',
      ),
      id: ctx.emberId(),
    },
    svgIcon('close'),
  );
  button.addEventListener('click', onClick);
  return button;
}

export interface DialogButton {
  text: string;
  primary?: boolean;
  attrs?: Record<string, string>;
  onClick: () => void;
}

export interface DialogOptions {
  role: 'dialog' | 'alertdialog';
  title: string;
  body: Child;
  buttons: DialogButton[];
  onDismiss: () => void;
  /** data-test attribute naming the dialog, for people reading the DOM. */
  name: string;
}

export function artdecoButton(ctx: Ctx, b: DialogButton): HTMLButtonElement {
  const button = h(
    'button',
    {
      type: 'button',
      id: ctx.emberId(),
      class: ctx.c(
        `artdeco-button artdeco-button--2 ${b.primary ? 'artdeco-button--primary' : 'artdeco-button--secondary'} ember-view`,
      ),
      ...(b.attrs ?? {}),
    },
    h('span', { class: ctx.c('artdeco-button__text') }, b.text),
  );
  button.addEventListener('click', b.onClick);
  return button;
}

/** A small dialog (safety reminder, save?, sent, throttle, daily limit) in the variant's modal markup. */
export function openDialog(ctx: Ctx, options: DialogOptions): { close(): void; root: HTMLElement } {
  if (ctx.v5) return openSduiDialog(ctx, options);
  const titleId = ctx.v4 ? ctx.reactId() : `${options.name}-title`;
  const buttons = options.buttons.map((b) => artdecoButton(ctx, b));
  const content = [
    dismissButton(ctx, options.onDismiss),
    h(
      ctx.v4 ? 'header' : 'div',
      { class: ctx.c('artdeco-modal__header') },
      h(
        'h2',
        { id: titleId, class: ctx.c('t-20'), 'data-test-dialog-title': ctx.v4 ? null : '' },
        options.title,
      ),
    ),
    h('div', { class: ctx.c('artdeco-modal__content artdeco-modal__content--padded') }, options.body),
    h('div', { class: ctx.c('artdeco-modal__actionbar') }, buttons),
  ];
  let root: HTMLElement;
  if (ctx.v4) {
    root = h(
      'dialog',
      {
        open: true,
        role: options.role === 'alertdialog' ? 'alertdialog' : null,
        'aria-labelledby': titleId,
        class: ctx.c('native-dialog native-dialog--small'),
      },
      content,
    );
  } else {
    root = h(
      'div',
      {
        class: ctx.c(
          'artdeco-modal-overlay artdeco-modal-overlay--layer-confirmation artdeco-modal-overlay--is-top-layer',
        ),
      },
      h(
        'div',
        {
          role: options.role,
          'aria-labelledby': titleId,
          tabindex: '-1',
          'data-test-modal': '',
          [`data-test-${options.name}`]: '',
          class: ctx.c(
            `artdeco-modal artdeco-modal--size-small artdeco-modal--layer-${options.role === 'alertdialog' ? 'confirmation' : 'default'}`,
          ),
          id: ctx.emberId(),
        },
        content,
      ),
    );
  }
  modalHost(ctx).appendChild(root);
  return { root, close: () => root.remove() };
}
