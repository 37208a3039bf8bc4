import type { Locator, Page } from 'playwright-core';
import { realOptions, type Answer } from '../answers/question';
import { ACTION_TIMEOUT_MS, deadline } from '../browser/deadline';
import { readStep, type FieldInfo, type StepInfo, type Unreadable } from '../forms/read-form';
import { fillStep, unansweredField, type StepContext, type Uploaded } from '../engine/form-step';
import { sleep } from '../engine/pace';
import type { JobResult } from '../engine/types';
import { clickDialogButton, discardApplication, formDialog, screenshot, waitForSignal } from './dialogs';
import type { JobCard } from './job-card';
import { notUnderstoodResult } from './not-understood';
import { readSignal, SIGNAL_TEXTS } from './page-state';
import { beforeClick } from './submit-gate';
import { detailsEasyApply } from './job-page';
import { primaryAction, primaryNow, type PrimaryKind } from './targets';

/** How often a wait looks at the page again (a look itself costs 20-40 ms). */
const POLL_MS = 25;
const MAX_STEPS = 20;
/** A step is given this long to finish loading (its controls drawn, no progress indicator left). */
const LOAD_LIMIT_MS = 10000;
/** After Submit shows an error ("Something went wrong. Please try again."), this long before pressing it again. */
const SUBMIT_RETRY_WAIT_MS = 3000;

/** What Easy Apply is: the details' control (an element handle) or a locator. */
type Clickable = { click(options: { timeout: number }): Promise<void> };

type Flow = StepContext & {
  page: Page;
  job: JobCard;
  report: (r: JobResult) => void;
};

function result(job: JobCard, outcome: JobResult['outcome'], extra: Partial<JobResult> = {}): JobResult {
  return { jobId: job.jobId, title: job.title, company: job.company, outcome, ...extra };
}

function fingerprint(step: StepInfo): string {
  return [step.heading, step.progress, ...step.fields.map((f) => f.label)].join('|');
}

function describeUnreadable(u: Unreadable): string {
  if (u.why === 'no question')
    return `a required ${u.kind} whose question cannot be read (${u.what || 'no text'})`;
  if (u.why === 'no options') return `a required ${u.kind} whose options cannot be read ("${u.what}")`;
  return `a required ${u.kind} with an option whose text cannot be read ("${u.what}")`;
}

/**
 * Waits until the step is drawn: its primary action present and no progress indicator visible. Answers why not when
 * the limit passes (decision 045: a step that never finishes loading is a page ApplyPilot does not understand).
 */
async function loadedStep(
  dialog: Locator,
): Promise<{ step: StepInfo; primary: PrimaryKind } | { why: string }> {
  const end = deadline(LOAD_LIMIT_MS);
  for (;;) {
    const step = await readStep(dialog, 1000).catch(() => null);
    const primary = step && !step.busy ? await primaryNow(dialog).catch(() => null) : null;
    if (step && primary) return { step, primary: primary.kind };
    if (end.passed())
      return {
        why: !step
          ? 'the form could not be read'
          : step.busy
            ? 'a step that never finished loading'
            : 'no Next, Review or Submit button on the step',
      };
    await sleep(POLL_MS);
  }
}

/**
 * Applies to the job whose details pane is open. Reports paused-throttle on the way; returns the job's outcome. With
 * hooks, every way out that is not LinkedIn's sent signal gives the reserved credit back.
 */
export async function applyToJob(flow: Flow, applyButton: Clickable): Promise<JobResult> {
  const hooks = flow.options.hooks;
  if (!hooks) return applyFlow(flow, applyButton);
  let outcome: JobResult | undefined;
  try {
    outcome = await applyFlow(flow, applyButton);
    return outcome;
  } finally {
    if (outcome?.outcome === 'applied') await hooks.afterSent(flow.job);
    else await hooks.afterDiscard(flow.job, outcome?.end?.message ?? outcome?.reason ?? 'error');
  }
}

async function applyFlow(flow: Flow, applyButton: Clickable): Promise<JobResult> {
  const { page, job, options } = flow;
  const started = Date.now();
  await applyButton.click({ timeout: ACTION_TIMEOUT_MS });
  const uploaded: Uploaded = { done: false };
  const aiAnswers = new Map<string, Answer>();
  const retried = new Set<string>();
  let steps = 0;
  let throttled = false;
  let submitRetried = false;
  // The throttle notice can come in place of the form: then Easy Apply must be pressed again (once).
  let formSeen = false;
  let pressAgain = false;
  for (let round = 0; round < MAX_STEPS * 10; round += 1) {
    const signal = await waitForSignal(
      page,
      (s) => s !== 'none' && s !== 'busy',
      pressAgain ? 2000 : LOAD_LIMIT_MS,
    );
    if (process.env.AGENT_DEBUG) options.log(`    [${Date.now() - started} ms] ${signal}`);
    switch (signal) {
      case 'premium':
        return result(job, 'skipped-filtered', { reason: 'Apply opened a Premium upsell page.' });
      case 'security-check':
        return result(job, 'stopped-security-check', { reason: 'LinkedIn asked for a security check.' });
      case 'daily-limit':
        await discardApplication(page).catch(() => false);
        return result(job, 'stopped-daily-limit', {
          reason: 'LinkedIn says the daily application limit is reached.',
        });
      case 'throttle':
        if (!throttled) {
          throttled = true;
          flow.report(result(job, 'paused-throttle', { reason: "LinkedIn says you're applying quickly." }));
          options.log(`  LinkedIn says "You're applying quickly": waiting ${options.pace.throttleWait} ms`);
        }
        await sleep(options.pace.throttleWait);
        if (
          !(await clickDialogButton(
            page,
            SIGNAL_TEXTS.throttle,
            /^(continue|continue applying|ok|okay|got it|resume)$/i,
          ))
        )
          await clickDialogButton(page, SIGNAL_TEXTS.throttle, /dismiss|close/i);
        if (!formSeen) pressAgain = true;
        continue;
      case 'safety-reminder':
        await clickDialogButton(page, SIGNAL_TEXTS.safety, /continue applying/i);
        continue;
      case 'sent': {
        const applyMs = Date.now() - started;
        if (!(await clickDialogButton(page, SIGNAL_TEXTS.sent, /^done$/i)))
          await clickDialogButton(page, SIGNAL_TEXTS.sent, /dismiss|close/i);
        return result(job, 'applied', { applyMs, steps });
      }
      case 'save-dialog':
        await clickDialogButton(page, SIGNAL_TEXTS.save, /discard/i);
        return result(job, 'failed', { reason: 'The application was closed unexpectedly.' });
      case 'busy':
        return notUnderstood(flow, 'a step that never finished loading');
      case 'none': {
        const again = pressAgain ? await detailsEasyApply(page) : null;
        if (!again)
          return notUnderstood(flow, formSeen ? 'the form went away' : 'no application form opened');
        pressAgain = false;
        options.log('  The notice came instead of the form: pressing Easy Apply again');
        await again.click({ timeout: ACTION_TIMEOUT_MS });
        continue;
      }
      case 'form':
        formSeen = true;
        break;
    }
    const dialog = await formDialog(page);
    if (!dialog) return notUnderstood(flow, 'no application form');
    // A step counts as loaded only when its controls are drawn and no progress indicator is left.
    const loaded = await loadedStep(dialog);
    if ('why' in loaded) return notUnderstood(flow, loaded.why);
    const unreadable = loaded.step.unreadable[0];
    if (unreadable) return notUnderstood(flow, describeUnreadable(unreadable));
    const filled = await fillStep(flow, dialog, loaded.step, uploaded, aiAnswers);
    if (filled.kind === 'needs-answer') return needsAnswer(flow, filled.field);
    if (filled.kind === 'failed') return failed(flow, filled.reason);
    const before = fingerprint(await readStep(dialog));
    const primary = await primaryAction(dialog);
    if (!primary) return notUnderstood(flow, 'no Next, Review or Submit button on the step');
    const refused = await beforeClick(flow, primary.kind === 'submit', uploaded.resume);
    if (refused) return refused;
    await primary.button.click({ timeout: ACTION_TIMEOUT_MS });
    steps += 1;
    let moved = await waitForMove(page, before, options.pace.stepSettle);
    if (moved === 'moved') continue;
    if (primary.kind === 'submit') {
      // An error after Submit ("Something went wrong. Please try again."): say the page's words, wait, press once
      // more; if it stays, nothing was sent and the job is discarded with those words.
      const words = await pageWords(page);
      if (!submitRetried) {
        submitRetried = true;
        options.log(
          `  LinkedIn answered Submit with ${words ? `"${words}"` : 'no message'}: pressing Submit once more`,
        );
        await sleep(SUBMIT_RETRY_WAIT_MS);
        const again = await primaryAction(dialog, 2000);
        if (again?.kind === 'submit') {
          await again.button.click({ timeout: ACTION_TIMEOUT_MS });
          moved = await waitForMove(page, before, options.pace.stepSettle);
          if (moved === 'moved') continue;
        }
      }
      const still = (await pageWords(page)) || words;
      return failed(
        flow,
        still
          ? `LinkedIn did not send the application: "${still}"`
          : 'LinkedIn did not send the application and showed no message.',
      );
    }
    // The step stayed: an error message, or a silent refusal. Check the answers once more, then give up.
    const key = `${before}#${moved}`;
    if (retried.has(key)) {
      const now = await formDialog(page, 500);
      const stuck = now ? await readStep(now).catch(() => null) : null;
      const errors = stuck?.errors ?? [];
      // A step that still refuses while a question the profile cannot answer is empty: that question is why.
      const unanswered = stuck ? unansweredField(flow, stuck) : undefined;
      if (unanswered) return needsAnswer(flow, unanswered);
      return failed(
        flow,
        moved === 'error'
          ? `The form refused the answers: ${errors.join('; ') || 'error'}`
          : 'The step did not move on after Next and showed no message.',
      );
    }
    retried.add(key);
  }
  return failed(flow, 'Too many steps.');
}

/** What the page says right now: the form's errors, else any alert or notice on the page (a toast after Submit). */
async function pageWords(page: Page): Promise<string> {
  const dialog = await formDialog(page, 300);
  const step = dialog ? await readStep(dialog, 500).catch(() => null) : null;
  if (step?.errors.length) return step.errors.join('; ');
  const alerts = await page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .allInnerTexts()
    .catch(() => [] as string[]);
  return alerts
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter((t) => t && /wrong|error|try again|failed|could not|couldn.t|unable/i.test(t))
    .join('; ');
}

/** Waits until the step changes, a signal appears, or the step shows errors; "silent" when nothing happened. */
async function waitForMove(
  page: Page,
  before: string,
  settle: number,
): Promise<'moved' | 'error' | 'silent'> {
  const end = deadline(settle);
  // A loader is not a refusal: a rendering step gets `settle` more after each look that saw it busy (bounded).
  const busy = () => end.extendTo(Math.min(end.spent() + settle, LOAD_LIMIT_MS));
  for (;;) {
    const signal = await readSignal(page);
    if (signal === 'busy') {
      busy();
      if (end.passed()) return 'silent';
      await sleep(POLL_MS);
      continue;
    }
    if (signal !== 'form' && signal !== 'none') return 'moved';
    if (signal === 'form') {
      const dialog = await formDialog(page, 200);
      if (dialog) {
        const step = await readStep(dialog, 300).catch(() => null);
        if (step && fingerprint(step) !== before) return 'moved';
        if (step && (step.errors.length > 0 || step.fields.some((f) => f.hasError))) return 'error';
        if (step?.busy) busy();
      }
    }
    if (end.passed()) return 'silent';
    await sleep(POLL_MS);
  }
}

/** Discards the application and reports the question the user must answer once. */
async function needsAnswer(flow: Flow, field: FieldInfo): Promise<JobResult> {
  await discardApplication(flow.page);
  return result(flow.job, 'needs-answer', {
    reason: 'A required question has no answer in the profile.',
    question: field.label,
    kind: field.kind,
    ...(field.options ? { options: realOptions(field.options) } : {}),
  });
}

async function failed(flow: Flow, reason: string): Promise<JobResult> {
  const shot = await screenshot(flow.page, flow.options.screenshotsDir, flow.job.jobId);
  await discardApplication(flow.page).catch(() => false);
  return result(flow.job, 'failed', { reason, ...(shot ? { screenshot: shot } : {}) });
}

/** A page whose shape the engine does not understand: captured (redacted), then discarded without submitting. */
async function notUnderstood(flow: Flow, why: string): Promise<JobResult> {
  const outcome = await notUnderstoodResult(flow.page, flow.job, flow.options, why, flow.resume);
  await discardApplication(flow.page).catch(() => false);
  return outcome;
}
