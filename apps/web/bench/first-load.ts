/// <reference lib="dom" />
/**
 * The JavaScript each public page loads on a first visit, quickly and without Lighthouse: the built app as `npm start`
 * serves it, Debian's Chromium opens each page in a fresh context, and every script it fetched until the network went
 * quiet is counted as gzip (level 9) and brotli bytes of the built file. Prints figures; asserts nothing. Builds
 * nothing: run `npm run build -w apps/web` first.
 *
 *   tsx bench/first-load.ts                     /, /pricing, /help, /login
 *   BENCH_PAGES=/,/features tsx bench/first-load.ts
 *   BENCH_FILES=1 tsx bench/first-load.ts       also list each page's files
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { snapshotDist, startApi, stop } from './support';

const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/pricing', '/help', '/login'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function sizes(distDir: string, urlPath: string): Promise<{ gzip: number; brotli: number }> {
  const source = await readFile(path.join(distDir, decodeURIComponent(urlPath)));
  return {
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

async function main() {
  const distDir = await snapshotDist();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'applypilot-first-load-'));
  const api = await startApi(dataDir, { WEB_DIST_DIR: distDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  try {
    const rows: { page: string; files: number; gzip: string; brotli: string }[] = [];
    for (const page of PAGES) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const scripts = new Set<string>();
      tab.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.origin === api.origin) scripts.add(url.pathname);
      });
      await tab.goto(`${api.origin}${page}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(
        [...scripts].map(async (file) => ({ file, ...(await sizes(distDir, file)) })),
      );
      const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
      const brotli = files.reduce((sum, f) => sum + f.brotli, 0);
      rows.push({ page, files: files.length, gzip: kb(gzip), brotli: kb(brotli) });
      if (process.env.BENCH_FILES === '1') {
        console.log(`\n${page}`);
        console.table(files.map((f) => ({ file: f.file, gzip: kb(f.gzip), brotli: kb(f.brotli) })));
      }
      await context.close();
    }
    console.log('\nJavaScript of a first visit (every script fetched until the network was idle):');
    console.table(rows);
  } finally {
    await browser.close();
    await stop(api.child);
    await rm(dataDir, { recursive: true, force: true });
    await rm(distDir, { recursive: true, force: true });
  }
}

await main();
