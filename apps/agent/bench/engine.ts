/**
 * npm run bench -w apps/agent: the engine against the practice board in every variant, delays off.
 * Prints, per variant, the time per application from the click on Easy Apply to the sent signal (median, p90, and
 * the median of four-step applications) and the share of catalogue jobs that ended as expected. No asserts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  readBoardJson,
  startBoard,
  VARIANTS,
  type BoardRecord,
  type CatalogueJob,
} from '../test/support/board';
import { writeResume } from '../test/support/resume';
import { EngineHarness, referenceInputs } from '../test/support/run-engine';
import type { JobResult } from '../src/engine/types';

function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[at] ?? NaN;
}

/** Did the job end as the catalogue says (outcome, and for applied jobs exactly the expected values)? */
function asExpected(
  job: CatalogueJob,
  results: Map<string, JobResult>,
  record: BoardRecord,
  resumeName: string,
): boolean {
  const outcome = job.expect?.outcome;
  const got = results.get(job.id);
  if (outcome === undefined) return got === undefined;
  if ((outcome === 'skipped-external' || outcome === 'skipped-filtered') && !got) return true;
  if (got?.outcome !== outcome) return false;
  if (outcome !== 'applied') return !record.submissions.some((s) => s.jobId === job.id);
  const sub = record.submissions.find((s) => s.jobId === job.id);
  if (!sub) return false;
  const { resume, ...fields } = sub.fields;
  return resume === resumeName && JSON.stringify(fields) === JSON.stringify(job.expect?.answers ?? {});
}

async function main(): Promise<void> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'agent-bench-'));
  const resumeName = 'bench-resume.pdf';
  const resume = await writeResume(path.join(tmp, resumeName));
  const { jobs } = await readBoardJson<{ jobs: (CatalogueJob & { steps: unknown[] })[] }>('default.json');
  const { profile, search } = await referenceInputs();
  const rows: string[][] = [['variant', 'applied', 'median ms', 'p90 ms', '4-step median ms', 'as expected']];
  try {
    for (const variant of VARIANTS) {
      const board = await startBoard({ variant, catalogue: 'default.json' });
      const harness = await EngineHarness.start();
      try {
        const { results } = await harness.run({
          origin: board.url,
          profile,
          search,
          resumePath: resume.path,
        });
        const record = await board.submissions();
        const final = new Map(
          results.filter((r) => r.outcome !== 'paused-throttle').map((r) => [r.jobId, r]),
        );
        const times = results
          .filter((r) => r.outcome === 'applied' && r.applyMs !== undefined)
          .map((r) => r.applyMs!);
        const fourStep = results
          .filter((r) => r.outcome === 'applied' && jobs.find((j) => j.id === r.jobId)?.steps.length === 4)
          .map((r) => r.applyMs!);
        const ok = jobs.filter((j) => asExpected(j, final, record, resumeName)).length;
        rows.push([
          variant,
          String(times.length),
          quantile(times, 0.5).toFixed(0),
          quantile(times, 0.9).toFixed(0),
          quantile(fourStep, 0.5).toFixed(0),
          `${ok}/${jobs.length} (${((100 * ok) / jobs.length).toFixed(0)} %)`,
        ]);
      } finally {
        await harness.stop();
        await board.stop();
      }
    }
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
