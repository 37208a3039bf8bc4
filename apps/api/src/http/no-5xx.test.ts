import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@applypilot/contracts';
import { backends } from '../../test/backends';
import { createTestApp, freshIp, type TestApp } from '../../test/test-app';

const [pglite] = backends;
if (!pglite) throw new Error('PGlite backend missing');

const ROUTES = [
  '/auth/register',
  '/auth/login',
  '/auth/logout',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/google',
  '/auth/verify-email',
  '/auth/resend-verification',
];

/** Bodies a hostile or broken client might send. */
const PAYLOADS: { contentType?: string; payload?: string }[] = [
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"a string"' },
  { contentType: 'application/json', payload: '12' },
  { contentType: 'application/json', payload: 'true' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { contentType: 'application/json', payload: '{"constructor": {"prototype": {"x": 1}}}' },
  { contentType: 'application/json', payload: '{"email": {"$ne": null}, "password": {"$gt": ""}}' },
  {
    contentType: 'application/json',
    payload: '{"email": "a@b.co", "password": "\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000\\u0000"}',
  },
  { contentType: 'application/json', payload: `{"email": "${'a'.repeat(300)}@b.co", "password": "x"}` },
  {
    contentType: 'application/json',
    payload: '{"name": "\\ud800", "email": "\\ud800@b.co", "password": "\\ud800\\ud800\\ud800\\ud800"}',
  },
  { contentType: 'application/json', payload: '{"token": "\' OR 1=1 --", "password": "abcdefgh1"}' },
  { contentType: 'application/json', payload: '{"credential": "a.b.c"}' },
  { contentType: 'application/json', payload: '{"credential": "eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0."}' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: 'application/xml', payload: '<a/>' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x--' },
  { contentType: 'text/plain', payload: 'hello' },
  {},
];

describe('no crafted input reaches a 5xx', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    // With a (tiny) build in place: without one, page paths answer 503 "build the web app" by design.
    dist = await mkdtemp(path.join(tmpdir(), 'applypilot-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    t = await createTestApp(pglite, {
      GOOGLE_CLIENT_ID: 'client',
      // Nothing listens there: an unreachable key set must not turn into a 5xx either.
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
      WEB_DIST_DIR: dist,
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers every route and body with a 4xx (or 2xx) JSON error shape', async () => {
    for (const url of ROUTES) {
      for (const { contentType, payload } of PAYLOADS) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: freshIp(),
          headers: contentType ? { 'content-type': contentType } : {},
          ...(payload === undefined ? {} : { payload }),
        });
        const label = `${url} ${contentType ?? '(none)'} ${payload ?? ''}`;
        expect(response.statusCode, label).toBeLessThan(500);
        const body = response.json();
        expect(typeof body.success, label).toBe('boolean');
        if (!body.success) expect(typeof body.error, label).toBe('string');
      }
    }
  });

  it('survives odd cookies, headers and paths', async () => {
    const requests = [
      { url: '/auth/me', headers: { cookie: 'ap_session=' + 'x'.repeat(4000) } },
      { url: '/auth/me', headers: { cookie: 'ap_session="unterminated' } },
      { url: '/auth/me', headers: { cookie: ';;;=;' } },
      { url: '/api/%E0%A4%A' },
      { url: '/auth/../../etc/passwd' },
      { url: '/%2e%2e/%2e%2e/etc/passwd' },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBeLessThan(500);
    }
  });

  it('turns an unexpected failure into 500 with the generic message and no stack (the database is gone)', async () => {
    const broken = await createTestApp(pglite);
    await broken.database.close();
    const response = await broken.app.inject({ url: '/auth/me', cookies: { ap_session: 'A'.repeat(43) } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.unexpectedError });
    const health = await broken.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    await broken.app.close();
    await rm(broken.dataDir, { recursive: true, force: true });
  });
});
