import type { Ctx } from '../ctx';
import { h, svgIcon, type Child } from '../dom';

/** Small pieces of 2026's React markup (capture S1 in docs/decisions/052): buttons, the dismiss control, `<p>` text. */

export type ButtonLook = 'primary' | 'secondary' | 'tertiary';

/**
 * A button as the React dialog draws it: `<button type=button componentkey=<uuid>><span><span>Text</span></span>`,
 * with no aria-label and no data-* attribute, so its accessible name is its text.
 */
export function sduiButton(ctx: Ctx, text: string, look: ButtonLook, onClick: () => void): HTMLButtonElement {
  const button = h(
    'button',
    { type: 'button', componentkey: ctx.uuid(), class: ctx.c(`rx-button rx-button--${look}`) },
    h('span', { class: ctx.c('rx-button__label') }, h('span', {}, text)),
  );
  button.addEventListener('click', onClick);
  return button;
}

/** The dialog's close control: the one button of the flow that keeps an aria-label ("Dismiss"). */
export function sduiDismiss(ctx: Ctx, onClick: () => void): HTMLButtonElement {
  const button = h(
    'button',
    { type: 'button', 'aria-label': 'Dismiss', class: ctx.c('rx-dialog__dismiss') },
    h('span', {}, svgIcon('close')),
  );
  button.addEventListener('click', onClick);
  return button;
}

export function p(ctx: Ctx, classes: string, ...children: Child[]): HTMLParagraphElement {
  return h('p', { class: ctx.c(classes) }, ...children);
}

/** A question's text as the React dialog prints it: required ones end in "*", glued to the text. */
export function questionText(label: string, required: boolean): string {
  return required ? `${label}*` : label;
}

/** The resume card's format badge: "PDF", or "DOC" for Word files (DOC and DOCX). */
export function fileBadge(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'doc' || ext === 'docx') return 'DOC';
  return ext ? ext.toUpperCase() : 'DOC';
}
