import { UsageError } from './usage-error';
import { runServe } from './run-serve';
import { parseServeCommand, SERVE_USAGE } from './serve-args';

/**
 * The download's entry point (tools/download bundles this file as agent.mjs): `serve` only. The apply command line
 * stays in main.ts, for developers with the repository (decision 033).
 */
function main(argv: readonly string[]): void {
  let command;
  try {
    command = parseServeCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${SERVE_USAGE}\n`);
    // exitCode, not exit(): a console on Windows writes asynchronously, and exit() could cut the usage short.
    process.exitCode = 2;
    return;
  }
  if (command.kind === 'help') {
    process.stdout.write(`${SERVE_USAGE}\n`);
    return;
  }
  runServe(command);
}

main(process.argv.slice(2));
