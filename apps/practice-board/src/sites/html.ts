/** Small helpers for the server-rendered site pages (every page is written by us, after the real sites' markup). */

export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type AttrValue = string | number | boolean | null | undefined;

/** ` a="b" c` from {a: 'b', c: true}; false, null and undefined are left out. */
export function attrs(list: Record<string, AttrValue>): string {
  return Object.entries(list)
    .filter(([, v]) => v !== false && v !== null && v !== undefined)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${esc(v as string | number)}"`))
    .join('');
}

/** Description text (blank lines between paragraphs) as <p>s. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => `<p>${esc(p.trim())}</p>`)
    .join('');
}

/** JSON inside a <script> without letting "</script>" end it. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface SitePageOptions {
  /** `data-board-site` on <html>: which page script runs (greenhouse, greenhouse-legacy, lever, ashby, …). */
  kind: string;
  title: string;
  css: string;
  body: string;
  /** What the page script needs (the board's own data, in #board-site-data). */
  data?: unknown;
  /** Extra <head> content (the site's own boot data, e.g. Ashby's window.__appData). */
  head?: string;
}

export function sitePage(options: SitePageOptions): string {
  return `<!doctype html>
<html lang="en" data-board-site="${esc(options.kind)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(options.title)}</title>
<link rel="icon" href="data:,">
<style>${options.css}</style>${options.head ?? ''}
</head><body>${options.body}
${options.data === undefined ? '' : `<script id="board-site-data" type="application/json">${scriptJson(options.data)}</script>`}
<script src="/__board/site.js"></script>
</body></html>`;
}
