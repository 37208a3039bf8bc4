import { ArgsError, parseArgs } from './cli-args';
import { CatalogueError, DEFAULT_CATALOGUE, loadCatalogue } from './catalogue/load';
import { createBoard } from './server/app';
import { clientBundle } from './server/bundle';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const catalogue = await loadCatalogue(args.catalogue ?? DEFAULT_CATALOGUE);
  await clientBundle(); // fail at start, not on the first page, if the page script does not build
  const { app } = await createBoard(catalogue, {
    variant: args.variant,
    seed: args.seed,
    delays: args.delays,
  });
  await app.listen({ port: args.port, host: args.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : args.port;
  // One line on stdout: a test that asked for port 0 reads the address from it.
  process.stdout.write(`${JSON.stringify({ listening: `http://${args.host}:${port}` })}\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ArgsError || error instanceof CatalogueError)
    process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `The practice board could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  process.exit(1);
});
