const log = (message: string) => process.stderr.write(`${message}\n`);

/** Starts the local agent (loaded only now, so a usage answer needs none of it); a failure to start exits 1. */
export function runServe(options: { unpair: boolean }): void {
  import('../server/serve')
    .then(({ serve }) => serve(options.unpair ? ['--unpair'] : []))
    .catch((error: unknown) => {
      log(`The agent could not start: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
