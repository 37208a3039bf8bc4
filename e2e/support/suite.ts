import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { startAppServer, type AppServer } from './app-server';
import { launchBrowser } from './browser';

export interface Suite {
  /** The API process (started before the file's tests). */
  server(): AppServer;
  /**
   * A page in a context of its own (own cookies and storage), on the app's origin at 1280 × 800 unless the options
   * say otherwise; closed after the file's tests.
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * One API process and one Chromium per test file, started in beforeAll and stopped in afterAll. The suite shares two
 * cores with other browsers and servers, so steps may be slow: the default step time-out is generous, and the test
 * time-out still holds.
 */
export interface SuiteOptions {
  /** Extra environment for the API, read when the suite starts (so an earlier beforeAll can start a fake first). */
  env?: () => Record<string, string>;
  /** Extra Chromium flags, read when the suite starts (e.g. fake media with a WAV made in an earlier beforeAll). */
  chromiumArgs?: () => string[];
}

export function useAppAndBrowser(options: SuiteOptions = {}): Suite {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startAppServer(options.env?.() ?? {}),
      launchBrowser(options.chromiumArgs?.() ?? []),
    ]);
  });

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
    await browser?.close();
    await server?.stop();
  });

  const started = () => {
    if (!server || !browser)
      throw new Error('the suite has not started: call useAppAndBrowser() at file level');
    return { server, browser };
  };

  return {
    server: () => started().server,
    async newPage(options = {}) {
      const { server: app, browser: chromium } = started();
      const context = await chromium.newContext({
        baseURL: app.origin,
        viewport: { width: 1280, height: 800 },
        ...options,
      });
      context.setDefaultTimeout(60_000);
      contexts.push(context);
      return context.newPage();
    },
  };
}
