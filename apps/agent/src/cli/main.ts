import type { JobResultLine } from '@applypilot/contracts';
import path from 'node:path';
import { headlessFromEnv, launchChrome, profileDir } from '../browser/launch';
import { AppliedRecord } from '../engine/applied-record';
import { HUMAN_PACE, NO_DELAYS } from '../engine/pace';
import { linkedinOrigin, LinkedInUrlError } from '../linkedin/origin';
import { runApply } from '../linkedin/run';
import type { JobResult } from '../engine/types';
import { parseArgs, USAGE, UsageError } from './args';
import { InputError, loadInputs, loadProfile } from './inputs';
import { parseInspectArgs, runInspect } from './inspect';
import { runServe } from './run-serve';
import { parseServeOptions } from './serve-args';

const log = (message: string) => process.stderr.write(`${message}\n`);

/** Only the fields of the line contract reach stdout (not the benchmark's timings). */
function line(result: JobResult): JobResultLine {
  const { jobId, jobUrl, title, company, outcome, reason, question, kind, options, questions, screenshot } =
    result;
  const { site, siteUrl } = result;
  return {
    jobId,
    jobUrl,
    title,
    company,
    outcome,
    reason,
    question,
    kind,
    options,
    questions,
    screenshot,
    site,
    siteUrl,
  };
}

/** The developer's command line (`npm run agent -- apply …` or `serve`); the download ships serve-main.ts instead. */
async function main(): Promise<number> {
  let args;
  let inputs;
  let origin;
  try {
    args = parseArgs(process.argv.slice(2));
    inputs = await loadInputs(args);
    origin = linkedinOrigin();
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError || error instanceof LinkedInUrlError) {
      log(error.message);
      if (error instanceof UsageError) log(USAGE);
      return 2;
    }
    throw error;
  }
  const dir = profileDir();
  const headless = args.headless || headlessFromEnv();
  const context = await launchChrome({ headless, dir, log });
  try {
    const summary = await runApply(context, {
      origin,
      search: inputs.search,
      profile: inputs.profile,
      resumePath: inputs.resume,
      max: args.max,
      headless,
      pace: args.noDelays ? NO_DELAYS : HUMAN_PACE,
      screenshotsDir: path.join(dir, 'applypilot-screenshots'),
      capturesDir: path.join(dir, 'applypilot-captures'),
      record: await AppliedRecord.open(dir),
      log,
      onResult: (r) => process.stdout.write(`${JSON.stringify(line(r))}\n`),
    });
    process.stdout.write(`${JSON.stringify({ summary })}\n`);
    log(
      `Done: ${
        Object.entries(summary)
          .filter(([, n]) => n > 0)
          .map(([k, n]) => `${k} ${n}`)
          .join(', ') || 'no jobs'
      }`,
    );
    return 0;
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** `inspect`: what the engine reads from a page, printed on stdout. */
async function inspect(argv: readonly string[]): Promise<number> {
  let args;
  let profile;
  try {
    args = parseInspectArgs(argv);
    profile = args.profile ? await loadProfile(args.profile) : undefined;
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError) {
      log(error.message);
      if (error instanceof UsageError) log(USAGE);
      return 2;
    }
    throw error;
  }
  try {
    process.stdout.write(`${await runInspect(args, profile, process.env.INIT_CWD ?? process.cwd())}\n`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      log(error.message);
      return 2;
    }
    throw error;
  }
}

const argv = process.argv.slice(2);
if (argv[0] === 'inspect')
  inspect(argv.slice(1)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      log(`inspect stopped on an error: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
else if (argv[0] === 'serve') {
  try {
    runServe(parseServeOptions(argv.slice(1)));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
} else
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      log(`The run stopped on an error: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
