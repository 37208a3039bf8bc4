import path from 'node:path';
import type { Plugin } from 'vite';
import { chunksOf, staticClosure } from './bundle-graph';

/** What a route's page needs beyond the entry: `/assets/…` URLs of its JavaScript chunks and stylesheets. */
export interface RoutePreload {
  js: string[];
  css: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Every page is a lazy chunk, so a first visit downloads the entry, runs it, and only then asks for the page: one
 * more round trip before anything but the header is drawn. This writes `route-preloads.json` mapping each public path
 * to the page's chunks and stylesheets (without what the entry already loads), so the API can name them in the
 * page's HTML and the browser fetches them alongside the entry. A route missing from `routes` simply loads as before.
 *
 * @param routes URL path → page module, relative to the web app's root (the modules of src/app/lazy-pages.ts), or
 *   several modules when the page loads under a lazy layout (the data layer, decision 035), in the order they load.
 */
export function routePreloads(routes: Record<string, string | string[]>): Plugin {
  let root = '';
  return {
    name: 'applypilot:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      // Everything the entry loads statically is already named in index.html.
      const closure = (start: string[], into?: Set<string>) => staticClosure(chunks, start, into);
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const loaded = entry ? closure([entry.fileName]) : new Set<string>();

      const preloads: Record<string, RoutePreload> = {};
      for (const [routePath, modules] of Object.entries(routes)) {
        const pages = (Array.isArray(modules) ? modules : [modules]).map((module) => {
          const id = path.resolve(root, module);
          const page = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id);
          if (!page) throw new Error(`route-preloads: no chunk for ${module} (route ${routePath})`);
          return page;
        });
        const files = [...closure(pages.map((page) => page.fileName))].filter((file) => !loaded.has(file));
        // Stylesheets in the order Vite itself would add them, a chunk's imports before the chunk: rules of equal
        // specificity rely on it (the page's `.darkLead` must come after the shared `.lead`).
        const css: string[] = [];
        const visit = (file: string, seen: Set<string>) => {
          if (seen.has(file) || loaded.has(file)) return;
          seen.add(file);
          const chunk = chunks.get(file);
          for (const imported of chunk?.imports ?? []) visit(imported, seen);
          for (const sheet of chunk?.viteMetadata?.importedCss ?? [])
            if (!css.includes(sheet)) css.push(sheet);
        };
        const seen = new Set<string>();
        for (const page of pages) visit(page.fileName, seen);
        preloads[routePath] = { js: files.map((file) => `/${file}`), css: css.map((file) => `/${file}`) };
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}
