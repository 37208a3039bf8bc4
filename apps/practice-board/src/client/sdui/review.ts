import type { Step } from '../../catalogue/schema';
import { stepTitle, type Application } from '../application';
import type { Ctx } from '../ctx';
import { h } from '../dom';
import { allSpecs } from '../field-specs';
import { SDUI_CITY_LABEL } from './page';
import { p, sduiButton } from './parts';

function shown(value: string | string[] | undefined): string {
  if (Array.isArray(value)) return value.join(', ') || '—';
  return value && value.trim() ? value : '—';
}

/**
 * The follow-company checkbox of the React dialog (O4): a generated id, an EMPTY `<label for>` drawn as the box, and
 * the sentence in a `<p>` beside it. Checked at first, as LinkedIn leaves it.
 */
export function sduiFollowCompany(ctx: Ctx, app: Application): HTMLElement {
  const id = ctx.reactId();
  const box = h('input', {
    id,
    type: 'checkbox',
    checked: app.followCompany,
    class: ctx.c('rx-choice__input'),
  });
  box.addEventListener('change', () => {
    app.followCompany = box.checked;
  });
  return h(
    'div',
    { class: ctx.c('rx-follow') },
    h('hr', { role: 'presentation', class: ctx.c('rx-dialog__rule') }),
    h(
      'div',
      { class: ctx.c('rx-choice__line') },
      h(
        'div',
        { class: ctx.c('rx-choice__control') },
        box,
        h('label', { for: id, class: ctx.c('rx-choice__box') }),
      ),
      h('div', {}, p(ctx, '', `Follow ${app.job.company} to stay up to date with their page.`)),
    ),
  );
}

/** The review page (reconstructed in S1's idiom): every earlier page with its answers and an "Edit" button. */
export function renderSduiReview(
  ctx: Ctx,
  app: Application,
  pages: Step[][],
  onEdit: (page: number) => void,
): HTMLElement {
  const sections = pages.map((page, index) => {
    const [first] = page;
    const title = first ? stepTitle(first) : '';
    const rows = page
      .flatMap((step) => allSpecs(app, step, SDUI_CITY_LABEL))
      .map((spec) =>
        h(
          'div',
          { class: ctx.c('rx-review__row') },
          p(ctx, 'rx-muted', spec.label),
          p(ctx, '', shown(app.store.get(spec.key))),
        ),
      );
    if (page.some((step) => step.kind === 'resume'))
      rows.unshift(
        h(
          'div',
          { class: ctx.c('rx-review__row') },
          p(ctx, 'rx-muted', 'Resume'),
          p(ctx, '', app.resumes[app.selectedResume]?.name ?? '—'),
        ),
      );
    return h(
      'div',
      { class: ctx.c('rx-review__section') },
      h(
        'div',
        { class: ctx.c('rx-review__header') },
        p(ctx, 'rx-review__title', title),
        sduiButton(ctx, 'Edit', 'tertiary', () => onEdit(index)),
      ),
      rows,
    );
  });
  return h(
    'div',
    { class: ctx.c('rx-page') },
    p(ctx, 'rx-page__title', 'Review your application'),
    p(ctx, 'rx-muted', 'The employer will also receive a copy of your profile.'),
    sections,
  );
}
