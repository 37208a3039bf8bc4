import type { ApplyAction, Bootstrap, PageJob, SubmitAnswer, UploadAnswer } from '../shared/bootstrap';
import { post, upload } from './api';
import type { Ctx } from './ctx';
import { h } from './dom';
import { openModalShell, type ModalShell } from './modal-shell';
import { artdecoButton } from './overlay';
import {
  dailyLimitPopup,
  safetyReminder,
  saveThisApplication,
  throttleDialog,
  applicationSent,
} from './dialogs';
import { followCompany, renderReview } from './review';
import { renderStep, type Application, type RenderedStep } from './steps';
import { validate } from './validation';

export interface FlowHooks {
  onApplied(jobId: string): void;
}

let busy = false;

/** Clicking Easy Apply: the server decides what happens (limits, upsell, security check), then the modal runs. */
export async function startApply(ctx: Ctx, boot: Bootstrap, job: PageJob, hooks: FlowHooks): Promise<void> {
  if (busy) return;
  busy = true;
  try {
    const { action } = await post<{ action: ApplyAction }>('/__board/api/apply', { jobId: job.id });
    if (action === 'premium') {
      location.href = `/premium/?upsellOrigin=job_apply&jobId=${job.id}`;
      return;
    }
    if (action === 'security-check') {
      location.href = `/checkpoint/challenge/?jobId=${job.id}`;
      return;
    }
    if (action === 'daily-limit') {
      dailyLimitPopup(ctx);
      return;
    }
    // LinkedIn can show "You're applying quickly" instead of the form: the person presses Easy Apply again.
    if (action === 'throttled') {
      throttleDialog(ctx);
      return;
    }
    if (action !== 'open') return;
    if (job.events.safetyReminder) {
      await ctx.humanPause();
      if (!(await safetyReminder(ctx))) return;
    }
    await ctx.humanPause();
    await runModal(ctx, boot, job, hooks);
  } catch {
    // The board could not be reached: nothing opens, as when LinkedIn fails to answer.
  } finally {
    busy = false;
  }
}

function newApplication(boot: Bootstrap, job: PageJob): Application {
  const app: Application = {
    job,
    member: boot.member,
    store: new Map(),
    resumes: job.storedResumes.map((name, i) => ({
      name,
      uploadId: null,
      note: `Last used on ${10 - i}/0${1 + i}/2026`,
    })),
    selectedResume: job.storedResumes.length > 0 ? 0 : -1,
    coverLetter: null,
    pendingUpload: null,
    followCompany: true,
  };
  // LinkedIn preselects the account's primary email and the last used resume.
  const email = boot.member.emails[0];
  if (email && job.steps.some((s) => s.kind === 'contact')) app.store.set('email', email);
  if (app.resumes[0]) app.store.set('resume', app.resumes[0].name);
  return app;
}

function runModal(ctx: Ctx, boot: Bootstrap, job: PageJob, hooks: FlowHooks): Promise<void> {
  return new Promise((finish) => {
    const app = newApplication(boot, job);
    const steps = job.steps;
    const refuseStep =
      job.events.silentRefusal === true ? 0 : job.events.silentRefusal ? job.events.silentRefusal.step : -1;
    let refused = false;
    let presses = 0;
    let index = 0;
    let current: RenderedStep | null = null;
    let generation = 0;

    const done = () => {
      shell.close();
      finish();
    };
    const shell: ModalShell = openModalShell(ctx, job.company, () => {
      const saveFirst = job.events.discardOrder ? job.events.discardOrder === 'save-first' : ctx.rng() < 0.5;
      saveThisApplication(ctx, saveFirst, async (choice) => {
        if (choice === 'stay') return;
        await post(choice === 'discard' ? '/__board/api/discard' : '/__board/api/save', { jobId: job.id });
        done();
      });
    });

    const onUpload = (file: File, kind: 'resume' | 'cover') => {
      app.pendingUpload = upload<UploadAnswer>(file).then(
        (answer) => {
          if (kind === 'resume') {
            app.resumes.push({ name: answer.name, uploadId: answer.uploadId, note: 'Uploaded just now' });
            app.selectedResume = app.resumes.length - 1;
            app.store.set('resume', answer.name);
          } else {
            app.coverLetter = { name: answer.name, uploadId: answer.uploadId };
            app.store.set('coverLetter', answer.name);
          }
          app.pendingUpload = null;
          void render(false);
        },
        () => {
          app.pendingUpload = null;
          current?.showResumeError('The upload failed. Please try again.');
        },
      );
    };

    const isLast = () => index === steps.length - 1;
    const step = () => steps[index];

    async function render(pause: boolean): Promise<void> {
      const mine = ++generation;
      if (pause) {
        shell.content.replaceChildren(
          h('div', { class: ctx.c('jobs-easy-apply-loader'), role: 'progressbar', 'aria-busy': 'true' }),
        );
        shell.footer.replaceChildren();
        await ctx.humanPause();
        if (mine !== generation) return;
      }
      const s = step();
      if (!s) return;
      shell.setProgress(index, steps.length);
      shell.notice.replaceChildren();
      let body: HTMLElement;
      if (s.kind === 'review') {
        current = null;
        body = renderReview(ctx, app, steps.slice(0, index), (target) => {
          index = target;
          void render(true);
        });
      } else {
        current = renderStep(ctx, app, s, onUpload, () => void render(false));
        body = current.el;
      }
      const form = h('form', { novalidate: true }, body, isLast() ? followCompany(ctx, app) : null);
      form.addEventListener('submit', (event) => event.preventDefault());
      shell.content.replaceChildren(form);
      shell.footer.replaceChildren(...footerButtons());
    }

    function footerButtons(): HTMLButtonElement[] {
      const buttons: HTMLButtonElement[] = [];
      if (index > 0)
        buttons.push(
          artdecoButton(ctx, {
            text: 'Back',
            attrs: {
              'aria-label': 'Back to previous step',
              ...(ctx.v4 ? {} : { 'data-easy-apply-back-button': '' }),
            },
            onClick: () => {
              index -= 1;
              void render(true);
            },
          }),
        );
      const next = steps[index + 1];
      const [text, label, attr] = isLast()
        ? ['Submit application', 'Submit application', 'data-live-test-easy-apply-submit-button']
        : next?.kind === 'review'
          ? ['Review', 'Review your application', 'data-live-test-easy-apply-review-button']
          : ['Next', 'Continue to next step', 'data-easy-apply-next-button'];
      buttons.push(
        artdecoButton(ctx, {
          text,
          primary: true,
          attrs: {
            'aria-label': label,
            ...(ctx.v4 ? {} : { [attr]: '', 'data-live-test-easy-apply-next-button': '' }),
          },
          // A failed call to the board shows an inline error instead of leaving the user stuck.
          onClick: () => void advance().catch(() => inlineError('Something went wrong. Please try again.')),
        }),
      );
      return buttons;
    }

    async function advance(): Promise<void> {
      try {
        if (app.pendingUpload) await app.pendingUpload;
        if (index === refuseStep && !refused) {
          refused = true; // the step refuses once, without a word
          return;
        }
        if (current && !checkStep(current)) return;
        if (isLast()) return await submit();
        index += 1;
        await render(true);
      } finally {
        // The board's own tests read this count: a press answered (refused without a word, or the next step drawn)
        // is the moment after which "nothing happened" can be checked. Nothing LinkedIn shows, so no engine reads it.
        presses += 1;
        shell.footer.dataset.boardPresses = String(presses);
      }
    }

    function checkStep(rendered: RenderedStep): boolean {
      let ok = true;
      for (const field of rendered.fields) {
        const value = app.store.get(field.spec.key) ?? (field.spec.kind === 'checkbox' ? [] : '');
        const verdict = validate(field.spec, value);
        if (verdict.ok) {
          field.showError(null);
          continue;
        }
        ok = false;
        // A typeahead typed but not picked, and silent questions, refuse without a message.
        const typedNotPicked =
          field.spec.kind === 'typeahead' && (field.el.querySelector('input')?.value ?? '') !== '';
        field.showError(field.spec.refusal === 'silent' || typedNotPicked ? null : verdict.message);
      }
      const resumeProblem = rendered.checkResume?.() ?? null;
      rendered.showResumeError(resumeProblem);
      return ok && resumeProblem === null;
    }

    function recordedFields(): Record<string, string | string[]> {
      const fields: Record<string, string | string[]> = {};
      for (const s of steps) {
        if (s.kind === 'contact')
          for (const key of ['email', 'phoneCountryCode', 'phoneNumber'])
            fields[key] = app.store.get(key) ?? '';
        if (s.kind === 'address') fields.city = app.store.get('city') ?? '';
        if (s.kind === 'resume') {
          fields.resume = app.resumes[app.selectedResume]?.name ?? '';
          if (app.coverLetter) fields.coverLetter = app.coverLetter.name;
        }
        for (const q of s.questions) fields[q.id] = app.store.get(q.id) ?? (q.kind === 'checkbox' ? [] : '');
      }
      return fields;
    }

    async function submit(): Promise<void> {
      const resume = app.resumes[app.selectedResume];
      const answer = await post<SubmitAnswer>('/__board/api/submit', {
        jobId: job.id,
        fields: recordedFields(),
        uploadId: resume?.uploadId ?? null,
        coverLetterUploadId: app.coverLetter?.uploadId ?? null,
        followCompany: app.followCompany,
      });
      if (answer.status === 'sent') {
        done();
        hooks.onApplied(job.id);
        await ctx.humanPause();
        applicationSent(ctx, job.company);
      } else if (answer.status === 'throttled') {
        throttleDialog(ctx);
      } else if (answer.status === 'daily-limit') {
        if (ctx.hashed) {
          done();
          dailyLimitPopup(ctx);
        } else inlineError("You've exceeded the daily application limit");
      } else inlineError(answer.message);
    }

    function inlineError(message: string): void {
      shell.notice.replaceChildren(
        h(
          'div',
          { role: 'alert', class: ctx.c('artdeco-inline-feedback artdeco-inline-feedback--error ph5 pt2') },
          h('span', { class: ctx.c('artdeco-inline-feedback__message') }, message),
        ),
      );
    }

    void render(false);
  });
}
