import { expect } from 'vitest';
import type { JobResult } from '../../src/engine/types';
import type { BoardRecord, CatalogueJob } from './board';

/** Every catalogue job ends as expected, and the board recorded exactly the expected values. */
export function checkRun(
  jobs: CatalogueJob[],
  results: JobResult[],
  record: BoardRecord,
  resume: { sha256: string; size: number; name: string },
): void {
  const final = new Map(results.filter((r) => r.outcome !== 'paused-throttle').map((r) => [r.jobId, r]));
  expect(final.size, 'one final result per job').toBe(
    results.filter((r) => r.outcome !== 'paused-throttle').length,
  );
  for (const job of jobs) {
    const outcome = job.expect?.outcome;
    const got = final.get(job.id);
    const where = `${job.id} ${job.title} at ${job.company}`;
    if (outcome === undefined) {
      expect(got, `${where} is never reached`).toBeUndefined();
      continue;
    }
    if (outcome === 'skipped-external' || outcome === 'skipped-filtered') {
      // Either the search never listed it, or the engine reported it with this outcome.
      if (got) expect(got.outcome, where).toBe(outcome);
    } else {
      expect(got?.outcome, `${where}: ${got?.reason ?? ''}`).toBe(outcome);
    }
    const submitted = record.submissions.filter((s) => s.jobId === job.id);
    if (outcome === 'applied') {
      expect(submitted, `${where} submitted once`).toHaveLength(1);
      const sub = submitted[0]!;
      // The catalogue leaves out `resume` (the uploaded file's name depends on the engine's file): checked here.
      const { resume: resumeName, ...fields } = sub.fields;
      expect(fields, where).toEqual(job.expect?.answers);
      expect(resumeName, where).toBe(resume.name);
      expect(sub.file, where).toEqual({ name: resume.name, size: resume.size, sha256: resume.sha256 });
      expect(sub.followCompany, where).toBe(job.expect?.followCompany ?? false);
    } else {
      expect(submitted, `${where} submitted nothing`).toHaveLength(0);
    }
    if (outcome === 'needs-answer') {
      expect(got?.question, where).toBe(job.expect?.question);
      expect(record.discarded, `${where} was discarded`).toContain(job.id);
    }
  }
  expect(record.saved, 'no application is saved for later').toEqual([]);
}
