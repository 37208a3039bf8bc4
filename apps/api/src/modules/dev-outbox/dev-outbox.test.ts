import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
  PRODUCTION_SETTINGS,
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
    const first = newUser({ name: 'First' });
    const second = newUser({ name: 'Second' });
    await postJson(t.app, '/auth/register', first, { remoteAddress: freshIp() });
    await t.mail.idle();
    await postJson(t.app, '/auth/register', second, { remoteAddress: freshIp() });
    await t.mail.idle();
    // A mail whose text is hostile (our own mails carry no user text: decision 034), written as the outbox writes.
    await mkdir(path.join(t.dataDir, 'outbox'), { recursive: true });
    await writeFile(
      path.join(t.dataDir, 'outbox', '0000-hostile.eml'),
      [
        'To: hostile@example.com',
        'Subject: <script>alert("x")</script>',
        'Date: Mon, 23 Nov 2026 12:16:46 +0000',
        'Content-Transfer-Encoding: quoted-printable',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Hello <script>alert("x")</script> Zo=C3=AB & co,',
        '',
      ].join('\n'),
    );

    const response = await page();
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html.indexOf(`<dd>${second.email}</dd>`)).toBeGreaterThan(-1);
    expect(html.indexOf(`<dd>${second.email}</dd>`)).toBeLessThan(html.indexOf(`<dd>${first.email}</dd>`));
    expect(html).toContain('<dd>Verify your ApplyPilot email address</dd>');
    expect(html).toMatch(/<dt>Date<\/dt><dd>\w{3}, \d{1,2} \w{3} \d{4} /);
    // The hostile text arrives as text, decoded from quoted-printable, and never as markup.
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

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['x-forwarded-for', '127.0.0.1'],
    ['forwarded', 'for=203.0.113.9;proto=https'],
    ['x-real-ip', '203.0.113.9'],
    ['x-forwarded-host', 'applypilot.example'],
    ['via', '1.1 nginx'],
  ])('refuses a request that came through a proxy on this machine (%s: %s)', async (header, value) => {
    const response = await t.app.inject({ url: '/dev/outbox', headers: { [header]: value } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.notFound });
  });
});

describe('GET /dev/outbox with TRUST_PROXY', () => {
  it('refuses a loopback peer that TRUST_PROXY names as a proxy, even without forwarding headers', async () => {
    const t = await createTestApp(pglite, { TRUST_PROXY: '127.0.0.1, ::1' });
    try {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const response = await t.app.inject({ url: '/dev/outbox', remoteAddress });
        expect(response.statusCode, remoteAddress).toBe(404);
      }
    } finally {
      await t.close();
    }
  });

  it('serves this machine when the trusted proxies are elsewhere', async () => {
    const t = await createTestApp(pglite, { TRUST_PROXY: '10.0.0.0/8' });
    try {
      expect((await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
      const proxied = await t.app.inject({
        url: '/dev/outbox',
        remoteAddress: '10.1.2.3',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(proxied.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('GET /dev/outbox where mail leaves the machine or in production mode', () => {
  let dist: string;
  beforeAll(async () => {
    // With a built site present, so a 404 here is not the single-page app's fallback.
    dist = await mkdtemp(path.join(tmpdir(), 'applypilot-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it.each([
    ['NODE_ENV=production', PRODUCTION_ENV],
    ['a public APP_ORIGIN and no NODE_ENV (production mode)', { ...PRODUCTION_SETTINGS, NODE_ENV: '' }],
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
