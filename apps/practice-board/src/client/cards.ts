import type { PageJob } from '../shared/bootstrap';
import type { Ctx } from './ctx';
import { h, svgIcon } from './dom';
import { isApplied, logoColour, workTypeLabel } from './format';
import { renderSduiCard } from './sdui/card';

function logo(ctx: Ctx, job: PageJob): HTMLElement {
  return h(
    'div',
    {
      class: ctx.c('job-card-list__logo company-logo'),
      style: `background:${logoColour(job.company)}`,
      'aria-hidden': 'true',
    },
    job.company.charAt(0),
  );
}

function footerItems(ctx: Ctx, job: PageJob, viewed: boolean): HTMLElement[] {
  const items: HTMLElement[] = [];
  const state = isApplied(job) ? 'Applied' : viewed ? 'Viewed' : null;
  const tag = ctx.hashed ? 'span' : 'li';
  if (state)
    items.push(
      h(
        tag,
        { class: ctx.c('job-card-container__footer-item job-card-container__footer-job-state t-bold') },
        state,
      ),
    );
  if (job.promoted) items.push(h(tag, { class: ctx.c('job-card-container__footer-item') }, 'Promoted'));
  if (job.apply !== 'external')
    items.push(
      h(
        tag,
        { class: ctx.c('job-card-container__footer-item job-card-container__apply-method') },
        svgIcon('easy'),
        h('span', {}, 'Easy Apply'),
      ),
    );
  return items;
}

/** One result card in the variant's markup (the inner node that scrolling replaces). */
export function renderCard(ctx: Ctx, job: PageJob, active: boolean, viewed: boolean): HTMLElement {
  if (ctx.v5) return renderSduiCard(ctx, job, active, viewed);
  const where = `${job.location} (${workTypeLabel(job)})`;
  if (ctx.hashed) {
    return h(
      'div',
      {
        componentkey: `job-card-component-ref-${job.id}`,
        role: 'button',
        tabindex: '0',
        'aria-current': active ? 'page' : null,
        class: ctx.c(
          `job-card-container job-card-container--clickable${active ? ' job-card-container--active' : ''}`,
        ),
      },
      logo(ctx, job),
      h(
        'div',
        { class: ctx.c('artdeco-entity-lockup__content') },
        h(
          'p',
          { class: ctx.c('artdeco-entity-lockup__title') },
          h('span', { 'aria-hidden': 'true' }, job.title),
          // Today's LinkedIn (issue 20): the screen readers' copy says more than the drawn title, so an engine that
          // reads textContent gets "Selected, <title> (Verified job)<title>".
          h(
            'span',
            { class: ctx.c('visually-hidden') },
            `${active ? 'Selected, ' : ''}${job.title} (Verified job)`,
          ),
        ),
        h('p', { class: ctx.c('artdeco-entity-lockup__subtitle') }, job.company),
        h('p', { class: ctx.c('artdeco-entity-lockup__caption') }, where),
        h('div', { class: ctx.c('job-card-list__footer-wrapper') }, footerItems(ctx, job, viewed)),
      ),
    );
  }
  const href = `/jobs/view/${job.id}/?eBP=NON_CHARGEABLE_CHANNEL&refId=board&trackingId=board`;
  return h(
    'div',
    {
      'data-job-id': job.id,
      class: ctx.c(
        `job-card-container relative job-card-list job-card-container--clickable job-card-list--underline-title-on-hover${active ? ' jobs-search-results-list__list-item--active' : ''}`,
        `job-card-container job-card-container--clickable${active ? ' job-card-container--active' : ''}`,
      ),
      'data-view-name': ctx.v1 ? null : 'job-card',
      id: ctx.emberId(),
    },
    logo(ctx, job),
    h(
      'div',
      { class: ctx.c('artdeco-entity-lockup__content ember-view') },
      h(
        'div',
        { class: ctx.c('artdeco-entity-lockup__title ember-view') },
        h(
          'a',
          {
            href,
            // v2 (2025 on) labels the link with its screen readers' copy, as LinkedIn does; v1 with the title.
            'aria-label': ctx.v1 ? job.title : `${job.title} with verification`,
            class: ctx.c(
              'disabled ember-view job-card-container__link job-card-list__title--link',
              'disabled ember-view job-card-container__link job-card-list__title',
            ),
          },
          h('span', { 'aria-hidden': 'true' }, h('strong', {}, job.title)),
          ctx.v1 ? null : h('span', { class: ctx.c('visually-hidden') }, `${job.title} with verification`),
        ),
      ),
      h('div', { class: ctx.c('artdeco-entity-lockup__subtitle ember-view') }, h('span', {}, job.company)),
      h(
        'div',
        { class: ctx.c('artdeco-entity-lockup__caption ember-view') },
        h(
          'ul',
          { class: ctx.c('job-card-container__metadata-wrapper') },
          h('li', {}, h('span', { dir: 'ltr' }, where)),
        ),
      ),
      h(
        'ul',
        { class: ctx.c('job-card-list__footer-wrapper job-card-container__footer-wrapper') },
        footerItems(ctx, job, viewed),
      ),
    ),
  );
}

/** The slot each job keeps in the list, rendered or not (LinkedIn's occludable list items). */
export function renderSlot(ctx: Ctx, job: PageJob): HTMLElement {
  if (ctx.hashed) return h('div', { class: ctx.c('scaffold-layout__list-item occludable-slot') });
  return h('li', {
    id: ctx.emberId(),
    class: ctx.c(
      'ember-view scaffold-layout__list-item occludable-slot',
      'jobs-search-results__list-item occludable-update p0 relative scaffold-layout__list-item ember-view occludable-slot',
    ),
    'data-occludable-job-id': job.id,
  });
}
