import { UsageError } from './usage-error';

/** The download's only command (decision 033): the apply command line is a developer tool and is not shipped. */
export const SERVE_USAGE = [
  'Usage: node agent.mjs serve [--unpair] [--verbose] [--json]',
  '  serve      start the local ApplyPilot agent for the extension (AGENT_PORT, default 3110)',
  '  --unpair   forget the paired extension and print a new pairing code',
  '  --verbose  also show every step of a run: search pages, waits, retries',
  '  --json     print one JSON line per event on stdout instead of sentences (for tools and tests)',
].join('\n');

const HELP = ['--help', '-h', 'help'];
const OPTIONS = ['--unpair', '--verbose', '--json'];

export interface ServeOptions {
  unpair: boolean;
  json: boolean;
  verbose: boolean;
}

export type ServeCommand = { kind: 'help' } | ({ kind: 'serve' } & ServeOptions);

/** `serve`'s own options (after the command word). */
export function parseServeOptions(options: readonly string[]): ServeOptions {
  for (const option of options) {
    if (!OPTIONS.includes(option)) throw new UsageError(`Unknown option "${option}".`);
  }
  return {
    unpair: options.includes('--unpair'),
    json: options.includes('--json'),
    verbose: options.includes('--verbose'),
  };
}

/** The download's command line: `serve [--unpair] [--verbose] [--json]`, or help; anything else is a usage error. */
export function parseServeCommand(argv: readonly string[]): ServeCommand {
  const [command, ...rest] = argv;
  if (command !== undefined && HELP.includes(command)) return { kind: 'help' };
  if (command !== 'serve')
    throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  if (rest.some((option) => HELP.includes(option))) return { kind: 'help' };
  return { kind: 'serve', ...parseServeOptions(rest) };
}
