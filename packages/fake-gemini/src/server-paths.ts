import type { IncomingMessage } from 'node:http';

/** The SDK joins its base URL (ending in '/') and the path (starting with '/'): accept any run of leading slashes. */
export function normalisePath(pathname: string): string {
  return pathname.replace(/^\/+/, '/');
}

/** The key as Gemini takes it: the x-goog-api-key header, else ?key=. */
export function apiKeyOf(req: IncomingMessage, url: URL): string | null {
  const header = req.headers['x-goog-api-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader || url.searchParams.get('key') || null;
}

/** req.url as a URL; not `new URL(req.url, base)`, which reads a doubled leading slash as a host name. */
export function requestUrl(req: IncomingMessage): URL {
  return new URL(`http://fake${req.url ?? '/'}`);
}
