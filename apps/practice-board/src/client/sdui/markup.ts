import type { FlowMarkup, FooterKind } from '../flow-markup';
import { h } from '../dom';
import { renderSduiPage, sduiPagesOf } from './page';
import { p, sduiButton, type ButtonLook } from './parts';
import { renderSduiReview, sduiFollowCompany } from './review';
import { openSduiShell } from './shell';

const FOOTER: Record<FooterKind, { text: string; look: ButtonLook }> = {
  back: { text: 'Back', look: 'secondary' },
  next: { text: 'Next', look: 'primary' },
  review: { text: 'Review', look: 'primary' },
  submit: { text: 'Submit application', look: 'primary' },
};

/**
 * v5: LinkedIn's 2026 React apply flow (docs/decisions/052). The dialog opens at once; while a page loads, a spinner
 * (no aria-busy) sits under the first half of its controls and the footer buttons are there but do nothing.
 */
export const sduiMarkup: FlowMarkup = {
  loadsInside: true,
  form: false,
  footerWhileLoading: true,
  openShell: openSduiShell,
  pagesOf: sduiPagesOf,
  renderPage: renderSduiPage,
  renderReview: renderSduiReview,
  followCompany: sduiFollowCompany,
  footer: (ctx, actions) =>
    actions.map((a) => sduiButton(ctx, FOOTER[a.kind].text, FOOTER[a.kind].look, a.onClick)),
  loader: (ctx) => h('div', { class: ctx.c('rx-spinner') }, h('div', { class: ctx.c('rx-spinner__ring') })),
  notice: (ctx, message) => p(ctx, 'rx-field__error', message),
};
