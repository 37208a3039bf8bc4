import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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
  type DownloadsManifest,
} from '@applypilot/contracts';
import { z } from 'zod';

/** What the platform build (tools/download/src/platforms-main.ts) prints per step. */
const ProgressLineSchema = z.object({ preparing: DownloadPreparingSchema });

export interface DownloadBuildsOptions {
  downloadsDir: string;
  repoRoot: string;
  /** The site the downloads must be built for (APP_ORIGIN). */
  apiOrigin: string;
  /** `request`: build when someone first asks for the list; `start`: as soon as the API listens; `off`: never. */
  mode: 'request' | 'start' | 'off';
  log: (message: string, error?: unknown) => void;
  /** The command that builds them; tests pass a stand-in. */
  command?: { file: string; args: string[] };
}

/**
 * The per-platform downloads (issue 19, decision 041). They hold a 30-40 MB runtime each and take a minute or two to
 * build, so the API never waits for them: it builds them in a child process, in the background, when the list is first
 * asked for (or at start), and answers meanwhile with what is being prepared and how far. A build is reused while it
 * was made for this site and this agent version. One build at a time per process; a failed one is retried at the next
 * request after a minute.
 */
export class DownloadBuilds {
  private state: 'idle' | 'preparing' | 'failed' = 'idle';
  private preparing: DownloadList['preparing'] = null;
  private message: string | null = null;
  private failedAt = 0;

  constructor(private readonly options: DownloadBuildsOptions) {}

  private async manifest(): Promise<DownloadsManifest | null> {
    try {
      const file = path.join(this.options.downloadsDir, DOWNLOADS_MANIFEST_NAME);
      const parsed = DownloadsManifestSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
      if (!parsed.success) return null;
      const current =
        parsed.data.version === AGENT_VERSION &&
        parsed.data.apiOrigin === this.options.apiOrigin &&
        DOWNLOAD_PLATFORMS.every((platform) => parsed.data.files.some((f) => f.platform === platform)) &&
        parsed.data.files.every((f) => existsSync(path.join(this.options.downloadsDir, f.file)));
      return current ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** Starts a build unless one runs, the files are current, or building is off. */
  async ensure(): Promise<void> {
    if (this.options.mode === 'off' || this.state === 'preparing') return;
    if (this.state === 'failed' && Date.now() - this.failedAt < 60_000) return;
    if (await this.manifest()) return;
    this.build();
  }

  private build(): void {
    const { repoRoot, downloadsDir, log } = this.options;
    const command = this.options.command ?? {
      file: process.execPath,
      args: ['--import', 'tsx', path.join(repoRoot, 'tools/download/src/platforms-main.ts')],
    };
    Object.assign(this, { state: 'preparing', preparing: null, message: null });
    log('Building the agent downloads for Windows, macOS and Linux in the background');
    // The API's own environment (its .env already read) decides the site and the grant key the downloads embed.
    const child = spawn(command.file, command.args, {
      cwd: repoRoot,
      env: {
        ...process.env,
        APP_DOTENV: 'off',
        APP_ORIGIN: this.options.apiOrigin,
        DOWNLOADS_DIR: downloadsDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
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
    const failed = (why: string) => {
      Object.assign(this, { state: 'failed', preparing: null, failedAt: Date.now() });
      this.message = 'The downloads could not be prepared. Please try again in a minute.';
      log(`The agent downloads could not be built: ${why}`);
    };
    child.once('error', (error) => failed(error.message));
    child.once('exit', (code) => {
      if (code === 0) Object.assign(this, { state: 'idle', preparing: null, message: null });
      else failed(stderr.trim().split('\n').at(-1) ?? `exit code ${code}`);
    });
  }

  /** GET /api/downloads: the built files (with URLs under /downloads/), or what is being prepared. */
  async list(): Promise<DownloadList> {
    if (this.options.mode !== 'off') await this.ensure();
    const manifest = await this.manifest();
    const files = (manifest?.files ?? []).map((f) => ({ ...f, url: `/downloads/${f.file}` }));
    const storeZip = manifest?.storeZip
      ? { url: `/downloads/${manifest.storeZip.file}`, bytes: manifest.storeZip.bytes }
      : null;
    const state: DownloadList['state'] = manifest
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
}
