#!/usr/bin/env node
// `npm test` (decision 040): every check and suite of the repository, with independent work run side by side on the
// machine's cores and the time of each job and stage printed, so a slow part is seen rather than guessed.
//
//   1. the unit suites and the build, as one pool of jobs (each workspace's Vitest suite, and the build of the web
//      app, the extension and the agent download), heaviest first; the end-to-end files that can share the machine
//      (e2e/vitest.config.ts) start beside them as soon as the build has passed;
//   2. the end-to-end files that run alone (real-time audio, the production topology), with the checks (ESLint,
//      Prettier, the TypeScript checks grouped by typecheck-groups.mjs) beside them at the lowest CPU priority.
//   With TEST_ONLY set, the checks run in stage 1 with the rest.
//
// Each job's output is printed whole when it ends (so Vitest's summary lines stay readable, and .ci/run can add them
// up). TEST_JOBS sets how many jobs of stage 1 run at once (default: the number of cores, at least 2); TEST_ONLY=text
// runs only the jobs whose name holds it (`TEST_ONLY=unit`, `TEST_ONLY=typecheck`; `TEST_ONLY=e2e`: build and e2e).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { typecheckJobs } from './typecheck-groups.mjs';

const root = new URL('..', import.meta.url).pathname;
const concurrency = Math.max(1, Number(process.env.TEST_JOBS) || Math.max(2, availableParallelism()));
const workspaces = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).workspaces;

/** CPU seconds of this process's finished children (Linux: /proc/self/stat), or undefined elsewhere. */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // cutime and cstime, fields 16 and 17 of proc(5), counted from `state` (field 3) here.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** The machine's busy and total CPU ticks since boot (Linux: /proc/stat), or undefined elsewhere. */
function machineTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    // idle and iowait are the machine waiting; everything else (every process's user and system time) is busy.
    return { busy: total - fields[3] - fields[4], total };
  } catch {
    return undefined;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `npm <args>` in the repository; resolves with its exit code and output. `niced`: at the lowest CPU priority
 * (nice 19), so it takes only what the machine's other work leaves idle.
 */
function npm(args, niced = false) {
  return new Promise((resolve) => {
    const [command, commandArgs] =
      niced && process.platform !== 'win32' ? ['nice', ['-n', '19', 'npm', ...args]] : ['npm', args];
    const child = spawn(command, commandArgs, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const output = [];
    const take = (chunk) => output.push(chunk);
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}

function hasScript(workspace, name) {
  const manifest = JSON.parse(readFileSync(new URL(`../${workspace}/package.json`, import.meta.url), 'utf8'));
  return Boolean(manifest.scripts?.[name]);
}

/**
 * Stage 1's jobs, heaviest first (a rough order from decision 040's figures) so the long ones start at once and the
 * short ones fill the gaps.
 */
const WEIGHT = {
  'apps/api': 10,
  'apps/agent': 9,
  'apps/web': 6,
  'apps/practice-board': 6,
  'packages/resume': 4,
};
function stageOneJobs() {
  const jobs = [
    { name: 'lint', args: ['run', 'lint'], weight: 3 },
    { name: 'format', args: ['run', 'format:check'], weight: 2 },
    // First: the end-to-end files start when it has passed.
    { name: 'build', args: ['run', 'build'], weight: 100 },
  ];
  // The type checks, one tsc run per set of identical compiler options (typecheck-groups.mjs).
  for (const job of typecheckJobs(root, workspaces)) jobs.push({ ...job, weight: 3 });
  for (const workspace of workspaces) {
    if (hasScript(workspace, 'test'))
      jobs.push({
        name: `unit ${workspace}`,
        args: ['run', 'test', '-w', workspace],
        weight: WEIGHT[workspace] ?? 1,
      });
  }
  const only = process.env.TEST_ONLY;
  const wanted = only
    ? jobs.filter((j) => j.name.includes(only) || (only === 'e2e' && j.name === 'build'))
    : jobs;
  return wanted.sort((a, b) => b.weight - a.weight);
}

/** ESLint, Prettier and the type checks: CPU only, nothing timed, nothing shared with another job. */
const isCheck = (job) => job.name === 'lint' || job.name === 'format' || job.name.startsWith('typecheck ');

/** Runs one job (niced when `niced`); prints its output whole, and its time, when it ends. */
async function runJob(job, niced = false) {
  const started = Date.now();
  console.log(`test: started ${job.name}`);
  const { code, output } = await npm(job.args, niced);
  const ms = Date.now() - started;
  process.stdout.write(
    `\n── ${job.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)} ──\n`,
  );
  process.stdout.write(output);
  return { name: job.name, code, ms, output };
}

/** Runs `jobs` with at most `limit` at once (niced when `niced`). */
async function pool(jobs, limit, onEnd = () => undefined, niced = false) {
  const results = [];
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const result = await runJob(job, niced);
      results.push(result);
      onEnd(job, result.code);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

/**
 * The lines of a failed job's output that say what failed: Vitest's "Failed Tests" section (its first 60 lines, never
 * its summary), else the output's last 30 lines (ESLint, Prettier and tsc print little else).
 */
function failureLines(output) {
  // eslint-disable-next-line no-control-regex -- the escape that starts a terminal colour code
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const from = lines.findIndex((line) => /Failed Tests \d+|Failed Suites \d+/.test(line));
  // Up to Vitest's summary, not including it: .ci/run adds up every "Tests" line it prints.
  const summary = lines.findIndex((line, i) => i > from && /^\s*Test Files\s/.test(line));
  const end = Math.min(from + 60, summary > from ? summary : lines.length);
  const picked = from >= 0 ? lines.slice(from, end) : lines.slice(-30);
  return picked.filter((line) => line.trim() !== '');
}

const stages = [];
async function stage(name, work) {
  const started = Date.now();
  const cpuBefore = childCpuSeconds();
  const ticksBefore = machineTicks();
  const results = await work();
  const cpuAfter = childCpuSeconds();
  const ticksAfter = machineTicks();
  // The tests' own CPU, and how busy the whole machine was (PostgreSQL's server included): near 100 % the stage is
  // CPU-bound, and only less work makes it faster; well under, more jobs at once would.
  const figures = [];
  if (cpuBefore !== undefined && cpuAfter !== undefined)
    figures.push(`${(cpuAfter - cpuBefore).toFixed(0)} s CPU`);
  if (ticksBefore && ticksAfter) {
    const share = (ticksAfter.busy - ticksBefore.busy) / (ticksAfter.total - ticksBefore.total);
    figures.push(`machine ${(share * 100).toFixed(0)} % busy`);
  }
  const cpu = figures.map((figure) => `, ${figure}`).join('');
  stages.push({ name, ms: Date.now() - started, cpu, results });
  return results.every((r) => r.code === 0);
}

const started = Date.now();
const e2eWanted = !process.env.TEST_ONLY || process.env.TEST_ONLY === 'e2e';

/**
 * The end-to-end files that run side by side start as soon as the build has passed, beside the unit suites still
 * running (decision 040): the suite's CPU, not its order, is what takes the time on two cores. Their output is
 * printed whole when they end, like every other job's.
 */
const e2eJob = (project, name) => ({ name, args: ['run', 'e2e', '-w', 'e2e', '--', '--project', project] });
let sideBySide;
function startSideBySide() {
  if (!e2eWanted || sideBySide) return;
  sideBySide = runJob(e2eJob('side-by-side', 'e2e (side by side)'));
}

/**
 * With the end-to-end suite to run, the checks wait for its last stage: the files that run alone there leave about
 * half the machine idle, and the checks, at the lowest priority, take only that (decision 040). Stage 1, bound by
 * its CPU, is shorter by theirs.
 */
const allJobs = stageOneJobs();
const checksLater = e2eWanted && !process.env.TEST_ONLY;
const laterChecks = checksLater ? allJobs.filter(isCheck) : [];
const firstStageJobs = checksLater ? allJobs.filter((job) => !isCheck(job)) : allJobs;
const stageOneOk = await stage(
  `${checksLater ? 'unit suites and build' : 'checks, unit suites and build'} (${concurrency} at once), e2e side by side`,
  async () => {
    const results = await pool(firstStageJobs, concurrency, (job, code) => {
      if (job.name === 'build' && code === 0) startSideBySide();
    });
    if (sideBySide) results.push(await sideBySide);
    return results;
  },
);
const buildOk = stages[0].results.find((r) => r.name === 'build')?.code === 0;
if (!e2eWanted) console.log('\ntest: TEST_ONLY is set, so the end-to-end suite did not run');
else if (buildOk) {
  // The files that play real-time audio to Chromium's fake microphone, and the production topology, after everything
  // else but the checks has ended; the checks run beside them at nice 19, so the files get the CPU they ask for.
  await stage(
    `end to end, one file at a time${laterChecks.length ? '; the checks beside it, niced' : ''}`,
    async () => {
      const alone = runJob(e2eJob('alone', 'e2e (alone)'));
      const checks = await pool(laterChecks, concurrency, undefined, true);
      return [await alone, ...checks];
    },
  );
} else {
  console.log('\ntest: the build failed, so the end-to-end suite did not run');
  if (laterChecks.length) await stage('checks', () => pool(laterChecks, concurrency));
}

// CI keeps only the end of the output: what failed is repeated here, beside the times, so it is always seen.
const failures = stages.flatMap((s) => s.results).filter((r) => r.code !== 0 && r.output);
for (const { name, output } of failures) {
  console.log(`\ntest: what failed in ${name}`);
  for (const line of failureLines(output)) console.log(`  ${line}`);
}

console.log('\ntest: times');
for (const { name, ms, cpu, results } of stages) {
  console.log(`  ${name}: ${seconds(ms)}${cpu}`);
  for (const r of [...results].sort((a, b) => b.ms - a.ms))
    console.log(`    ${r.code === 0 ? 'ok    ' : 'FAILED'} ${seconds(r.ms).padStart(8)}  ${r.name}`);
}
console.log(`  total: ${seconds(Date.now() - started)}`);
const ok = stageOneOk && (buildOk || !e2eWanted) && stages.every((s) => s.results.every((r) => r.code === 0));
process.exit(ok ? 0 : 1);
