import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGES } from '@applypilot/contracts';
import { snapshot } from '../support/browser';
import { useAppAndBrowser } from '../support/suite';

/**
 * Accounts and the dashboard shell as a user meets them: the real API and database, Chromium, the mail outbox.
 * Each test has its own browser context (its own cookies and storage) and its own account.
 */
const suite = useAppAndBrowser();

const newPage = (): Promise<Page> => suite.newPage();

let accounts = 0;
function newAccount() {
  accounts += 1;
  return {
    name: `Asha Verma ${accounts}`,
    email: `asha${accounts}.${Date.now()}@example.com`,
    password: 'first-pass-123',
  };
}

async function signUp(page: Page, account: { name: string; email: string; password: string }) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'SIGN UP' }).click();
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  const modal = page.getByTestId('modal');
  await modal.waitFor();
  expect(await modal.textContent()).toContain(MESSAGES.registrationSuccessful);
  // The user is told where the verification link went.
  expect(await modal.textContent()).toContain(MESSAGES.registrationCheckMail(account.email));
  await page.getByTestId('modal-confirm').click();
  await modal.waitFor({ state: 'detached' });
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** The reset link of the newest mail to `email` (the outbox holds quoted-printable text). */
async function resetLinkFor(email: string): Promise<string> {
  const mails = (await suite.server().outbox()).filter((mail) => mail.includes(`To: ${email}`));
  const body = (mails.at(-1) ?? '')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(body)?.[0];
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return link;
}

/** Lets CSS transitions (at most 0.2 s here) finish before a screenshot; nothing is asserted on time. */
const settle = (page: Page) => page.waitForTimeout(300);

const path = (page: Page) => new URL(page.url()).pathname;

describe('accounts and the dashboard shell', () => {
  it('sends a visitor without a session from /dashboard to /login', async () => {
    const page = await newPage();
    await page.goto('/dashboard/setup');
    await page.waitForURL('**/login');
    await page.getByRole('tab', { name: 'LOGIN' }).waitFor();
    await snapshot(page, 'auth-login');
    await page.getByRole('tab', { name: 'SIGN UP' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await settle(page);
    await snapshot(page, 'auth-signup');
  });

  it('signs up, logs in, keeps the session over a reload, logs out', async () => {
    const page = await newPage();
    const account = newAccount();
    await signUp(page, account);
    // Back in login mode, with the email kept.
    expect(await page.getByLabel('Full name').count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe(account.email);

    await logIn(page, account.email, account.password);
    await page.waitForURL('**/dashboard');
    const name = page.getByTestId('sidebar-user-name');
    await name.waitFor();
    expect(await name.textContent()).toBe(account.name);
    expect(await page.getByTestId('sidebar-avatar').textContent()).toBe('A');
    expect(await page.getByTestId('sidebar').textContent()).toContain(account.email);
    expect(await page.getByRole('button', { name: 'Upgrade Plan' }).count()).toBe(1);
    // A first login: once the account's figures are in (no application sent yet), the greeting is not "Welcome back".
    await page.getByTestId('stat-total-value').filter({ hasText: '0' }).waitFor();
    await page.getByRole('heading', { name: 'Welcome, Asha!' }).waitFor();
    await snapshot(page, 'auth-dashboard-open');

    // The sidebar runs the page's full height, even where the page is longer than the window (issue 20), and its
    // contents stay in the window when the page is scrolled to the bottom.
    await page.setViewportSize({ width: 1280, height: 480 });
    const heights = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const sidebar = document.querySelector('[data-testid="sidebar"]') as HTMLElement;
      const logout = Array.from(sidebar.querySelectorAll('button')).find((button) =>
        button.textContent?.includes('Logout'),
      );
      return {
        page: document.documentElement.scrollHeight,
        window: window.innerHeight,
        sidebar: sidebar.getBoundingClientRect().height,
        logoutBottom: logout?.getBoundingClientRect().bottom ?? -1,
      };
    });
    expect(heights.page).toBeGreaterThan(heights.window * 1.5);
    expect(Math.round(heights.sidebar)).toBe(heights.page);
    expect(heights.logoutBottom).toBeGreaterThan(0);
    expect(heights.logoutBottom).toBeLessThanOrEqual(heights.window);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByTestId('sidebar-toggle').click();
    // 70 px is the sidebar's whole box, border included (clientWidth leaves the 1 px border out and only met 70 in
    // passing, mid-transition).
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="sidebar"]') as HTMLElement | null)?.offsetWidth === 70,
    );
    expect(await name.count()).toBe(0);
    await settle(page);
    await snapshot(page, 'auth-dashboard-collapsed');
    await page.getByTestId('sidebar-toggle').click();

    await page.reload();
    await name.waitFor();
    expect(path(page)).toBe('/dashboard');
    expect(await name.textContent()).toBe(account.name);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await page.getByRole('tab', { name: 'LOGIN' }).waitFor();
  });

  it('shows the server error in red for a wrong password', async () => {
    const page = await newPage();
    await page.goto('/login');
    await logIn(page, 'nobody@example.com', 'wrong-password');
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(MESSAGES.invalidCredentials);
    expect(await error.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(220, 38, 38)');
  });

  it('resets a forgotten password through the mailed link', async () => {
    const page = await newPage();
    const account = newAccount();
    await signUp(page, account);

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByTestId('modal-input').fill(account.email);
    await page.getByTestId('modal-confirm').click();
    const sent = page.getByText(MESSAGES.forgotPasswordSent);
    await sent.waitFor();
    await page.getByTestId('modal-confirm').click();

    const link = await resetLinkFor(account.email);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('second-pass-456');
    await page.getByLabel('Confirm new password').fill('second-pass-456');
    await snapshot(page, 'auth-reset-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const done = page.getByTestId('reset-success');
    await done.waitFor();
    expect(await done.textContent()).toBe(MESSAGES.passwordResetDone);
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL('**/login');

    await logIn(page, account.email, account.password);
    const error = page.getByTestId('login-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(MESSAGES.invalidCredentials);

    await logIn(page, account.email, 'second-pass-456');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('sidebar-user-name').waitFor();

    // The link works once: a second use is refused, in red.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('third-pass-789');
    await page.getByLabel('Confirm new password').fill('third-pass-789');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    const refused = page.getByTestId('reset-error');
    await refused.waitFor();
    expect(await refused.textContent()).toBe(MESSAGES.resetTokenInvalid);
    expect(await refused.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(220, 38, 38)');
  });

  it('verifies the email address through the local outbox page, and the dashboard banner goes', async () => {
    const page = await newPage();
    const account = newAccount();
    await signUp(page, account);
    await logIn(page, account.email, account.password);
    await page.waitForURL('**/dashboard');
    const banner = page.getByTestId('verify-email-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(MESSAGES.verifyEmailBanner(account.email));
    await page.getByRole('button', { name: MESSAGES.resendVerificationLink }).click();
    const reply = page.getByTestId('verify-email-banner-reply');
    await reply.waitFor();
    expect(await reply.textContent()).toBe(MESSAGES.verificationSent(account.email));
    await snapshot(page, 'auth-verify-banner');

    // Without SMTP_URL the mails stay on this machine, and /dev/outbox shows them newest first.
    await page.goto('/dev/outbox');
    const mail = page.locator('article', { hasText: account.email }).first();
    expect(await mail.textContent()).toContain('Verify your ApplyPilot email address');
    await snapshot(page, 'auth-dev-outbox');
    await mail.getByRole('link').click();
    await page.waitForURL('**/verify-email?token=*');
    const done = page.getByTestId('verify-email-success');
    await done.waitFor();
    expect(await done.textContent()).toBe(MESSAGES.emailVerified);
    await snapshot(page, 'auth-verify-email');

    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('sidebar-user-name').waitFor();
    expect(await banner.count()).toBe(0);
    // Still gone after a reload, which re-reads the user from the server.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Asha!' }).waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('logs the page out on reload when its session was ended elsewhere', async () => {
    const page = await newPage();
    const account = newAccount();
    await signUp(page, account);
    await logIn(page, account.email, account.password);
    await page.waitForURL('**/dashboard');
    await page.getByTestId('sidebar-user-name').waitFor();

    // Another client ends this very session through the API.
    const cookies = await page.context().cookies();
    const response = await fetch(`${suite.server().origin}/auth/logout`, {
      method: 'POST',
      headers: {
        Origin: suite.server().origin,
        'Content-Type': 'application/json',
        Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '),
      },
      body: '{}',
    });
    expect(response.ok).toBe(true);

    await page.reload();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();
  });

  it('sends an authenticated visitor away from /login, and back to the page they came from', async () => {
    const page = await newPage();
    const account = newAccount();
    await signUp(page, account);
    await page.goto('/dashboard/interview-settings');
    await page.waitForURL('**/login');
    await logIn(page, account.email, account.password);
    await page.waitForURL('**/dashboard/interview-settings');
    // The page's one sidebar entry is the current one.
    await page
      .locator('[data-testid="sidebar"] a[aria-current="page"]', { hasText: 'Interview Settings' })
      .waitFor();

    await page.goto('/login');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('sidebar-user-name').waitFor();
    // Replacing history: going back does not land on /login again.
    expect(path(page)).toBe('/dashboard');
  });
});
