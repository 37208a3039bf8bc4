import { ArgsError, parseArgs } from './cli-args';
import { CatalogueError, DEFAULT_CATALOGUE, loadCatalogue } from './catalogue/load';
import { createBoard } from './server/app';
import { clientBundle, siteBundle } from './server/bundle';
import { startSites } from './sites/server';

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const catalogue = await loadCatalogue(args.catalogue ?? DEFAULT_CATALOGUE);
  await clientBundle(); // fail at start, not on the first page, if the page script does not build
  await siteBundle();
  const { app, state } = await createBoard(catalogue, {
    variant: args.variant,
    seed: args.seed,
    delays: args.delays,
  });
  await app.listen({ port: args.port, host: args.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : args.port;
  const sitesPort = args.sitesPort === undefined ? (args.port === 0 ? 0 : 3443) : args.sitesPort;
  const sites = sitesPort === null ? null : await startSites(state, { port: sitesPort, host: args.host });
  // One line on stdout: a test that asked for port 0 reads the addresses (and the Chromium flags) from it.
  process.stdout.write(
    `${JSON.stringify({ listening: `http://${args.host}:${port}`, ...(state.sitesInfo ? { sites: state.sitesInfo } : {}) })}\n`,
  );
  const stop = () => void Promise.all([app.close(), sites?.app.close()]).then(() => process.exit(0));
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
