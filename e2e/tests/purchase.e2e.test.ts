import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { FREE_TRIAL_CREDITS, MESSAGES, PLANS } from '@applypilot/contracts';
import { snapshot } from '../support/browser';
import { useAppAndBrowser } from '../support/suite';

/**
 * Buying credits as a user does (document 1, sections 2, 4 and 8): pricing, login, /buy, the checkout widget, the
 * dashboard's balance and premium state. The API runs without Razorpay keys, so it serves its sandbox widget, which
 * speaks Razorpay's protocol (order, widget options and callbacks, HMAC signature); nothing here is mocked.
 */
const suite = useAppAndBrowser();

const PRO = PLANS.find((plan) => plan.name === 'Pro Pack');
if (!PRO) throw new Error('the plan table has no Pro Pack');
const PASSWORD = 'buyer-pass-123';
/** The sandbox's checkout dialog and the description its "Fail" button gives `payment.failed` (as Razorpay's does). */
const SANDBOX_LABEL = 'Sandbox payment: no money moves';
const SANDBOX_FAILURE = 'Payment failed';

const newPage = (): Promise<Page> => suite.newPage();

let accounts = 0;
/** Registers an account through the API from the page; the buyer then logs in through the form. */
async function register(page: Page): Promise<string> {
  accounts += 1;
  const email = `buyer${accounts}.${Date.now()}@example.com`;
  const ok = await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Meera Nair', email, password }),
      });
      return response.ok;
    },
    { email, password: PASSWORD },
  );
  expect(ok).toBe(true);
  return email;
}

/** Pricing → "Choose Pro Pack" while logged out → login → /buy with the plan and the account, asked nothing yet. */
async function reachBuyPage(page: Page): Promise<string> {
  await page.goto('/pricing');
  const email = await register(page);
  await page.getByRole('button', { name: 'Choose Pro Pack' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname === '/buy');
  await page.getByRole('heading', { name: 'Pro Pack' }).waitFor();

  // One confirmation before paying (decision 050): the page names the account, Pay is the go-ahead.
  expect(await page.getByTestId('buy-account').textContent()).toBe(`Credits go to ${email}`);
  expect(await page.getByTestId('modal').count()).toBe(0);
  return email;
}

const payButton = (page: Page) => page.getByRole('button', { name: MESSAGES.payNow(PRO.price) });

/** Presses Pay and waits for the sandbox's checkout dialog. */
async function openWidget(page: Page): Promise<Locator> {
  await payButton(page).click();
  const widget = page.getByRole('dialog').filter({ hasText: SANDBOX_LABEL });
  await widget.waitFor();
  return widget;
}

/** The text of the page's own alert, after which it is closed with OK. */
async function readAlert(page: Page, name: string): Promise<string> {
  const modal = page.getByTestId('modal');
  await modal.waitFor();
  // Lets the modal's fade-in finish before the screenshot; nothing is asserted on time.
  await page.waitForTimeout(300);
  await snapshot(page, name);
  const text = (await modal.locator('p').textContent()) ?? '';
  expect(await modal.count()).toBe(1);
  await page.getByTestId('modal-confirm').click();
  await modal.waitFor({ state: 'detached' });
  return text;
}

async function dashboardCredits(page: Page): Promise<string | null> {
  const credits = page.getByTestId('stat-credits-value');
  await credits.waitFor();
  return credits.textContent();
}

describe('buying credits', () => {
  it('buys the Pro Pack in the sandbox: credits and premium state show on the dashboard', async () => {
    const page = await newPage();
    await reachBuyPage(page);
    // The widget's script is loaded on /buy only.
    await page.waitForFunction(() => typeof (window as { Razorpay?: unknown }).Razorpay === 'function');

    const widget = await openWidget(page);
    expect(await page.getByText(MESSAGES.processing, { exact: true }).count()).toBe(1);
    await snapshot(page, 'purchase-sandbox-widget');
    await widget.getByRole('button', { name: 'Pay', exact: true }).click();

    expect(await readAlert(page, 'purchase-success')).toBe(MESSAGES.paymentSuccessful);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await dashboardCredits(page)).toBe(String(FREE_TRIAL_CREDITS + PRO.credits));
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByText('Premium', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Upgrade Plan' }).count()).toBe(0);
    await snapshot(page, 'purchase-dashboard-premium');

    // A reload asks the server again: the purchase is on the account, not only in this page.
    await page.reload();
    expect(await dashboardCredits(page)).toBe(String(FREE_TRIAL_CREDITS + PRO.credits));
    await sidebar.getByText('Premium', { exact: true }).waitFor();
  });

  it('closing the widget cancels without a charge, and Pay works again', async () => {
    const page = await newPage();
    await reachBuyPage(page);
    const widget = await openWidget(page);
    await widget.getByRole('button', { name: 'Close', exact: true }).click();
    await widget.waitFor({ state: 'detached' });

    expect(await readAlert(page, 'purchase-cancelled')).toBe(MESSAGES.paymentCancelled);
    expect(await payButton(page).isEnabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/buy');

    await page.goto('/dashboard');
    expect(await dashboardCredits(page)).toBe(String(FREE_TRIAL_CREDITS));
    expect(await page.getByRole('button', { name: 'Upgrade Plan' }).count()).toBe(1);
  });

  it('a failed payment says so once, with the reason the widget gives, when the widget is closed', async () => {
    const page = await newPage();
    await reachBuyPage(page);
    const widget = await openWidget(page);
    await widget.getByRole('button', { name: 'Fail', exact: true }).click();
    // Like Razorpay's, the sandbox's window stays open after a failed attempt, showing why, for another try.
    await widget.getByText(SANDBOX_FAILURE, { exact: true }).waitFor();
    expect(await page.getByTestId('modal').count()).toBe(0);
    await widget.getByRole('button', { name: 'Close', exact: true }).click();
    await widget.waitFor({ state: 'detached' });

    expect(await readAlert(page, 'purchase-failed')).toBe(MESSAGES.paymentFailed(SANDBOX_FAILURE));
    // Shown once: no "cancelled" follows it.
    expect(await page.getByTestId('modal').count()).toBe(0);
    expect(await payButton(page).isEnabled()).toBe(true);

    await page.goto('/dashboard');
    expect(await dashboardCredits(page)).toBe(String(FREE_TRIAL_CREDITS));
  });
});
