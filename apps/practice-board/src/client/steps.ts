import type { Member, Step } from '../catalogue/schema';
import { stepTitle, type Application, type OnUpload, type RenderedStep } from './application';
import type { Ctx } from './ctx';
import { h } from './dom';
import { allSpecs } from './field-specs';
import { renderField } from './fields';
import { renderResumes } from './resume-step';

/** The older dialogs' (v1 to v4) page body: an h3 title and the step's fields. */

function heading(ctx: Ctx, text: string): HTMLElement {
  return h('h3', { class: ctx.c('t-16 t-bold') }, text);
}

function contactHeader(ctx: Ctx, member: Member): HTMLElement {
  const initials = member.name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2);
  return h(
    'div',
    { class: ctx.c('jobs-easy-apply-contact-card display-flex') },
    h('div', { class: ctx.c('ea-avatar'), 'aria-hidden': 'true' }, initials),
    h(
      'div',
      {},
      h('div', { class: ctx.c('t-16 t-bold') }, member.name),
      h('div', { class: ctx.c('t-14 t-black--light') }, member.headline),
    ),
  );
}

/** Renders one step's body. Review is rendered by review.ts. */
export function renderStep(
  ctx: Ctx,
  app: Application,
  step: Step,
  onUpload: OnUpload,
  rerender: () => void,
): RenderedStep {
  const title = stepTitle(step);
  const fields = allSpecs(app, step).map((spec) => renderField(ctx, spec, app.job.id, app.store));
  const children: (HTMLElement | null)[] = [heading(ctx, title)];
  if (step.kind === 'contact') children.push(contactHeader(ctx, app.member));
  if (step.kind === 'voluntary')
    children.push(
      h(
        'p',
        { class: ctx.c('t-14 jobs-easy-apply-form-section__subtitle') },
        `${app.job.company} is an equal opportunity employer. Providing this information is voluntary and will not affect your application. You may decline to self-identify.`,
      ),
    );
  let resumeError: HTMLElement | null = null;
  let resumeSection: HTMLElement | null = null;
  if (step.kind === 'resume') {
    resumeSection = renderResumes(ctx, app, onUpload, rerender);
    children.push(resumeSection);
  }
  const el = h(
    'div',
    { class: ctx.c('ph5') },
    children,
    fields.map((f) => f.el),
  );
  return {
    el,
    fields,
    checkResume:
      step.kind === 'resume'
        ? () => (app.job.resumeRequired && app.selectedResume < 0 ? 'A resume is required' : null)
        : null,
    showResumeError: (message) => {
      resumeError?.remove();
      resumeError = null;
      if (message && resumeSection) {
        resumeError = ctx.v4
          ? h('div', { role: 'alert', class: ctx.c('form-field__error') }, message)
          : h(
              'div',
              { role: 'alert', class: ctx.c('artdeco-inline-feedback artdeco-inline-feedback--error mt1') },
              h('span', { class: ctx.c('artdeco-inline-feedback__message') }, message),
            );
        resumeSection.appendChild(resumeError);
      }
    },
  };
}
