import type { JobOutcome, JobSearchSettings } from '@applypilot/contracts';
import { JOB_OUTCOMES, MESSAGES } from '@applypilot/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { deadline } from '../browser/deadline';
import { detailsCompanyApply, detailsEasyApply, openCard } from './job-page';
import { openCompanySite } from './company-site';
import { applyOnSite } from '../sites/apply';
import { NOT_UNDERSTOOD_IN_A_ROW, notUnderstoodResult } from './not-understood';
import { readCards, scrollResults } from './search-page';
import { buildSearchUrl } from './search-url';
import { applyToJob } from './easy-apply';
import { discardApplication, screenshot as takeScreenshot } from './dialogs';
import { filterMismatch } from './filters';
import { FitGate } from '../engine/fit-gate';
import { jobViewUrl } from './job-url';
import { isJobId, shownJobId } from './job-id';
import { draw, sleep } from '../engine/pace';
import type { EngineOptions, JobRecord, JobResult, JobView, ResumeUpload, RunEnd } from '../engine/types';
import type { JobCard } from './job-card';

export interface RunOptions extends EngineOptions {
  search: JobSearchSettings;
  /** Stop after this many applications. */
  max: number;
  record: JobRecord;
  /** The run ended early for a reason of the hooks (credits, stop); not called when it simply ran out of jobs. */
  onEnd?: (end: RunEnd) => void;
  /** Called once per job result (and for paused-throttle notices). */
  onResult: (result: JobResult) => void;
  /** Chrome has no window: nobody can sign in when LinkedIn asks. */
  headless?: boolean;
  /** Result pages to walk at most (25 jobs each). */
  maxPages?: number;
}

export type Summary = Record<JobOutcome, number>;

const STOPS: JobOutcome[] = ['stopped-daily-limit', 'stopped-security-check'];
/** Outcomes of jobs whose pages the engine read: they end a streak of pages it did not understand. */
const REACHED_FORM: JobOutcome[] = ['applied', 'needs-answer', 'failed'];

export function emptySummary(): Summary {
  return Object.fromEntries(JOB_OUTCOMES.map((o) => [o, 0])) as Summary;
}

const SIGN_IN = /\/(login|authwall|signup|uas\/login|checkpoint\/lg)(\/|\?|$)/;
/** How long a person gets to sign in when LinkedIn asks (a visible Chrome only). */
const SIGN_IN_WAIT_MS = 5 * 60 * 1000;

/**
 * Opens a result page and waits for its cards (or the empty state). When LinkedIn asks to sign in, a visible Chrome
 * waits for the person to do it; a headless one cannot, and the run ends with a message.
 */
async function openSearch(page: Page, url: string, options: RunOptions): Promise<boolean> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  if (SIGN_IN.test(new URL(page.url()).pathname)) {
    if (options.headless) {
      options.log(
        'LinkedIn asks to sign in. Run once without --headless and sign in in the window the agent opens.',
      );
      return false;
    }
    options.log(
      'LinkedIn asks to sign in: sign in in the Chrome window the agent opened (waiting up to 5 minutes).',
    );
    const until = Date.now() + SIGN_IN_WAIT_MS;
    while (SIGN_IN.test(new URL(page.url()).pathname)) {
      if (Date.now() > until || page.isClosed()) return false;
      await sleep(1000);
    }
    await page.goto(url, { waitUntil: 'domcontentloaded' });
  }
  const end = deadline(5000);
  for (;;) {
    const { cards, empty } = await readCards(page);
    if (cards.length > 0 || empty || end.passed()) return true;
    await sleep(100);
  }
}

/** Walks the search results and applies job by job until max, the end of the results, or a stop signal. */
export async function runApply(context: BrowserContext, options: RunOptions): Promise<Summary> {
  const summary = emptySummary();
  const page = context.pages()[0] ?? (await context.newPage());
  const seen = new Set<string>();
  const fitGate = options.fit ? new FitGate(options.fit, options.profile, options.search) : undefined;
  let applied = 0;
  let notUnderstoodInARow = 0;
  const report = (r: JobResult) => {
    summary[r.outcome] += 1;
    // Every job line carries the job's own page, so a person (or a test) can open the very job it speaks of.
    options.onResult(isJobId(r.jobId) ? { ...r, jobUrl: jobViewUrl(options.origin, r.jobId) } : r);
  };
  const maxPages = options.maxPages ?? 40;
  for (let pageNo = 0; pageNo < maxPages; pageNo += 1) {
    const url = buildSearchUrl(options.origin, options.search, pageNo);
    options.log(`Search page ${pageNo + 1}: ${url}`);
    if (!(await openSearch(page, url, options))) {
      options.onEnd?.({
        reason: 'sign-in-required',
        message: 'LinkedIn asks to sign in: sign in in the agent’s Chrome.',
      });
      return summary;
    }
    const searchUrl = page.url();
    const droppedLocation = !!options.search.location && !new URL(searchUrl).searchParams.has('location');
    let newOnPage = 0;
    let idleScrolls = 0;
    while (idleScrolls < 2) {
      const { cards } = await readCards(page);
      const next = cards.find((c) => !seen.has(c.jobId));
      if (!next) {
        // Scroll on until the list's end: cards render lazily as they come into view.
        const moved = await scrollResults(page, cards.filter((c) => isJobId(c.jobId)).at(-1)?.jobId);
        await sleep(moved ? 120 : 300);
        const after = await readCards(page);
        idleScrolls = after.cards.some((c) => !seen.has(c.jobId)) || moved ? 0 : idleScrolls + 1;
        continue;
      }
      if (options.hooks?.stopRequested()) {
        options.onEnd?.({ reason: 'stopped', message: 'Stopped.' });
        return summary;
      }
      seen.add(next.jobId);
      newOnPage += 1;
      const outcome = await handleJob(context, page, next, options, report, droppedLocation, fitGate).catch(
        (error: unknown) => unexpected(page, next, options, error),
      );
      if (outcome?.end) {
        options.onEnd?.({ ...outcome.end, job: { title: next.title, company: next.company } });
        return summary;
      }
      if (outcome) report(outcome);
      // Pages the engine does not understand, job after job: LinkedIn changed under it. Stop rather than run the list.
      if (outcome?.outcome === 'not-understood') notUnderstoodInARow += 1;
      else if (outcome && REACHED_FORM.includes(outcome.outcome)) notUnderstoodInARow = 0;
      if (notUnderstoodInARow >= NOT_UNDERSTOOD_IN_A_ROW) {
        options.onEnd?.({ reason: 'not-understood', message: MESSAGES.pagesNotUnderstoodStop });
        return summary;
      }
      // A submission a company site did not confirm is never submitted again either (issue 30).
      if (outcome?.outcome === 'applied' || outcome?.outcome === 'submitted-unconfirmed') {
        applied += 1;
        await options.record.add(next.jobId);
      }
      if (outcome && STOPS.includes(outcome.outcome)) return summary;
      if (applied >= options.max) return summary;
      if (outcome?.outcome === 'applied') await sleep(draw(options.pace.betweenApplications));
      // Apply may have navigated away (v3 apply link, premium page): come back to this result page.
      if (page.url() !== searchUrl && !page.url().startsWith(searchUrl.split('?')[0] ?? searchUrl)) {
        if (!(await openSearch(page, url, options))) return summary;
      }
    }
    if (newOnPage === 0) break;
    // Walk on only when the page offers a next page (LinkedIn's pagination), as a person would.
    const nextPage = page.getByRole('button', {
      name: new RegExp(`^\\s*(view next page|next page|next|page ${pageNo + 2})\\s*$`, 'i'),
    });
    if ((await nextPage.count()) === 0) break;
  }
  return summary;
}

async function handleJob(
  context: BrowserContext,
  page: Page,
  card: JobCard,
  options: RunOptions,
  report: (r: JobResult) => void,
  droppedLocation: boolean,
  fitGate?: FitGate,
): Promise<JobResult | undefined> {
  // The id goes into URLs, selectors and file names: a page that gives anything else is not followed.
  if (!isJobId(card.jobId))
    return {
      jobId: shownJobId(card.jobId),
      title: card.title,
      company: card.company,
      outcome: 'skipped-filtered',
      reason: 'The page gave this job an id that is not a LinkedIn job id: skipped.',
    };
  const base = { jobId: card.jobId, title: card.title, company: card.company };
  if (options.record.has(card.jobId))
    return { ...base, outcome: 'skipped-already-applied', reason: 'In the local record of applied jobs.' };
  if (/(?:^|\| )Applied(?: \||$)/.test(card.footer))
    return { ...base, outcome: 'skipped-already-applied', reason: 'The card says Applied.' };
  options.log(`${card.title} at ${card.company} (${card.jobId})`);
  options.hooks?.jobStarted?.(card);
  const details = await openCard(page, card.jobId);
  if (details.state === 'applied')
    return { ...base, outcome: 'skipped-already-applied', reason: 'The job says Applied.' };
  if (details.state === 'external' && !options.search.companySites)
    return {
      ...base,
      outcome: 'skipped-external',
      reason: 'No Easy Apply: the job applies on the company site.',
    };
  if (details.state === 'closed')
    return { ...base, outcome: 'skipped-filtered', reason: 'The job is no longer accepting applications.' };
  if (details.state === 'none' && !details.found)
    return notUnderstoodResult(page, card, options, "the job's details could not be read");
  if (details.state === 'none')
    return { ...base, outcome: 'skipped-external', reason: 'The job has no Easy Apply button.' };
  const promoted = /\bpromoted\b/i.test(card.footer);
  const mismatch = filterMismatch(
    options.search,
    details.tags,
    droppedLocation || promoted ? `${card.location} ${details.location}` : '',
    details.location,
  );
  if (mismatch) return { ...base, outcome: 'skipped-filtered', reason: mismatch };
  const view: JobView = {
    jobId: card.jobId,
    jobUrl: jobViewUrl(options.origin, card.jobId),
    title: details.title || card.title,
    company: card.company,
    description: details.description,
  };
  // Fit before anything is spent: a skipped job reserves no credit, asks for no tailoring and counts toward no limit.
  const fit = await fitGate?.check(view, `${card.location} ${details.location}`);
  if (fit?.skipped) {
    options.log(`  → skipped: ${fit.summary}`);
    return { ...base, outcome: 'skipped', reason: fit.summary, fit };
  }
  if (fit) options.log(`  ${fit.summary}`);
  // Chosen before Easy Apply is pressed: a tailoring may take a while, and no form should wait open meanwhile.
  const resume = await options.hooks?.resumeFor?.(view);
  if (resume && 'end' in resume)
    return { ...base, outcome: 'failed', reason: resume.end.message, end: resume.end };
  if (details.state === 'external') {
    const result = await companySite(context, page, card, options, view, resume);
    options.log(`  → ${result.outcome}${result.reason ? `: ${result.reason}` : ''}`);
    return fit ? { ...result, fit } : result;
  }
  const button = await detailsEasyApply(page);
  if (!button) return { ...base, outcome: 'skipped-external', reason: 'The job has no Easy Apply button.' };
  await sleep(draw(options.pace.betweenActions));
  const result = await applyToJob({ page, job: card, options, report, view, resume }, button);
  options.log(`  → ${result.outcome}${result.reason ? `: ${result.reason}` : ''}`);
  return fit ? { ...result, fit } : result;
}

/**
 * Issue 30: the job applies on the employer's site. Its Apply is pressed, and the tab it opened is handed to sites/
 * (which knows where it landed from the page itself); the tab is closed afterwards and LinkedIn's comes back.
 */
async function companySite(
  context: BrowserContext,
  page: Page,
  card: JobCard,
  options: RunOptions,
  view: JobView,
  resume: ResumeUpload | undefined,
): Promise<JobResult> {
  const base = { jobId: card.jobId, title: card.title, company: card.company };
  const control = await detailsCompanyApply(page);
  if (!control) return { ...base, outcome: 'skipped-external', reason: 'The job has no Apply button.' };
  await sleep(draw(options.pace.betweenActions));
  const tab = await openCompanySite(context, page, control, options.origin);
  await control.dispose().catch(() => undefined);
  if (!tab) return { ...base, outcome: 'failed', reason: "LinkedIn's Apply opened no company site." };
  try {
    return await applyOnSite({ context, tab, job: card, options, view, ...(resume ? { resume } : {}) });
  } finally {
    if (tab !== page) await tab.close().catch(() => undefined);
    await page.bringToFront().catch(() => undefined);
  }
}

/** One job went wrong in a way the flow did not foresee: record it as failed and carry on with the next job. */
async function unexpected(
  page: Page,
  card: JobCard,
  options: RunOptions,
  error: unknown,
): Promise<JobResult> {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  options.log(`  → failed: ${message}`);
  const screenshot = await takeScreenshot(page, options.screenshotsDir, card.jobId);
  await discardApplication(page).catch(() => false);
  return {
    jobId: card.jobId,
    title: card.title,
    company: card.company,
    outcome: 'failed',
    reason: `Unexpected error: ${message}`,
    ...(screenshot ? { screenshot } : {}),
  };
}
