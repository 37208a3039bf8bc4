import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../lib/test-support';
import { forgetSiteConfig } from '../lib/site-config';
import { HelpPage } from './help-page';

/** The server's public config; by default, as on a server without Google sign-in. */
const serveConfig = (googleClientId: string | null) =>
  stubFetch(() => ({ body: { googleClientId, paymentMode: 'sandbox', plans: [] } }));

beforeEach(() => serveConfig(null));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetSiteConfig();
});

function renderHelp() {
  render(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
  );
}

const panel = () => screen.getByRole('tabpanel');
const tab = (name: string) => screen.getByRole('tab', { name });

describe('/help', () => {
  it('switches between How to Use, Best Practices and FAQ by click, one panel at a time', () => {
    renderHelp();
    expect(tab('How to Use').getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByText('Create your account')).toBeTruthy();

    fireEvent.click(tab('Best Practices'));
    expect(tab('Best Practices').getAttribute('aria-selected')).toBe('true');
    expect(tab('How to Use').getAttribute('aria-selected')).toBe('false');
    expect(panel().getAttribute('aria-labelledby')).toBe('tab-best-practices');
    expect(within(panel()).getByText('Keep a human pace: about 40 a day')).toBeTruthy();
    expect(within(panel()).queryByText('Create your account')).toBeNull();

    fireEvent.click(tab('FAQ'));
    expect(within(panel()).getByText('How do credits work?')).toBeTruthy();
    expect(within(panel()).queryByText('Keep a human pace: about 40 a day')).toBeNull();
  });

  it('offers Google sign-in only when the server has it (its public config names a client id)', async () => {
    renderHelp();
    const step = await screen.findByTestId('help-sign-up');
    // Answered (no Google client id), not merely not answered yet.
    await waitFor(() => expect(step.dataset.config).toBe('loaded'));
    expect(step.textContent).toBe(
      'Sign up on the login page with your email. Every new account gets 5 free applications.',
    );
    cleanup();
    forgetSiteConfig();
    serveConfig('1234-abc.apps.googleusercontent.com');
    renderHelp();
    await waitFor(() =>
      expect(screen.getByTestId('help-sign-up').textContent).toBe(
        'Sign up on the login page with your email or Google. Every new account gets 5 free applications.',
      ),
    );
  });

  it('moves between tabs with the arrow, Home and End keys, focus following', () => {
    renderHelp();
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(tab('Best Practices').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Best Practices'));
    fireEvent.keyDown(list, { key: 'End' });
    expect(tab('FAQ').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(tab('How to Use').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(tab('FAQ').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(tab('How to Use').getAttribute('aria-selected')).toBe('true');
  });

  it('says what the product does now in every tab: no feature "once it launches"', () => {
    renderHelp();
    for (const name of ['How to Use', 'Best Practices', 'FAQ']) {
      fireEvent.click(tab(name));
      const text = (panel().textContent ?? '').replace(/\s+/g, ' ');
      expect(text, name).not.toMatch(/launches|on their way|coming soon/i);
    }
    const faq = (panel().textContent ?? '').replace(/\s+/g, ' ');
    // The price of an application in the words every page uses (decision 050).
    expect(faq).toContain(
      'Each application uses 1 credit; an application with an AI-tailored resume uses 6 credits: 5 for the tailoring (cover letter included) and 1 for the application.',
    );
    expect(faq).toContain(
      'A tailored job that then waits for your answer under Questions waiting for you has used its 5 credits of tailoring. Answered and applied to within 24 hours with the same resume, it is not charged for tailoring again: it then uses 1 credit.',
    );
  });
});
