import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PLANS, PublicConfigSchema } from '@applypilot/contracts';
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
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root">spa</div>');
    await writeFile(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    built = await createTestApp(pglite, {
      WEB_DIST_DIR: dist,
      RAZORPAY_KEY_ID: 'rzp_test_key',
      RAZORPAY_KEY_SECRET: 'secret',
      GOOGLE_CLIENT_ID: 'client-id',
      EXTENSION_URL: 'https://chromewebstore.google.com/detail/applypilot',
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
      extensionUrl: 'https://chromewebstore.google.com/',
      downloadUrl: '/downloads/ApplyPilot-agent.zip',
      downloadBytes: null,
    });
    const live = (await built.app.inject({ url: '/api/config' })).json();
    expect(live).toMatchObject({
      googleClientId: 'client-id',
      paymentMode: 'razorpay',
      razorpayKeyId: 'rzp_test_key',
      extensionUrl: 'https://chromewebstore.google.com/detail/applypilot',
    });
    expect(JSON.stringify(live)).not.toContain('secret');
  });

  it('GET /healthz answers ok while the database answers', async () => {
    const response = await unbuilt.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});
