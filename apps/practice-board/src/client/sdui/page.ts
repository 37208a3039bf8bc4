import type { Step } from '../../catalogue/schema';
import { stepTitle, type Application, type OnUpload, type RenderedStep } from '../application';
import type { Ctx } from '../ctx';
import { h } from '../dom';
import { allSpecs } from '../field-specs';
import { renderSduiField } from './fields';
import { p } from './parts';
import { renderSduiResumes, type SduiResumeSection } from './resume';

/** LinkedIn 2026 asks for the city on the contact page ("Location (city)", captures S4). */
export const SDUI_CITY_LABEL = 'Location (city)';

/** v5's pages: the catalogue's steps, except that an address step joins the contact step before it. */
export function sduiPagesOf(steps: Step[]): Step[][] {
  const pages: Step[][] = [];
  for (const step of steps) {
    const last = pages.at(-1);
    if (step.kind === 'address' && last?.length === 1 && last[0]?.kind === 'contact') last.push(step);
    else pages.push([step]);
  }
  return pages;
}

function memberCard(ctx: Ctx, app: Application): HTMLElement {
  return h(
    'div',
    { class: ctx.c('rx-member') },
    h('div', { class: ctx.c('rx-member__avatar'), 'aria-hidden': 'true' }, app.member.name.slice(0, 1)),
    h('div', {}, p(ctx, 'rx-member__name', app.member.name), p(ctx, 'rx-muted', app.member.headline)),
  );
}

/**
 * One page of the React dialog: its title is the first `<p>` of the lazy column's first div (S1: "Additional
 * Questions"), then the fields. `partial` is the page as it shows while loading: half of its fields, no resume list.
 */
export function renderSduiPage(
  ctx: Ctx,
  app: Application,
  page: Step[],
  onUpload: OnUpload,
  rerender: () => void,
  partial: boolean,
): RenderedStep {
  const [first] = page;
  if (!first) throw new Error('An empty page');
  const pageNo = app.job.steps.indexOf(first);
  const specs = page.flatMap((step) => allSpecs(app, step, SDUI_CITY_LABEL));
  const shown = partial ? specs.slice(0, Math.ceil(specs.length / 2)) : specs;
  const fields = shown.map((spec) => renderSduiField(ctx, spec, app.store, pageNo));
  const hasResume = page.some((step) => step.kind === 'resume');
  let resumes: SduiResumeSection | null = null;
  if (hasResume && !partial) resumes = renderSduiResumes(ctx, app, onUpload, rerender);
  const el = h(
    'div',
    { class: ctx.c('rx-page') },
    p(ctx, 'rx-page__title', stepTitle(first)),
    first.kind === 'contact' ? memberCard(ctx, app) : null,
    first.kind === 'voluntary'
      ? p(
          ctx,
          'rx-muted',
          `${app.job.company} is an equal opportunity employer. Providing this information is voluntary and will not affect your application. You may decline to self-identify.`,
        )
      : null,
    resumes?.el ?? null,
    h(
      'div',
      { class: ctx.c('rx-page__fields') },
      fields.map((f) => f.el),
    ),
  );
  return {
    el,
    fields,
    checkResume: hasResume
      ? () => (app.job.resumeRequired && app.selectedResume < 0 ? 'A resume is required' : null)
      : null,
    showResumeError: (message) => resumes?.showError(message),
  };
}
