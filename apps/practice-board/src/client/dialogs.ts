import type { Ctx } from './ctx';
import { h } from './dom';
import { openDialog, type DialogButton } from './overlay';

/** "Job search safety reminder" before the form; resolves true on Continue applying. */
export function safetyReminder(ctx: Ctx): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = openDialog(ctx, {
      role: 'dialog',
      name: 'job-search-safety-reminder',
      title: 'Job search safety reminder',
      body: [
        h(
          'p',
          { class: ctx.c('t-14') },
          'Legitimate employers won’t ask you for payment, banking details or personal documents before an interview.',
        ),
        h(
          'p',
          { class: ctx.c('t-14 t-black--light') },
          'If something seems off, report the job and stop applying.',
        ),
      ],
      buttons: [
        {
          text: 'Continue applying',
          primary: true,
          attrs: { 'aria-label': 'Continue applying' },
          onClick: () => (dialog.close(), resolve(true)),
        },
      ],
      onDismiss: () => (dialog.close(), resolve(false)),
    });
  });
}

/** Dismissing the modal: Discard and Save in an order that varies (seed or the job's discardOrder). */
export function saveThisApplication(
  ctx: Ctx,
  saveFirst: boolean,
  choose: (choice: 'discard' | 'save' | 'stay') => void,
): void {
  const discard: DialogButton = {
    text: 'Discard',
    attrs: { 'data-test-dialog-secondary-btn': '', 'data-control-name': 'discard_application_confirm_btn' },
    onClick: () => (dialog.close(), choose('discard')),
  };
  const save: DialogButton = {
    text: 'Save',
    primary: true,
    attrs: { 'data-test-dialog-primary-btn': '', 'data-control-name': 'save_application_btn' },
    onClick: () => (dialog.close(), choose('save')),
  };
  const dialog = openDialog(ctx, {
    role: 'alertdialog',
    name: 'save-application',
    title: 'Save this application?',
    body: h('p', { class: ctx.c('t-14') }, 'Save to return to this application later.'),
    buttons: saveFirst ? [save, discard] : [discard, save],
    onDismiss: () => (dialog.close(), choose('stay')),
  });
}

export function applicationSent(ctx: Ctx, company: string): void {
  const dialog = openDialog(ctx, {
    role: 'dialog',
    name: 'post-apply',
    title: 'Application sent',
    body: [
      h(
        ctx.v5 ? 'p' : 'h3',
        { class: ctx.c('t-16 t-bold jpac-modal-header') },
        `Your application was sent to ${company}!`,
      ),
      h(
        'p',
        { class: ctx.c('t-14 t-black--light') },
        'You can keep track of your application in the "Applied" tab of My Jobs.',
      ),
    ],
    buttons: [{ text: 'Done', primary: true, onClick: () => dialog.close() }],
    onDismiss: () => dialog.close(),
  });
}

/** The soft limit: a pause, then the same application carries on. */
export function throttleDialog(ctx: Ctx): void {
  const dialog = openDialog(ctx, {
    role: 'dialog',
    name: 'applying-quickly',
    title: "You're applying quickly",
    body: h(
      'p',
      { class: ctx.c('t-14') },
      'To protect our members, take a moment to review your application before you submit it.',
    ),
    buttons: [
      { text: 'Continue', primary: true, attrs: { 'aria-label': 'Continue' }, onClick: () => dialog.close() },
    ],
    onDismiss: () => dialog.close(),
  });
}

/** v3/v4/v5's daily limit popup: no more applying today. */
export function dailyLimitPopup(ctx: Ctx): void {
  const dialog = openDialog(ctx, {
    role: 'dialog',
    name: 'daily-limit',
    title: "You reached today's Easy Apply limit",
    body: h(
      'p',
      { class: ctx.c('t-14') },
      'Great effort applying today. We limit daily submissions to help ensure each application gets the right attention. Save this job and continue applying tomorrow.',
    ),
    buttons: [{ text: 'Got it', primary: true, onClick: () => dialog.close() }],
    onDismiss: () => dialog.close(),
  });
}
