import type { Ctx } from '../ctx';
import { h } from '../dom';
import type { ModalShell } from '../modal-shell';
import { sduiDismiss } from './parts';

const SVG = 'http://www.w3.org/2000/svg';

function progressBar(ctx: Ctx): { svg: SVGSVGElement; fill: SVGRectElement } {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('role', 'progressbar');
  svg.setAttribute('aria-valuemin', '0');
  svg.setAttribute('aria-valuemax', '100');
  svg.setAttribute('class', ctx.c('rx-progress__track'));
  const track = document.createElementNS(SVG, 'rect');
  track.setAttribute('width', '100%');
  track.setAttribute('height', '4');
  track.setAttribute('role', 'presentation');
  const fill = document.createElementNS(SVG, 'rect');
  fill.setAttribute('height', '4');
  fill.setAttribute('role', 'presentation');
  fill.setAttribute('class', ctx.c('rx-progress__fill'));
  svg.append(track, fill);
  return { svg, fill };
}

/**
 * The 2026 React apply dialog (capture S1): a native `<dialog data-testid=dialog open>` labelled by
 * `#dialog-header`, the server-driven screen `data-sdui-screen=…easyapply.EasyApply`, a progress block ("75 percent
 * complete", an SVG progressbar, "3/4 pages"), the step in `[data-testid=lazy-column]`, and a footer of plain buttons.
 */
export function openSduiShell(ctx: Ctx, company: string, onDismiss: () => void): ModalShell {
  const labelId = ctx.uuid();
  const percentText = h('div', { id: labelId, class: ctx.c('rx-progress__label') });
  const { svg, fill } = progressBar(ctx);
  const pages = h('p', { class: ctx.c('rx-progress__pages') });
  const content = h('div', {
    'data-testid': 'lazy-column',
    'data-component-type': 'LazyColumn',
    class: ctx.c('rx-dialog__column'),
  });
  const notice = h('div', { class: ctx.c('rx-dialog__notice') });
  const footer = h('footer', { class: ctx.c('rx-dialog__footer') });
  const root = h(
    'dialog',
    { 'data-testid': 'dialog', 'aria-labelledby': 'dialog-header', open: true, class: ctx.c('rx-dialog') },
    sduiDismiss(ctx, onDismiss),
    h(
      'div',
      { class: ctx.c('rx-dialog__frame') },
      h(
        'header',
        { id: 'dialog-header', class: ctx.c('rx-dialog__header') },
        h('h2', {}, `Apply to ${company}`),
      ),
      h(
        'div',
        { 'data-testid': 'dialog-content', class: ctx.c('rx-dialog__content') },
        h(
          'div',
          { 'data-sdui-screen': 'com.linkedin.sdui.flagshipnav.jobs.easyapply.EasyApply' },
          h(
            'div',
            { 'data-display-contents': 'true', class: ctx.c('display-contents') },
            h(
              'div',
              { componentkey: ctx.uuid() },
              h(
                'div',
                { class: ctx.c('rx-dialog__body') },
                h(
                  'div',
                  { class: ctx.c('rx-progress') },
                  percentText,
                  h('div', { 'aria-labelledby': labelId, class: ctx.c('rx-progress__bar') }, svg),
                  pages,
                ),
                h('div', { class: ctx.c('rx-dialog__scroll') }, h('div', {}, content)),
                h(
                  'div',
                  { class: ctx.c('rx-dialog__bottom') },
                  notice,
                  h('hr', { role: 'presentation', class: ctx.c('rx-dialog__rule') }),
                  footer,
                ),
              ),
            ),
          ),
        ),
      ),
    ),
    h(
      'section',
      { class: ctx.c('visually-hidden') },
      h('h2', { 'data-testid': 'toasts-title' }, '0 notifications'),
    ),
  );
  document.body.appendChild(root);
  return {
    root,
    content,
    footer,
    notice,
    setProgress(index, count) {
      // "3/4 pages" is 75 percent: the page being shown counts as done.
      const percent = count <= 0 ? 0 : Math.round(((index + 1) / count) * 100);
      percentText.textContent = `${percent} percent complete`;
      svg.setAttribute('aria-valuenow', String(percent));
      fill.setAttribute('width', `${percent}%`);
      pages.textContent = `${index + 1}/${count} pages`;
    },
    close: () => root.remove(),
  };
}
