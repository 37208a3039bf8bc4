import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { createTestApp, type TestApp } from '../../test/test-app';
import { geminiConnectSources } from './security-headers';

const [pglite] = backends;
if (!pglite) throw new Error('PGlite backend missing');

function directives(csp: unknown): Map<string, string[]> {
  expect(typeof csp).toBe('string');
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers', () => {
  let local: TestApp;
  let secure: TestApp;
  let fakeGemini: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'applypilot-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root">spa</div>');
    local = await createTestApp(pglite, { WEB_DIST_DIR: dist });
    secure = await createTestApp(pglite, {
      WEB_DIST_DIR: dist,
      APP_ORIGIN: 'https://applypilot.example',
      // A public origin is production unless told otherwise (decision 034); these headers do not depend on the mode.
      APP_MODE: 'development',
    });
    fakeGemini = await createTestApp(pglite, {
      WEB_DIST_DIR: dist,
      GEMINI_API_URL: 'http://127.0.0.1:8787/',
    });
  });
  afterAll(async () => {
    await local.close();
    await secure.close();
    await fakeGemini.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('protect the site page, the public config and the session answer alike', async () => {
    for (const url of ['/', '/pricing', '/api/config', '/auth/me', '/api/unknown']) {
      const response = await local.app.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors'), url).toEqual([
        "'none'",
      ]);
    }
  });

  it('let the page load only this origin and the payment and Google sign-in scripts and frames', async () => {
    const csp = directives((await local.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Same-origin scripts cover the built app and the sandbox checkout at /sandbox/checkout.js; nothing inline.
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://checkout.razorpay.com',
      'https://accounts.google.com/gsi/client',
    ]);
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://api.razorpay.com', 'https://accounts.google.com/gsi/']),
    );
    expect(csp.get('worker-src')).toContain("'self'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    for (const sources of csp.values()) {
      expect(sources).not.toContain('*');
      expect(sources).not.toContain("'unsafe-eval'");
    }
  });

  it("let the interview assistant reach Google's Gemini API by default, over https and the Live WebSocket", async () => {
    const csp = directives(
      (await local.app.inject({ url: '/dashboard/interview-assistant' })).headers['content-security-policy'],
    );
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://accounts.google.com/gsi/',
      'https://generativelanguage.googleapis.com',
      'wss://generativelanguage.googleapis.com',
    ]);
    // Recorded clips play from blob: URLs; nothing else may play media from elsewhere.
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('follow GEMINI_API_URL: a local fake over http is allowed for REST and ws, with its port, and Google is not', async () => {
    const config = await fakeGemini.app.inject({ url: '/api/config' });
    expect(config.json<{ geminiApiUrl: string }>().geminiApiUrl).toBe('http://127.0.0.1:8787');
    for (const url of ['/', '/dashboard/interview-assistant']) {
      const connect = directives(
        (await fakeGemini.app.inject({ url })).headers['content-security-policy'],
      ).get('connect-src');
      expect(connect, url).toEqual(expect.arrayContaining(['http://127.0.0.1:8787', 'ws://127.0.0.1:8787']));
      expect(connect, url).not.toContain('https://generativelanguage.googleapis.com');
      expect(connect, url).not.toContain('wss://generativelanguage.googleapis.com');
    }
  });

  it('give a JSON answer, opened as a document, nothing to load and nobody to frame it', async () => {
    for (const url of ['/api/config', '/auth/me', '/api/user/job-info', '/api/unknown']) {
      const response = await local.app.inject({ url });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    // A page's referrer and opener policies mean nothing to data, and are not sent with it.
    const data = await local.app.inject({ url: '/auth/me' });
    expect(data.headers['referrer-policy']).toBeUndefined();
    expect(data.headers['cross-origin-opener-policy']).toBeUndefined();
    // Pages keep theirs, whatever their path looks like.
    const page = await local.app.inject({ url: '/dashboard/apis' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(directives(page.headers['content-security-policy']).get('default-src')).toEqual(["'self'"]);
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('send HSTS only when the site is served over https', async () => {
    for (const url of ['/', '/api/config', '/auth/me']) {
      expect((await local.app.inject({ url })).headers['strict-transport-security'], url).toBeUndefined();
      expect((await secure.app.inject({ url })).headers['strict-transport-security'], url).toMatch(
        /^max-age=\d{8,}; includeSubDomains$/,
      );
    }
  });
});

describe('the Gemini origin in connect-src', () => {
  it('is the origin alone, in the scheme pair the browser uses for REST and WebSocket', () => {
    expect(geminiConnectSources('https://generativelanguage.googleapis.com')).toEqual([
      'https://generativelanguage.googleapis.com',
      'wss://generativelanguage.googleapis.com',
    ]);
    expect(geminiConnectSources('https://gemini.example:8443/v1beta/base')).toEqual([
      'https://gemini.example:8443',
      'wss://gemini.example:8443',
    ]);
    expect(geminiConnectSources('http://localhost:9000')).toEqual([
      'http://localhost:9000',
      'ws://localhost:9000',
    ]);
    // A default port is the origin without one, as browsers compare them.
    expect(geminiConnectSources('https://gemini.example:443')).toEqual([
      'https://gemini.example',
      'wss://gemini.example',
    ]);
  });
});
