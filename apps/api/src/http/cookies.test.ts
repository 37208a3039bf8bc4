import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearCookie, readCookie, setCookie, type CookieOptions } from './cookies';

const options: CookieOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: true };

async function echoApp() {
  const app = Fastify();
  app.get('/read', async (request) => ({ value: readCookie(request, 'ap_session') ?? null }));
  app.post('/set-twice', async (_, reply) => {
    setCookie(reply, 'first', 'one', { ...options, maxAge: 60 });
    setCookie(reply, 'second', 'two', options);
    setCookie(reply, 'first', 'again', options);
    return {};
  });
  app.post('/clear', async (_, reply) => {
    clearCookie(reply, 'ap_session', options);
    return {};
  });
  return app;
}

describe('cookies', () => {
  it('reads only the named cookie, not one whose name merely contains it, and decodes its value', async () => {
    const app = await echoApp();
    const read = async (cookie?: string) =>
      (await app.inject({ url: '/read', headers: cookie === undefined ? {} : { cookie } })).json().value;
    expect(await read()).toBeNull();
    expect(await read('x_ap_session=planted')).toBeNull();
    expect(await read('other=1; ap_session=abc%20d; x_ap_session=planted')).toBe('abc d');
  });

  it('sets several cookies on one answer, the later value of the same name replacing the earlier', async () => {
    const app = await echoApp();
    const response = await app.inject({ method: 'POST', url: '/set-twice' });
    expect(response.headers['set-cookie']).toEqual([
      'second=two; Path=/; HttpOnly; Secure; SameSite=Lax',
      'first=again; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]);
  });

  it('clears a cookie with the attributes it was set with, empty and expired', async () => {
    const app = await echoApp();
    const response = await app.inject({ method: 'POST', url: '/clear' });
    expect(response.headers['set-cookie']).toEqual([
      'ap_session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    ]);
  });
});
