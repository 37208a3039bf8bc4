import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/backends';
import { createTestApp, type TestApp } from '../../test/test-app';

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
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'applypilot-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root">spa</div>');
    local = await createTestApp(pglite, { WEB_DIST_DIR: dist });
    secure = await createTestApp(pglite, { WEB_DIST_DIR: dist, APP_ORIGIN: 'https://applypilot.example' });
  });
  afterAll(async () => {
    await local.close();
    await secure.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('protect the site page, the public config and the session answer alike', async () => {
    for (const url of ['/', '/pricing', '/api/config', '/auth/me', '/api/unknown']) {
      const response = await local.app.inject({ url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
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

  it('send HSTS only when the site is served over https', async () => {
    for (const url of ['/', '/api/config', '/auth/me']) {
      expect((await local.app.inject({ url })).headers['strict-transport-security'], url).toBeUndefined();
      expect((await secure.app.inject({ url })).headers['strict-transport-security'], url).toMatch(
        /^max-age=\d{8,}; includeSubDomains$/,
      );
    }
  });
});
