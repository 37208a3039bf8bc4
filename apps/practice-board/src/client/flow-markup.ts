import type { Step } from '../catalogue/schema';
import type { Application, OnUpload, RenderedStep } from './application';
import type { Ctx } from './ctx';
import type { ModalShell } from './modal-shell';

export type FooterKind = 'back' | 'next' | 'review' | 'submit';
export interface FooterAction {
  kind: FooterKind;
  onClick: () => void;
}

/** How a generation of LinkedIn's markup draws the apply flow; flow.ts runs the same application on any of them. */
export interface FlowMarkup {
  /** The v5 dialog opens at once and shows its loader inside; the older modals appear after the pause. */
  loadsInside: boolean;
  openShell(ctx: Ctx, company: string, onDismiss: () => void): ModalShell;
  /** The catalogue's steps grouped into the pages the dialog shows. */
  pagesOf(steps: Step[]): Step[][];
  /** One page; `partial` draws what a page shows while it is still loading. */
  renderPage(
    ctx: Ctx,
    app: Application,
    page: Step[],
    onUpload: OnUpload,
    rerender: () => void,
    partial: boolean,
  ): RenderedStep;
  renderReview(ctx: Ctx, app: Application, pages: Step[][], onEdit: (page: number) => void): HTMLElement;
  followCompany(ctx: Ctx, app: Application): HTMLElement;
  footer(ctx: Ctx, actions: FooterAction[]): HTMLElement[];
  loader(ctx: Ctx): HTMLElement;
  /** The older modals put each page in a `<form>`; the React dialog's lazy column holds the page's div itself. */
  form: boolean;
  /** What a step loading shows in the footer: nothing (older modals) or the buttons, inert (v5). */
  footerWhileLoading: boolean;
  notice(ctx: Ctx, message: string): HTMLElement;
}
