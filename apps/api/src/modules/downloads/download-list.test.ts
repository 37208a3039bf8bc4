import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_VERSION,
  DOWNLOAD_FILE_NAMES,
  DOWNLOAD_PLATFORMS,
  DownloadListSchema,
  type DownloadList,
} from '@applypilot/contracts';
import { backends } from '../../../test/backends';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DownloadBuilds } from './download-builds';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Writes three stand-in platform zips and downloads.json as tools/download's platform build does. */
async function writeBuilt(dir: string, apiOrigin: string, version = AGENT_VERSION) {
  await mkdir(dir, { recursive: true });
  const files = [];
  for (const platform of DOWNLOAD_PLATFORMS) {
    const data = Buffer.from(`PK zip for ${platform}`);
    await writeFile(path.join(dir, DOWNLOAD_FILE_NAMES[platform]), data);
    files.push({ platform, file: DOWNLOAD_FILE_NAMES[platform], bytes: data.length, sha256: sha(data) });
  }
  await writeFile(
    path.join(dir, 'downloads.json'),
    JSON.stringify({ version, apiOrigin, files, storeZip: null }),
  );
  return files;
}

describe.each(backends)('the downloads list on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { DOWNLOADS_BUILD: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async () => DownloadListSchema.parse((await t.app.inject({ url: '/api/downloads' })).json());

  it('says nothing is built while building is off, then lists each platform with its size and SHA-256', async () => {
    await rm(t.config.DOWNLOADS_DIR, { recursive: true, force: true });
    expect(await list()).toEqual({
      version: AGENT_VERSION,
      state: 'off',
      files: [],
      preparing: null,
      message: null,
      storeZip: null,
    });
    const files = await writeBuilt(t.config.DOWNLOADS_DIR, t.config.APP_ORIGIN);
    const ready = await list();
    expect(ready.state).toBe('ready');
    expect(ready.files).toEqual(files.map((f) => ({ ...f, url: `/downloads/${f.file}` })));
    const linux = await t.app.inject({ url: '/downloads/ApplyPilot-agent-linux-x64.zip' });
    expect(linux.statusCode).toBe(200);
    expect(linux.headers['content-disposition']).toBe(
      'attachment; filename="ApplyPilot-agent-linux-x64.zip"',
    );
    expect(sha(linux.rawPayload)).toBe(files.find((f) => f.platform === 'linux-x64')?.sha256);
  });

  it('does not list files built for another site or an older agent, and serves only known names', async () => {
    await writeBuilt(t.config.DOWNLOADS_DIR, 'https://other.example');
    expect((await list()).files).toEqual([]);
    await writeBuilt(t.config.DOWNLOADS_DIR, t.config.APP_ORIGIN, '0.0.1');
    expect((await list()).state).toBe('off');
    for (const url of ['/downloads/downloads.json', '/downloads/..%2Fpackage.json', '/downloads/x.zip']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('building the downloads in the background', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'downloads-build-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A stand-in for the platform build: reports two steps, waits for `release`, then writes the files. */
  const standIn = (out: string, release: string) => ({
    file: process.execPath,
    args: [
      '-e',
      `
      const fs = require('node:fs'), path = require('node:path'), crypto = require('node:crypto');
      console.log(JSON.stringify({ preparing: { platform: 'windows-x64', percent: 0 } }));
      console.log(JSON.stringify({ preparing: { platform: 'windows-x64', percent: 40 } }));
      const wait = setInterval(() => {
        if (!fs.existsSync(${JSON.stringify(release)})) return;
        clearInterval(wait);
        const files = ${JSON.stringify(DOWNLOAD_PLATFORMS)}.map((platform) => {
          const file = 'ApplyPilot-agent-' + platform + '.zip';
          const data = Buffer.from('zip ' + platform);
          fs.writeFileSync(path.join(${JSON.stringify(out)}, file), data);
          return { platform, file, bytes: data.length, sha256: crypto.createHash('sha256').update(data).digest('hex') };
        });
        fs.writeFileSync(path.join(${JSON.stringify(out)}, 'downloads.json'), JSON.stringify({
          version: ${JSON.stringify(AGENT_VERSION)}, apiOrigin: 'https://site.example', files, storeZip: null }));
      }, 20);
      `,
    ],
  });

  async function until(read: () => Promise<DownloadList>, done: (list: DownloadList) => boolean) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const list = await read();
      if (done(list)) return list;
      if (Date.now() > deadline) throw new Error(`Never reached: ${JSON.stringify(list)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('answers at once with what is being prepared and how far, then the files', async () => {
    const out = path.join(dir, 'ok');
    await mkdir(out);
    const release = path.join(dir, 'release');
    const logs: string[] = [];
    const builds = new DownloadBuilds({
      downloadsDir: out,
      repoRoot: dir,
      apiOrigin: 'https://site.example',
      mode: 'request',
      log: (message) => logs.push(message),
      command: standIn(out, release),
    });
    const first = await builds.list();
    expect(first.state).toBe('preparing');
    expect(first.files).toEqual([]);
    const halfway = await until(
      () => builds.list(),
      (list) => list.preparing?.percent === 40,
    );
    expect(halfway.preparing).toEqual({ platform: 'windows-x64', percent: 40 });
    await writeFile(release, '');
    const ready = await until(
      () => builds.list(),
      (list) => list.state === 'ready',
    );
    expect(ready.files.map((f) => f.url)).toEqual(
      DOWNLOAD_PLATFORMS.map((p) => `/downloads/ApplyPilot-agent-${p}.zip`),
    );
    expect(logs).toEqual(['Building the agent downloads for Windows, macOS and Linux in the background']);
  });

  it('says so when the build fails', async () => {
    const builds = new DownloadBuilds({
      downloadsDir: path.join(dir, 'failing'),
      repoRoot: dir,
      apiOrigin: 'https://site.example',
      mode: 'request',
      log: () => undefined,
      command: { file: process.execPath, args: ['-e', 'console.error("no network"); process.exit(1)'] },
    });
    const failed = await until(
      () => builds.list(),
      (list) => list.state === 'failed',
    );
    expect(failed.message).toBe('The downloads could not be prepared. Please try again in a minute.');
  });
});
