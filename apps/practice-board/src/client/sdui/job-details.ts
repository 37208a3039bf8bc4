import type { PageJob } from '../../shared/bootstrap';
import type { Ctx } from '../ctx';
import type { DetailsActions } from '../details';
import { h } from '../dom';
import {
  ageText,
  appliedText,
  applicantsOf,
  isApplied,
  levelLabel,
  logoColour,
  workTypeLabel,
} from '../format';
import { p } from './parts';

/** `<a>` or `<button>` with its text in two nested spans, as every control of the 2026 job page (S2). */
function spanned(text: string): HTMLElement {
  return h('span', {}, h('span', {}, text));
}

function applyControl(ctx: Ctx, job: PageJob, actions: DetailsActions): HTMLElement {
  if (isApplied(job))
    return h(
      'div',
      { class: ctx.c('rx-job__applied') },
      p(ctx, 'rx-job__applied-text', appliedText(job)),
      h('a', { href: '#', class: ctx.c('rx-link') }, 'See application'),
    );
  if (job.apply === 'external') {
    // 2026: a link named "Apply to <title> on company website" that opens the company's site in a new tab.
    const url = job.siteUrl ?? `/company/${job.id}/careers/`;
    const link = h(
      'a',
      {
        href: url,
        target: '_blank',
        rel: 'noopener',
        'aria-label': `Apply to ${job.title} on company website`,
        class: ctx.c('rx-button rx-button--primary'),
      },
      spanned('Apply'),
    );
    link.addEventListener('click', (event) => {
      event.preventDefault();
      window.open(url, '_blank');
    });
    return link;
  }
  // S2: an <a> to the apply route whose href holds openSDUIApplyFlow=true; the single-page app opens the flow in place.
  const link = h(
    'a',
    {
      'aria-disabled': 'false',
      href: `/jobs/view/${job.id}/apply/?openSDUIApplyFlow=true&trackingId=${encodeURIComponent(ctx.uuid())}`,
      componentkey: ctx.uuid(),
      'aria-label': 'Easy Apply to this job',
      class: ctx.c('rx-button rx-button--primary'),
    },
    spanned('Easy Apply'),
  );
  link.addEventListener('click', (event) => {
    event.preventDefault();
    actions.apply(job);
  });
  return link;
}

/**
 * The job as 2026's React job page shows it (capture S2): hashed classes, no `<h1>` (the title is a `<p>` with a
 * "Verified job" badge), pills as links, `a[aria-label="Easy Apply to this job"]`, then `<h2>About the job</h2>` and
 * the description in `[data-testid=expandable-text-box]`.
 */
export function renderSduiDetails(ctx: Ctx, job: PageJob, actions: DetailsActions): HTMLElement {
  const meta = [job.location, ageText(job.postedHoursAgo), `${applicantsOf(job)} applicants`];
  const pill = (text: string) =>
    h('a', { href: `/jobs/view/${job.id}/`, class: ctx.c('rx-pill') }, spanned(text));
  return h(
    'div',
    { 'data-testid': 'lazy-column', 'data-component-type': 'LazyColumn', class: ctx.c('rx-job') },
    h(
      'div',
      { componentkey: `JobDetails_TopCard_${job.id}`, class: ctx.c('rx-job__card') },
      h(
        'div',
        { class: ctx.c('rx-job__company') },
        h(
          'span',
          {
            class: ctx.c('rx-job__logo'),
            style: `background:${logoColour(job.company)}`,
            'aria-hidden': 'true',
          },
          job.company.charAt(0),
        ),
        p(ctx, '', h('a', { href: '#' }, job.company)),
      ),
      p(
        ctx,
        'rx-job__title',
        job.title,
        h('span', { role: 'img', 'aria-label': 'Verified job', class: ctx.c('rx-job__verified') }, '✓'),
      ),
      p(
        ctx,
        'rx-muted',
        meta.flatMap((text, i) => [
          i > 0 ? h('span', { 'aria-hidden': 'true' }, ' · ') : null,
          h('span', {}, text),
        ]),
      ),
      h(
        'div',
        { class: ctx.c('rx-job__pills') },
        pill(workTypeLabel(job)),
        pill(job.jobType),
        pill(levelLabel(job)),
      ),
      h(
        'div',
        { class: ctx.c('rx-job__actions') },
        applyControl(ctx, job, actions),
        isApplied(job)
          ? null
          : h(
              'button',
              {
                type: 'button',
                'aria-label': 'Save the job',
                class: ctx.c('rx-button rx-button--secondary'),
              },
              spanned('Save'),
            ),
      ),
    ),
    h(
      'div',
      { componentkey: `JobDetails_AboutTheJob_${job.id}`, class: ctx.c('rx-job__card') },
      h(
        'div',
        { 'data-sdui-component': 'com.linkedin.sdui.generated.jobseeker.dsl.impl.aboutTheJob' },
        h('h2', { class: ctx.c('rx-job__heading') }, 'About the job'),
        p(
          ctx,
          '',
          h(
            'span',
            { 'data-testid': 'expandable-text-box', tabindex: '-1', class: ctx.c('rx-job__description') },
            job.description.split(/\n\s*\n/).map((para) => h('p', {}, para)),
          ),
        ),
      ),
    ),
  );
}
