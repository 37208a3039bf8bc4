import type { Application } from './application';
import type { Ctx } from './ctx';
import { h } from './dom';
import type { FlowMarkup, FooterKind } from './flow-markup';
import { openModalShell } from './modal-shell';
import { artdecoButton } from './overlay';
import { followCompany, renderReview } from './review';
import { renderStep } from './steps';

const FOOTER: Record<FooterKind, { text: string; label: string; attr: string }> = {
  back: { text: 'Back', label: 'Back to previous step', attr: 'data-easy-apply-back-button' },
  next: { text: 'Next', label: 'Continue to next step', attr: 'data-easy-apply-next-button' },
  review: {
    text: 'Review',
    label: 'Review your application',
    attr: 'data-live-test-easy-apply-review-button',
  },
  submit: {
    text: 'Submit application',
    label: 'Submit application',
    attr: 'data-live-test-easy-apply-submit-button',
  },
};

/** v2 (Nov 2024 on) tells where the application goes below the form; the 2026 captures show these notes. */
const POWERED_BY = ['LinkedIn', 'LinkedIn', 'LinkedIn', 'Workable', 'Greenhouse', 'Zoho Recruit'];

function footerInfo(ctx: Ctx, app: Application): HTMLElement | null {
  if (!ctx.v2) return null;
  const ats = POWERED_BY[Number(app.job.id) % POWERED_BY.length] ?? 'LinkedIn';
  return h(
    'div',
    { class: ctx.c('jobs-easy-apply-footer__info') },
    h(
      'p',
      { class: ctx.c('t-12 t-black--light') },
      'Submitting this application won’t change your LinkedIn profile.',
    ),
    h(
      'p',
      { class: ctx.c('t-12 t-black--light mt1') },
      `Application powered by ${ats}. `,
      h(
        'a',
        {
          href: '#',
          class: ctx.c('link-without-visited-state'),
          'aria-label': 'Visit help center to know more',
          'data-test-easy-apply-footer-ats-help': 'true',
        },
        'Help Center',
      ),
    ),
  );
}

/** v1 to v4: one catalogue step a page, h3 titles, artdeco buttons with aria-labels (v4 without data-*). */
export const classicMarkup: FlowMarkup = {
  loadsInside: false,
  form: true,
  footerWhileLoading: false,
  openShell: openModalShell,
  pagesOf: (steps) => steps.map((step) => [step]),
  renderPage(ctx, app, page, onUpload, rerender) {
    const [step] = page;
    if (!step) throw new Error('An empty page');
    const rendered = renderStep(ctx, app, step, onUpload, rerender);
    const info = footerInfo(ctx, app);
    if (info) rendered.el.appendChild(info);
    return rendered;
  },
  renderReview: (ctx, app, pages, onEdit) => renderReview(ctx, app, pages.flat(), onEdit),
  followCompany,
  footer: (ctx, actions) =>
    actions.map((action) => {
      const f = FOOTER[action.kind];
      return artdecoButton(ctx, {
        text: f.text,
        primary: action.kind !== 'back',
        attrs: {
          'aria-label': f.label,
          ...(ctx.v4
            ? {}
            : {
                [f.attr]: '',
                ...(action.kind === 'back' ? {} : { 'data-live-test-easy-apply-next-button': '' }),
              }),
        },
        onClick: action.onClick,
      });
    }),
  loader: (ctx) =>
    h('div', { class: ctx.c('jobs-easy-apply-loader'), role: 'progressbar', 'aria-busy': 'true' }),
  notice: (ctx, message) =>
    h(
      'div',
      { role: 'alert', class: ctx.c('artdeco-inline-feedback artdeco-inline-feedback--error ph5 pt2') },
      h('span', { class: ctx.c('artdeco-inline-feedback__message') }, message),
    ),
};
