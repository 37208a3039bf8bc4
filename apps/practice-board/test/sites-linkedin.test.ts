import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VARIANTS, type Variant } from '../src/shared/variants';
import type { Bootstrap } from '../src/shared/bootstrap';
import { launchSitesBrowser, startSitesBoard, type SitesBoard } from './support/sites';

/**
 * LinkedIn's side of company sites, in every markup generation: "Apply on company website" opens the company's
 * site in a new tab at the address LinkedIn links to (with gh_src / lever-source / utm_source / source markers),
 * and the search lists such jobs once `f_AL` (Easy Apply only) is dropped.
 */

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

async function listed(variant: Variant, easyOnly: boolean): Promise<string[]> {
  await board.configure({ variant });
  const filter = easyOnly ? (variant === 'v1-legacy' ? '&f_LF=f_AL' : '&f_AL=true') : '';
  const path =
    variant === 'v1-legacy' || variant === 'v2-classic' ? '/jobs/search/' : '/jobs/search-results/';
  const html = await (
    await fetch(
      `${board.url}${path}?keywords=Software%20Engineer&location=India&f_E=4&f_TPR=r2592000&sortBy=DD${filter}`,
    )
  ).text();
  const json = /<script id="board-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  return (JSON.parse(json) as Bootstrap).jobs.map((j) => j.id);
}

describe('LinkedIn: jobs that apply on the company website', () => {
  it.each(VARIANTS)('%s: the search lists them only without the Easy Apply filter', async (variant) => {
    const all = await listed(variant, false);
    const easy = await listed(variant, true);
    expect(all).toEqual(
      expect.arrayContaining(['4480000101', '4480000104', '4480000105', '4480000110', '4480000111']),
    );
    expect(easy).toEqual(['4480000001', '4480000002', '4480000003']);
  });

  it.each(VARIANTS)('%s: the apply control opens the Greenhouse posting in a new tab', async (variant) => {
    await board.configure({ variant });
    const page = await browser.newPage();
    await page.goto(`${board.url}/jobs/view/4480000101/`);
    // v1 to v4: button#jobs-apply-button-id with role=link (class jobs-apply-button, hashed in v3/v4); v5: an <a>.
    const control = page.getByRole('link', {
      name: 'Apply to Backend Software Engineer on company website',
      exact: true,
    });
    expect(await control.evaluate((el) => el.tagName)).toBe(variant === 'v5-sdui' ? 'A' : 'BUTTON');
    if (variant === 'v1-legacy' || variant === 'v2-classic')
      expect(await control.getAttribute('class')).toMatch(/\bjobs-apply-button\b/);
    if (variant !== 'v5-sdui') expect(await control.getAttribute('id')).toBe('jobs-apply-button-id');
    const popup = page.waitForEvent('popup');
    await control.click();
    const site = await popup;
    await site.waitForLoadState();
    expect(site.url()).toMatch(
      /^https:\/\/job-boards\.greenhouse\.io\/kestrelanalytics\/jobs\/7712340001\?gh_src=[0-9a-f]{8}1&utm_source=linkedin$/,
    );
    expect(await site.title()).toBe('Job Application for Backend Software Engineer at Kestrel Analytics');
    expect(page.url()).toBe(`${board.url}/jobs/view/4480000101/`);
    await site.close();
    await page.close();
  });

  it.each([
    [
      '4480000104',
      'Full Stack Software Engineer',
      'https://jobs.lever.co/lumenhealth/b2c4d6e8-1a3b-4c5d-8e7f-90a1b2c3d4e5/apply?lever-origin=applied&lever-source%5B%5D=LinkedIn',
    ],
    [
      '4480000105',
      'Senior Frontend Software Engineer',
      'https://jobs.ashbyhq.com/orbitrobotics/e7f8a9b0-1c2d-4e3f-8a4b-5c6d7e8f9a01/application?utm_source=linkedin',
    ],
    [
      '4480000110',
      'Software Engineer III',
      'https://acmeglobal.wd5.myworkdayjobs.com/en-US/External/job/Bengaluru/Software-Engineer-III_R-104233?source=LinkedIn',
    ],
    [
      '4480000111',
      'Software Engineer',
      'https://careers.banyan-retail.example/careers/4480000111/apply?utm_source=linkedin',
    ],
  ])('job %s (%s) opens %s', async (jobId, title, url) => {
    await board.configure({ variant: 'v2-classic' });
    const page = await browser.newPage();
    await page.goto(`${board.url}/jobs/view/${jobId}/`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: `Apply to ${title} on company website`, exact: true }).click();
    const site = await popup;
    await site.waitForLoadState();
    expect(site.url()).toBe(url);
    expect(await site.locator('body').textContent()).toContain(title);
    await site.close();
    await page.close();
  });
});
