import type { Bootstrap, PageJob } from '../shared/bootstrap';
import { renderCard, renderSlot } from './cards';
import type { Ctx } from './ctx';
import { renderDetails } from './details';
import { h } from './dom';
import { startApply } from './flow';
import { globalNav, filterBar } from './chrome';

interface Slot {
  job: PageJob;
  slot: HTMLElement;
  rendered: boolean;
}

function pagination(ctx: Ctx, boot: Bootstrap): HTMLElement | null {
  const pages = Math.ceil(boot.total / boot.pageSize);
  if (pages <= 1) return null;
  const current = Math.floor(boot.start / boot.pageSize) + 1;
  const go = (page: number) => {
    const url = new URL(location.href);
    url.searchParams.set('start', String((page - 1) * boot.pageSize));
    url.searchParams.delete('currentJobId');
    location.href = url.toString();
  };
  const pageButton = (page: number) => {
    const button = h(
      'button',
      {
        type: 'button',
        'aria-label': `Page ${page}`,
        'aria-current': page === current ? 'true' : null,
        'data-testid': ctx.v5 ? `pagination-indicator-${page - 1}` : null,
        class: ctx.c(
          `jobs-search-pagination__indicator-button${page === current ? ' jobs-search-pagination__indicator-button--active' : ''}`,
          '',
        ),
      },
      h('span', {}, String(page)),
    );
    button.addEventListener('click', () => go(page));
    return h(
      'li',
      {
        class: ctx.c(
          'jobs-search-pagination__indicator',
          `artdeco-pagination__indicator artdeco-pagination__indicator--number${page === current ? ' active selected' : ''}`,
        ),
      },
      button,
    );
  };
  const list = h(
    'ul',
    {
      class: ctx.c(
        'jobs-search-pagination__pages',
        'artdeco-pagination__pages artdeco-pagination__pages--number',
      ),
    },
    Array.from({ length: pages }, (_, i) => pageButton(i + 1)),
  );
  const arrow = (label: string, page: number, cls: string) => {
    const button = h(
      'button',
      {
        type: 'button',
        'aria-label': label,
        'data-testid': ctx.v5
          ? `pagination-controls-${label.startsWith('View next') ? 'next' : 'previous'}-button-visible`
          : null,
        class: ctx.c(
          `jobs-search-pagination__button ${cls} artdeco-button artdeco-button--tertiary`,
          `artdeco-pagination__button ${cls}`,
        ),
      },
      label.startsWith('View next') ? 'Next' : 'Previous',
    );
    button.addEventListener('click', () => go(page));
    return button;
  };
  return h(
    'div',
    {
      class: ctx.c('jobs-search-pagination', 'artdeco-pagination artdeco-pagination--has-controls'),
      'data-testid': ctx.v5 ? 'pagination-controls-list' : null,
    },
    current > 1 ? arrow('View previous page', current - 1, 'jobs-search-pagination__button--previous') : null,
    list,
    current < pages ? arrow('View next page', current + 1, 'jobs-search-pagination__button--next') : null,
    h('p', { class: ctx.c('jobs-search-pagination__page-state') }, `Page ${current} of ${pages}`),
  );
}

/** The search page: results list (occluded, re-rendered on scroll) and details pane. */
export function renderSearchPage(ctx: Ctx, boot: Bootstrap, root: HTMLElement): void {
  const viewed = new Set<string>();
  let currentId = boot.currentJobId ?? boot.jobs[0]?.id ?? null;
  const detailHost = h('div', { class: ctx.c('scaffold-layout__detail jobs-search__job-details') });
  // The job view page has no list; its slots stay empty.
  const slots: Slot[] =
    boot.page === 'search'
      ? boot.jobs.map((job) => ({ job, slot: renderSlot(ctx, job), rendered: false }))
      : [];
  const apply = (job: PageJob) =>
    void startApply(ctx, boot, job, {
      onApplied: (jobId) => {
        const applied = boot.jobs.find((j) => j.id === jobId);
        if (applied) applied.appliedNow = true;
        refreshCards(false, [jobId]);
        showDetails();
      },
    });
  const showDetails = () => {
    const job = boot.jobs.find((j) => j.id === currentId);
    detailHost.replaceChildren(job ? renderDetails(ctx, job, { apply }) : h('div', {}));
  };

  if (boot.page === 'view') {
    // v5 is 2026's React job page (S2): main#workspace > section "Primary content", and no h1 anywhere.
    const main = ctx.v5
      ? h(
          'main',
          { id: 'workspace', class: ctx.c('job-view-layout') },
          h('section', { 'aria-label': 'Primary content' }, detailHost),
        )
      : h('main', { class: ctx.c('job-view-layout') }, detailHost);
    root.replaceChildren(globalNav(ctx, boot), main);
    showDetails();
    const job = boot.jobs[0];
    if (boot.autoApply && job) apply(job);
    return;
  }

  const paint = (s: Slot) => {
    s.slot.replaceChildren(renderCard(ctx, s.job, s.job.id === currentId, viewed.has(s.job.id)));
    s.rendered = true;
    s.slot.classList.add(ctx.c('occludable-slot--rendered'));
  };
  const select = (job: PageJob) => {
    const previous = currentId;
    if (previous && previous !== job.id) viewed.add(previous);
    currentId = job.id;
    const url = new URL(location.href);
    url.searchParams.set('currentJobId', job.id);
    history.pushState(null, '', url.toString()); // no navigation, like LinkedIn's single-page app
    refreshCards(false, [previous, job.id]);
    showDetails();
    // Some jobs make the whole list re-render a moment after they open: stale handles break.
    if (job.events.rerenderCards) setTimeout(() => refreshCards(true), 50);
  };

  const listEl = h(
    ctx.hashed ? 'div' : 'ul',
    { class: ctx.c('scaffold-layout__list-container', 'jobs-search-results__list list-style-none') },
    slots.map((s) => s.slot),
  );
  listEl.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const slot = slots.find((s) => s.slot.contains(target));
    if (!slot) return;
    event.preventDefault();
    select(slot.job);
  });
  const scroller = h(
    'div',
    { class: ctx.c('jobs-search-results-list', 'jobs-search-results-list') },
    boot.jobs.length === 0
      ? h(
          'div',
          { class: ctx.c('jobs-search-no-results-banner') },
          h('h2', { class: ctx.c('t-20') }, 'No matching jobs found.'),
          h('p', {}, 'Try changing your filters or search terms.'),
        )
      : listEl,
    pagination(ctx, boot),
  );

  /** Replaces rendered cards: all of them, or only those of the given jobs. */
  function refreshCards(all: boolean, only: (string | null)[] = []): void {
    for (const s of slots) if (s.rendered && (all || only.includes(s.job.id))) paint(s);
  }
  let frame = 0;
  scroller.addEventListener('scroll', () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      // Cards in view are replaced on every scroll, as LinkedIn's occlusion does.
      const view = scroller.getBoundingClientRect();
      for (const s of slots) {
        const box = s.slot.getBoundingClientRect();
        if (box.bottom >= view.top - 200 && box.top <= view.bottom + 200) paint(s);
      }
    });
  });

  const keywords = boot.query.keywords ?? '';
  const where = boot.query.location ?? '';
  const header = h(
    'header',
    { class: ctx.c('jobs-search-results-list__header') },
    h(
      ctx.v5 ? 'p' : 'h1',
      { class: ctx.c('t-16 t-bold jobs-search-results-list__title') },
      keywords ? `${keywords}${where ? ` in ${where}` : ''}` : 'Top job picks for you',
    ),
    h(
      'div',
      { class: ctx.c('jobs-search-results-list__subtitle t-12 t-black--light') },
      `${boot.total} result${boot.total === 1 ? '' : 's'}`,
    ),
  );
  root.replaceChildren(
    globalNav(ctx, boot),
    filterBar(ctx, boot),
    h(
      'main',
      { class: ctx.c('scaffold-layout__list-detail-inner') },
      h('div', { class: ctx.c('scaffold-layout__list') }, header, scroller),
      detailHost,
    ),
  );
  // Only the first 7 to 10 cards exist before the list is scrolled.
  const initial = 7 + Math.floor(ctx.rng() * 4);
  slots.slice(0, initial).forEach(paint);
  showDetails();
}
