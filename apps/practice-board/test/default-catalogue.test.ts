import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import path from 'node:path';
import { CATALOGUE_DIR, DEFAULT_CATALOGUE, loadCatalogue } from '../src/catalogue/load';
import type { Job } from '../src/catalogue/schema';
import { VARIANTS, type Variant } from '../src/shared/variants';
import { startBoard, type RunningBoard } from './support/board';
import { launchBrowser } from './support/browser';
import {
  answer,
  applyControl,
  cityLabel,
  footerButton,
  modal,
  stepHeading,
  unfollow,
  uploadResume,
  type Answer,
} from './support/fake-user';
import { resumeFile } from './support/fixtures';

/**
 * A careful person fills every `applied` job of a shipped catalogue with its expected answers, rotating through the
 * variants: proves each expectation can be entered on the board and is recorded exactly. The 2026 catalogue goes
 * through v5 (its own markup) and v2 (the older dialog as served in 2026).
 */

const CASES: { file: string; variants: readonly Variant[] }[] = [
  { file: DEFAULT_CATALOGUE, variants: VARIANTS },
  { file: path.join(CATALOGUE_DIR, 'linkedin-2026.json'), variants: ['v5-sdui', 'v2-classic'] },
  // Its company-site jobs are filled on the sites themselves (test/sites-*.test.ts); the Easy Apply ones here.
  { file: path.join(CATALOGUE_DIR, 'company-sites.json'), variants: ['v2-classic', 'v5-sdui', 'v3-shadow'] },
];

let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
afterAll(async () => {
  await browser?.close();
});

function answersFor(job: Job, variant: Variant): Answer[] {
  const expected = job.expect?.answers ?? {};
  const list: Answer[] = [];
  for (const step of job.steps) {
    if (step.kind === 'contact') {
      list.push({ kind: 'select', label: 'Email address', value: String(expected.email) });
      list.push({ kind: 'select', label: 'Phone country code', value: String(expected.phoneCountryCode) });
      list.push({ kind: 'text', label: 'Mobile phone number', value: String(expected.phoneNumber) });
    }
    if (step.kind === 'address')
      list.push({ kind: 'typeahead', label: cityLabel(variant), value: String(expected.city) });
    for (const q of step.questions) {
      const value = expected[q.id] ?? '';
      if (value === '' || (Array.isArray(value) && value.length === 0)) continue; // optional and unknown: left empty
      const kind = q.kind === 'numeric' || q.kind === 'textarea' || q.kind === 'date' ? 'text' : q.kind;
      list.push({ kind, label: q.label, value });
    }
  }
  return list;
}

async function next(m: Locator): Promise<'moved' | 'submitted'> {
  const submit = footerButton(m, 'Submit application');
  const button = footerButton(m, 'Continue to next step')
    .or(footerButton(m, 'Review your application'))
    .or(submit);
  const submitting = (await submit.count()) > 0;
  const heading = await stepHeading(m).textContent();
  await button.click();
  if (submitting) return 'submitted';
  // A step may refuse once without a word (silentRefusal): press again until the heading changes.
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(100);
    if ((await stepHeading(m).textContent()) !== heading) return 'moved';
    await button.click();
  }
  return 'moved';
}

describe.each(CASES)('the catalogue $file', ({ file, variants }) => {
  let board: RunningBoard;
  beforeAll(async () => {
    board = await startBoard({ catalogue: file });
  });
  afterAll(async () => {
    await board?.close();
  });

  it('accepts and records the expected answers of every applied job', { timeout: 120_000 }, async () => {
    const catalogue = await loadCatalogue(file);
    const appliedJobs = catalogue.jobs.filter((j) => j.apply === 'easy' && j.expect?.outcome === 'applied');
    const resume = await resumeFile();
    for (const [index, job] of appliedJobs.entries()) {
      const variant = variants[index % variants.length] ?? 'v2-classic';
      await board.configure({ variant });
      await page.goto(`${board.url}/jobs/view/${job.id}/`);
      await applyControl(page, variant).click();
      if (job.events.safetyReminder) await page.getByRole('button', { name: 'Continue applying' }).click();
      const m = modal(page);
      const pending = answersFor(job, variant);
      for (const steps of pagesFor(job, variant)) {
        await stepHeading(m).waitFor();
        if (steps.some((s) => s.kind === 'resume')) await uploadResume(m, resume.file, resume.name);
        for (const a of pending.filter((p) => steps.some((s) => belongsTo(job, s, p)))) await answer(m, a);
        if (steps.includes(job.steps.at(-1) as Job['steps'][number])) await unfollow(m);
        if ((await next(m)) === 'submitted') break;
      }
      if (job.events.throttle) {
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await footerButton(m, 'Submit application').click();
      }
      await page.getByText(`Your application was sent to ${job.company}!`).waitFor();
    }
    expect(pageErrors).toEqual([]);
    const { submissions } = await board.submissions();
    expect(submissions.map((s) => s.jobId)).toEqual(appliedJobs.map((j) => j.id));
    for (const [i, job] of appliedJobs.entries()) {
      const { resume: sentResume, ...fields } = submissions[i]?.fields ?? {};
      expect(fields, job.title).toEqual(job.expect?.answers);
      expect(sentResume).toBe(resume.name);
      expect(submissions[i]?.file).toEqual({ name: resume.name, size: resume.size, sha256: resume.sha256 });
      expect(submissions[i]?.followCompany).toBe(false);
    }
  });
});

/** The dialog's pages: one a step, except that v5 shows an address step right after a contact step with it. */
function pagesFor(job: Job, variant: Variant): Job['steps'][] {
  const pages: Job['steps'][] = [];
  job.steps.forEach((step, i) => {
    const last = pages.at(-1);
    if (variant === 'v5-sdui' && step.kind === 'address' && job.steps[i - 1]?.kind === 'contact' && last)
      last.push(step);
    else pages.push([step]);
  });
  return pages;
}

function belongsTo(job: Job, step: Job['steps'][number], a: Answer): boolean {
  if (step.kind === 'contact')
    return ['Email address', 'Phone country code', 'Mobile phone number'].includes(a.label);
  if (step.kind === 'address' && (a.label === 'City' || a.label === 'Location (city)')) return true;
  return (
    step.questions.some((q) => q.label === a.label) &&
    !job.steps.slice(0, job.steps.indexOf(step)).some((s) => s.questions.some((q) => q.label === a.label))
  );
}
