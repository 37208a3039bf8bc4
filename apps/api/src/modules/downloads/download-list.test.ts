import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_VERSION,
  DOWNLOAD_FILE_NAMES,
  DOWNLOAD_PLATFORMS,
  DownloadListSchema,
  MESSAGES,
  type DownloadList,
  type DownloadPlatform,
  type DownloadStamp,
} from '@applypilot/contracts';
import { loadOrCreateSigningKey, publicKeyBase64 } from '@applypilot/grants';
import { backends } from '../../../test/backends';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { DownloadBuilds, type DownloadBuildsOptions } from './download-builds';
import { expectedStamp } from './download-stamp';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const otherKey = () => publicKeyBase64(generateKeyPairSync('ed25519').privateKey);

/** Writes stand-in platform zips and downloads.json as tools/download's platform build does. */
async function writeBuilt(
  dir: string,
  stamp: DownloadStamp,
  platforms: readonly DownloadPlatform[] = DOWNLOAD_PLATFORMS,
) {
  await mkdir(dir, { recursive: true });
  const files = [];
  for (const platform of platforms) {
    const data = Buffer.from(`PK zip for ${platform}`);
    await writeFile(path.join(dir, DOWNLOAD_FILE_NAMES[platform]), data);
    files.push({ platform, file: DOWNLOAD_FILE_NAMES[platform], bytes: data.length, sha256: sha(data) });
  }
  await writeFile(
    path.join(dir, 'downloads.json'),
    JSON.stringify({ ...stamp, nodeVersion: '22.23.2', files, storeZip: null }),
  );
  return files;
}

describe.each(backends)('the downloads list on $name', (backend) => {
  let t: TestApp;
  let stamp: DownloadStamp;
  beforeAll(async () => {
    t = await createTestApp(backend, { DOWNLOADS_BUILD: 'off' });
    // The test app signs with the key made in its DATA_DIR: its downloads must carry that key's public half.
    stamp = expectedStamp(t.config.APP_ORIGIN, publicKeyBase64(await loadOrCreateSigningKey(t.dataDir)));
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = '') =>
    DownloadListSchema.parse((await t.app.inject({ url: `/api/downloads${query}` })).json());
  const linuxUrl = '/downloads/ApplyPilot-agent-linux-x64.zip';

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
    const files = await writeBuilt(t.config.DOWNLOADS_DIR, stamp);
    const ready = await list();
    expect(ready.state).toBe('ready');
    expect(ready.files).toEqual(files.map((f) => ({ ...f, url: `/downloads/${f.file}` })));
    expect(ready.files.map((f) => f.platform)).toEqual([
      'windows-x64',
      'macos-arm64',
      'macos-x64',
      'linux-x64',
    ]);
    const linux = await t.app.inject({ url: linuxUrl });
    expect(linux.statusCode).toBe(200);
    expect(linux.headers['content-disposition']).toBe(
      'attachment; filename="ApplyPilot-agent-linux-x64.zip"',
    );
    expect(sha(linux.rawPayload)).toBe(files.find((f) => f.platform === 'linux-x64')?.sha256);
  });

  it('neither lists nor serves files built for another site, an older agent or another grant key', async () => {
    for (const stale of [
      { ...stamp, apiOrigin: 'https://other.example' },
      { ...stamp, version: '0.0.1' },
      { ...stamp, grantPublicKey: otherKey() },
    ]) {
      await writeBuilt(t.config.DOWNLOADS_DIR, stale);
      const answer = await list();
      expect(answer.state).toBe('off');
      expect(answer.files).toEqual([]);
      // The zip is on disk, yet never handed out: an agent with another key could not confirm this API's credits.
      const response = await t.app.inject({ url: linuxUrl });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.downloadNotBuilt });
    }
  });

  it('lists the platforms already built while the others are missing, and serves only known names', async () => {
    await rm(t.config.DOWNLOADS_DIR, { recursive: true, force: true });
    await writeBuilt(t.config.DOWNLOADS_DIR, stamp, ['linux-x64']);
    const partial = await list();
    expect(partial.state).toBe('off');
    expect(partial.files.map((f) => f.platform)).toEqual(['linux-x64']);
    expect((await t.app.inject({ url: linuxUrl })).statusCode).toBe(200);
    for (const url of ['/downloads/downloads.json', '/downloads/..%2Fpackage.json', '/downloads/x.zip']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('answers 400 for a platform it does not build', async () => {
    for (const query of ['?first=macos-ppc', '?first=', '?other=1']) {
      const response = await t.app.inject({ url: `/api/downloads${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ success: false, error: MESSAGES.downloadPlatformUnknown });
    }
  });
});

const standIn = path.resolve(import.meta.dirname, '../../../test/download-build-stand-in.mjs');

describe('building the downloads in the background', () => {
  let dir: string;
  let run = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'downloads-build-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A folder for one test: the downloads, the stand-in's control files and its log. */
  async function workspace() {
    run += 1;
    const root = path.join(dir, String(run));
    const out = path.join(root, 'downloads');
    const control = path.join(root, 'control');
    await mkdir(out, { recursive: true });
    await mkdir(control);
    const logFile = path.join(root, 'stand-in.log');
    const command = {
      file: process.execPath,
      args: [standIn, logFile, control, JSON.stringify(DOWNLOAD_PLATFORMS), AGENT_VERSION],
    };
    return {
      out,
      command,
      release: (name: 'release' | 'release-all' | 'fail') => writeFile(path.join(control, name), ''),
      log: async () => (await readFile(logFile, 'utf8').catch(() => '')).trim().split('\n').filter(Boolean),
    };
  }

  const builds = (
    out: string,
    command: DownloadBuildsOptions['command'],
    stamp = expectedStamp('https://site.example', otherKey()),
  ) =>
    new DownloadBuilds({
      downloadsDir: out,
      repoRoot: dir,
      stamp,
      mode: 'request',
      log: () => undefined,
      ...(command ? { command } : {}),
    });

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`Never reached: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  it('answers at once with what is being prepared, lists each platform as soon as it is built, then all', async () => {
    const w = await workspace();
    const b = builds(w.out, w.command);
    const first = await b.list('linux-x64');
    expect(first.state).toBe('preparing');
    expect(first.files).toEqual([]);
    const halfway = await until(
      () => b.list(),
      (list) => list.preparing?.percent === 40,
    );
    expect(halfway.preparing).toEqual({ platform: 'linux-x64', percent: 40 });
    await w.release('release');
    const one = await until(
      () => b.list(),
      (list) => list.files.length > 0,
    );
    expect(one.state).toBe('preparing');
    expect(one.files.map((f) => [f.platform, f.url])).toEqual([
      ['linux-x64', '/downloads/ApplyPilot-agent-linux-x64.zip'],
    ]);
    await w.release('release-all');
    const ready = await until(
      () => b.list(),
      (list) => list.state === 'ready',
    );
    expect(ready.files.map((f) => f.url)).toEqual(
      DOWNLOAD_PLATFORMS.map((p) => `/downloads/ApplyPilot-agent-${p}.zip`),
    );
  });

  it('starts one build however many first requests arrive together', async () => {
    const w = await workspace();
    const b = builds(w.out, w.command);
    const answers = await Promise.all(Array.from({ length: 12 }, () => b.list()));
    expect(answers.map((a) => a.state)).toEqual(Array(12).fill('preparing'));
    await until(w.log, (lines) => lines.some((line) => line.startsWith('key ')));
    await w.release('release-all');
    await w.release('release');
    await until(
      () => b.list(),
      (list) => list.state === 'ready',
    );
    expect((await w.log()).filter((line) => line.startsWith('start'))).toEqual(['start']);
  });

  it('builds again when the grant key changed, giving the child the public half only', async () => {
    const w = await workspace();
    const stamp = expectedStamp('https://site.example', otherKey());
    // A complete build for the same site and version, but made with the key the API signed with before.
    await writeBuilt(w.out, { ...stamp, grantPublicKey: otherKey() });
    const b = builds(w.out, w.command, stamp);
    const first = await b.list();
    expect(first.state).toBe('preparing');
    expect(first.files).toEqual([]);
    expect(await b.serves('ApplyPilot-agent-linux-x64.zip')).toBe(false);
    await w.release('release');
    await w.release('release-all');
    const ready = await until(
      () => b.list(),
      (list) => list.state === 'ready',
    );
    expect(ready.files).toHaveLength(DOWNLOAD_PLATFORMS.length);
    expect(await b.serves('ApplyPilot-agent-linux-x64.zip')).toBe(true);
    const lines = await w.log();
    expect(lines).toContain(`key ${stamp.grantPublicKey}`);
    expect(lines).toContain('signing key absent');
  });

  it('says so when the build fails', async () => {
    const w = await workspace();
    await w.release('fail');
    const b = builds(w.out, w.command);
    const failed = await until(
      () => b.list(),
      (list) => list.state === 'failed',
    );
    expect(failed.message).toBe('The downloads could not be prepared. Please try again in a minute.');
  });
});

describe.each(backends.slice(0, 1))('the build at start-up on $name', (backend) => {
  it('starts when the API listens, before anyone asks, and builds a waiting visitor’s platform next', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'downloads-start-'));
    const control = path.join(root, 'control');
    await mkdir(control);
    const logFile = path.join(root, 'stand-in.log');
    const t = await createTestApp(
      backend,
      { DOWNLOADS_BUILD: 'start' },
      {
        downloadBuildCommand: {
          file: process.execPath,
          args: [standIn, logFile, control, JSON.stringify(DOWNLOAD_PLATFORMS), AGENT_VERSION],
        },
      },
    );
    try {
      const log = async () => (await readFile(logFile, 'utf8').catch(() => '')).trim().split('\n');
      const waitForLine = async (line: string) => {
        const deadline = Date.now() + 20_000;
        while (!(await log()).includes(line)) {
          if (Date.now() > deadline) throw new Error(`The stand-in never logged "${line}": ${await log()}`);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      // No request yet: the build started because the API listens, in the contracts' order.
      await waitForLine('start');
      const key = publicKeyBase64(await loadOrCreateSigningKey(t.dataDir));
      expect(await log()).toEqual(['start', `key ${key}`, 'signing key absent']);
      // A Linux visitor arrives while Windows is built: the child is told to build Linux next.
      const answer = DownloadListSchema.parse(
        (await t.app.inject({ url: '/api/downloads?first=linux-x64' })).json(),
      ) as DownloadList;
      expect(answer.state).toBe('preparing');
      await waitForLine('stdin {"first":"linux-x64"}');
      expect((await log()).filter((line) => line.startsWith('start'))).toEqual(['start']);
    } finally {
      await t.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
