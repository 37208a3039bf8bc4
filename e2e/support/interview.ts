import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Registers and signs in a fresh account through the API, and makes the app restore that session on load (it reads
 * `userData`, what its login form stores, then confirms it with the cookie), as the resume builder tests do.
 */
export async function signInFresh(page: Page, origin: string): Promise<void> {
  const account = {
    name: 'Interview Tester',
    email: `interview-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'correct-horse-42',
  };
  const headers = { Origin: origin };
  const context = page.context();
  const register = await context.request.post(`${origin}/auth/register`, { data: account, headers });
  expect(register.ok(), await register.text()).toBe(true);
  const login = await context.request.post(`${origin}/auth/login`, {
    data: { email: account.email, password: account.password },
    headers,
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { user } = (await login.json()) as { user: unknown };
  await context.addInitScript((stored) => {
    if (!localStorage.getItem('userData')) localStorage.setItem('userData', JSON.stringify(stored));
  }, user);
}

/** Interview settings written straight to storage (for tests whose subject is not the settings page). */
export async function storeInterviewSettings(page: Page, values: Record<string, string>): Promise<void> {
  await page.context().addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}
