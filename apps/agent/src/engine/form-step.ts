import type { Locator } from 'playwright-core';
import { answerQuestion, mayAskAi } from '../answers/answerer';
import { isCoverLetter } from '../answers/cover-letter';
import { realOptions, UNKNOWN, type Answer, type Question } from '../answers/question';
import { ACTION_TIMEOUT_MS } from '../browser/deadline';
import { clickOption, fillField } from '../forms/fill-field';
import { CONTROLS, readStep, type FieldInfo, type FileInputInfo, type StepInfo } from '../forms/read-form';
import { letterPdf } from './letter-file';
import { draw, sleep } from './pace';
import type { EngineOptions, JobRef, JobView, PdfFile, ResumeUpload } from './types';

/**
 * One step of an application form, whatever site draws it (decision 045): every answer decided before anything is
 * typed (a step with a required question nobody can answer is left untouched), then the resume, the follow box, the
 * stored-resume choice, the cover letter and the answers, each with real input events.
 */

export interface StepContext {
  job: JobRef;
  options: EngineOptions;
  /** The job's page as read before the form opened (AI answers are told about it). */
  view?: JobView;
  /** The resume chosen for this job; the base resume (options.resumePath) when absent. */
  resume?: ResumeUpload;
}

/** What this application uploaded so far (the reservation says which PDF was sent). */
export type Uploaded = { done: boolean; resume?: ResumeUpload; letter?: boolean };

export type StepOutcome =
  { kind: 'filled' } | { kind: 'needs-answer'; field: FieldInfo } | { kind: 'failed'; reason: string };

type Planned = { field: FieldInfo; question: Question; answer: Answer };
type Plan =
  | { kind: 'needs-answer'; field: FieldInfo }
  | { kind: 'ready'; planned: Planned[]; letterUpload?: { input: FileInputInfo; file: PdfFile } };

export function questionOf(field: FieldInfo, jobLocation: string, wholeNumbers = false): Question {
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

export function isEmpty(field: FieldInfo): boolean {
  if (Array.isArray(field.value)) return field.value.length === 0;
  if (field.kind === 'select') return realOptions([field.value]).length === 0;
  return field.value.trim() === '';
}

/** A cover-letter text field ("Cover letter", "Covering letter", "Motivation letter"): the letter's own rules. */
function isLetterField(field: FieldInfo): boolean {
  return (field.kind === 'textarea' || field.kind === 'text') && isCoverLetter(field.label);
}

function isLetterInput(input: FileInputInfo): boolean {
  return isCoverLetter(`${input.name} ${input.label}`);
}

/** Required: marked so, or the page flagged it after Next (LinkedIn does not always mark required questions). */
export function isRequired(field: FieldInfo): boolean {
  return field.required || field.hasError;
}

async function pause(options: EngineOptions): Promise<void> {
  await sleep(draw(options.pace.betweenActions));
}

/**
 * The answer for a cover-letter text field: this job's AI letter (customise on, the job's tailoring succeeded, the
 * server wrote it). Without one, a required field gets what it got before (the answer memory, then the profile's
 * cover letter, else the needs-answer queue) and an optional one stays empty.
 */
async function letterText(ctx: StepContext, field: FieldInfo, question: Question): Promise<Answer> {
  const letter = await ctx.resume?.coverLetter?.text();
  if (letter) return { kind: 'text', value: letter };
  return isRequired(field) ? answerQuestion(question, ctx.options.profile) : UNKNOWN;
}

/** The PDF for a cover-letter upload: the AI letter; for a required upload, the user's own letter; else none. */
async function letterFile(ctx: StepContext, input: FileInputInfo): Promise<PdfFile | undefined> {
  const pdf = await ctx.resume?.coverLetter?.pdf();
  if (pdf) return pdf;
  if (!input.required) return undefined;
  const { profile } = ctx.options;
  const own = answerQuestion(
    { kind: 'textarea', label: input.label || 'Cover letter', required: true },
    profile,
  );
  return own.kind === 'text' ? letterPdf(own.value, profile) : undefined;
}

/** The server's AI answer for a question, asked once per application (a step read again reuses it). */
async function aiAnswer(ctx: StepContext, question: Question, asked: Map<string, Answer>): Promise<Answer> {
  const ask = ctx.options.hooks?.answerWithAi;
  if (!ask || !ctx.view) return UNKNOWN;
  const key = `${question.kind}|${question.label}`;
  const known = asked.get(key);
  if (known) return known;
  const answer = await ask.call(ctx.options.hooks, question, ctx.view).catch(() => UNKNOWN);
  asked.set(key, answer);
  return answer;
}

/**
 * Decides every answer of the step before anything is typed. The server is asked (AI answers, then the cover
 * letter) only when nothing else already stops it.
 */
async function planStep(
  ctx: StepContext,
  step: StepInfo,
  uploaded: Uploaded,
  aiAnswers: Map<string, Answer>,
): Promise<Plan> {
  const { options } = ctx;
  const wholeNumbers = step.errors.some((e) => /whole number/i.test(e));
  const planned: Planned[] = step.fields.map((field) => {
    const question = questionOf(field, ctx.job.location, wholeNumbers && field.hasError);
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
      entry.answer = await aiAnswer(ctx, entry.question, aiAnswers);
  const missing = others.find(needed);
  if (missing) return { kind: 'needs-answer', field: missing.field };
  for (const entry of planned)
    if (isLetterField(entry.field) && isEmpty(entry.field))
      entry.answer = await letterText(ctx, entry.field, entry.question);
  const letterMissing = planned.find(needed);
  if (letterMissing) return { kind: 'needs-answer', field: letterMissing.field };
  const input = uploaded.letter ? undefined : step.fileInputs.find((f) => isLetterInput(f) && f.files === 0);
  if (!input) return { kind: 'ready', planned };
  const file = await letterFile(ctx, input);
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

function uploadName(resume: ResumeUpload | { file: string }): string {
  const file = resume.file;
  return typeof file === 'string' ? (file.split(/[\\/]/).pop() ?? file) : file.name;
}

/**
 * Attaches the resume: to the form's resume file input, else through the file chooser its "Upload resume" button
 * opens (LinkedIn's newest flow draws no input until then). Stored resumes are never chosen instead (decision 012).
 */
async function attachResume(root: Locator, step: StepInfo, file: ResumeUpload['file']): Promise<boolean> {
  const input = step.fileInputs.find((f) => !/cover/i.test(`${f.name} ${f.label}`) && !isLetterInput(f));
  if (input) {
    await root.locator(CONTROLS).nth(input.index).setInputFiles(file);
    return true;
  }
  const button = step.uploadButtons.find((b) => !/cover|letter/i.test(b.name));
  if (!button) return false;
  const page = root.page();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: ACTION_TIMEOUT_MS }),
    root.locator(CONTROLS).nth(button.index).click({ timeout: ACTION_TIMEOUT_MS }),
  ]);
  await chooser.setFiles(file);
  return true;
}

/**
 * After the upload, the card of the file just uploaded is the one chosen (when the page shows cards). True when it
 * clicked one: the page draws the cards again, and what was read before points at other controls.
 */
async function chooseUploaded(root: Locator, step: StepInfo, name: string): Promise<boolean> {
  const choice = step.resumeChoice;
  if (!choice) return false;
  const wanted = choice.options.findIndex((o) => o === name || o.startsWith(name.replace(/\.pdf$/i, '')));
  if (wanted < 0 || choice.checked === choice.options[wanted]) return false;
  const index = choice.controls[wanted];
  if (index === undefined) return false;
  await root.locator(CONTROLS).nth(index).click({ timeout: ACTION_TIMEOUT_MS });
  return true;
}

/** Uploads the resume (and the cover letter), sets follow-company, answers every question of the step. */
export async function fillStep(
  ctx: StepContext,
  root: Locator,
  step: StepInfo,
  uploaded: Uploaded,
  aiAnswers: Map<string, Answer>,
): Promise<StepOutcome> {
  const { options } = ctx;
  const wantsResume =
    step.fileInputs.some((f) => !/cover/i.test(`${f.name} ${f.label}`) && !isLetterInput(f)) ||
    step.uploadButtons.some((b) => !/cover|letter/i.test(b.name));
  if (wantsResume && !uploaded.done) {
    const resume = ctx.resume ?? { file: options.resumePath };
    if (await attachResume(root, step, resume.file)) {
      uploaded.done = true;
      uploaded.resume = resume;
      await pause(options);
      // The upload re-renders the step (a new resume card): read it again before touching anything else.
      await sleep(50);
      step = await readStep(root);
      if (await chooseUploaded(root, step, uploadName(resume))) {
        await sleep(50);
        step = await readStep(root);
      }
    }
  }
  if (step.follow && step.follow.checked !== options.profile.followCompanies) {
    // What a person clicks: the box's label when it has one (the input itself is often visually hidden).
    await clickOption(root, step.follow.index, options.profile.followCompanies);
  }
  let plan = await planStep(ctx, step, uploaded, aiAnswers);
  if (plan.kind === 'ready' && plan.letterUpload) {
    await root.locator(CONTROLS).nth(plan.letterUpload.input.index).setInputFiles(plan.letterUpload.file);
    uploaded.letter = true;
    await pause(options);
    // The step re-renders with the letter's name: read and plan it again (the letter and AI answers are kept).
    await sleep(50);
    plan = await planStep(ctx, await readStep(root), uploaded, aiAnswers);
  }
  if (plan.kind === 'needs-answer') return { kind: 'needs-answer', field: plan.field };
  for (const { field, answer } of plan.planned) {
    if (answer.kind === 'unknown') continue;
    const ok = await fillField(root, field, answer);
    if (!ok && field.required) return { kind: 'failed', reason: `Could not fill "${field.label}".` };
    await pause(options);
  }
  return { kind: 'filled' };
}

/** The first empty question the profile cannot answer: why a step that refuses still refuses. */
export function unansweredField(ctx: StepContext, step: StepInfo): FieldInfo | undefined {
  return step.fields.find(
    (f) =>
      isEmpty(f) && answerQuestion(questionOf(f, ctx.job.location), ctx.options.profile).kind === 'unknown',
  );
}
