import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoardJson, startBoard, type Board, type CatalogueJob, type Variant } from './board';
import { checkRun } from './expectations';
import { writeResume } from './resume';
import { EngineHarness, referenceInputs } from './run-engine';

type Catalogue = { jobs: CatalogueJob[] };

/** The engine against the practice board in one variant (one test file per variant, so variants run in parallel). */
export function engineSuite(variant: Variant): void {
  // A whole catalogue takes about a minute alone, and several times that when the API suite, the e2e files and the
  // other variants share two busy cores with it: only the cap is raised, no step waits longer.
  describe(`the engine on the practice board, ${variant}`, { timeout: 420_000 }, () => {
    let tmp: string;
    let resume: { path: string; sha256: string; size: number; name: string };
    let harness: EngineHarness;
    const boards: Board[] = [];
    const board = async (catalogue: string) => {
      const b = await startBoard({ variant, catalogue });
      boards.push(b);
      return b;
    };
    beforeAll(async () => {
      tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-engine-test-'));
      resume = {
        ...(await writeResume(path.join(tmp, 'aarav-sharma-resume.pdf'))),
        name: 'aarav-sharma-resume.pdf',
      };
      harness = await EngineHarness.start();
    });
    afterAll(async () => {
      await harness?.stop();
      await Promise.all(boards.map((b) => b.stop()));
      await rm(tmp, { recursive: true, force: true });
    });

    it('ends every job of the default catalogue as expected and submits exactly the expected values', async () => {
      const b = await board('default.json');
      const { jobs } = await readBoardJson<Catalogue>('default.json');
      const { profile, search } = await referenceInputs();
      // The origin as the agent parses LINKEDIN_URL (with its trailing slash): no job link may get a double slash.
      const origin = new URL(b.url).toString();
      const { results, summary } = await harness.run({ origin, profile, search, resumePath: resume.path });
      checkRun(jobs, results, await b.submissions(), resume);
      // Every job line names the job as the board shows it (never the visually hidden copy beside the title, which
      // says "(Verified job)" or "with verification") and links its own page (issue 20).
      expect(results.length).toBeGreaterThan(0);
      for (const r of results) {
        const job = jobs.find((j) => j.id === r.jobId);
        expect([r.title, r.company], r.jobId).toEqual([job?.title, job?.company]);
        expect(r.jobUrl, r.jobId).toBe(`${new URL(b.url).origin}/jobs/view/${r.jobId}/`);
      }
      // Re-rendered cards, silent refusals and both discard orders are in the catalogue: name them so a regression
      // in one of them reads as such.
      const byId = new Map(results.map((r) => [r.jobId, r.outcome]));
      for (const job of jobs.filter((j) => j.events?.rerenderCards || j.events?.silentRefusal))
        expect(byId.get(job.id), `${job.title} (${JSON.stringify(job.events)})`).toBe('applied');
      const discardOrders = jobs
        .filter((j) => j.expect?.outcome === 'needs-answer')
        .map((j) => j.events?.discardOrder);
      expect(new Set(discardOrders)).toEqual(new Set(['save-first', 'discard-first']));
      expect(summary.applied).toBe(jobs.filter((j) => j.expect?.outcome === 'applied').length);
      expect(summary['paused-throttle']).toBe(jobs.filter((j) => j.events?.throttle).length);
    });

    it("goes through every page of LinkedIn's 2026 dialog: contact with the city, stored resumes, work experience, every question kind, review", async () => {
      const b = await board('linkedin-2026.json');
      const { jobs } = await readBoardJson<Catalogue>('linkedin-2026.json');
      const { profile, search } = await referenceInputs();
      const { results } = await harness.run({ origin: b.url, profile, search, resumePath: resume.path });
      checkRun(jobs, results, await b.submissions(), resume);
      // Every Easy Apply job is met (an external one only where the search does not filter it out).
      const met = jobs.filter((j) => results.some((r) => r.jobId === j.id));
      expect(met.map((j) => j.id)).toEqual(
        expect.arrayContaining(jobs.filter((j) => j.expect?.outcome !== 'skipped-external').map((j) => j.id)),
      );
      expect(results.map((r) => r.outcome).sort()).toEqual(
        met.map((j) => j.expect?.outcome ?? 'applied').sort(),
      );
    });

    it('skips jobs in its own record of applied jobs on a second run', async () => {
      const b = await board('throttle.json');
      const { profile, search } = await referenceInputs();
      const recordDir = await mkdtemp(path.join(tmp, 'record-'));
      const first = await harness.run({
        origin: b.url,
        profile,
        search,
        resumePath: resume.path,
        max: 1,
        recordDir,
      });
      expect(
        first.results.map((r) => r.outcome),
        JSON.stringify(first.results),
      ).toEqual(['applied']);
      await b.reset(); // the board forgets; the engine's own record does not
      const second = await harness.run({
        origin: b.url,
        profile,
        search,
        resumePath: resume.path,
        max: 1,
        recordDir,
      });
      expect(second.results[0]).toMatchObject({
        jobId: first.results[0]?.jobId,
        outcome: 'skipped-already-applied',
      });
      expect(second.results[1]?.outcome, JSON.stringify(second.results)).toBe('applied');
      expect((await b.submissions()).submissions.map((s) => s.jobId)).toEqual([second.results[1]?.jobId]);
    });

    it('stops at the daily limit mid-run', async () => {
      const b = await board('daily-limit.json');
      const { jobs } = await readBoardJson<Catalogue>('daily-limit.json');
      const { profile, search } = await referenceInputs();
      const { results, summary } = await harness.run({
        origin: b.url,
        profile,
        search,
        resumePath: resume.path,
      });
      checkRun(jobs, results, await b.submissions(), resume);
      expect(results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'stopped-daily-limit']);
      expect(summary['stopped-daily-limit']).toBe(1);
    });

    it('pauses on "You\'re applying quickly" at Submit or in place of the form, then carries on with the same job', async () => {
      const b = await board('throttle.json');
      const { jobs } = await readBoardJson<Catalogue>('throttle.json');
      const { profile, search } = await referenceInputs();
      const { results } = await harness.run({ origin: b.url, profile, search, resumePath: resume.path });
      checkRun(jobs, results, await b.submissions(), resume);
      // The second job shows the notice at Submit; the third (throttleOnOpen) shows it instead of the form.
      expect(results.map((r) => [jobs.findIndex((j) => j.id === r.jobId), r.outcome])).toEqual([
        [0, 'applied'],
        [1, 'paused-throttle'],
        [1, 'applied'],
        [2, 'paused-throttle'],
        [2, 'applied'],
      ]);
      expect((await b.submissions()).submissions.map((s) => s.jobId)).toEqual(jobs.map((j) => j.id));
    });

    it('stops the run at a security check', async () => {
      const b = await board('security-check.json');
      const { jobs } = await readBoardJson<Catalogue>('security-check.json');
      const { profile, search } = await referenceInputs();
      const { results } = await harness.run({ origin: b.url, profile, search, resumePath: resume.path });
      checkRun(jobs, results, await b.submissions(), resume);
      expect(results.map((r) => r.outcome)).toEqual(['applied', 'stopped-security-check']);
    });
  });
}
