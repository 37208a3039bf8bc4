import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import {
  createTestApp,
  freshIp,
  newUser,
  postJson,
  PRODUCTION_ENV,
  type TestApp,
} from '../../../test/test-app';

const [pglite] = backends;
if (!pglite) throw new Error('PGlite backend missing');

describe.each(backends)('GET /dev/outbox on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(() => t.close());

  const page = () => t.app.inject({ url: '/dev/outbox' });

  it('says there is no mail yet', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('No mail yet.');
  });

  it('lists the mails newest first with their links as anchors, every mail text escaped', async () => {
    const first = newUser({ name: '<script>alert("x")</script> Zoë & co' });
    const second = newUser({ name: 'Second' });
    await postJson(t.app, '/auth/register', first, { remoteAddress: freshIp() });
    await t.mail.idle();
    await postJson(t.app, '/auth/register', second, { remoteAddress: freshIp() });
    await t.mail.idle();

    const response = await page();
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.indexOf(`<dd>${second.email}</dd>`)).toBeGreaterThan(-1);
    expect(html.indexOf(`<dd>${second.email}</dd>`)).toBeLessThan(html.indexOf(`<dd>${first.email}</dd>`));
    expect(html).toContain('<dd>Verify your ApplyPilot email address</dd>');
    expect(html).toMatch(/<dt>Date<\/dt><dd>\w{3}, \d{1,2} \w{3} \d{4} /);
    // The hostile name arrives as text, decoded from quoted-printable, and never as markup.
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Zoë &amp; co,');
    expect(html).not.toContain('<script');
    const links = [...html.matchAll(/<a href="(http:\/\/localhost:8080\/verify-email\?token=[\w-]{43})"/g)];
    expect(links).toHaveLength(2);
  });

  it('answers only this machine', async () => {
    const response = await t.app.inject({ url: '/dev/outbox', remoteAddress: '192.168.1.20' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.notFound });
  });
});

describe('GET /dev/outbox where mail leaves the machine or in production', () => {
  let dist: string;
  beforeAll(async () => {
    // With a built site present, so a 404 here is not the single-page app's fallback.
    dist = await mkdtemp(path.join(tmpdir(), 'applypilot-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it.each([
    ['NODE_ENV=production', PRODUCTION_ENV],
    ['SMTP_URL set', { SMTP_URL: 'smtp://127.0.0.1:9' }],
  ])('does not exist with %s', async (_, env) => {
    const t = await createTestApp(pglite, { WEB_DIST_DIR: dist, ...env });
    try {
      const response = await t.app.inject({ url: '/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.notFound });
    } finally {
      await t.close();
    }
  });
});
