import { createBoard, type Board } from '../../src/server/app';
import { DEFAULT_CATALOGUE, loadCatalogue, parseCatalogue } from '../../src/catalogue/load';
import type { CatalogueInput } from '../../src/catalogue/schema';
import type { Submission } from '../../src/server/state';
import type { Variant } from '../../src/shared/variants';

export interface RunningBoard extends Board {
  url: string;
  submissions(): Promise<{ submissions: Submission[]; discarded: string[]; saved: string[] }>;
  configure(body: Record<string, unknown>): Promise<void>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** Starts a board in this process on an ephemeral port, with delays off unless asked. */
export async function startBoard(
  options: { variant?: Variant; seed?: number; catalogue?: CatalogueInput | string } = {},
): Promise<RunningBoard> {
  const catalogue =
    typeof options.catalogue === 'object'
      ? parseCatalogue(options.catalogue)
      : await loadCatalogue(options.catalogue ?? DEFAULT_CATALOGUE);
  const board = await createBoard(catalogue, {
    variant: options.variant ?? 'v2-classic',
    seed: options.seed ?? 1,
    delays: false,
  });
  await board.app.listen({ port: 0, host: '127.0.0.1' });
  const address = board.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  return {
    ...board,
    url,
    submissions: async () =>
      (await fetch(`${url}/__board/submissions`)).json() as ReturnType<RunningBoard['submissions']>,
    configure: (body) => post('/__board/config', body),
    reset: () => post('/__board/reset', {}),
    close: () => board.app.close(),
  };
}
