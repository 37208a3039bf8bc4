import type { Ctx } from './ctx';
import { h } from './dom';
import { dismissButton, modalHost } from './overlay';

export interface ModalShell {
  root: HTMLElement;
  content: HTMLElement;
  footer: HTMLElement;
  notice: HTMLElement;
  setProgress(index: number, count: number): void;
  close(): void;
}

function percentOf(index: number, count: number): number {
  return count <= 1 ? 0 : Math.round((index / (count - 1)) * 100);
}

/** The Easy Apply modal frame: v1/v2 artdeco modal, v3 the same in the shadow root, v4 a native dialog. */
export function openModalShell(ctx: Ctx, company: string, onDismiss: () => void): ModalShell {
  const content = h('div', { class: ctx.c('jobs-easy-apply-content') });
  const footer = h('div', { class: ctx.c('display-flex justify-flex-end ph5 pv4 jobs-easy-apply-footer') });
  const notice = h('div', { class: ctx.c('jobs-easy-apply-notice') });
  const title = `Apply to ${company}`;

  if (ctx.v4) {
    const pages = h('span', { class: ctx.c('sdui-pages t-14') });
    const bar = h('div', { class: ctx.c('sdui-progress__bar') });
    const progress = h(
      'div',
      { role: 'progressbar', 'aria-valuemin': '0', 'aria-valuemax': '100', class: ctx.c('sdui-progress') },
      bar,
    );
    const root = h(
      'dialog',
      { open: true, 'aria-labelledby': 'dialog-header', 'aria-modal': 'true', class: ctx.c('native-dialog') },
      h(
        'header',
        { class: ctx.c('native-dialog__header') },
        h('h2', { id: 'dialog-header', class: ctx.c('t-20') }, title),
        dismissButton(ctx, onDismiss),
      ),
      h('div', { class: ctx.c('sdui-progress-row') }, progress, pages),
      h('div', { class: ctx.c('native-dialog__body') }, content),
      notice,
      h('div', { class: ctx.c('native-dialog__footer') }, footer),
    );
    modalHost(ctx).appendChild(root);
    return {
      root,
      content,
      footer,
      notice,
      setProgress(index, count) {
        const percent = percentOf(index, count);
        pages.textContent = `${index + 1}/${count} pages`;
        progress.setAttribute('aria-valuenow', String(percent));
        progress.setAttribute('aria-label', `Your job application progress is at ${percent} percent.`);
        bar.style.width = `${percent}%`;
      },
      close: () => root.remove(),
    };
  }

  const progressEl = h('progress', {
    max: '100',
    class: ctx.c('artdeco-completeness-meter-linear__progress-element'),
  });
  const percentText = h('span', { class: ctx.c('t-14 t-black--light'), 'aria-hidden': 'true' });
  const region = h(
    'div',
    { role: 'region', class: ctx.c('jobs-easy-apply-modal__progress display-flex') },
    progressEl,
    percentText,
  );
  const root = h(
    'div',
    {
      class: ctx.c(
        'artdeco-modal-overlay artdeco-modal-overlay--layer-default artdeco-modal-overlay--is-top-layer',
      ),
      'data-test-modal-container': '',
    },
    h(
      'div',
      {
        role: 'dialog',
        'aria-labelledby': 'jobs-apply-header',
        tabindex: '-1',
        'data-test-modal': '',
        class: ctx.c('artdeco-modal artdeco-modal--layer-default jobs-easy-apply-modal'),
        size: 'medium',
        id: ctx.emberId(),
      },
      dismissButton(ctx, onDismiss),
      h(
        'div',
        { class: ctx.c('artdeco-modal__header ember-view') },
        h('h2', { id: 'jobs-apply-header', class: ctx.c('t-20') }, title),
      ),
      h(
        'div',
        { class: ctx.c('artdeco-modal__content jobs-easy-apply-modal__content p0 ember-view') },
        h('div', { class: ctx.c('ph5 pt4') }, region),
        content,
      ),
      notice,
      h('footer', { role: 'presentation', class: ctx.c('jobs-easy-apply-modal__footer') }, footer),
    ),
  );
  modalHost(ctx).appendChild(root);
  return {
    root,
    content,
    footer,
    notice,
    setProgress(index, count) {
      const percent = percentOf(index, count);
      progressEl.value = percent;
      region.setAttribute('aria-label', `Your job application progress is at ${percent} percent.`);
      percentText.textContent = `${percent}%`;
    },
    close: () => root.remove(),
  };
}
