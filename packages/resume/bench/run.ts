/**
 * `npm run bench -w packages/resume`: build time and size of the PDF in Node. Prints figures, asserts nothing.
 * The in-Chromium figure (edit → new preview pixels) is measured by the builder's own benchmark
 * (e2e, bench/preview-latency.ts, owned by the resume builder), since packages may not import apps.
 */
import {
  DEMO_ORDER,
  DEMO_RESUME,
  measureBulletWidth,
  renderResumeWithInfo,
  type ResumeData,
} from '../src/index';
import { twoPageResume } from '../test/fixtures';

const WARM_UP = 30;
const RUNS = 200;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0 ? ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2 : (sorted[mid] ?? 0);
}

function bench(name: string, data: ResumeData): void {
  for (let i = 0; i < WARM_UP; i++) renderResumeWithInfo(data, DEMO_ORDER);
  const times: number[] = [];
  let bytes = 0;
  let pages = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const result = renderResumeWithInfo(data, DEMO_ORDER);
    times.push(performance.now() - start);
    bytes = result.bytes.length;
    pages = result.pageCount;
  }
  const p95 = [...times].sort((a, b) => a - b)[Math.floor(RUNS * 0.95)] ?? 0;
  console.log(
    `${name.padEnd(18)} median ${median(times).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  ` +
      `${pages} page(s)  ${bytes} bytes  ${(bytes / pages / 1024).toFixed(1)} KB/page`,
  );
}

function benchMeasure(): void {
  const text = DEMO_RESUME.experience[0]?.bullets[0] ?? '';
  for (let i = 0; i < 1000; i++) measureBulletWidth(text);
  const start = performance.now();
  for (let i = 0; i < 10000; i++) measureBulletWidth(text);
  console.log(
    `${'bullet width'.padEnd(18)} ${(((performance.now() - start) / 10000) * 1000).toFixed(2)} µs per bullet`,
  );
}

console.log(
  `Node ${process.version}, ${RUNS} runs after ${WARM_UP} warm-up runs (aims: ≤ 5 ms one page, ≤ 20 KB/page)`,
);
bench('demo (1 page)', DEMO_RESUME);
bench('two-page resume', twoPageResume());
benchMeasure();
console.log(
  'Edit → preview pixels in Chromium: see the resume builder benchmark (e2e bench/preview-latency.ts).',
);
