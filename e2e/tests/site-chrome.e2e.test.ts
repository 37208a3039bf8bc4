import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { HEADER_SCROLL_OFFSET_PX, MESSAGES, POPULAR_LABEL } from '@applypilot/contracts';
import { snapshot } from '../support/browser';
import { useAppAndBrowser } from '../support/suite';

/**
 * The public site as a visitor meets it (document 1, section 2): header and footer per route, the Login/Dashboard
 * button, section links with the header offset, choosing a plan, the purchase page, the contact form.
 * Real API and database, real Chromium; each test has its own browser context.
 */
const suite = useAppAndBrowser();

async function newPage(width = 1280): Promise<Page> {
  const page = await suite.newPage({ viewport: { width, height: width > 800 ? 800 : 844 } });
  // The contact form opens Gmail in a new window; answer it locally, the machine is offline.
  await page
    .context()
    .route('https://mail.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>compose</title>' }),
    );
  return page;
}

let accounts = 0;
/** Registers and logs in through the API from the page (cookie in the context), then stores the user as login does. */
async function logInThroughApi(page: Page): Promise<string> {
  accounts += 1;
  const email = `site${accounts}.${Date.now()}@example.com`;
  const user = await page.evaluate(async (email) => {
    const post = (path: string, body: unknown) =>
      fetch(path, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ success: boolean; user?: unknown }>);
    await post('/auth/register', { name: 'Ravi Kumar', email, password: 'site-pass-123' });
    const answer = await post('/auth/login', { email, password: 'site-pass-123' });
    if (!answer.success) throw new Error('login failed');
    localStorage.setItem('userData', JSON.stringify(answer.user));
    return answer.user;
  }, email);
  expect(user).toMatchObject({ email });
  return email;
}

const header = (page: Page) => page.getByTestId('site-header');
const footer = (page: Page) => page.getByTestId('site-footer');
const path = (page: Page) => new URL(page.url()).pathname;
/** Lets lazy chunks and CSS transitions settle before a screenshot or an absence check; nothing asserts on time. */
const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
};

const PAGES_WITH_CHROME: [string, string][] = [
  ['/', 'Apply to dozens of jobs a day'],
  ['/pricing', 'Choose Your Application Credit Pack'],
  ['/contact', 'Get In Touch'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/features', 'Everything ApplyPilot does for your job search'],
  ['/help', 'How can we help?'],
  ['/no-such-page', 'Page not found'],
];

describe('public site', () => {
  it('shows the header and footer on the public pages, with a Login button for a visitor', async () => {
    for (const width of [1280, 390]) {
      const page = await newPage(width);
      for (const [route, heading] of PAGES_WITH_CHROME) {
        await page.goto(route);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await header(page).waitFor();
        await footer(page).waitFor();
        if (width === 1280) {
          await expect(header(page).getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe(
            '/login',
          );
          for (const name of ['Home', 'How It Works', 'Features', 'Pricing']) {
            expect(await header(page).getByRole('link', { name, exact: true }).count()).toBe(1);
          }
          expect(await footer(page).textContent()).toContain(
            `© ${new Date().getFullYear()} ApplyPilot. All rights reserved.`,
          );
          for (const [name, href] of [
            ['Terms of Service', '/terms'],
            ['Privacy Policy', '/privacy'],
            ['Contact Us', '/contact'],
          ]) {
            expect(await footer(page).getByRole('link', { name }).getAttribute('href')).toBe(href);
          }
        }
        await settle(page);
        await snapshot(page, `site-${width}-${route === '/' ? 'home' : route.slice(1)}`);
      }
    }
  });

  it('hides the header and footer on /try-now, /login, /buy and /dashboard', async () => {
    const page = await newPage();
    await page.goto('/try-now');
    await page.getByRole('heading', { name: 'Get started with ApplyPilot' }).waitFor();
    // Without the per-platform downloads (DOWNLOADS_BUILD=off in tests), the page offers the Node.js zip once the
    // server's list has said so: the platforms and requirements always, the size when /api/config knows it.
    const fallback = page.getByText(/Windows, macOS, Linux · Requires Node\.js 20\+ and Chrome$/);
    await fallback.waitFor();
    expect(await fallback.count()).toBe(1);
    await settle(page);
    await snapshot(page, 'site-1280-try-now');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Step 2: Setup & Login' }).waitFor();
    expect(await page.getByRole('link', { name: 'Continue to Login' }).getAttribute('href')).toBe('/login');
    await snapshot(page, 'site-1280-try-now-step-2');
    expect(await header(page).count()).toBe(0);
    expect(await footer(page).count()).toBe(0);

    await page.goto('/login');
    await page.locator('input[type="password"]').first().waitFor();
    await settle(page);
    expect(await header(page).count()).toBe(0);
    expect(await footer(page).count()).toBe(0);

    // /dashboard without a session lands on /login: still bare.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await settle(page);
    expect(await header(page).count()).toBe(0);

    const mobile = await newPage(390);
    await mobile.goto('/try-now');
    await mobile.getByRole('heading', { name: 'Get started with ApplyPilot' }).waitFor();
    await settle(mobile);
    await snapshot(mobile, 'site-390-try-now');
  });

  it('a header link from /pricing opens /#features and scrolls it under the header', async () => {
    const page = await newPage();
    await page.goto('/pricing');
    await header(page).getByRole('link', { name: 'Features', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#features');
    await page.getByRole('heading', { name: 'Everything You Need for an Automated Job Search' }).waitFor();
    // Smooth scrolling ends with the section's top HEADER_SCROLL_OFFSET_PX (64 + 10) below the viewport's top.
    await page.waitForFunction((offset) => {
      const top = document.getElementById('features')?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 0 && Math.abs(top - offset) <= 1;
    }, HEADER_SCROLL_OFFSET_PX);
    // On the home page the same links scroll without leaving the page.
    await header(page).getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForFunction(
      (offset) =>
        Math.abs((document.getElementById('pricing')?.getBoundingClientRect().top ?? -1) - offset) <= 1,
      HEADER_SCROLL_OFFSET_PX,
    );
    expect(path(page)).toBe('/');
    await header(page).getByRole('link', { name: 'ApplyPilot home' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('choosing a plan while logged out goes to /login with the plan', async () => {
    const page = await newPage();
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Choose Pro Pack' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const state = await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr);
    expect(state).toEqual({
      fromPricing: true,
      planToBuy: 'Pro Pack',
      paymentState: { selectedPlanName: 'Pro Pack', price: 1500, credits: 375 },
    });

    // Logging in from there continues to the purchase of the chosen plan.
    const email = `buyer.${Date.now()}@example.com`;
    await page.evaluate(
      (email) =>
        fetch('/auth/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: 'Buyer', email, password: 'site-pass-123' }),
        }),
      email,
    );
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('site-pass-123');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/buy');
    await page.getByRole('heading', { name: 'Pro Pack' }).waitFor();
    expect(await page.getByTestId('buy-account').textContent()).toBe(`Credits go to ${email}`);
  });

  it('shows Dashboard once logged in, and the purchase page of the chosen plan', async () => {
    const page = await newPage();
    await page.goto('/privacy');
    await header(page).getByRole('link', { name: 'Login' }).waitFor();
    const email = await logInThroughApi(page);
    // The header re-reads the stored user on the next location change, without a reload.
    await footer(page).getByRole('link', { name: 'Terms of Service' }).click();
    const dashboard = header(page).getByRole('link', { name: 'Dashboard' });
    await dashboard.waitFor();
    expect(await dashboard.getAttribute('title')).toBe('Go to your dashboard');
    expect(await dashboard.getAttribute('href')).toBe('/dashboard');
    expect(await header(page).getByRole('link', { name: 'Login' }).count()).toBe(0);

    // A fresh page load restores the session from storage, as after a real login.
    await page.reload();
    await header(page).getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.getByRole('button', { name: 'Choose Pro Pack' }).click();
    await page.waitForURL((url) => url.pathname === '/buy');
    await page.getByRole('heading', { name: 'Confirm Your Purchase' }).waitFor();
    expect(await header(page).count()).toBe(0);
    expect(await footer(page).count()).toBe(0);

    // No question before the page (decision 050): it names the account, and Pay is the one confirmation.
    await page.getByTestId('buy-account').waitFor();
    expect(await page.getByTestId('buy-account').textContent()).toBe(`Credits go to ${email}`);
    expect(await page.getByTestId('modal').count()).toBe(0);

    const main = page.getByRole('main');
    expect(await main.textContent()).toContain(POPULAR_LABEL);
    expect(await main.textContent()).not.toContain('Interviews claim');
    expect(await main.textContent()).toContain('Total for 375 Credits');
    expect(await page.getByTestId('buy-price').textContent()).toBe('₹1,500');
    expect(await main.locator('li strong').first().textContent()).toBe('375');
    await snapshot(page, 'site-1280-buy');

    // Paying itself is purchase.e2e.test.ts's part.
    const pay = page.getByRole('button', { name: MESSAGES.payNow(1500) });
    expect(await pay.isEnabled()).toBe(true);

    // Reloading keeps the navigation state: the same pack, and "Choose another pack" goes back to /pricing.
    await page.reload();
    await page.getByRole('heading', { name: 'Pro Pack' }).waitFor();
    await page.getByRole('link', { name: 'Choose another pack' }).click();
    await page.waitForURL((url) => url.pathname === '/pricing');

    // /dashboard is the dashboard's own frame.
    await page.goto('/dashboard');
    await settle(page);
    expect(path(page)).toBe('/dashboard');
    expect(await header(page).count()).toBe(0);
    expect(await footer(page).count()).toBe(0);
  });

  it('/buy without a plan goes to /pricing', async () => {
    const page = await newPage();
    await page.goto('/buy');
    await page.waitForURL((url) => url.pathname === '/pricing');
    await page.getByRole('heading', { level: 1, name: 'Choose Your Application Credit Pack' }).waitFor();
  });

  it('the contact form asks for every field, then opens a Gmail compose window', async () => {
    const page = await newPage();
    await page.goto('/contact');
    await page.getByLabel('Your name').fill('Meera Iyer');
    await page.getByLabel('Your email').fill('meera@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const modal = page.getByTestId('modal');
    await modal.waitFor();
    expect(await modal.textContent()).toContain(MESSAGES.fillAllFields);
    await page.getByTestId('modal-confirm').click();
    await modal.waitFor({ state: 'detached' });

    await page.getByLabel('Subject').fill('Refund question');
    await page.getByLabel('Message', { exact: true }).fill('Can I get a refund for unused credits?');
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    await popup.waitForURL(/mail\.google\.com/);
    const url = new URL(popup.url());
    expect(url.searchParams.get('view')).toBe('cm');
    expect(url.searchParams.get('su')).toBe('Refund question');
    expect(url.searchParams.get('to')).toBe('support@applypilot.app');
    expect(url.searchParams.get('body')).toContain('Can I get a refund for unused credits?');
  });
});
