/**
 * `npx tsx bench/tailoring-checks.ts` (part of `npm run bench -w packages/resume`): the time the faithfulness check
 * (structure and provenance, decision 046) takes per tailoring on a two-page resume (issue 17; aim ≤ 20 ms), and the
 * NLP model's one-off load. Prints figures, asserts only that the faithful tailoring it times passes.
 */
const importStarted = performance.now();
const { checkStructuredTailoring, loadNlp, structuredSources, TailoringAnswerSchema } =
  await import('../src/index');
const { twoPageResume } = await import('../test/fixtures');
const importMs = performance.now() - importStarted;

import type { ResumeData, SourcedSentence, TailoringAnswer } from '../src/index';

const WARM_UP = 20;
const RUNS = 200;

type Answer = Record<string, Record<string, unknown>[]>;

/**
 * A faithful tailoring of `original` as the model answers it (decision 046): every bullet reworded and citing its
 * source, bullets and skills reordered, a shorter summary citing the summary's first sentence.
 */
function tailoredFrom(original: ResumeData): TailoringAnswer {
  const answer = structuredClone(structuredSources(original).sourced) as Answer;
  const summary = answer.summary?.[0]?.sentences as SourcedSentence[] | undefined;
  if (summary?.[0]) answer.summary = [{ id: 'summary-1', sentences: [summary[0]] }];
  for (const section of ['experience', 'projects', 'leadership']) {
    for (const entry of answer[section] ?? []) {
      const bullets = (entry.bullets as SourcedSentence[] | undefined) ?? [];
      entry.bullets = bullets
        .map((bullet) => ({
          ...bullet,
          text: `${bullet.text.replace(/ which /g, ' that ').replace(/, /g, '; ')}.`,
        }))
        .reverse();
    }
  }
  answer.skills = [...(answer.skills ?? [])]
    .reverse()
    .map((entry) => ({ ...entry, skills: [...(entry.skills as string[])].reverse() }));
  return TailoringAnswerSchema.parse(answer);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

const original = twoPageResume();
const tailored = tailoredFrom(original);
const loadMs = loadNlp();
const firstStarted = performance.now();
const verdict = checkStructuredTailoring(original, tailored);
const firstMs = performance.now() - firstStarted;
if (!verdict.ok) throw new Error(`the benchmark's faithful tailoring was refused: ${verdict.why}`);

for (let i = 0; i < WARM_UP; i++) checkStructuredTailoring(original, tailored);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  checkStructuredTailoring(original, tailored);
  times.push(performance.now() - started);
}

const words = Object.values(original)
  .flatMap((entries) => entries.flatMap((entry) => Object.values(entry)))
  .flatMap((value) => (Array.isArray(value) ? value : [value]))
  .filter((value): value is string => typeof value === 'string')
  .join(' ')
  .split(/\s+/).length;
console.log(
  `Node ${process.version}; faithfulness check on a two-page resume (~${words} words, ${original.experience.length} jobs), ` +
    `${RUNS} runs after ${WARM_UP} warm-up runs (aim: ≤ 20 ms per tailoring)`,
);
console.log(
  `load once per process: import ${importMs.toFixed(0)} ms, NLP model ${loadMs.toFixed(0)} ms; first check ${firstMs.toFixed(1)} ms`,
);
console.log(
  `check per tailoring:   p50 ${percentile(times, 0.5).toFixed(2)} ms  p95 ${percentile(times, 0.95).toFixed(2)} ms  ` +
    `max ${Math.max(...times).toFixed(2)} ms`,
);
