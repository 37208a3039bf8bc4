import type { PageJob } from '../shared/bootstrap';
import type { Ctx } from './ctx';
import { h, svgIcon } from './dom';
import {
  ageText,
  appliedText,
  applicantsOf,
  isApplied,
  levelLabel,
  logoColour,
  workTypeLabel,
} from './format';
import { renderSduiDetails } from './sdui/job-details';

export interface DetailsActions {
  apply(job: PageJob): void;
}

function applyControl(ctx: Ctx, job: PageJob, actions: DetailsActions): HTMLElement {
  if (isApplied(job)) {
    return h(
      'div',
      {
        class: ctx.c('artdeco-inline-feedback artdeco-inline-feedback--success post-apply-timeline__entity'),
      },
      h('span', { class: ctx.c('artdeco-inline-feedback__icon'), 'aria-hidden': 'true' }, svgIcon('check')),
      h('span', { class: ctx.c('artdeco-inline-feedback__message') }, appliedText(job)),
      h('a', { href: '#', class: ctx.c('ml2 see-application') }, 'See application'),
    );
  }
  if (job.apply === 'external') {
    const button = h(
      'button',
      {
        type: 'button',
        id: 'jobs-apply-button-id',
        'data-job-id': job.id,
        role: 'link',
        'aria-label': `Apply to ${job.title} on company website`,
        class: ctx.c(
          'jobs-apply-button artdeco-button artdeco-button--icon-right artdeco-button--3 artdeco-button--primary ember-view',
        ),
      },
      h('span', { class: ctx.c('artdeco-button__text') }, 'Apply'),
      svgIcon('external'),
    );
    // LinkedIn opens the company's site in a new tab (company-sites.md §3.1).
    button.addEventListener('click', () =>
      window.open(job.siteUrl ?? `/company/${job.id}/careers/`, '_blank'),
    );
    return button;
  }
  if (ctx.v3) {
    const link = h(
      'a',
      {
        href: `/jobs/view/${job.id}/apply/?openSDUIApplyFlow=true`,
        'aria-label': 'Easy Apply to this job',
        'data-job-id': job.id,
        class: ctx.c('jobs-apply-button artdeco-button artdeco-button--3 artdeco-button--primary'),
      },
      svgIcon('easy'),
      h('span', {}, 'Easy Apply'),
    );
    link.addEventListener('click', (event) => {
      event.preventDefault(); // a single-page app: the flow opens in place
      actions.apply(job);
    });
    return link;
  }
  const button = h(
    'button',
    {
      type: 'button',
      id: 'jobs-apply-button-id',
      'data-job-id': job.id,
      'aria-label': ctx.v4 ? 'LinkedIn Apply to this job' : `Easy Apply to ${job.title} at ${job.company}`,
      class: ctx.c('jobs-apply-button artdeco-button artdeco-button--3 artdeco-button--primary ember-view'),
    },
    svgIcon('easy'),
    h('span', { class: ctx.c('artdeco-button__text') }, 'Easy Apply'),
  );
  button.addEventListener('click', () => actions.apply(job));
  return button;
}

/** The details pane: company, title, meta line, preferences, apply control, "About the job". */
export function renderDetails(ctx: Ctx, job: PageJob, actions: DetailsActions): HTMLElement {
  if (ctx.v5) return renderSduiDetails(ctx, job, actions);
  const meta = [job.location, ageText(job.postedHoursAgo), `${applicantsOf(job)} applicants`];
  const pill = (text: string) =>
    h(
      'button',
      {
        type: 'button',
        class: ctx.c(
          'job-details-preferences-and-skills artdeco-button artdeco-button--secondary artdeco-button--1',
        ),
      },
      h('span', {}, text),
    );
  return h(
    'div',
    {
      class: ctx.c('jobs-search__job-details--wrapper', 'jobs-search__job-details--container'),
      'data-job-id': job.id,
    },
    h(
      'div',
      { class: ctx.c('job-details-jobs-unified-top-card__container--two-pane', 'jobs-unified-top-card') },
      h(
        'div',
        {
          class: ctx.c(
            'job-details-jobs-unified-top-card__company-name',
            'jobs-unified-top-card__company-name',
          ),
        },
        h(
          'span',
          {
            class: ctx.c('company-logo company-logo--small'),
            style: `background:${logoColour(job.company)}`,
            'aria-hidden': 'true',
          },
          job.company.charAt(0),
        ),
        h('a', { href: '#' }, job.company),
      ),
      h(
        'h1',
        {
          class: ctx.c(
            't-24 t-bold inline job-details-jobs-unified-top-card__job-title',
            't-24 t-bold jobs-unified-top-card__job-title',
          ),
        },
        h('a', { href: `/jobs/view/${job.id}/` }, job.title),
      ),
      h(
        'div',
        {
          class: ctx.c(
            'job-details-jobs-unified-top-card__primary-description-container t-black--light',
            'jobs-unified-top-card__primary-description',
          ),
        },
        meta.flatMap((text, i) => [
          i > 0 ? h('span', { class: ctx.c('tvm__text'), 'aria-hidden': 'true' }, ' · ') : null,
          h('span', { class: ctx.c('tvm__text tvm__text--low-emphasis') }, text),
        ]),
      ),
      h(
        'div',
        { class: ctx.c('job-details-fit-level-preferences') },
        pill(workTypeLabel(job)),
        pill(job.jobType),
        pill(levelLabel(job)),
      ),
      h(
        'div',
        { class: ctx.c('jobs-s-apply jobs-apply-button--top-card display-flex') },
        applyControl(ctx, job, actions),
        isApplied(job)
          ? null
          : h(
              'button',
              {
                type: 'button',
                class: ctx.c('jobs-save-button artdeco-button artdeco-button--3 artdeco-button--secondary'),
              },
              'Save',
            ),
      ),
    ),
    h(
      'article',
      { class: ctx.c('jobs-description__container') },
      h('h2', { class: ctx.c('text-heading-large') }, 'About the job'),
      h(
        'div',
        { id: 'job-details', class: ctx.c('jobs-description-content__text jobs-box__html-content') },
        job.description.split(/\n\s*\n/).map((para) => h('p', {}, para)),
      ),
    ),
  );
}
