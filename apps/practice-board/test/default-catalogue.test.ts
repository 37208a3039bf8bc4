import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DEFAULT_CATALOGUE, loadCatalogue } from '../src/catalogue/load';
import type { Job } from '../src/catalogue/schema';
import { VARIANTS } from '../src/shared/variants';
import { startBoard, type RunningBoard } from './support/board';
import { launchBrowser } from './support/browser';
import { answer, applyControl, modal, uploadResume, type Answer } from './support/fake-user';
import { resumeFile } from './support/fixtures';

/**
 * A careful person fills every `applied` job of the default catalogue with its expected answers, rotating through
 * the variants: proves each expectation can be entered on the board and is recorded exactly.
 */

let board: RunningBoard;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const catalogue = await loadCatalogue(DEFAULT_CATALOGUE);
const appliedJobs = catalogue.jobs.filter((j) => j.expect?.outcome === 'applied');

beforeAll(async () => {
  board = await startBoard();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});
afterAll(async () => {
  await browser?.close();
  await board?.close();
});

function answersFor(job: Job): Answer[] {
  const expected = job.expect?.answers ?? {};
  const list: Answer[] = [];
  for (const step of job.steps) {
    if (step.kind === 'contact') {
      list.push({ kind: 'select', label: 'Email address', value: String(expected.email) });
      list.push({ kind: 'select', label: 'Phone country code', value: String(expected.phoneCountryCode) });
      list.push({ kind: 'text', label: 'Mobile phone number', value: String(expected.phoneNumber) });
    }
    if (step.kind === 'address')
      list.push({ kind: 'typeahead', label: 'City', value: String(expected.city) });
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
  const button = m.locator(
    '[aria-label="Continue to next step"], [aria-label="Review your application"], [aria-label="Submit application"]',
  );
  const label = await button.getAttribute('aria-label');
  const heading = await m.locator('h3').first().textContent();
  await button.click();
  if (label === 'Submit application') return 'submitted';
  // A step may refuse once without a word (silentRefusal): press again until the heading changes.
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(100);
    if ((await m.locator('h3').first().textContent()) !== heading) return 'moved';
    await button.click();
  }
  return 'moved';
}

describe('the default catalogue', () => {
  it('accepts and records the expected answers of every applied job', { timeout: 120_000 }, async () => {
    const resume = await resumeFile();
    for (const [index, job] of appliedJobs.entries()) {
      const variant = VARIANTS[index % VARIANTS.length] ?? 'v2-classic';
      await board.configure({ variant });
      await page.goto(`${board.url}/jobs/view/${job.id}/`);
      await applyControl(page, variant).click();
      if (job.events.safetyReminder) await page.getByRole('button', { name: 'Continue applying' }).click();
      const m = modal(page);
      const pending = answersFor(job);
      for (const step of job.steps) {
        await m.locator('h3').first().waitFor();
        if (step.kind === 'resume') await uploadResume(m, resume.file, resume.name);
        for (const a of pending.filter((p) => belongsTo(job, step, p))) await answer(m, a);
        if (step.kind === 'review' || step === job.steps.at(-1))
          await m.locator('label[for="follow-company-checkbox"]').click();
        if ((await next(m)) === 'submitted') break;
      }
      if (job.events.throttle) {
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await m.locator('[aria-label="Submit application"]').click();
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

function belongsTo(job: Job, step: Job['steps'][number], a: Answer): boolean {
  if (step.kind === 'contact')
    return ['Email address', 'Phone country code', 'Mobile phone number'].includes(a.label);
  if (step.kind === 'address' && a.label === 'City') return true;
  return (
    step.questions.some((q) => q.label === a.label) &&
    !job.steps.slice(0, job.steps.indexOf(step)).some((s) => s.questions.some((q) => q.label === a.label))
  );
}
