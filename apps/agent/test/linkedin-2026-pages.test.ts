import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPage, type Inspection } from '../src/cli/inspect';
import { EngineHarness } from './support/run-engine';

/**
 * LinkedIn's 2026 pages as a person reads them (issue 27). The pages in fixtures/linkedin-2026 and their readings in
 * expected/ were written by someone who had read captures of linkedin.com (July to October 2026) and never the
 * engine's readers (fixtures/linkedin-2026/README.md says which captures and where markup was invented): the React
 * dialog's steps, the older dialog's 2026 details, the job's own page and both search lists. Each page is read by
 * the engine's own readers (the ones a run uses) and compared field by field with what a person sees.
 */
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'linkedin-2026');
const PAGES = readdirSync(DIR).filter((f) => f.endsWith('.html'));

interface ExpectedQuestion {
  text: string;
  kind: string;
  required: boolean;
  options?: string[];
  value: string | string[] | null;
  error: string | null;
}
interface Expected {
  kind: 'form' | 'loading' | 'review' | 'sent' | 'save-dialog' | 'job-page' | 'search';
  heading?: string | null;
  primaryAction?: string | null;
  questions?: ExpectedQuestion[];
  storedResumes?: string[];
  selectedResume?: string;
  follow?: boolean | null;
  title?: string;
  apply?: string;
  descriptionStartsWith?: string;
  cards?: { jobId: string; title: string; company: string; location: string; footer: string[] }[];
}

const PRIMARY_NAMES = { next: 'Next', review: 'Review', submit: 'Submit application' } as const;

function expected(file: string): Expected {
  return JSON.parse(
    readFileSync(path.join(DIR, 'expected', file.replace(/\.html$/, '.json')), 'utf8'),
  ) as Expected;
}

/** The reading reduced to what the page's expected reading says, so a failure shows the difference field by field. */
function asPersonReads(got: Inspection, want: Expected): unknown {
  if (want.kind === 'job-page')
    return (
      got.job && {
        title: got.job.title,
        apply: got.job.state,
        descriptionStartsWith: got.job.description.slice(0, (want.descriptionStartsWith ?? '').length),
      }
    );
  if (want.kind === 'search')
    return (got.cards ?? []).map((c) => ({
      jobId: c.jobId,
      title: c.title,
      company: c.company,
      location: c.location,
    }));
  if (want.kind === 'sent' || want.kind === 'save-dialog') return got.signal;
  const step = got.step;
  if (!step) return undefined;
  const questions = step.questions.map((q) => ({
    text: q.question,
    kind: q.kind,
    required: q.required,
    ...(q.options ? { options: q.options } : {}),
    value: Array.isArray(q.value) ? q.value : q.value || null,
    error: q.error ?? null,
  }));
  return {
    loading: step.kind === 'loading',
    ...(want.kind === 'loading'
      ? {}
      : { heading: step.heading, primaryAction: step.primaryAction && PRIMARY_NAMES[step.primaryAction] }),
    questions,
    uploads: step.uploads,
    storedResumes: step.storedResumes,
    follow: step.follow,
    notUnderstood: step.notUnderstood,
  };
}

function wanted(want: Expected): unknown {
  if (want.kind === 'job-page')
    return { title: want.title, apply: want.apply, descriptionStartsWith: want.descriptionStartsWith };
  if (want.kind === 'search')
    return (want.cards ?? []).map(({ jobId, title, company, location }) => ({
      jobId,
      title,
      company,
      location,
    }));
  if (want.kind === 'sent') return 'sent';
  if (want.kind === 'save-dialog') return 'save-dialog';
  const all = want.questions ?? [];
  return {
    loading: want.kind === 'loading',
    ...(want.kind === 'loading'
      ? {}
      : { heading: want.heading ?? '', primaryAction: want.primaryAction ?? null }),
    questions: all
      .filter((q) => q.kind !== 'file')
      .map(({ text, kind, required, options, value, error }) => ({
        text,
        kind,
        required,
        ...(options ? { options } : {}),
        error,
        // A select shows its placeholder when nothing is chosen; a checkbox group's nothing is an empty list.
        value:
          value === null && kind === 'checkbox'
            ? []
            : value === null && kind === 'select'
              ? expect.anything()
              : value,
      })),
    uploads: expect.arrayContaining(
      all.filter((q) => q.kind === 'file').map((q) => expect.stringContaining(q.text)),
    ),
    storedResumes: want.storedResumes ?? [],
    follow: want.follow ?? null,
    notUnderstood: [],
  };
}

describe("LinkedIn's 2026 pages, written independently of the readers", () => {
  let harness: EngineHarness;
  let page: Page;
  beforeAll(async () => {
    harness = await EngineHarness.start();
    page = await harness.context.newPage();
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('has pages of every kind to read', () => {
    const kinds = new Set(PAGES.map((f) => expected(f).kind));
    expect([...kinds].sort()).toEqual([
      'form',
      'job-page',
      'loading',
      'review',
      'save-dialog',
      'search',
      'sent',
    ]);
  });

  it.each(PAGES)('%s reads as a person reads it', async (file) => {
    const want = expected(file);
    await page.goto(pathToFileURL(path.join(DIR, file)).href);
    const got = await inspectPage(page);
    expect(asPersonReads(got, want)).toEqual(wanted(want));
  });
});
