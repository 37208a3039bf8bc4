/**
 * npm run bench -w apps/agent: the engine against the practice board in every variant, delays off.
 * Prints, per variant, the time per application from the click on Easy Apply to the sent signal (median, p90, and
 * the median of four-step applications) and the share of catalogue jobs that ended as expected; then the company
 * sites' time per application beside Easy Apply's (decision 054). No asserts.
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

/**
 * Issue 30: the same search with company sites on, against the board's company-site stand-ins (decision 053): the
 * time per application on Greenhouse, Lever and Ashby (from the site's tab to its confirmation, which includes the
 * 3.5 s the values must hold after the resume upload) beside Easy Apply's in the same run.
 */
async function companySites(resumePath: string): Promise<string[][]> {
  const board = await startBoard({ variant: 'v2-classic', catalogue: 'company-sites.json' });
  const harness = await EngineHarness.start([], board.sites?.chromeArgs ?? []);
  try {
    const { profile, search } = await referenceInputs();
    const { results } = await harness.run({
      origin: board.url,
      profile,
      search: { ...search, companySites: true },
      resumePath,
      // The catalogue's first six applications (one Easy Apply, three Greenhouse, one Lever, one Ashby): the jobs after
      // them wait for a person (a CAPTCHA, an emailed code), who is not at a benchmark.
      max: 6,
    });
    const applied = results.filter((r) => r.outcome === 'applied' && r.applyMs !== undefined);
    const row = (name: string, times: number[]) => [
      name,
      String(times.length),
      quantile(times, 0.5).toFixed(0),
      quantile(times, 0.9).toFixed(0),
      '',
      '',
    ];
    const bySite = (site?: string) => applied.filter((r) => r.site === site).map((r) => r.applyMs!);
    return [
      row('sites catalogue: Easy Apply', bySite(undefined)),
      ...['Greenhouse', 'Lever', 'Ashby'].map((site) => row(`sites catalogue: ${site}`, bySite(site))),
    ];
  } finally {
    await harness.stop();
    await board.stop();
  }
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
    rows.push(...(await companySites(resume.path)));
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
