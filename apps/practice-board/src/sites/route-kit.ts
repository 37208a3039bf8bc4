import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { SiteFile } from './state';

/** Routes of one host on the sites listener: Fastify's host constraint, with or without a port in Host. */
export function onHost(app: FastifyInstance, host: string) {
  const constraints = { host: new RegExp(`^${host.replace(/[.]/g, '\\.')}(:\\d+)?$`) };
  const add = (method: 'GET' | 'POST' | 'OPTIONS') => (url: string, handler: RouteHandlerMethod) =>
    app.route({ method, url, constraints, handler });
  return { get: add('GET'), post: add('POST'), options: add('OPTIONS') };
}

export function sendHtml(reply: FastifyReply, html: string, code = 200): FastifyReply {
  return reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

export function query(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const raw = request.query;
  if (raw && typeof raw === 'object')
    for (const [k, v] of Object.entries(raw)) {
      if (typeof v === 'string') out[k] = v;
      else if (Array.isArray(v) && typeof v[0] === 'string') out[k] = v[0];
    }
  return out;
}

export function params(request: FastifyRequest): Record<string, string> {
  return (request.params ?? {}) as Record<string, string>;
}

/** The address the page was on: https://<Host><url>. */
export function pageUrl(request: FastifyRequest): string {
  return `https://${request.headers.host ?? ''}${request.url}`;
}

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** A multipart body: its text fields (repeated names kept in order) and its files (name, size, SHA-256). */
export async function readMultipart(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string[]>; files: Record<string, SiteFile> }> {
  const fields: Record<string, string[]> = {};
  const files: Record<string, SiteFile> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.filename && buffer.length > 0)
        files[part.fieldname] = {
          name: part.filename,
          size: buffer.length,
          sha256: createHash('sha256').update(buffer).digest('hex'),
        };
    } else {
      (fields[part.fieldname] ??= []).push(String(part.value));
    }
  }
  return { fields, files };
}

export function cors(reply: FastifyReply): FastifyReply {
  return reply
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'GET, POST, OPTIONS')
    .header('access-control-allow-headers', 'content-type');
}
