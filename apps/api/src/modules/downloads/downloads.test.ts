import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { AGENT_ZIP_STAMP_NAME, MESSAGES, PublicConfigSchema } from '@applypilot/contracts';
import { loadOrCreateSigningKey, publicKeyBase64 } from '@applypilot/grants';
import { backends } from '../../../test/backends';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { expectedStamp } from './download-stamp';

const URL = '/downloads/ApplyPilot-agent.zip';

describe.each(backends)('the agent download on $name', (backend) => {
  let t: TestApp;
  let external: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
    external = await createTestApp(backend, { DOWNLOAD_URL: 'https://cdn.example/ApplyPilot-agent.zip' });
  });
  afterAll(async () => {
    await t.close();
    await external.close();
  });

  const downloadBytes = async (app: TestApp) =>
    PublicConfigSchema.parse((await app.app.inject({ url: '/api/config' })).json()).downloadBytes;

  it('answers 404 JSON saying how to build it while the zip is missing, and no size in /api/config', async () => {
    const response = await t.app.inject({ url: URL });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: MESSAGES.downloadNotBuilt });
    expect(await downloadBytes(t)).toBeNull();
    expect(t.config.DOWNLOAD_URL).toBe(URL);
  });

  /** The stamp the root build writes beside the zip: the site, the version and the key it was built with. */
  const writeStamp = async (grantPublicKey?: string) => {
    const key = grantPublicKey ?? publicKeyBase64(await loadOrCreateSigningKey(t.dataDir));
    await writeFile(
      path.join(t.config.DOWNLOADS_DIR, AGENT_ZIP_STAMP_NAME),
      JSON.stringify(expectedStamp(t.config.APP_ORIGIN, key)),
    );
  };

  it('serves the built zip as an attachment with an ETag, no-cache and 304 when unchanged', async () => {
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(5000, 7)]);
    await mkdir(t.config.DOWNLOADS_DIR, { recursive: true });
    await writeFile(path.join(t.config.DOWNLOADS_DIR, 'ApplyPilot-agent.zip'), zip);
    await writeStamp();

    const response = await t.app.inject({ url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ApplyPilot-agent.zip"');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(Number(response.headers['content-length'])).toBe(zip.length);
    expect(response.rawPayload.equals(zip)).toBe(true);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);

    const cached = await t.app.inject({ url: URL, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url: URL });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/zip');

    expect(await downloadBytes(t)).toBe(zip.length);
    // A download elsewhere is not ours to measure.
    expect(await downloadBytes(external)).toBeNull();

    // Built with another grant key (the API's key changed since): never served, and no size is told.
    await writeStamp(publicKeyBase64(generateKeyPairSync('ed25519').privateKey));
    const stale = await t.app.inject({ url: URL });
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ success: false, error: MESSAGES.downloadNotBuilt });
    expect(await downloadBytes(t)).toBeNull();

    await writeStamp();
    await rm(path.join(t.config.DOWNLOADS_DIR, 'ApplyPilot-agent.zip'));
    expect((await t.app.inject({ url: URL })).statusCode).toBe(404);
  });

  it('serves nothing else from the folder', async () => {
    await mkdir(t.config.DOWNLOADS_DIR, { recursive: true });
    await writeFile(path.join(t.config.DOWNLOADS_DIR, 'other.zip'), 'x');
    for (const url of ['/downloads/other.zip', '/downloads/applypilot-agent.zip', '/downloads/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().success).toBe(false);
    }
  });
});
