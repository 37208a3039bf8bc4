import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The API's cookies, read and written where a route needs them (decision 035). @fastify/cookie parsed every
 * request's Cookie header in an onRequest hook and ran an onSend hook on every answer, also for the assets and for
 * the routes that never look at a cookie: two hooks on each of the polled requests, a measurable share of their cost.
 * Parsing and serialising are still the `cookie` package's, with the options the plugin gave them.
 */

export interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  secure: boolean;
  maxAge?: number;
  expires?: Date;
}

/** The value of the cookie `name` in this request's Cookie header, if it holds one. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  // Cheap refusals first: most requests carry no cookie, or not this one.
  if (header === undefined || !header.includes(name)) return undefined;
  return parse(header)[name];
}

/** Adds a Set-Cookie header to the answer, beside any the route set before. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const line = serialize(name, value, options);
  const earlier = reply.getHeader('set-cookie');
  const lines = earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
  // The same cookie set twice in one answer: the later value stands alone, as the browser would keep only it.
  const kept = lines.filter((existing) => !existing.startsWith(`${name}=`));
  // Fastify adds a Set-Cookie to those already there: the list is put back whole.
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...kept, line]);
}

/** Tells the browser to drop the cookie `name`: empty, expired, with the attributes it was set with. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  setCookie(reply, name, '', { ...options, maxAge: 0, expires: new Date(0) });
}
