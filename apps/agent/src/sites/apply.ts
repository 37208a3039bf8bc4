import { MESSAGES } from '@applypilot/contracts';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Frame, Locator, Page } from 'playwright-core';
import type { Answer } from '../answers/question';
import { ACTION_TIMEOUT_MS, deadline } from '../browser/deadline';
import { draw, sleep } from '../engine/pace';
import type { EngineOptions, JobRef, JobResult, JobView, ResumeUpload, SiteRef } from '../engine/types';
import { arrive, openForm, readAhead, type Arrival } from './arrive';
import { current, fillForm, formRoot, holdValues, readForm, settledForm } from './fill';
import { handToPerson, pageState } from './human-check';
import { SUBMIT_NAME } from './in-page';
import { verdictOf } from './outcome';
import { planForm, type Asked, type PlanContext, type Planned } from './plan';
import { reconcile, type SiteField } from './reconcile';
import type { SiteQuestion } from './schema';

/**
 * An application on the employer's own site (issue 30, decision 054), from the tab LinkedIn's "Apply on company
 * website" opened: know the site from the page; read the posting's questions ahead and decide before anything is
 * typed; fill as a careful person would; hand CAPTCHAs and emailed codes to the person; Submit once, with the same
 * signed credit as Easy Apply; success only on the site's own confirmation.
 */
export interface SiteFlow {
  context: BrowserContext;
  /** The tab the company site opened in. */
  tab: Page;
  job: JobRef;
  options: EngineOptions;
  view?: JobView;
  resume?: ResumeUpload;
}

/** After Submit, how long the site gets to show its confirmation (stretching while it shows it is busy). */
const CONFIRM_WAIT_MS = 20_000;

type Site = Extract<Arrival, { kind: 'site' }>;

function result(flow: SiteFlow, outcome: JobResult['outcome'], extra: Partial<JobResult> = {}): JobResult {
  const { jobId, title, company } = flow.job;
  return { jobId, title, company, outcome, ...extra };
}

async function screenshot(page: Page, dir: string, jobId: string): Promise<string | undefined> {
  try {
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, `${/^[A-Za-z0-9_-]{1,64}$/.test(jobId) ? jobId : 'job'}-${Date.now()}.png`);
    await page.screenshot({ path: file, fullPage: true });
    return file;
  } catch {
    return undefined;
  }
}

/**
 * A job for the user's answer. Read ahead, nothing has left the computer; found while filling (a suggestion list
 * without the profile's city, a follow-up question), the site may already hold the resume and what was typed, and the
 * reason says so rather than "nothing was sent".
 */
function needsAnswer(flow: SiteFlow, site: SiteRef, asked: Asked[], whileFilling = false): JobResult {
  const [first] = asked;
  const n = asked.length;
  const after = whileFilling
    ? `the form was left unsubmitted (${site.site} may keep the resume and answers already given)`
    : 'nothing was sent';
  return result(flow, 'needs-answer', {
    reason: `${n} required question${n === 1 ? '' : 's'} on ${site.site} ${n === 1 ? 'has' : 'have'} no answer in the profile; ${after}.`,
    ...(first
      ? { question: first.question, kind: first.kind, ...(first.options ? { options: first.options } : {}) }
      : {}),
    questions: asked,
    ...site,
  });
}

function askedOf(field: SiteField): Asked {
  return {
    question: field.label,
    kind: field.kind,
    ...(field.options?.length ? { options: field.options } : {}),
  };
}

/**
 * The application on the company site. With hooks, a confirmed application is sent, an unconfirmed one reported so,
 * and every other way out gives the reserved credit back.
 */
export async function applyOnSite(flow: SiteFlow): Promise<JobResult> {
  const hooks = flow.options.hooks;
  let outcome: JobResult | undefined;
  try {
    outcome = await siteFlow(flow);
    return outcome;
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? 'error') : String(error);
    const shot = flow.tab.isClosed()
      ? undefined
      : await screenshot(flow.tab, flow.options.screenshotsDir, flow.job.jobId);
    outcome = result(flow, 'failed', {
      reason: `Unexpected error on the company site: ${message}`,
      ...(shot ? { screenshot: shot } : {}),
    });
    return outcome;
  } finally {
    if (hooks) {
      if (outcome?.outcome === 'applied') await hooks.afterSent(flow.job);
      else if (outcome?.outcome === 'submitted-unconfirmed')
        await (hooks.afterUnconfirmed ?? hooks.afterDiscard).call(
          hooks,
          flow.job,
          outcome.reason ?? 'not confirmed',
        );
      else await hooks.afterDiscard(flow.job, outcome?.end?.message ?? outcome?.reason ?? 'error');
    }
  }
}

async function siteFlow(flow: SiteFlow): Promise<JobResult> {
  const { tab, options } = flow;
  // The benchmark's time per application: from the company site's tab to its confirmation.
  const started = Date.now();
  const arrival = await arrive(tab);
  const siteRef: SiteRef = { site: arrival.name, siteUrl: arrival.url.slice(0, 2000) };
  if (arrival.kind === 'unsupported')
    return result(flow, 'site-not-supported', {
      reason: `${MESSAGES.companySiteNotSupported} (${arrival.name}).`,
      ...siteRef,
    });
  if (arrival.kind === 'closed')
    return result(flow, 'closed', { reason: `The posting is closed on ${arrival.name}.`, ...siteRef });
  options.log(`  On ${arrival.name}: ${arrival.url}`);
  const frame = await openForm(arrival);
  // A check before the form (a site's bot screen) is the person's too.
  const before = await pageState(frame).catch(() => null);
  if (before?.humanCheck && !(await handToPerson(tab, frame, arrival.name, options.log, stopper(flow))))
    return notFinished(flow, arrival.name, siteRef);
  const ahead = await readAhead(flow.context, arrival);
  if ('closed' in ahead)
    return result(flow, 'closed', { reason: `The posting is closed on ${arrival.name}.`, ...siteRef });
  if ('unreadable' in ahead)
    options.log(
      `  ${arrival.name}'s question list could not be read (${ahead.unreadable}): the form as drawn decides.`,
    );
  const root = await formRoot(frame);
  if (!root) {
    const state = await pageState(frame).catch(() => null);
    if (state && /no longer|closed|not found|couldn.?t find/i.test(state.main))
      return result(flow, 'closed', { reason: `The posting is closed on ${arrival.name}.`, ...siteRef });
    const shot = await screenshot(tab, options.screenshotsDir, flow.job.jobId);
    return result(flow, 'failed', {
      reason: `${arrival.name} showed no application form.`,
      ...siteRef,
      ...(shot ? { screenshot: shot } : {}),
    });
  }
  const schema = 'questions' in ahead ? ahead.questions : [];
  return fillAndSubmit(flow, arrival, frame, root, schema, siteRef, started);
}

/** The person did not finish the check: stopped by the user, or not finished in time; nothing was sent. */
function notFinished(flow: SiteFlow, site: string, siteRef: SiteRef): JobResult {
  if (flow.options.hooks?.stopRequested())
    return result(flow, 'failed', { end: { reason: 'stopped', message: 'Stopped.' }, ...siteRef });
  return result(flow, 'failed', {
    reason: `${MESSAGES.humanCheckHandOff(site)}: it was not finished within 5 minutes, so nothing was sent.`,
    ...siteRef,
  });
}

/** Whether the user pressed Stop (a wait for the person ends with it). */
function stopper(flow: SiteFlow): () => boolean {
  return () => flow.options.hooks?.stopRequested() ?? false;
}

function planContext(flow: SiteFlow): PlanContext {
  const hooks = flow.options.hooks;
  return {
    profile: flow.options.profile,
    jobLocation: flow.job.location,
    ...(flow.view ? { view: flow.view } : {}),
    ...(flow.resume ? { resume: flow.resume } : {}),
    ...(hooks?.answerWithAi ? { answerWithAi: hooks.answerWithAi.bind(hooks) } : {}),
  };
}

async function fillAndSubmit(
  flow: SiteFlow,
  site: Site,
  frame: Frame,
  root: Locator,
  schema: SiteQuestion[],
  siteRef: SiteRef,
  started: number,
): Promise<JobResult> {
  const { options } = flow;
  const ctx = planContext(flow);
  const aiAsked = new Map<string, Answer>();
  const fields = await drawnAsDefined(root, schema);
  // Read ahead, then decide: nothing is typed or attached unless every required question has an answer.
  const plan = await planForm(ctx, fields, aiAsked);
  if (plan.kind === 'unsupported')
    return result(flow, 'site-not-supported', {
      reason: `${MESSAGES.companySiteNotSupported} (${site.name}: ${plan.why}).`,
      ...siteRef,
    });
  if (plan.kind === 'needs-answer') return needsAnswer(flow, siteRef, plan.asked);
  const resume = flow.resume ?? { file: options.resumePath };
  const filled = await fillForm(root, plan.planned, resume, options);
  if (!filled.ok) {
    if ('ask' in filled) return needsAnswer(flow, siteRef, [askedOf(filled.ask)], true);
    return failed(flow, siteRef, filled.reason);
  }
  // Follow-up questions an answer brought (not in the plan): answered from the profile, or the user is asked.
  let known = plan.planned.map((p) => p.field);
  let answered = plan.planned.filter((p): p is Extract<Planned, { answer: Answer }> => 'answer' in p);
  for (let round = 0; round < 3; round += 1) {
    const now = (await readForm(root)).step;
    const fresh = reconcile(schema, now.fields, []).filter(
      (f) => f.drawn && !known.some((k) => sameField(k, f)) && !fields.some((k) => sameField(k, f)),
    );
    if (fresh.length === 0) break;
    const more = await planForm(ctx, fresh, aiAsked);
    if (more.kind === 'needs-answer') return needsAnswer(flow, siteRef, more.asked, true);
    if (more.kind === 'unsupported') return failed(flow, siteRef, `${site.name} ${more.why}.`);
    const done = await fillForm(root, more.planned, resume, options);
    if (!done.ok)
      return 'ask' in done
        ? needsAnswer(flow, siteRef, [askedOf(done.ask)], true)
        : failed(flow, siteRef, done.reason);
    known = [...known, ...fresh];
    answered = [
      ...answered,
      ...more.planned.filter((p): p is Extract<Planned, { answer: Answer }> => 'answer' in p),
    ];
  }
  return submit(
    flow,
    site,
    frame,
    root,
    {
      fields: known,
      answered,
      uploaded: filled.uploaded,
      uploadedAt: filled.uploadedAt,
      started,
      schema,
      ctx,
      aiAsked,
    },
    siteRef,
  );
}

/**
 * The form reconciled with its definition once the page has drawn what the definition requires: a single-page form
 * may draw its upload box after its questions, and a required question read as missing only because it was not drawn
 * yet must not send the job to the queue. After 5 s what is drawn stands (a question shown only after another answer
 * stays undrawn, and is answered ahead or asked).
 */
async function drawnAsDefined(root: Locator, schema: readonly SiteQuestion[]): Promise<SiteField[]> {
  const end = deadline(5000);
  for (;;) {
    const { step } = await settledForm(root);
    const fields = reconcile(schema, step.fields, step.fileInputs);
    const waiting = fields.some((f) => f.required && !f.drawn && !f.file && f.schema);
    if (!waiting || end.passed()) return fields;
    await sleep(250);
  }
}

function sameField(a: SiteField, b: SiteField): boolean {
  const names = new Set(a.drawn?.names ?? a.names);
  if ((b.drawn?.names ?? b.names).some((n) => names.has(n))) return true;
  return a.label === b.label && a.kind === b.kind;
}

async function failed(flow: SiteFlow, siteRef: SiteRef, reason: string): Promise<JobResult> {
  const shot = flow.tab.isClosed()
    ? undefined
    : await screenshot(flow.tab, flow.options.screenshotsDir, flow.job.jobId);
  return result(flow, 'failed', { reason, ...siteRef, ...(shot ? { screenshot: shot } : {}) });
}

interface Ready {
  fields: SiteField[];
  answered: Extract<Planned, { answer: Answer }>[];
  uploaded?: ResumeUpload;
  uploadedAt: number;
  started: number;
  schema: SiteQuestion[];
  ctx: PlanContext;
  aiAsked: Map<string, Answer>;
}

async function submitButton(root: Locator): Promise<Locator | null> {
  const button = root.getByRole('button', { name: SUBMIT_NAME }).or(root.locator('input[type=submit]'));
  const count = await button.count();
  for (let i = 0; i < count; i += 1) if (await button.nth(i).isVisible()) return button.nth(i);
  return null;
}

/**
 * Presses Submit (after the credit) and reads the site's answer: its confirmation, its refusal in its own words, a
 * check for the person, or errors on the form, fixed from the profile once. Silence is `submitted-unconfirmed`.
 */
async function submit(
  flow: SiteFlow,
  site: Site,
  frame: Frame,
  root: Locator,
  ready: Ready,
  siteRef: SiteRef,
): Promise<JobResult> {
  const { options, tab } = flow;
  const hooks = options.hooks;
  let fixed = false;
  let handedOff = false;
  for (;;) {
    // The last look before Submit: every value still the profile's (a parser may have come back).
    const held = await holdValues(root, ready.answered, ready.uploadedAt, options);
    if (!held.ok)
      return 'ask' in held
        ? needsAnswer(flow, siteRef, [askedOf(held.ask)], true)
        : failed(flow, siteRef, held.reason);
    const state = await pageState(frame);
    if (state.humanCheck && !(await handToPerson(tab, frame, site.name, options.log, stopper(flow))))
      return notFinished(flow, site.name, siteRef);
    if (hooks?.stopRequested())
      return result(flow, 'failed', { end: { reason: 'stopped', message: 'Stopped.' }, ...siteRef });
    const verdict = hooks
      ? await hooks.beforeSubmit(flow.job, ready.uploaded, siteRef)
      : ({ go: true } as const);
    if (!verdict.go && 'skip' in verdict)
      return result(flow, 'skipped-already-applied', { reason: verdict.skip, ...siteRef });
    if (!verdict.go)
      return result(flow, 'failed', { reason: verdict.end.message, end: verdict.end, ...siteRef });
    const button = await submitButton(root);
    if (!button) return failed(flow, siteRef, `${site.name}'s form has no Submit button left.`);
    await sleep(draw(options.pace.betweenActions));
    await button.click({ timeout: ACTION_TIMEOUT_MS });
    options.log(`  Submitted on ${site.name}: waiting for its confirmation.`);
    // What the site answers.
    const end = deadline(CONFIRM_WAIT_MS);
    let answer: 'errors' | undefined;
    // Errors count once they have stayed 700 ms: a refusal's message may be drawn in two steps ("We couldn't submit
    // your application", then why), and its words decide the outcome.
    let errorsSince = 0;
    while (!answer) {
      const where = frame.isDetached() ? tab.mainFrame() : frame;
      const now = await pageState(where).catch(() => null);
      if (now) {
        const said = verdictOf(site.site, where.url(), now);
        if (said.kind === 'confirmed')
          return result(flow, 'applied', { applyMs: Date.now() - ready.started, steps: 1, ...siteRef });
        if (said.kind === 'already-applied')
          return result(flow, 'skipped-already-applied', {
            reason: `${site.name}: "${said.words}"`,
            ...siteRef,
          });
        if (said.kind === 'spam')
          return result(flow, 'failed', { reason: `${site.name}: "${said.words}"`, ...siteRef });
        if (now.humanCheck) {
          if (handedOff)
            return unconfirmed(flow, site, siteRef, `a second check for a person came after the first`);
          handedOff = true;
          if (!(await handToPerson(tab, where, site.name, options.log, stopper(flow))))
            return notFinished(flow, site.name, siteRef);
          end.extendTo(end.spent() + CONFIRM_WAIT_MS);
          continue;
        }
        if (now.busy) end.extendTo(Math.min(end.spent() + 1000, CONFIRM_WAIT_MS * 3));
        if (now.submitShown && !frame.isDetached()) {
          const step = await readForm(root)
            .then((r) => r.step)
            .catch(() => null);
          const errors = !!step && (step.errors.length > 0 || step.fields.some((f) => f.hasError));
          errorsSince = errors ? errorsSince || Date.now() : 0;
          if (errors && Date.now() - errorsSince >= 700) answer = 'errors';
        }
      }
      if (!answer && end.passed()) return unconfirmed(flow, site, siteRef, 'no confirmation came');
      if (!answer) await sleep(150);
    }
    // The form answered with errors: nothing was sent. Fixed from the profile once, else the user is asked.
    if (fixed) {
      const step = (await readForm(root)).step;
      const flagged = step.fields.filter((f) => f.hasError);
      const asked = reconcile(ready.schema, flagged, [])
        .filter((f) => f.drawn)
        .map(askedOf);
      if (asked.length) return needsAnswer(flow, siteRef, asked, true);
      return failed(
        flow,
        siteRef,
        `${site.name} refused the application: ${step.errors.join('; ') || 'the form shows errors'}.`,
      );
    }
    fixed = true;
    const fix = await fixErrors(flow, root, ready);
    if (fix)
      return fix.kind === 'ask'
        ? needsAnswer(flow, siteRef, fix.asked, true)
        : failed(flow, siteRef, fix.reason);
  }
}

/** Answers the fields the site flagged from the profile (required now, whatever they said before). */
async function fixErrors(
  flow: SiteFlow,
  root: Locator,
  ready: Ready,
): Promise<{ kind: 'ask'; asked: Asked[] } | { kind: 'failed'; reason: string } | undefined> {
  const step = (await readForm(root)).step;
  // Only the drawn fields the site flagged (never the rest of the definition), each required now.
  const flagged = reconcile(
    ready.schema,
    step.fields.filter((f) => f.hasError),
    [],
  )
    .filter((f) => f.drawn)
    .map((f) => ({ ...f, required: true }));
  flow.options.log(
    `  The site flagged ${flagged.map((f) => `"${f.label}"`).join(', ') || 'the form'}: answering from the profile once.`,
  );
  const plan = await planForm(ready.ctx, flagged, ready.aiAsked);
  if (plan.kind === 'needs-answer') return { kind: 'ask', asked: plan.asked };
  if (plan.kind === 'unsupported') return { kind: 'failed', reason: plan.why };
  const resume = flow.resume ?? { file: flow.options.resumePath };
  const planned = plan.planned.filter((p) => !('upload' in p && p.upload === 'resume'));
  const done = await fillForm(root, planned, resume, flow.options);
  if (!done.ok)
    return 'ask' in done
      ? { kind: 'ask', asked: [askedOf(done.ask)] }
      : { kind: 'failed', reason: done.reason };
  const answered = planned.filter((p): p is Extract<Planned, { answer: Answer }> => 'answer' in p);
  ready.answered = [
    ...ready.answered.filter((a) => !answered.some((b) => current(step, b.field) === current(step, a.field))),
    ...answered,
  ];
  return undefined;
}

async function unconfirmed(flow: SiteFlow, site: Site, siteRef: SiteRef, why: string): Promise<JobResult> {
  const shot = await screenshot(flow.tab, flow.options.screenshotsDir, flow.job.jobId);
  return result(flow, 'submitted-unconfirmed', {
    reason: `${MESSAGES.submittedNotConfirmed}: ${site.name} showed no confirmation after Submit (${why}); it is not submitted again. Check your email or the site, then confirm it in your history.`,
    ...siteRef,
    ...(shot ? { screenshot: shot } : {}),
  });
}
