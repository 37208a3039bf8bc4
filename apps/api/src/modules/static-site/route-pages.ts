import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Written by the web build (apps/web/tools/route-preloads-plugin.ts): path → the page's chunks and stylesheets. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
// Only plain asset URLs of our own build go into the page; anything else in the file is ignored.
const ASSET_URL = /^\/assets\/[\w.-]+\.(?:js|css)$/;

type RoutePreloads = Record<string, { js?: unknown; css?: unknown }>;

function urls(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((url): url is string => typeof url === 'string' && ASSET_URL.test(url))
    : [];
}

/**
 * index.html for `pathname` with the route's page chunk named in the head, so the browser fetches it with the entry
 * instead of after it has run. Null when the build has no preloads for this path (the plain index.html serves).
 * Read on each request, as the file server does, so a rebuild is picked up without a restart.
 */
export async function routePage(distDir: string, pathname: string): Promise<string | null> {
  const preloads = await readFile(path.join(distDir, ROUTE_PRELOADS_FILE), 'utf8').then(
    (text) => JSON.parse(text) as RoutePreloads,
    () => null,
  );
  const route = preloads && Object.hasOwn(preloads, pathname) ? preloads[pathname] : undefined;
  if (!route) return null;
  const tags = [
    ...urls(route.css).map((url) => `<link rel="stylesheet" crossorigin href="${url}">`),
    ...urls(route.js).map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
  ];
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  return html.replace(/\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
}
