import { MESSAGES } from '@applypilot/contracts';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspectPage } from '../src/cli/inspect';
import type { ApplyHooks, JobRef } from '../src/engine/types';
import { readBoardJson, startBoard, type Board, type CatalogueJob } from './support/board';
import { checkRun } from './support/expectations';
import { REMOVE_PRIMARY_ONCE_ANSWERED, RENAME_CLASSES_AND_IDS } from './support/redesign';
import { writeResume } from './support/resume';
import { EngineHarness, referenceInputs } from './support/run-engine';

/**
 * LinkedIn's 2026 flow changed by hand (issue 27): the board's fifth generation with every class renamed and every id
 * regenerated still applies with exactly the expected values; with the primary action gone once the engine starts
 * answering, each job is discarded with nothing submitted and nothing spent, the page is kept as a redacted capture
 * holding none of the user's values, and the run stops after three such jobs in a row.
 */
describe("LinkedIn's 2026 flow changed by hand", { timeout: 420_000 }, () => {
  let tmp: string;
  let resume: { path: string; sha256: string; size: number; name: string };
  const boards: Board[] = [];
  const harnesses: EngineHarness[] = [];
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-redesign-test-'));
    resume = {
      ...(await writeResume(path.join(tmp, 'aarav-sharma-resume.pdf'))),
      name: 'aarav-sharma-resume.pdf',
    };
  });
  afterAll(async () => {
    await Promise.all(harnesses.map((h) => h.stop()));
    await Promise.all(boards.map((b) => b.stop()));
    await rm(tmp, { recursive: true, force: true });
  });

  it('applies with every class renamed and every id regenerated', async () => {
    const board = await startBoard({ variant: 'v5-sdui', catalogue: 'linkedin-2026.json', seed: 7331 });
    boards.push(board);
    const harness = await EngineHarness.start([RENAME_CLASSES_AND_IDS]);
    harnesses.push(harness);
    const { jobs } = await readBoardJson<{ jobs: CatalogueJob[] }>('linkedin-2026.json');
    const { profile, search } = await referenceInputs();
    const { results } = await harness.run({ origin: board.url, profile, search, resumePath: resume.path });
    checkRun(jobs, results, await board.submissions(), resume);
    expect(results.map((r) => r.outcome).sort()).toEqual(['applied', 'applied', 'needs-answer']);
  });

  it('discards a job whose primary action is gone, spends nothing, keeps a redacted capture and stops after three', async () => {
    const board = await startBoard({ variant: 'v5-sdui', catalogue: 'linkedin-2026.json' });
    boards.push(board);
    const harness = await EngineHarness.start([RENAME_CLASSES_AND_IDS, REMOVE_PRIMARY_ONCE_ANSWERED]);
    harnesses.push(harness);
    const { profile, search } = await referenceInputs();
    // The credit gate of a real run: every Submit would be asked here first, and every discard is told.
    const submits: JobRef[] = [];
    const discards: string[] = [];
    const hooks: ApplyHooks = {
      beforeSubmit: async (job) => {
        submits.push(job);
        return { go: true };
      },
      afterSent: async () => undefined,
      afterDiscard: async (job) => void discards.push(job.jobId),
      stopRequested: () => false,
    };
    const { results, end } = await harness.run({
      origin: board.url,
      profile,
      search,
      resumePath: resume.path,
      hooks,
    });
    expect(results.map((r) => [r.outcome, r.reason])).toEqual([
      ['not-understood', MESSAGES.pageNotUnderstood],
      ['not-understood', MESSAGES.pageNotUnderstood],
      ['not-understood', MESSAGES.pageNotUnderstood],
    ]);
    expect(end).toEqual({ reason: 'not-understood', message: MESSAGES.pagesNotUnderstoodStop });
    expect(submits).toEqual([]);
    expect(discards).toEqual(results.map((r) => r.jobId));
    const record = await board.submissions();
    expect(record.submissions).toEqual([]);

    // One capture per job, named in its result, readable by the user only, holding the page's own words and
    // none of the user's: no name, no email (the member's addresses are in the email list), no phone.
    const files = (await readdir(harness.capturesDir)).sort();
    expect(files).toEqual(results.map((r) => r.capture).sort());
    for (const file of files) {
      const full = path.join(harness.capturesDir, file);
      expect((await stat(full)).mode & 0o777).toBe(0o600);
      const html = await readFile(full, 'utf8');
      expect(html).toContain('Contact info');
      expect(html).toMatch(/<dialog|role="dialog"/);
      for (const personal of [
        profile.firstName,
        profile.lastName,
        profile.email,
        'a.sharma.1998@example.com',
        profile.phone,
        'aarav-sharma-resume.pdf',
      ])
        expect(html, `${file} holds "${personal}"`).not.toContain(personal);
      expect(html).not.toMatch(/value="[^"]+"/);
    }

    // The capture opens with inspect, which reads it as the engine read the page: the same step, its questions.
    const page = await harness.context.newPage();
    await page.goto(pathToFileURL(path.join(harness.capturesDir, files[0]!)).href);
    const seen = await inspectPage(page);
    expect(seen.step).toMatchObject({ kind: 'contact info', heading: 'Contact info', notUnderstood: [] });
    expect(seen.step?.questions.map((q) => q.question)).toEqual(
      expect.arrayContaining(['Email address', 'Mobile phone number']),
    );
    await page.close();
  });
});
