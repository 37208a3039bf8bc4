import type { Bootstrap } from '../shared/bootstrap';
import type { Ctx } from './ctx';
import { h, svgIcon } from './dom';

/** LinkedIn's top bar: logo, the two search boxes (Enter searches), the nav items. */
export function globalNav(ctx: Ctx, boot: Bootstrap): HTMLElement {
  const keywords = h('input', {
    type: 'text',
    'aria-label': 'Search by title, skill, or company',
    placeholder: 'Title, skill or company',
    class: ctx.c('jobs-search-box__text-input'),
  });
  keywords.value = boot.query.keywords ?? '';
  const where = h('input', {
    type: 'text',
    'aria-label': 'City, state, or zip code',
    placeholder: 'City, state, or zip code',
    class: ctx.c('jobs-search-box__text-input'),
  });
  where.value = boot.query.location ?? '';
  const search = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    const url = new URL(location.href);
    url.searchParams.set('keywords', keywords.value.trim());
    url.searchParams.set('location', where.value.trim());
    url.searchParams.delete('start');
    url.searchParams.delete('currentJobId');
    location.href = url.toString();
  };
  keywords.addEventListener('keydown', search);
  where.addEventListener('keydown', search);
  const item = (label: string, active = false) =>
    h(
      'li',
      { class: ctx.c(`global-nav__primary-item${active ? ' global-nav__primary-item--active' : ''}`) },
      h('span', { class: ctx.c('global-nav__icon'), 'aria-hidden': 'true' }),
      h('span', { class: ctx.c('t-12') }, label),
    );
  return h(
    'header',
    { class: ctx.c('global-nav'), id: 'global-nav' },
    h(
      'div',
      { class: ctx.c('global-nav__content') },
      h('a', { href: '/', class: ctx.c('global-nav__logo'), 'aria-label': 'LinkedIn' }, 'in'),
      h(
        'div',
        { class: ctx.c('jobs-search-box') },
        h('span', { class: ctx.c('jobs-search-box__icon') }, svgIcon('search')),
        keywords,
        where,
      ),
      h(
        'nav',
        { class: ctx.c('global-nav__nav'), 'aria-label': 'Primary Navigation' },
        h(
          'ul',
          { class: ctx.c('global-nav__primary-items') },
          item('Home'),
          item('My Network'),
          item('Jobs', true),
          item('Messaging'),
          item('Notifications'),
          item('Me'),
        ),
      ),
    ),
  );
}

/** The filter pills under the bar (display only; the URL is the filter). */
export function filterBar(ctx: Ctx, boot: Bootstrap): HTMLElement {
  const q = boot.query;
  const easy = q.f_AL === 'true' || q.f_LF === 'f_AL';
  const pill = (text: string, active: boolean) =>
    h(
      'button',
      {
        type: 'button',
        class: ctx.c(
          `search-reusables__filter-pill-button artdeco-pill artdeco-pill--slate artdeco-pill--choice artdeco-pill--2${active ? ' artdeco-pill--selected' : ''}`,
        ),
      },
      text,
    );
  return h(
    'section',
    { class: ctx.c('search-reusables__filters-bar'), 'aria-label': 'Search filters' },
    pill('Jobs', true),
    pill('Date posted', Boolean(q.f_TPR)),
    pill('Experience level', Boolean(q.f_E)),
    pill('Easy Apply', easy),
    pill('Remote', Boolean(q.f_WT)),
    pill('Company', false),
    pill('All filters', false),
  );
}
