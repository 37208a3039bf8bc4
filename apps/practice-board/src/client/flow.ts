import type { Step } from '../catalogue/schema';
import type { ApplyAction, Bootstrap, PageJob, SubmitAnswer, UploadAnswer } from '../shared/bootstrap';
import { post, upload } from './api';
import type { Application, RenderedStep, UploadKind } from './application';
import { classicMarkup } from './classic-markup';
import type { Ctx } from './ctx';
import {
  applicationSent,
  dailyLimitPopup,
  safetyReminder,
  saveThisApplication,
  throttleDialog,
} from './dialogs';
import { h } from './dom';
import { allSpecs } from './field-specs';
import type { FlowMarkup, FooterAction } from './flow-markup';
import type { ModalShell } from './modal-shell';
import { sduiMarkup } from './sdui/markup';
import { validate } from './validation';

export interface FlowHooks {
  onApplied(jobId: string): void;
}

let busy = false;

function markupOf(ctx: Ctx): FlowMarkup {
  return ctx.v5 ? sduiMarkup : classicMarkup;
}

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
    const markup = markupOf(ctx);
    if (!markup.loadsInside) await ctx.humanPause();
    await runModal(ctx, markup, boot, job, hooks);
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
  // LinkedIn preselects the account's primary email and the last used resume, and fills work experience in from the
  // profile.
  const email = boot.member.emails[0];
  if (email && job.steps.some((s) => s.kind === 'contact')) app.store.set('email', email);
  if (app.resumes[0]) app.store.set('resume', app.resumes[0].name);
  if (job.steps.some((s) => s.kind === 'experience'))
    boot.member.positions.forEach((position, i) => {
      app.store.set(`experience-${i}-title`, position.title);
      app.store.set(`experience-${i}-company`, position.company);
    });
  return app;
}

/** Every field's final value from the board's own store (README "Recorded fields"). */
function recordedFields(app: Application, steps: Step[]): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const step of steps) {
    for (const spec of allSpecs(app, step))
      fields[spec.key] = app.store.get(spec.key) ?? (spec.kind === 'checkbox' ? [] : '');
    if (step.kind === 'resume') {
      fields.resume = app.resumes[app.selectedResume]?.name ?? '';
      if (app.coverLetter) fields.coverLetter = app.coverLetter.name;
    }
  }
  return fields;
}

function runModal(
  ctx: Ctx,
  markup: FlowMarkup,
  boot: Bootstrap,
  job: PageJob,
  hooks: FlowHooks,
): Promise<void> {
  return new Promise((finish) => {
    const app = newApplication(boot, job);
    const pages = markup.pagesOf(job.steps);
    const refuseStep =
      job.events.silentRefusal === true ? 0 : job.events.silentRefusal ? job.events.silentRefusal.step : -1;
    const refusedStep = job.steps[refuseStep];
    const refusePage = refusedStep ? pages.findIndex((page) => page.includes(refusedStep)) : -1;
    let refused = false;
    let presses = 0;
    let index = 0;
    let current: RenderedStep | null = null;
    let loading = false;
    let generation = 0;
    // primaryGoneOnceAnswered (issue 27): from the first answer on, the footer has no primary action.
    let answered = false;

    const done = () => {
      shell.close();
      finish();
    };
    const shell: ModalShell = markup.openShell(ctx, job.company, () => {
      const saveFirst = job.events.discardOrder ? job.events.discardOrder === 'save-first' : ctx.rng() < 0.5;
      saveThisApplication(ctx, saveFirst, async (choice) => {
        if (choice === 'stay') return;
        await post(choice === 'discard' ? '/__board/api/discard' : '/__board/api/save', { jobId: job.id });
        done();
      });
    });

    if (job.events.primaryGoneOnceAnswered) {
      const onAnswer = () => {
        if (answered) return;
        answered = true;
        if (!loading) shell.footer.replaceChildren(...footer());
      };
      for (const type of ['input', 'change']) shell.root.addEventListener(type, onAnswer, true);
    }

    const onUpload = (file: File, kind: UploadKind) => {
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

    const isLast = () => index === pages.length - 1;
    const page = () => pages[index];
    const isReview = (p: Step[] | undefined) => p?.length === 1 && p[0]?.kind === 'review';

    function body(partial: boolean): HTMLElement {
      const p = page() ?? [];
      if (isReview(p)) {
        current = null;
        return markup.renderReview(ctx, app, pages.slice(0, index), (target) => {
          index = target;
          void render(true);
        });
      }
      current = markup.renderPage(ctx, app, p, onUpload, () => void render(false), partial);
      return current.el;
    }

    async function render(pause: boolean): Promise<void> {
      const mine = ++generation;
      if (!page()) return;
      shell.setProgress(index, pages.length);
      shell.notice.replaceChildren();
      if (pause) {
        // A step loading: the older modals show only a loader; v5 shows the page's first controls beside a spinner,
        // and its footer buttons are there but do nothing yet.
        loading = true;
        shell.content.replaceChildren(...(markup.loadsInside ? [body(true)] : []), markup.loader(ctx));
        shell.footer.replaceChildren(...(markup.footerWhileLoading ? footer() : []));
        await ctx.humanPause();
        if (mine !== generation) return;
        loading = false;
      }
      const parts = [body(false), isLast() ? markup.followCompany(ctx, app) : null];
      if (markup.form) {
        const form = h('form', { novalidate: true }, parts);
        form.addEventListener('submit', (event) => event.preventDefault());
        shell.content.replaceChildren(form);
      } else shell.content.replaceChildren(...parts.filter((part) => part !== null));
      shell.footer.replaceChildren(...footer());
    }

    function footer(): HTMLElement[] {
      const actions: FooterAction[] = [];
      if (index > 0)
        actions.push({
          kind: 'back',
          onClick: () => {
            if (loading) return;
            index -= 1;
            void render(true);
          },
        });
      if (answered) return markup.footer(ctx, actions);
      actions.push({
        kind: isLast() ? 'submit' : isReview(pages[index + 1]) ? 'review' : 'next',
        // A failed call to the board shows an inline error instead of leaving the user stuck.
        onClick: () =>
          void advance().catch(() =>
            shell.notice.replaceChildren(markup.notice(ctx, 'Something went wrong. Please try again.')),
          ),
      });
      return markup.footer(ctx, actions);
    }

    async function advance(): Promise<void> {
      if (loading) return; // the step is still loading: the click does nothing
      try {
        if (app.pendingUpload) await app.pendingUpload;
        if (index === refusePage && !refused) {
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

    async function submit(): Promise<void> {
      const resume = app.resumes[app.selectedResume];
      const answer = await post<SubmitAnswer>('/__board/api/submit', {
        jobId: job.id,
        fields: recordedFields(app, job.steps),
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
        } else
          shell.notice.replaceChildren(markup.notice(ctx, "You've exceeded the daily application limit"));
      } else shell.notice.replaceChildren(markup.notice(ctx, answer.message));
    }

    void render(markup.loadsInside);
  });
}
