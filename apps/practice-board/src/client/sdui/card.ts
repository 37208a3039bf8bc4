import type { PageJob } from '../../shared/bootstrap';
import type { Ctx } from '../ctx';
import { h } from '../dom';
import { ageText, isApplied, logoColour, workTypeLabel } from '../format';

/**
 * A result card of the 2026 React search (S7, O3): `div[role=button][componentkey=job-card-component-ref-<id>]`
 * (an inner div repeats the key), the title twice (a screen readers' copy, "Selected, " on the open card, then the
 * drawn `aria-hidden` one), company and location in `<p>`, then "Posted … · Easy Apply" and the card's state.
 */
export function renderSduiCard(ctx: Ctx, job: PageJob, active: boolean, viewed: boolean): HTMLElement {
  const key = `job-card-component-ref-${job.id}`;
  const age = ageText(job.postedHoursAgo);
  const state = isApplied(job) ? 'Applied' : viewed ? 'Viewed' : null;
  const parts: HTMLElement[] = [
    h(
      'p',
      {},
      h('span', { class: ctx.c('visually-hidden') }, `Posted ${age}`),
      h('span', { 'aria-hidden': 'true' }, age),
    ),
  ];
  if (state) parts.push(h('p', { class: ctx.c('rx-card__state') }, state));
  if (job.promoted) parts.push(h('p', {}, 'Promoted'));
  parts.push(h('div', {}, h('p', {}, job.apply === 'external' ? 'Apply on company website' : 'Easy Apply')));
  const footer = parts.flatMap((part, i) =>
    i === 0 ? [part] : [h('p', { 'aria-hidden': 'true' }, ' · '), part],
  );
  return h(
    'div',
    {
      role: 'button',
      tabindex: '0',
      componentkey: key,
      'aria-current': active ? 'page' : null,
      class: ctx.c(`rx-card${active ? ' rx-card--active' : ''}`),
    },
    h(
      'div',
      { componentkey: key, class: ctx.c('rx-card__inner') },
      h(
        'div',
        {
          class: ctx.c('rx-card__logo'),
          style: `background:${logoColour(job.company)}`,
          'aria-hidden': 'true',
        },
        job.company.charAt(0),
      ),
      h(
        'div',
        { class: ctx.c('rx-card__text') },
        h(
          'div',
          { 'data-display-contents': 'true' },
          h(
            'p',
            { class: ctx.c('rx-card__title') },
            h(
              'span',
              { class: ctx.c('visually-hidden') },
              `${active ? 'Selected, ' : ''}${job.title} (Verified job)`,
            ),
            h('span', { 'aria-hidden': 'true' }, job.title),
          ),
        ),
        h('div', {}, h('p', { class: ctx.c('rx-card__company') }, job.company)),
        h('p', { class: ctx.c('rx-muted') }, `${job.location} (${workTypeLabel(job)})`),
        h('div', { class: ctx.c('rx-card__footer') }, footer),
      ),
      h(
        'button',
        { type: 'button', 'aria-label': `Dismiss ${job.title} job`, class: ctx.c('rx-card__dismiss') },
        h('span', { 'aria-hidden': 'true' }, '×'),
      ),
    ),
  );
}
