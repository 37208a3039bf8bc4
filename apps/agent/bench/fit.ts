/**
 * npm run bench -w apps/agent (first part): the job fit check (issue 21, decision 044).
 * - Time per job for a 1,000-word description (after the NLP model has loaded once per process), median and p95.
 * - Agreement with the labelled set (bench/fit/labelled-set*.ts) at the default settings: precision and recall of
 *   "skip", and the same at other thresholds, which is how the default threshold was chosen.
 * No asserts: src/fit/labelled-set.test.ts holds the agreement to a floor.
 */
import { DEFAULT_FIT_SETTINGS } from '@applypilot/contracts';
import { checkFit, profileFacts } from '../src/fit';
import { LABELLED_JOBS } from './fit/labelled-set';
import { referenceProfile, scoreSet } from './fit/score-set';

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
}

/** A 1,000-word description made of the labelled set's own posts (a long LinkedIn post with every kind of section). */
function thousandWords(seed: number): string {
  const parts: string[] = [];
  let words = 0;
  for (let i = seed; words < 1000; i += 1) {
    const job = LABELLED_JOBS[i % LABELLED_JOBS.length]!;
    parts.push(job.description);
    words += job.description.split(/\s+/).length;
  }
  return parts
    .join('\n\n')
    .split(/\s+/)
    .slice(0, 1000)
    .join(' ')
    .replace(/ (?=(?:[-•]|Requirements|Nice to have))/g, '\n');
}

const profile = referenceProfile();
const loadStarted = performance.now();
const facts = profileFacts(profile);
const loadMs = performance.now() - loadStarted;
const times: number[] = [];
const cpuTimes: number[] = [];
for (let run = 0; run < 200; run += 1) {
  const description = thousandWords(run);
  const cpu = process.cpuUsage();
  const started = performance.now();
  checkFit({
    job: { title: 'Senior Software Engineer', description, location: 'Bengaluru, Karnataka, India' },
    profile,
    facts,
    settings: DEFAULT_FIT_SETTINGS,
  });
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
}
console.log('Job fit check (issue 21)');
console.log(`  model load and profile read, once per run: ${loadMs.toFixed(0)} ms`);
console.log(
  `  per job, 1,000-word description (200 runs): median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms (aim < 20 ms)`,
);
// On a shared machine the wall clock includes waiting for a core; the process's own CPU time does not.
console.log(
  `  CPU time per job: median ${quantile(cpuTimes, 0.5).toFixed(1)} ms, p95 ${quantile(cpuTimes, 0.95).toFixed(1)} ms`,
);

const at = scoreSet(DEFAULT_FIT_SETTINGS);
const skips = LABELLED_JOBS.filter((job) => job.label === 'skip').length;
console.log(
  `  labelled set: ${LABELLED_JOBS.length} descriptions (${skips} labelled skip), default threshold ${DEFAULT_FIT_SETTINGS.threshold}%, deal-breakers on`,
);
console.log(
  `  skip precision ${at.precision.toFixed(3)}, recall ${at.recall.toFixed(3)} (true ${at.truePositives}, false ${at.falsePositives}, missed ${at.falseNegatives})`,
);
for (const s of at.scored.filter((x) => x.skip !== (x.job.label === 'skip')))
  console.log(`    disagrees: ${s.job.id} (labelled ${s.job.label}): ${s.verdict.summary}`);
console.log('  by threshold (deal-breakers on):');
for (const threshold of [30, 35, 40, 45, 50, 55, 60, 65]) {
  const r = scoreSet({ ...DEFAULT_FIT_SETTINGS, threshold });
  console.log(`    ${threshold}%: precision ${r.precision.toFixed(3)}, recall ${r.recall.toFixed(3)}`);
}
// The same set as a page that drops single line breaks shows it (the practice board joins a paragraph's lines).
const flat = scoreSet(
  DEFAULT_FIT_SETTINGS,
  LABELLED_JOBS.map((job) => ({
    ...job,
    description: job.description
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' '))
      .join('\n\n'),
  })),
);
console.log(
  `  the same with line breaks inside paragraphs dropped: precision ${flat.precision.toFixed(3)}, recall ${flat.recall.toFixed(3)}`,
);
const scores = (label: string) =>
  at.scored
    .filter((s) => s.job.label === label && s.verdict.dealBreakers.length === 0)
    .map((s) => s.verdict.score);
console.log(
  `  scores without deal-breakers: "skip" jobs ${Math.min(...scores('skip'))}-${Math.max(...scores('skip'))}, "apply" jobs ${Math.min(...scores('apply'))}-${Math.max(...scores('apply'))}`,
);
