import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { httpsGet, launchSitesBrowser, startSitesBoard, type SitesBoard } from './support/sites';

/** The HTTPS listener answers every company-site host by name, and Chromium reaches each one through its flags. */

let board: SitesBoard;
let browser: Browser;
beforeAll(async () => {
  board = await startSitesBoard();
  browser = await launchSitesBrowser(board.chromeArgs);
});
afterAll(async () => {
  await browser?.close();
  await board?.close();
});

const PAGES: [string, string, number, string][] = [
  [
    'job-boards.greenhouse.io',
    '/kestrelanalytics/jobs/7712340001?gh_src=1a2b3c4d1',
    200,
    'Backend Software Engineer',
  ],
  [
    'job-boards.greenhouse.io',
    '/embed/job_app?for=kestrelanalytics&token=7712340001',
    200,
    'Apply for this job',
  ],
  ['boards.greenhouse.io', '/vistarapay/jobs/4400120002', 200, 'Software Engineer, Payments'],
  [
    'boards-api.greenhouse.io',
    '/v1/boards/vistarapay/jobs/4400120002',
    200,
    '"title":"Software Engineer, Payments"',
  ],
  ['grnhse-prod-jben-us-east-1.s3.amazonaws.com', '/', 404, 'Not Found'],
  ['jobs.lever.co', '/lumenhealth/b2c4d6e8-1a3b-4c5d-8e7f-90a1b2c3d4e5', 200, 'Apply for this job'],
  [
    'api.lever.co',
    '/v0/postings/lumenhealth/b2c4d6e8-1a3b-4c5d-8e7f-90a1b2c3d4e5',
    200,
    '"text":"Full Stack Software Engineer"',
  ],
  [
    'jobs.ashbyhq.com',
    '/orbitrobotics/e7f8a9b0-1c2d-4e3f-8a4b-5c6d7e8f9a01',
    200,
    'Senior Frontend Software Engineer',
  ],
  ['api.ashbyhq.com', '/posting-api/job-board/orbitrobotics', 200, '"apiVersion":"1"'],
  ['careers.example-employer.com', '/careers/jobs/?gh_jid=5566778001', 200, 'Meridian Freight'],
  [
    'acmeglobal.wd5.myworkdayjobs.com',
    '/en-US/External/job/Bengaluru/Software-Engineer-III_R-104233',
    200,
    'Software Engineer III',
  ],
  ['careers.banyan-retail.example', '/careers/4480000111/apply', 200, 'Send application'],
];

describe('the company sites listener', () => {
  it('says where it listens and which flags reach it (GET /__board/sites)', async () => {
    const info = (await (await fetch(`${board.url}/__board/sites`)).json()) as {
      port: number;
      hosts: string[];
      chromeArgs: string[];
      certificate: string;
    };
    expect(info.port).toBe(board.sitesPort);
    expect(info.certificate).toBe(board.certificate);
    expect(info.certificate).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(info.hosts).toEqual([
      'job-boards.greenhouse.io',
      'boards.greenhouse.io',
      'boards-api.greenhouse.io',
      'grnhse-prod-jben-us-east-1.s3.amazonaws.com',
      'jobs.lever.co',
      'api.lever.co',
      'jobs.ashbyhq.com',
      'api.ashbyhq.com',
      'careers.example-employer.com',
      'acmeglobal.wd5.myworkdayjobs.com',
      'careers.banyan-retail.example',
    ]);
    expect(info.chromeArgs).toEqual([
      `--host-resolver-rules=${info.hosts.map((h) => `MAP ${h} 127.0.0.1:${info.port}`).join(', ')}`,
      '--ignore-certificate-errors',
    ]);
  });

  it('answers each host with a certificate that names it, and refuses a name it does not carry', async () => {
    for (const [host, path, status, text] of PAGES) {
      const answer = await httpsGet(board, host, path);
      expect(answer.status, `${host}${path}`).toBe(status);
      expect(answer.body).toContain(text);
    }
    await expect(httpsGet(board, 'www.linkedin.com', '/')).rejects.toThrow(/altnames|certificate/i);
  });

  it("is what Chromium reaches at each site's real address", async () => {
    const page = await browser.newPage();
    for (const [host, path, status, text] of PAGES) {
      const response = await page.goto(`https://${host}${path}`);
      expect(response?.status(), `${host}${path}`).toBe(status);
      expect(await page.locator('body').textContent()).toContain(text.replace(/^"|"$/g, ''));
    }
    await page.close();
  });
});
