import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GEMINI_API_URL, MESSAGES, PLANS, PublicConfigSchema } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { createTestApp, type TestApp } from '../../../test/test-app';

const [pglite] = backends;
if (!pglite) throw new Error('PGlite backend missing');

describe('the site, /api/config and /healthz', () => {
  let built: TestApp;
  let unbuilt: TestApp;
  let dist: string;
  beforeAll(async () => {
    unbuilt = await createTestApp(pglite);
    // A tiny stand-in for apps/web/dist; the API tests never need the real build.
    dist = await mkdtemp(path.join(tmpdir(), 'applypilot-dist-'));
    await mkdir(path.join(dist, 'assets'), { recursive: true });
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>x</title></head><body><div id="root">spa</div></body></html>',
    );
    await writeFile(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    // What the web build's precompress step writes next to each asset.
    const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    await writeFile(path.join(dist, 'assets', 'big-456.js'), bigScript);
    await writeFile(path.join(dist, 'assets', 'big-456.js.br'), brotliCompressSync(bigScript));
    await writeFile(path.join(dist, 'assets', 'big-456.js.gz'), gzipSync(bigScript));
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /dashboard\n');
    await writeFile(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/': { js: ['/assets/home-1.js'], css: ['/assets/home-1.css'] },
        '/pricing': { js: ['/assets/pricing-2.js', '/assets/x"><script>alert(1)</script>.js'], css: [] },
      }),
    );
    built = await createTestApp(pglite, {
      WEB_DIST_DIR: dist,
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'secret',
      GOOGLE_CLIENT_ID: 'client-id',
      EXTENSION_URL: 'https://chromewebstore.google.com/detail/applypilot',
      GEMINI_API_KEY: 'gemini-server-key-secret',
      GEMINI_API_URL: 'http://127.0.0.1:9/gemini',
    });
  });
  afterAll(async () => {
    await built.close();
    await unbuilt.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html for every page path (SPA fallback) and the files of the build', async () => {
    for (const url of ['/', '/login', '/dashboard/setup', '/reset-password?token=abc', '/pricing#x']) {
      const response = await built.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">spa</div>');
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
    const asset = await built.app.inject({ url: '/assets/app-123.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed file the browser accepts, with the right encoding', async () => {
    const url = '/assets/big-456.js';
    const br = await built.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    const gz = await built.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const plain = await built.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers robots.txt with the file of the build, and index.html without long caching', async () => {
    const robots = await built.app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('Disallow: /dashboard');
    for (const url of ['/', '/pricing']) {
      expect((await built.app.inject({ url })).headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers 404, not the page, for a file of an older build under /assets', async () => {
    const response = await built.app.inject({ url: '/assets/old-chunk-abc.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it("names a public page's chunks in its HTML, so they load with the entry", async () => {
    const home = await built.app.inject({ url: '/' });
    expect(home.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
    expect(home.body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css">');
    expect(home.body).toContain('<div id="root">spa</div>');
    const pricing = await built.app.inject({ url: '/pricing/?plan=pro' });
    expect(pricing.body).toContain('href="/assets/pricing-2.js"');
    expect(pricing.body).not.toContain('<script>');
    expect(pricing.headers['cache-control']).toBe('no-cache');
    // A path the build names no chunks for gets the plain page.
    const dashboard = await built.app.inject({ url: '/dashboard' });
    expect(dashboard.body).not.toContain('modulepreload');
    expect(dashboard.body).toContain('<div id="root">spa</div>');
  });

  it('keeps server prefixes as JSON 404 even with a build', async () => {
    for (const url of ['/auth/unknown', '/api/unknown', '/sandbox/order', '/downloads/x.zip']) {
      const response = await built.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.notFound });
    }
  });

  it('answers a readable 503 page when the web app is not built', async () => {
    const response = await unbuilt.app.inject({ url: '/dashboard' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build -w apps/web');
    expect((await unbuilt.app.inject({ url: '/api/nope' })).statusCode).toBe(404);
  });

  it('GET /api/config tells the web app about this deployment', async () => {
    const sandbox = PublicConfigSchema.parse((await unbuilt.app.inject({ url: '/api/config' })).json());
    expect(sandbox).toEqual({
      googleClientId: null,
      paymentMode: 'sandbox',
      razorpayKeyId: null,
      plans: [...PLANS],
      extensionUrl: '/try-now#install-extension',
      downloadUrl: '/downloads/ApplyPilot-agent.zip',
      downloadBytes: null,
      serverAi: false,
      geminiApiUrl: DEFAULT_GEMINI_API_URL,
      // No support phone or social accounts configured: the site shows no phone line and no social icons.
      supportPhone: null,
      supportEmail: 'support@applypilot.app',
      socialLinks: [],
    });
    const live = (await built.app.inject({ url: '/api/config' })).json();
    expect(live).toMatchObject({
      googleClientId: 'client-id',
      paymentMode: 'razorpay',
      razorpayKeyId: 'rzp_test_key',
      extensionUrl: 'https://chromewebstore.google.com/detail/applypilot',
      serverAi: true,
      geminiApiUrl: 'http://127.0.0.1:9/gemini',
    });
    // Neither the Razorpay secret nor the server's Gemini key ever reaches the browser.
    expect(JSON.stringify(live)).not.toContain('secret');
  });

  it('GET /healthz answers ok while the database answers', async () => {
    const response = await unbuilt.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
