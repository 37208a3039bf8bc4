import type { Locator, Page } from 'playwright-core';
import { answerQuestion, mayAskAi } from '../answers/answerer';
import { isCoverLetter } from '../answers/cover-letter';
import { realOptions, UNKNOWN, type Answer, type Question } from '../answers/question';
import { fillField } from '../forms/fill-field';
import { applyControl } from './search-page';
import { ACTION_TIMEOUT_MS, deadline } from '../browser/deadline';
import { findNow } from './targets';
import { readSignal, SIGNAL_TEXTS } from './page-state';
import { CONTROLS, readStep, type FieldInfo, type FileInputInfo, type StepInfo } from '../forms/read-form';
import { clickDialogButton, discardApplication, formDialog, screenshot, waitForSignal } from './dialogs';
import { letterPdf } from '../engine/letter-file';
import { draw, sleep } from '../engine/pace';
import { beforeClick } from './submit-gate';
import type { EngineOptions, JobResult, JobView, PdfFile, ResumeUpload } from '../engine/types';
import type { JobCard } from './job-card';

const MAX_STEPS = 20;
/** A step that is still rendering (a loader) is given this long at most. */
const BUSY_LIMIT_MS = 10000;

type Flow = {
  page: Page;
  job: JobCard;
  options: EngineOptions;
  report: (r: JobResult) => void;
  /** The job's page as read before Easy Apply (AI answers are told about it). */
  view?: JobView;
  /** The resume chosen for this job; the base resume (options.resumePath) when absent. */
  resume?: ResumeUpload;
};

/** What this application uploaded so far (the reservation says which PDF was sent). */
type Uploaded = { done: boolean; resume?: ResumeUpload; letter?: boolean };

function result(job: JobCard, outcome: JobResult['outcome'], extra: Partial<JobResult> = {}): JobResult {
  return { jobId: job.jobId, title: job.title, company: job.company, outcome, ...extra };
}

async function pause(options: EngineOptions): Promise<void> {
  await sleep(draw(options.pace.betweenActions));
}

function questionOf(field: FieldInfo, jobLocation: string, wholeNumbers = false): Question {
  return {
    wholeNumbers,
    jobLocation,
    kind: field.kind,
    label: field.label,
    required: field.required,
    numeric: field.numeric,
    ...(field.options ? { options: field.options } : {}),
  };
}

function isEmpty(field: FieldInfo): boolean {
  if (Array.isArray(field.value)) return field.value.length === 0;
  if (field.kind === 'select') return realOptions([field.value]).length === 0;
  return field.value.trim() === '';
}

type StepOutcome =
  { kind: 'filled' } | { kind: 'needs-answer'; field: FieldInfo } | { kind: 'failed'; reason: string };

type Planned = { field: FieldInfo; question: Question; answer: Answer };
type Plan =
  | { kind: 'needs-answer'; field: FieldInfo }
  | { kind: 'ready'; planned: Planned[]; letterUpload?: { input: FileInputInfo; file: PdfFile } };

/** A cover-letter text field ("Cover letter", "Covering letter", "Motivation letter"): the letter's own rules. */
function isLetterField(field: FieldInfo): boolean {
  return (field.kind === 'textarea' || field.kind === 'text') && isCoverLetter(field.label);
}

function isLetterInput(input: FileInputInfo): boolean {
  return isCoverLetter(`${input.name} ${input.label}`);
}

/** Required: marked so, or the page flagged it after Next (LinkedIn does not always mark required questions). */
function isRequired(field: FieldInfo): boolean {
  return field.required || field.hasError;
}

/**
 * The answer for a cover-letter text field: this job's AI letter (customise on, the job's tailoring succeeded, the
 * server wrote it). Without one, a required field gets what it got before (the answer memory, then the profile's
 * cover letter, else the needs-answer queue) and an optional one stays empty.
 */
async function letterText(flow: Flow, field: FieldInfo, question: Question): Promise<Answer> {
  const letter = await flow.resume?.coverLetter?.text();
  if (letter) return { kind: 'text', value: letter };
  return isRequired(field) ? answerQuestion(question, flow.options.profile) : UNKNOWN;
}

/** The PDF for a cover-letter upload: the AI letter; for a required upload, the user's own letter; else none. */
async function letterFile(flow: Flow, input: FileInputInfo): Promise<PdfFile | undefined> {
  const pdf = await flow.resume?.coverLetter?.pdf();
  if (pdf) return pdf;
  if (!input.required) return undefined;
  const { profile } = flow.options;
  const own = answerQuestion(
    { kind: 'textarea', label: input.label || 'Cover letter', required: true },
    profile,
  );
  return own.kind === 'text' ? letterPdf(own.value, profile) : undefined;
}

/**
 * Decides every answer of the step before anything is typed: a step with a required question nobody can answer is
 * left untouched. The server is asked (AI answers, then the cover letter) only when nothing else already stops it.
 */
async function planStep(
  flow: Flow,
  step: StepInfo,
  uploaded: Uploaded,
  aiAnswers: Map<string, Answer>,
): Promise<Plan> {
  const { options } = flow;
  const wholeNumbers = step.errors.some((e) => /whole number/i.test(e));
  const planned: Planned[] = step.fields.map((field) => {
    const question = questionOf(field, flow.job.location, wholeNumbers && field.hasError);
    const answer = isLetterField(field) ? UNKNOWN : answerQuestion(question, options.profile);
    return { field, question, answer };
  });
  const needed = ({ field, answer }: Planned) =>
    answer.kind === 'unknown' && isRequired(field) && isEmpty(field);
  const others = planned.filter((entry) => !isLetterField(entry.field));
  // Only what would otherwise send the job to the needs-answer queue is asked of the server's AI, and never a
  // consent, a declaration, a referral or "how did you hear" (the user's own word; answers/sensitive.ts).
  for (const entry of others)
    if (needed(entry) && mayAskAi(entry.question))
      entry.answer = await aiAnswer(flow, entry.question, aiAnswers);
  const missing = others.find(needed);
  if (missing) return { kind: 'needs-answer', field: missing.field };
  for (const entry of planned)
    if (isLetterField(entry.field) && isEmpty(entry.field))
      entry.answer = await letterText(flow, entry.field, entry.question);
  const letterMissing = planned.find(needed);
  if (letterMissing) return { kind: 'needs-answer', field: letterMissing.field };
  const input = uploaded.letter ? undefined : step.fileInputs.find((f) => isLetterInput(f) && f.files === 0);
  if (!input) return { kind: 'ready', planned };
  const file = await letterFile(flow, input);
  if (file) return { kind: 'ready', planned, letterUpload: { input, file } };
  if (!input.required) return { kind: 'ready', planned };
  const label = input.label || 'Cover letter';
  return {
    kind: 'needs-answer',
    field: {
      kind: 'file',
      label,
      required: true,
      numeric: false,
      controls: [input.index],
      value: '',
      hasError: false,
    },
  };
}

/** Uploads the resume (and the cover letter), sets follow-company, answers every question of the step. */
async function fillStep(
  flow: Flow,
  dialog: Locator,
  step: StepInfo,
  uploaded: Uploaded,
  aiAnswers: Map<string, Answer>,
): Promise<StepOutcome> {
  const { options } = flow;
  const resumeInput = step.fileInputs.find(
    (f) => !/cover/i.test(`${f.name} ${f.label}`) && !isLetterInput(f),
  );
  if (resumeInput && !uploaded.done) {
    const resume = flow.resume ?? { file: options.resumePath };
    await dialog.locator(CONTROLS).nth(resumeInput.index).setInputFiles(resume.file);
    uploaded.done = true;
    uploaded.resume = resume;
    await pause(options);
    // The upload re-renders the step (a new resume card): read it again before touching anything else.
    await sleep(50);
    step = await readStep(dialog);
  }
  if (step.follow && step.follow.checked !== options.profile.followCompanies) {
    const box = dialog.locator(CONTROLS).nth(step.follow.index);
    const label = dialog.locator('label[for="follow-company-checkbox"]');
    if ((await label.count()) > 0) await label.first().click({ timeout: ACTION_TIMEOUT_MS });
    else await box.setChecked(options.profile.followCompanies, { force: true });
  }
  let plan = await planStep(flow, step, uploaded, aiAnswers);
  if (plan.kind === 'ready' && plan.letterUpload) {
    await dialog.locator(CONTROLS).nth(plan.letterUpload.input.index).setInputFiles(plan.letterUpload.file);
    uploaded.letter = true;
    await pause(options);
    // The step re-renders with the letter's name: read and plan it again (the letter and AI answers are kept).
    await sleep(50);
    plan = await planStep(flow, await readStep(dialog), uploaded, aiAnswers);
  }
  if (plan.kind === 'needs-answer') return { kind: 'needs-answer', field: plan.field };
  for (const { field, answer } of plan.planned) {
    if (answer.kind === 'unknown') continue;
    const ok = await fillField(dialog, field, answer);
    if (!ok && field.required) return { kind: 'failed', reason: `Could not fill "${field.label}".` };
    await pause(options);
  }
  return { kind: 'filled' };
}

/** The server's AI answer for a question, asked once per application (a step read again reuses it). */
async function aiAnswer(flow: Flow, question: Question, asked: Map<string, Answer>): Promise<Answer> {
  const ask = flow.options.hooks?.answerWithAi;
  if (!ask || !flow.view) return UNKNOWN;
  const key = `${question.kind}|${question.label}`;
  const known = asked.get(key);
  if (known) return known;
  const answer = await ask.call(flow.options.hooks, question, flow.view).catch(() => UNKNOWN);
  asked.set(key, answer);
  return answer;
}

function fingerprint(step: StepInfo): string {
  return [step.heading, step.progress, ...step.fields.map((f) => f.label)].join('|');
}

/** Submit, else Review, else Next; waits a little for a footer that is still rendering. */
async function primaryButton(dialog: Locator, timeout = 5000): Promise<Locator | null> {
  const end = deadline(timeout);
  for (;;) {
    const button =
      (await findNow(dialog, 'submit')) ??
      (await findNow(dialog, 'review')) ??
      (await findNow(dialog, 'next'));
    if (button || end.passed()) return button;
    await sleep(60);
  }
}

/**
 * Applies to the job whose details pane is open. Reports paused-throttle on the way; returns the job's outcome. With
 * hooks, every way out that is not LinkedIn's sent signal gives the reserved credit back.
 */
export async function applyToJob(flow: Flow, applyButton: Locator): Promise<JobResult> {
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

async function applyFlow(flow: Flow, applyButton: Locator): Promise<JobResult> {
  const { page, job, options } = flow;
  const started = Date.now();
  await applyButton.click({ timeout: ACTION_TIMEOUT_MS });
  const uploaded: Uploaded = { done: false };
  const aiAnswers = new Map<string, Answer>();
  const retried = new Set<string>();
  let steps = 0;
  let throttled = false;
  // The throttle notice can come in place of the form: then Easy Apply must be pressed again (once).
  let formSeen = false;
  let pressAgain = false;
  for (let round = 0; round < MAX_STEPS * 10; round += 1) {
    const signal = await waitForSignal(page, (s) => s !== 'none' && s !== 'busy', pressAgain ? 2000 : 8000);
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
      case 'none':
      case 'busy': {
        const again = pressAgain ? await applyControl(page) : null;
        if (!again) return failed(flow, 'The Easy Apply form did not open.');
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
    if (!dialog) return failed(flow, 'The Easy Apply form did not open.');
    // Fields and footer render together: wait for the footer so a step still loading is not read half-drawn.
    if (!(await primaryButton(dialog, 8000)))
      return failed(flow, 'No Next, Review or Submit button on this step.');
    const step = await readStep(dialog);
    if (step.busy) {
      await sleep(100);
      continue;
    }
    const filled = await fillStep(flow, dialog, step, uploaded, aiAnswers);
    if (filled.kind === 'needs-answer') return needsAnswer(flow, filled.field);
    if (filled.kind === 'failed') return failed(flow, filled.reason);
    const before = fingerprint(await readStep(dialog));
    const button = await primaryButton(dialog);
    if (!button) return failed(flow, 'No Next, Review or Submit button on this step.');
    const refused = await beforeClick(flow, dialog, uploaded.resume);
    if (refused) return refused;
    await button.click({ timeout: ACTION_TIMEOUT_MS });
    steps += 1;
    const moved = await waitForMove(page, before, options.pace.stepSettle);
    if (moved === 'moved') continue;
    // The step stayed: an error message, or a silent refusal. Check the answers once more, then give up.
    const key = `${before}#${moved}`;
    if (retried.has(key)) {
      const now = await formDialog(page, 500);
      const stuck = now ? await readStep(now).catch(() => null) : null;
      const errors = stuck?.errors ?? [];
      // A step that still refuses while a question the profile cannot answer is empty: that question is why.
      const unanswered = stuck?.fields.find(
        (f) =>
          isEmpty(f) && answerQuestion(questionOf(f, flow.job.location), options.profile).kind === 'unknown',
      );
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

/** Waits until the step changes, a signal appears, or the step shows errors; "silent" when nothing happened. */
async function waitForMove(
  page: Page,
  before: string,
  settle: number,
): Promise<'moved' | 'error' | 'silent'> {
  const end = deadline(settle);
  // A loader is not a refusal: a rendering step gets `settle` more after each look that saw it busy (bounded).
  const busy = () => end.extendTo(Math.min(end.spent() + settle, BUSY_LIMIT_MS));
  for (;;) {
    const signal = await readSignal(page);
    if (signal === 'busy') {
      busy();
      if (end.passed()) return 'silent';
      await sleep(60);
      continue;
    }
    if (signal !== 'form' && signal !== 'none') return 'moved';
    if (signal === 'form') {
      const dialog = await formDialog(page, 200);
      if (dialog) {
        const step = await readStep(dialog).catch(() => null);
        if (step && fingerprint(step) !== before) return 'moved';
        if (step && (step.errors.length > 0 || step.fields.some((f) => f.hasError))) return 'error';
        if (step?.busy) busy();
      }
    }
    if (end.passed()) return 'silent';
    await sleep(60);
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
