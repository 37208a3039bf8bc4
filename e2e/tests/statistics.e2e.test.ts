import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@applypilot/contracts';
import type { PGlite } from '@electric-sql/pglite';
import { snapshot } from '../support/browser';
import { useAppAndBrowser } from '../support/suite';
import { withDatabase } from '../support/database';

/**
 * The statistics panel on the real API and database in Chromium. Today's applications are made through the
 * applications API from the page (reserve, then sent); older ones are written into the database while the API is
 * stopped. The browser runs in a fixed-offset time zone chosen so that it is about noon there: "today" and "the same
 * time yesterday" then never straddle midnight during a run, and every expected figure below follows from the plan.
 */
const HOUR = 60 * 60 * 1000;
const offsetHours = 12 - new Date().getUTCHours();
// IANA's Etc/GMT zones count the other way round: Etc/GMT-5 is UTC+5.
const timezoneId =
  offsetHours === 0 ? 'Etc/GMT' : `Etc/GMT${offsetHours > 0 ? '-' : '+'}${Math.abs(offsetHours)}`;

/** An instant at a local wall-clock time `daysBack` days before the browser's today. */
function localAt(daysBack: number, hour: number, minute = 0): Date {
  const local = new Date(Date.now() + offsetHours * HOUR);
  const utcMs = Date.UTC(
    local.getUTCFullYear(),
    local.getUTCMonth(),
    local.getUTCDate() - daysBack,
    hour,
    minute,
  );
  return new Date(utcMs - offsetHours * HOUR);
}

const suite = useAppAndBrowser();

async function newPage(): Promise<Page> {
  const page = await suite.newPage({ viewport: { width: 1280, height: 900 }, timezoneId });
  // A title written as markup must never run: any dialog fails the test.
  page.on('dialog', (dialog) => {
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
  return page;
}

let accounts = 0;
async function register(): Promise<{ email: string; password: string }> {
  accounts += 1;
  const account = {
    name: `Meera Iyer ${accounts}`,
    email: `meera${accounts}.${Date.now()}@example.com`,
    password: 'stats-pass-123',
  };
  const response = await fetch(`${suite.server().origin}/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(201);
  return account;
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard');
}

interface Row {
  title: string;
  url: string;
  at: Date;
}

/** Sent applications written directly (the API only ever sends "now"). */
async function insertSent(db: PGlite, email: string, rows: Row[]) {
  for (const [index, row] of rows.entries()) {
    await db.query(
      `INSERT INTO applications (user_id, job_id, job_url, job_title, company, status, reserved_at, sent_at)
       SELECT id, $2, $3, $4, 'Seeded Co', 'sent', $5, $5 FROM users WHERE email = $1`,
      [email, `seed-${index}-${row.at.getTime()}`, row.url, row.title, row.at.toISOString()],
    );
  }
}

/** The states no public call makes here: a verified email (the mailed link belongs to another issue), premium. */
async function prepare(email: string, work: (db: PGlite) => Promise<void> = async () => undefined) {
  await suite.server().offline(() =>
    withDatabase(suite.server().dataDir, async (db) => {
      await db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [email]);
      await work(db);
    }),
  );
}

/** Reserve then sent with an agent token minted from the page's session, as the dashboard and the agent do. */
async function apply(page: Page, job: { jobId: string; jobUrl: string; jobTitle: string }) {
  const status = await page.evaluate(async (body) => {
    const minted = await fetch('/api/agent/token', { method: 'POST' });
    const { token } = (await minted.json()) as { token?: string };
    if (!token) return `token ${minted.status}`;
    const authorization = `Bearer ${token}`;
    const reserved = await fetch('/api/applications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: authorization },
      body: JSON.stringify({ ...body, company: 'Live Co' }),
    });
    const answer = (await reserved.json()) as { application?: { id: string } };
    if (!answer.application) return `reserve ${reserved.status}`;
    // Since decision 033 only the agent's token may mark an application sent.
    const sent = await fetch(`/api/applications/${answer.application.id}/sent`, {
      method: 'POST',
      headers: { Authorization: authorization },
    });
    return `sent ${sent.status}`;
  }, job);
  expect(status).toBe('sent 200');
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim();
/** Chart.js animates for about a second; a screenshot waits for it, from the top. Nothing is asserted on time. */
async function settle(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelectorAll('main, [class*="content"]').forEach((node) => node.scrollTo(0, 0));
  });
  await page.waitForTimeout(1200);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel', { name }).waitFor();
}

describe('the statistics panel', () => {
  it('does not load the dashboard or Chart.js on the public home page', async () => {
    const page = await newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Apply Now' }).first().waitFor();
    expect(scripts.some((url) => url.includes('dashboard-home-page'))).toBe(false);
  });

  it('shows a free user with a week of history every figure, the history and the recommendations', async () => {
    const page = await newPage();
    const account = await register();
    await prepare(account.email, (db) =>
      insertSent(db, account.email, [
        { title: 'Morning Analyst', url: 'https://jobs.example.com/view/101', at: localAt(0, 9) },
        { title: 'Yesterday Morning', url: 'https://jobs.example.com/view/102', at: localAt(1, 9) },
        { title: 'Yesterday Evening', url: 'https://jobs.example.com/view/103', at: localAt(1, 20) },
        { title: 'Night Owl Role', url: 'https://jobs.example.com/view/104', at: localAt(3, 2) },
        { title: 'Ten Days Ago', url: 'https://jobs.example.com/view/105', at: localAt(10, 18) },
        ...[1, 2, 3, 4].map((n) => ({
          title: `Older ${n}`,
          url: `https://jobs.example.com/old/${n}`,
          at: localAt(40, 15, n),
        })),
      ]),
    );
    await logIn(page, account);
    await apply(page, {
      jobId: 'live-1',
      jobUrl: 'https://jobs.example.com/view/201',
      jobTitle: '<img src=x onerror=alert(1)>',
    });
    await apply(page, {
      jobId: 'live-2',
      jobUrl: 'https://jobs.example.com/careers/senior-data-analyst',
      jobTitle: '',
    });
    await apply(page, {
      jobId: 'live-3',
      jobUrl: 'javascript:alert(document.cookie)',
      jobTitle: 'Script Link',
    });
    await page.reload();

    // Overview: 4 today (3 live, 09:00) against 1 by this time yesterday (09:00; 20:00 is later in the day);
    // 8 in the last 30 days against 4 in the 30 before; 12 in all; 5 free credits less 3.
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    expect(await text(page, 'stat-today-value')).toBe('4');
    expect(await text(page, 'stat-today-change')).toBe('+300.0% vs same time yesterday');
    expect(await text(page, 'stat-monthly-value')).toBe('8');
    expect(await text(page, 'stat-monthly-change')).toBe('+100.0% vs previous 30 days');
    expect(await text(page, 'stat-total-value')).toBe('12');
    expect(await text(page, 'stat-credits-value')).toBe('2');
    expect(await page.getByTestId('bar-chart').getByRole('img').getAttribute('aria-label')).toBe(
      'Applications per day. 6d: 0, 5d: 0, 4d: 0, 3d: 1, 2d: 0, 1d: 2, Today: 4',
    );
    expect(await page.getByTestId('time-chart').getByRole('img').getAttribute('aria-label')).toBe(
      'Applications by time of day. Morning: 2, Afternoon: 7, Evening: 2, Night: 1',
    );
    expect(await page.getByTestId('start-automation').textContent()).toBe(MESSAGES.launchLabels.start);
    await settle(page);
    await snapshot(page, 'statistics-overview');
    // A readable tooltip over today's bar, for the person reading the screenshots.
    const bars = page.getByTestId('bar-chart').locator('canvas');
    const box = await bars.boundingBox();
    if (box) await page.mouse.move(box.x + box.width * 0.93, box.y + box.height * 0.6);
    await page.waitForTimeout(400);
    await snapshot(page, 'statistics-overview-tooltip');
    const doughnut = await page.getByTestId('time-chart').locator('canvas').boundingBox();
    // The right-hand side of the ring: the Afternoon slice, the biggest.
    if (doughnut)
      await page.mouse.move(doughnut.x + doughnut.width / 2 + 90, doughnut.y + doughnut.height * 0.45);
    await page.waitForTimeout(400);
    await snapshot(page, 'statistics-doughnut-tooltip');

    // History: newest first, 5 then all 12; titles by the fallback chain, markup as text, only http(s) linked.
    await openTab(page, 'History');
    const rows = page.getByTestId('history-table').locator('tbody tr');
    expect(await rows.count()).toBe(5);
    const malicious = page.getByRole('link', { name: '<img src=x onerror=alert(1)>' });
    expect(await malicious.getAttribute('href')).toBe('https://jobs.example.com/view/201');
    expect(await malicious.getAttribute('target')).toBe('_blank');
    expect(await malicious.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.getByTestId('history-table').locator('img').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'senior data analyst' }).count()).toBe(1);
    expect(await page.getByText('Script Link').evaluate((node) => node.closest('a'))).toBeNull();
    expect(await page.locator('a[href^="javascript"]').count()).toBe(0);
    const today = new Date().toLocaleDateString('en-US', {
      timeZone: timezoneId,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    });
    expect(await rows.first().locator('td').last().textContent()).toBe(today);
    await settle(page);
    await snapshot(page, 'statistics-history');
    await page.getByRole('button', { name: 'View All Applications (12)' }).click();
    // The full history now comes page by page from the server (decision 035).
    await rows.nth(11).waitFor();
    expect(await rows.count()).toBe(12);
    expect(await rows.last().textContent()).toContain('Older 1');
    await page.getByRole('button', { name: 'Show Less' }).click();
    expect(await rows.count()).toBe(5);

    // Metrics: the server's rolling counts (5 in 24 hours: 3 live, today 09:00, yesterday 20:00; 8 in 30 days).
    await openTab(page, 'Metrics');
    expect(await text(page, 'limit-daily')).toBe('5 / 40');
    expect(await page.getByRole('progressbar', { name: 'Daily Limit' }).getAttribute('aria-valuenow')).toBe(
      '13',
    );
    expect(await text(page, 'limit-monthly')).toBe('8 / 1000');
    expect(await text(page, 'account-type')).toBe('Free');
    expect(await text(page, 'account-total')).toBe('12');
    expect(await text(page, 'account-available')).toBe('2');
    expect(await text(page, 'insight-weekly')).toBe('2.0');
    expect(await text(page, 'insight-daily')).toBe('0.3');
    expect(await text(page, 'insight-active')).toBe('Afternoon');
    expect(await text(page, 'insight-progress')).toBe('10%');
    expect(await page.getByTestId('recommendations').locator('li').allTextContents()).toEqual([
      MESSAGES.recommendations.upgrade(2),
      MESSAGES.recommendations.momentum(4),
    ]);
    await settle(page);
    await snapshot(page, 'statistics-metrics-free');
    await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL('**/pricing');

    // The start button runs the launch checks: without the extension, the first one refuses (section 5).
    await page.goto('/dashboard');
    await page.getByTestId('start-automation').click();
    const dialog = page.getByTestId('modal');
    await expect.poll(() => dialog.textContent()).toContain(MESSAGES.extensionNotConnected);
    await dialog.getByTestId('modal-confirm').click();

    // A phone-sized screen, for the person reading the screenshots.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await page.getByTestId('bar-chart').waitFor();
    await settle(page);
    await snapshot(page, 'statistics-overview-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await openTab(page, 'History');
    await settle(page);
    await snapshot(page, 'statistics-history-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await openTab(page, 'Metrics');
    await settle(page);
    await snapshot(page, 'statistics-metrics-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('shows a premium user at the daily limit and near the monthly one', async () => {
    const page = await newPage();
    const account = await register();
    await prepare(account.email, async (db) => {
      await db.query(
        `WITH u AS (UPDATE users SET is_premium = true, credits = credits + 995 WHERE email = $1 RETURNING id)
         INSERT INTO credit_ledger (user_id, delta, reason) SELECT id, 995, 'test_grant' FROM u`,
        [account.email],
      );
      // 39 today between 00:30 and 11:30 local, 800 between 2 and 29 days ago.
      await db.query(
        `INSERT INTO applications (user_id, job_id, job_url, job_title, company, status, reserved_at, sent_at)
         SELECT u.id, 'bulk-' || g, 'https://jobs.example.com/bulk/' || g, 'Bulk ' || g, 'Seeded Co', 'sent', t, t
         FROM users u, generate_series(1, 839) g,
           LATERAL (SELECT CASE WHEN g <= 39
             THEN $2::timestamptz + (g - 1) * interval '1 minute' * 17
             ELSE $3::timestamptz - (g - 40) * interval '1 minute' * 48 END AS t) times
         WHERE u.email = $1`,
        [account.email, localAt(0, 0, 30).toISOString(), localAt(2, 0).toISOString()],
      );
    });
    await logIn(page, account);
    await apply(page, {
      jobId: 'live-premium',
      jobUrl: 'https://jobs.example.com/view/301',
      jobTitle: 'Premium Role',
    });
    await page.reload();

    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    expect(await text(page, 'stat-today-value')).toBe('40');
    expect(await text(page, 'stat-today-change')).toBe('no data vs same time yesterday');
    expect(await text(page, 'stat-monthly-value')).toBe('840');
    expect(await text(page, 'stat-monthly-change')).toBe('no data vs previous 30 days');
    expect(await text(page, 'stat-credits-value')).toBe('999');
    const start = page.getByTestId('start-automation');
    expect(await start.textContent()).toBe(MESSAGES.launchLabels.dailyLimit);
    expect(await start.isDisabled()).toBe(true);

    await openTab(page, 'Metrics');
    expect(await text(page, 'limit-daily')).toBe('40 / 40');
    expect(await page.getByRole('progressbar', { name: 'Daily Limit' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(await text(page, 'limit-monthly')).toBe('840 / 1000');
    expect(await text(page, 'account-type')).toBe('Premium');
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).count()).toBe(0);
    expect(await text(page, 'insight-progress')).toBe('100%');
    expect(await page.getByTestId('recommendations').locator('li').allTextContents()).toEqual([
      'Daily limit reached: 40/40 applications used in the last 24 hours. The assistant applies again as they pass the 24-hour mark.',
      MESSAGES.recommendations.approachingMonthly(160),
    ]);
    await settle(page);
    await snapshot(page, 'statistics-metrics-premium');
  });

  it('shows a new user without credits the empty states', async () => {
    const page = await newPage();
    const account = await register();
    await prepare(account.email, (db) =>
      db
        .query(
          `WITH u AS (UPDATE users SET credits = 0 WHERE email = $1 RETURNING id)
           INSERT INTO credit_ledger (user_id, delta, reason) SELECT id, -5, 'test_spend' FROM u`,
          [account.email],
        )
        .then(() => undefined),
    );
    await logIn(page, account);
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    expect(await page.getByText(MESSAGES.noChartData).count()).toBe(2);
    expect(await text(page, 'stat-total-value')).toBe('0');
    expect(await page.getByTestId('start-automation').textContent()).toBe(MESSAGES.launchLabels.noCredits);
    await settle(page);
    await snapshot(page, 'statistics-overview-empty');
    // The tabs by keyboard: arrows move and select, the panel follows.
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel', { name: 'History' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('History');
    await page.getByText(MESSAGES.noApplications).waitFor();
    await openTab(page, 'Metrics');
    expect(await text(page, 'insight-active')).toBe('N/A');
    expect(await page.getByTestId('recommendations').locator('li').allTextContents()).toEqual([
      MESSAGES.recommendations.upgrade(0),
      MESSAGES.recommendations.firstSteps,
    ]);
  });
});
