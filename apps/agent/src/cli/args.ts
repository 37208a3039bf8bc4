import { UsageError } from './usage-error';

export { UsageError };

/** The command line: apply --search SEARCH.json --profile PROFILE.json --resume RESUME.pdf [--max N] [--headless] [--no-delays] */
export interface ApplyArgs {
  search: string;
  profile: string;
  resume: string;
  max: number;
  headless: boolean;
  noDelays: boolean;
}

export const USAGE = [
  'Usage: npm run agent -- apply --search SEARCH.json --profile PROFILE.json --resume RESUME.pdf [--max N] [--headless] [--no-delays]',
  '       npm run agent -- serve [--unpair] [--verbose] [--json]   (the local agent for the extension; AGENT_PORT, default 3110)',
  '       npm run agent -- inspect FILE.html|URL [--profile PROFILE.json] [--open] [--json]   (what the engine reads from a page)',
].join('\n');

export const DEFAULT_MAX = 10;

export function parseArgs(argv: readonly string[]): ApplyArgs {
  const [command, ...rest] = argv;
  if (command !== 'apply')
    throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  const values: Record<string, string> = {};
  let headless = false;
  let noDelays = false;
  for (let i = 0; i < rest.length; i += 1) {
    const flag = rest[i] ?? '';
    if (flag === '--headless') headless = true;
    else if (flag === '--no-delays') noDelays = true;
    else if (['--search', '--profile', '--resume', '--max'].includes(flag)) {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${flag} needs a value.`);
      values[flag.slice(2)] = value;
      i += 1;
    } else throw new UsageError(`Unknown option "${flag}".`);
  }
  for (const name of ['search', 'profile', 'resume']) {
    if (!values[name]) throw new UsageError(`--${name} is required.`);
  }
  let max = DEFAULT_MAX;
  if (values.max !== undefined) {
    max = Number(values.max);
    if (!Number.isInteger(max) || max < 1)
      throw new UsageError('--max must be a whole number of at least 1.');
  }
  return {
    search: values.search ?? '',
    profile: values.profile ?? '',
    resume: values.resume ?? '',
    max,
    headless,
    noDelays,
  };
}
