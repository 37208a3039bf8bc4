import https from 'node:https';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CATALOGUE_DIR } from '../../src/catalogue/load';
import type { SiteMail, SiteSubmission } from '../../src/sites/state';
import { startSites } from '../../src/sites/server';
import { startBoard, type RunningBoard } from './board';

export const COMPANY_SITES = path.join(CATALOGUE_DIR, 'company-sites.json');

export interface SitesBoard extends RunningBoard {
  sitesPort: number;
  hosts: string[];
  chromeArgs: string[];
  certificate: string;
  siteRecord(): Promise<{
    submissions: SiteSubmission[];
    jobs: Record<string, { reached: boolean; touched: SiteSubmission['touched'] }>;
    activity: { jobId: string; kind: string; detail?: string }[];
  }>;
  mail(): Promise<SiteMail[]>;
}

/** The board with its company-sites listener, both on ephemeral ports, in this process. */
export async function startSitesBoard(
  catalogue: string = COMPANY_SITES,
  variant: RunningBoard['state']['config']['variant'] = 'v2-classic',
): Promise<SitesBoard> {
  const board = await startBoard({ catalogue, variant });
  const sites = await startSites(board.state, { port: 0, host: '127.0.0.1' });
  const info = board.state.sitesInfo;
  if (!info) throw new Error('the sites listener did not start');
  return {
    ...board,
    sitesPort: info.port,
    hosts: info.hosts,
    chromeArgs: info.chromeArgs,
    certificate: sites.certificate.cert,
    siteRecord: async () =>
      (
        (await (await fetch(`${board.url}/__board/submissions`)).json()) as {
          sites: Awaited<ReturnType<SitesBoard['siteRecord']>>;
        }
      ).sites,
    mail: async () =>
      ((await (await fetch(`${board.url}/__board/mail?format=json`)).json()) as { mail: SiteMail[] }).mail,
    close: async () => {
      await sites.app.close();
      await board.close();
    },
  };
}

/** Chromium as a test starts it for the company sites: every host mapped to the listener, its certificate accepted. */
export function launchSitesBrowser(chromeArgs: string[]): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      ...chromeArgs,
    ],
  });
}

/**
 * A GET to one host of the listener, verifying its certificate against the generated one (so the host must be one
 * of the certificate's names).
 */
export function httpsGet(
  board: Pick<SitesBoard, 'sitesPort' | 'certificate'>,
  host: string,
  pathname: string,
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: '127.0.0.1',
        port: board.sitesPort,
        path: pathname,
        method,
        servername: host,
        ca: board.certificate,
        headers: { host, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function httpsJson<T>(
  board: Pick<SitesBoard, 'sitesPort' | 'certificate'>,
  host: string,
  pathname: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  const answer = await httpsGet(
    board,
    host,
    pathname,
    body === undefined ? 'GET' : 'POST',
    body === undefined ? undefined : JSON.stringify(body),
  );
  return { status: answer.status, json: JSON.parse(answer.body) as T };
}
