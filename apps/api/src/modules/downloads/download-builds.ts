import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  AGENT_VERSION,
  DOWNLOAD_PLATFORMS,
  DOWNLOADS_MANIFEST_NAME,
  DownloadPreparingSchema,
  DownloadsManifestSchema,
  type DownloadList,
  type DownloadPlatform,
  type DownloadsManifest,
  type DownloadStamp,
} from '@applypilot/contracts';
import { z } from 'zod';
import { fileStat, stampMatches } from './download-stamp';

/** What the platform build (tools/download/src/platforms-main.ts) prints per step. */
const ProgressLineSchema = z.object({ preparing: DownloadPreparingSchema });

/** How long a failed build waits before a request may start another. */
export const RETRY_AFTER_FAILURE_MS = 60_000;

export interface DownloadBuildsOptions {
  downloadsDir: string;
  repoRoot: string;
  /** What the downloads must be built for: this site, this agent version, this API's grant key. */
  stamp: DownloadStamp;
  /** `start`: build as soon as the API listens (and after a failure, at a request); `request`: at the first request; `off`: never. */
  mode: 'start' | 'request' | 'off';
  log: (message: string) => void;
  /** The command that builds them; tests pass a stand-in. `--first <platform>` is added when a visitor waits. */
  command?: { file: string; args: string[] };
}

/**
 * The per-platform downloads (decisions 041 and 051). They hold a 40-50 MB runtime each and take a minute or two to
 * build, so the API never waits for them: it builds them in one child process, in the background, as soon as it
 * listens, and answers meanwhile with those already built and what is being prepared. A visitor's platform is built
 * next (`?first=`, passed on to the child). A download is listed and served only while downloads.json says it was
 * built for this site, agent version and grant key: after a key change the old files are never served, and are built
 * again. One build at a time per process, however many requests arrive together; a failed one is retried at a request
 * a minute later.
 */
export class DownloadBuilds {
  private state: 'idle' | 'preparing' | 'failed' = 'idle';
  private preparing: DownloadList['preparing'] = null;
  private message: string | null = null;
  private failedAt = 0;
  private child: ChildProcess | null = null;
  /** The check that may start a build: requests arriving together share it. */
  private checking: Promise<void> | null = null;
  /** The platform the latest visitor waits for, built next. */
  private wanted: DownloadPlatform | undefined;

  constructor(private readonly options: DownloadBuildsOptions) {}

  /** downloads.json when it was built for this stamp, with only the files still on disk; else null. */
  async current(): Promise<DownloadsManifest | null> {
    const { downloadsDir, stamp } = this.options;
    try {
      const file = path.join(downloadsDir, DOWNLOADS_MANIFEST_NAME);
      const parsed = DownloadsManifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (!parsed.success || !stampMatches(parsed.data, stamp)) return null;
      const files = [];
      for (const entry of parsed.data.files) {
        const info = await fileStat(downloadsDir, entry.file);
        if (info?.size === entry.bytes) files.push(entry);
      }
      return { ...parsed.data, files };
    } catch {
      return null;
    }
  }

  private static complete(manifest: DownloadsManifest | null): boolean {
    return DOWNLOAD_PLATFORMS.every((platform) => manifest?.files.some((f) => f.platform === platform));
  }

  /**
   * Starts a build unless one runs, the files are current, building is off or a failure is too recent. `first`: the
   * platform a visitor waits for, built next.
   */
  ensure(first?: DownloadPlatform): Promise<void> {
    if (this.options.mode === 'off') return Promise.resolve();
    if (first) {
      this.wanted = first;
      // The child picks its next platform from these lines (tools/download's build-order.ts).
      if (this.child?.stdin?.writable) this.child.stdin.write(`${JSON.stringify({ first })}\n`);
    }
    if (this.state === 'preparing') return Promise.resolve();
    if (this.state === 'failed' && Date.now() - this.failedAt < RETRY_AFTER_FAILURE_MS)
      return Promise.resolve();
    this.checking ??= this.current()
      .then((manifest) => {
        if (!DownloadBuilds.complete(manifest) && this.state !== 'preparing') this.build();
      })
      .finally(() => (this.checking = null));
    return this.checking;
  }

  /** Stops a build in progress (the API is closing). */
  stop(): void {
    this.child?.kill();
  }

  private build(): void {
    const { repoRoot, downloadsDir, log, stamp } = this.options;
    const command = this.options.command ?? {
      file: process.execPath,
      args: ['--import', 'tsx', path.join(repoRoot, 'tools/download/src/platforms-main.ts')],
    };
    const args = [...command.args, ...(this.wanted ? ['--first', this.wanted] : [])];
    Object.assign(this, { state: 'preparing', preparing: null, message: null });
    log(
      `Building the agent downloads in the background${this.wanted ? `, ${this.wanted} first` : ''} (${DOWNLOAD_PLATFORMS.join(', ')})`,
    );
    // The API's own environment decides the rest; the site and the key the downloads embed are the API's, given
    // explicitly (the public half only: the child never sees the signing key).
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      APP_DOTENV: 'off',
      APP_ORIGIN: stamp.apiOrigin,
      DOWNLOADS_DIR: downloadsDir,
      DOWNLOADS_GRANT_PUBLIC_KEY: stamp.grantPublicKey,
    };
    delete env.GRANT_SIGNING_KEY;
    const child = spawn(command.file, args, { cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.child = child;
    // A child that ends early closes its input: a late preference must not fail the API.
    child.stdin.on('error', () => undefined);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = `${stderr}${chunk.toString()}`.slice(-2000)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const parsed = ProgressLineSchema.safeParse(JSON.parse(line));
        if (parsed.success) this.preparing = parsed.data.preparing;
      } catch {
        // Not a progress line.
      }
    });
    let settled = false;
    const failed = (why: string) => {
      if (settled) return;
      settled = true;
      Object.assign(this, { state: 'failed', preparing: null, failedAt: Date.now(), child: null });
      this.message = 'The downloads could not be prepared. Please try again in a minute.';
      log(`The agent downloads could not be built: ${why}`);
    };
    child.once('error', (error) => failed(error.message));
    child.once('exit', (code, signal) => {
      if (code === 0 && !settled) {
        settled = true;
        Object.assign(this, {
          state: 'idle',
          preparing: null,
          message: null,
          child: null,
          wanted: undefined,
        });
        log('The agent downloads are ready');
      } else failed(stderr.trim().split('\n').at(-1) || `exit ${signal ?? code}`);
    });
  }

  /** GET /api/downloads: the built files (with URLs under /downloads/), and what is being prepared. */
  async list(first?: DownloadPlatform): Promise<DownloadList> {
    await this.ensure(first);
    const manifest = await this.current();
    const files = (manifest?.files ?? [])
      .map((f) => ({ ...f, url: `/downloads/${f.file}` }))
      .sort((a, b) => DOWNLOAD_PLATFORMS.indexOf(a.platform) - DOWNLOAD_PLATFORMS.indexOf(b.platform));
    const storeZip = manifest?.storeZip
      ? { url: `/downloads/${manifest.storeZip.file}`, bytes: manifest.storeZip.bytes }
      : null;
    const state: DownloadList['state'] = DownloadBuilds.complete(manifest)
      ? 'ready'
      : this.state === 'preparing'
        ? 'preparing'
        : this.state === 'failed'
          ? 'failed'
          : 'off';
    return {
      version: AGENT_VERSION,
      state,
      files,
      preparing: state === 'preparing' ? this.preparing : null,
      message: state === 'failed' ? this.message : null,
      storeZip,
    };
  }

  /** Whether `name` is a platform download this API may serve now (listed in a current downloads.json). */
  async serves(name: string): Promise<boolean> {
    const manifest = await this.current();
    return !!manifest?.files.some((f) => f.file === name);
  }
}
