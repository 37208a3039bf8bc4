import type { Step } from '../catalogue/schema';
import type { Ctx } from './ctx';
import { h } from './dom';
import { stepTitle, type Application } from './application';
import { allSpecs } from './field-specs';

/** The follow-company checkbox: checked, visually hidden, toggled through its label (practice-board.md). */
export function followCompany(ctx: Ctx, app: Application): HTMLElement {
  const box = h('input', {
    type: 'checkbox',
    id: 'follow-company-checkbox',
    checked: app.followCompany,
    class: ctx.c('ember-checkbox ember-view visually-hidden'),
  });
  box.addEventListener('change', () => {
    app.followCompany = box.checked;
  });
  return h(
    'div',
    { class: ctx.c('job-details-easy-apply-footer__section') },
    h('hr', { class: ctx.c('job-details-easy-apply-footer__divider') }),
    box,
    h(
      'label',
      { for: 'follow-company-checkbox', class: ctx.c('t-14 follow-label') },
      `Follow ${app.job.company} to stay up to date with their page.`,
    ),
  );
}

function shown(value: string | string[] | undefined): string {
  if (Array.isArray(value)) return value.join(', ') || '—';
  return value && value.trim() ? value : '—';
}

/** The review step: every earlier step with its answers and an Edit link, then the follow checkbox. */
export function renderReview(
  ctx: Ctx,
  app: Application,
  steps: Step[],
  onEdit: (index: number) => void,
): HTMLElement {
  const sections = steps.map((step, index) => {
    const title = stepTitle(step);
    const edit = h(
      'button',
      {
        type: 'button',
        'aria-label': `Edit ${title}`,
        class: ctx.c(
          'artdeco-button artdeco-button--tertiary artdeco-button--1 jobs-easy-apply-review__edit',
        ),
      },
      'Edit',
    );
    edit.addEventListener('click', () => onEdit(index));
    const rows = allSpecs(app, step).map((spec) =>
      h(
        'div',
        { class: ctx.c('jobs-easy-apply-review__row') },
        h('dt', { class: ctx.c('t-12 t-black--light') }, spec.label),
        h('dd', { class: ctx.c('t-14') }, shown(app.store.get(spec.key))),
      ),
    );
    if (step.kind === 'resume') {
      const resume = app.resumes[app.selectedResume];
      rows.unshift(
        h(
          'div',
          { class: ctx.c('jobs-easy-apply-review__row') },
          h('dt', { class: ctx.c('t-12 t-black--light') }, 'Resume'),
          h('dd', { class: ctx.c('t-14') }, resume?.name ?? '—'),
        ),
      );
    }
    return h(
      'section',
      { class: ctx.c('jobs-easy-apply-review__section') },
      h(
        'div',
        { class: ctx.c('display-flex jobs-easy-apply-review__header') },
        h('h3', { class: ctx.c('t-16 t-bold') }, title),
        edit,
      ),
      h('dl', {}, rows),
    );
  });
  return h(
    'div',
    { class: ctx.c('ph5') },
    h('h3', { class: ctx.c('t-18 t-bold') }, 'Review your application'),
    h('p', { class: ctx.c('t-14 t-black--light') }, 'The employer will also receive a copy of your profile.'),
    sections,
  );
}
