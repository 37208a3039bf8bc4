import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { chunksOf, staticClosure } from './bundle-graph';
import { ROUTE_PRELOADS_FILE, type RoutePreload } from './route-preloads-plugin';

/**
 * Holds the public pages' first load to a budget (decision 039): for each budgeted path, the JavaScript a first visit
 * fetches before anything is clicked (the entry and its imports, and the page's chunks that route-preloads names in
 * the HTML), counted as gzip level 9 of the built files. The build fails, naming the path and the figure, when a
 * path goes over; a figure nobody watches grows back, as the 143 KB of the first measurement did.
 * Must run after `routePreloads` (it reads its file from the bundle).
 *
 * @param budgets URL path → the most gzip bytes allowed.
 */
export function firstLoadBudget(budgets: Record<string, number>): Plugin {
  return {
    name: 'applypilot:first-load-budget',
    apply: 'build',
    // writeBundle: the code as written, after every plugin (Vite's preload map included) has changed it.
    writeBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const preloadsAsset = bundle[ROUTE_PRELOADS_FILE];
      if (preloadsAsset?.type !== 'asset') {
        this.error(`first-load-budget: ${ROUTE_PRELOADS_FILE} is missing; list routePreloads() first.`);
      }
      const preloads = JSON.parse(String(preloadsAsset.source)) as Record<string, RoutePreload>;

      const closure = (start: string[], into?: Set<string>) => staticClosure(chunks, start, into);
      const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      const gzipBytes = new Map<string, number>();
      const sizeOf = (file: string) => {
        const known = gzipBytes.get(file);
        if (known !== undefined) return known;
        const bytes = gzipSync(chunks.get(file)?.code ?? '', { level: 9 }).length;
        gzipBytes.set(file, bytes);
        return bytes;
      };

      const over: string[] = [];
      const lines: string[] = [];
      for (const [routePath, budget] of Object.entries(budgets)) {
        const route = preloads[routePath];
        if (!route) this.error(`first-load-budget: ${routePath} has no route preloads to measure.`);
        const files = closure([...entries, ...route.js.map((url) => url.replace(/^\//, ''))]);
        const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
        const figure = `${routePath} ${(total / 1024).toFixed(1)} KB gzip of ${(budget / 1024).toFixed(0)} KB`;
        lines.push(figure);
        if (total > budget) over.push(figure);
      }
      this.info(`first load: ${lines.join(', ')}`);
      if (over.length > 0) {
        this.error(
          `The first load is over its budget (decision 039): ${over.join('; ')}. Move what the page does not ` +
            'need at once into a lazy chunk.',
        );
      }
    },
  };
}
