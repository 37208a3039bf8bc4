import { UsageError } from './usage-error';

/** The download's only command (decision 033): the apply command line is a developer tool and is not shipped. */
export const SERVE_USAGE = [
  'Usage: node agent.mjs serve [--unpair]',
  '  serve      start the local ApplyPilot agent for the extension (AGENT_PORT, default 3110)',
  '  --unpair   forget the paired extension and print a new pairing code',
].join('\n');

const HELP = ['--help', '-h', 'help'];

export type ServeCommand = { kind: 'help' } | { kind: 'serve'; unpair: boolean };

/** `serve`'s own options (after the command word). */
export function parseServeOptions(options: readonly string[]): { unpair: boolean } {
  for (const option of options) {
    if (option !== '--unpair') throw new UsageError(`Unknown option "${option}".`);
  }
  return { unpair: options.includes('--unpair') };
}

/** The download's command line: `serve [--unpair]`, or help; anything else is a usage error. */
export function parseServeCommand(argv: readonly string[]): ServeCommand {
  const [command, ...rest] = argv;
  if (command !== undefined && HELP.includes(command)) return { kind: 'help' };
  if (command !== 'serve')
    throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
  if (rest.some((option) => HELP.includes(option))) return { kind: 'help' };
  return { kind: 'serve', ...parseServeOptions(rest) };
}
